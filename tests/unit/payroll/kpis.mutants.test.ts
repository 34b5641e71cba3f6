import { describe, expect, it } from 'vitest';
import { cashierKpis } from '../../../src/domain/payroll/kpis';
import type { CashierFigures, PharmacyFigures } from '../../../src/domain/payroll/params';

// The explanation under each KPI when its plan or the pharmacy's average check is missing: the
// pharmacist reads why the KPI is 0 instead of a division by zero.
const cashier: CashierFigures = {
  cashierFullName: 'Иванова Анна',
  fixed: 30_000,
  workHours: 160,
  workMinutes: 0,
  personalBonus: 0,
  salePlan: 0,
  marketingShare: 10,
  retailSumNdsOut: 50_000,
  nomenclatureAvgCount: null,
  initiativeSaleQuantityPlan: null,
  initiativeSaleQuantity: 7,
};
const stat: PharmacyFigures = {
  fromDate: '2026-10-01',
  totalSales: 0,
  cashierCount: 1,
  invoiceCount: 0,
  cashierAvg: 0,
  invoiceAvg: 0,
  turnoverPeriod: 0,
  marketingRate: 0,
  expiringRemains: 0,
};

describe('KPIs without a plan', () => {
  it('are 0 and say which plan is missing', () => {
    const kpis = cashierKpis([], cashier, stat, 250, 1000);
    expect(kpis.map((kpi) => kpi.measured)).toEqual([
      { value: 0, formula: 'Выполнение плана продаж: план продаж не задан → 0,00 %' },
      { value: 0, formula: 'Средний чек к среднему чеку аптеки: средний чек аптеки не известен → 0,00 %' },
      { value: 10, formula: 'Доля маркетинговых продаж = 10,00 %' },
      { value: 0, formula: 'Среднее число позиций в чеке = 0,00' },
      { value: 0, formula: 'Выполнение плана мотивации продаж: план не задан → 0,00 %' },
    ]);
  });

  it('with plans, show the division', () => {
    const kpis = cashierKpis([], { ...cashier, salePlan: 40_000, initiativeSaleQuantityPlan: 10 }, { ...stat, invoiceAvg: 200 }, 250, 1000);
    expect(kpis.map((kpi) => kpi.measured.value)).toEqual([125, 125, 10, 0, 70]);
    expect(kpis[4].measured.formula).toBe('Выполнение плана мотивации продаж = 7 ÷ 10 × 100 = 70,00 %');
  });

  it('read a figure the distributor sent as no finite number as 0', () => {
    const odd = {
      ...cashier,
      salePlan: 40_000,
      retailSumNdsOut: Number.NaN,
      initiativeSaleQuantityPlan: 10,
      initiativeSaleQuantity: Number.NaN,
    };
    const kpis = cashierKpis([], odd, stat, 250, 1000);
    expect(kpis.map((kpi) => kpi.measured.formula)).toEqual([
      'Выполнение плана продаж = 0,00 ÷ 40 000,00 × 100 = 0,00 %',
      'Средний чек к среднему чеку аптеки: средний чек аптеки не известен → 0,00 %',
      'Доля маркетинговых продаж = 10,00 %',
      'Среднее число позиций в чеке = 0,00',
      'Выполнение плана мотивации продаж = 0 ÷ 10 × 100 = 0,00 %',
    ]);
  });
});
