import { describe, expect, it } from 'vitest';
import { monthLabel, parameterLines } from '../../../server/services/cashier-payroll/workbook';
import type { ParamRow, PharmacyFigures } from '../../../src/domain/payroll/params';

// Sheet 'Параметры' of the payroll file, line by line as the pharmacist reads it.
const stat: PharmacyFigures = {
  fromDate: '2026-10-01',
  totalSales: 1_200_000.5,
  cashierCount: 3,
  invoiceCount: 4000,
  cashierAvg: 400_000.17,
  invoiceAvg: 300.13,
  turnoverPeriod: 45,
  marketingRate: 12.5,
  expiringRemains: 5000,
};
const params: ParamRow[] = [
  { type: 'BB_PERSONAL_MARGIN', valueIn: 20_000, valueOut: 3000 },
  { type: 'BB_PERSONAL_MARGIN', valueIn: 10_000, valueOut: 1500 },
  { type: 'KPI_1_WEIGHT', valueIn: 40, valueOut: 0 },
  { type: 'KPI_3_WEIGHT', valueIn: 60, valueOut: 0 },
  { type: 'KPI_1', valueIn: 100, valueOut: 1.2 },
];
const line = (label: string, value: string | number | null = null, result: number | null = null) => ({ label, value, result });

describe("the payroll file's parameters", () => {
  it('name the pharmacy and list the statistics, weights and each threshold table, thresholds ascending', () => {
    expect(
      parameterLines({
        pharmacyName: 'Аптека №1',
        pharmacyAddress: 'ул. Ленина, 1',
        month: '2026-10-01',
        pharmacyParams: params,
        pharmacyStat: stat,
      }),
    ).toEqual([
      line('Аптека', 'Аптека №1'),
      line('Адрес', 'ул. Ленина, 1'),
      line('Месяц', 'Октябрь 2026'),
      line('Статистика аптеки за месяц'),
      line('Продажи, руб.', 1_200_000.5),
      line('Количество кассиров', 3),
      line('Количество чеков', 4000),
      line('Средние продажи на кассира, руб.', 400_000.17),
      line('Средний чек аптеки, руб.', 300.13),
      line('Оборачиваемость, дн.', 45),
      line('Доля маркетинга, %', 12.5),
      line('Остатки с истекающим сроком, руб.', 5000),
      line('Веса KPI, %'),
      line('Вес KPI 1', 40),
      line('Вес KPI 2', 0),
      line('Вес KPI 3', 60),
      line('Вес KPI 4', 0),
      line('Вес KPI 5', 0),
      line('Базовая премия по личной марже: Маржа от, руб. → Премия, руб.'),
      line('порог', 10_000, 1500),
      line('порог', 20_000, 3000),
      line('Поправка на оборачиваемость: Оборачиваемость от, дн. → Коэффициент'),
      line('порогов нет'),
      line('Штраф за остатки с истекающим сроком: Остатки от, руб. → Штраф, руб.'),
      line('порогов нет'),
      line('KPI 1. Выполнение плана продаж, %: Значение от → Коэффициент'),
      line('порог', 100, 1.2),
      line('KPI 2. Средний чек к среднему чеку аптеки, %: Значение от → Коэффициент'),
      line('порогов нет'),
      line('KPI 3. Доля маркетинговых товаров, %: Значение от → Коэффициент'),
      line('порогов нет'),
      line('KPI 4. Позиций в чеке: Значение от → Коэффициент'),
      line('порогов нет'),
      line('KPI 5. Выполнение плана мотивации продаж, %: Значение от → Коэффициент'),
      line('порогов нет'),
    ]);
  });

  it('leave out the pharmacy and address lines when they are unknown', () => {
    const lines = parameterLines({ pharmacyName: '', pharmacyAddress: null, month: '2026-01-01', pharmacyParams: [], pharmacyStat: stat });
    expect(lines.slice(0, 2)).toEqual([line('Месяц', 'Январь 2026'), line('Статистика аптеки за месяц')]);
  });

  it('name a month outside 1..12 by its year alone, without a stray space', () => {
    expect(monthLabel('2026-13-01')).toBe('2026');
  });
});
