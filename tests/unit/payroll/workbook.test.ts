import fc from 'fast-check';
import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { calculatePayroll } from '../../../src/domain/payroll/calculate';
import { payrollFileName, payrollWorkbook } from '../../../server/services/cashier-payroll/workbook';
import { month } from './arbitraries';

const read = (bytes: Uint8Array) => XLSX.read(bytes, { type: 'array' });
const rowsOf = (book: XLSX.WorkBook, name: string) =>
  XLSX.utils.sheet_to_json(book.Sheets[name], { header: 1, defval: null }) as unknown[][];
const kopecks = (values: (number | null)[]) => values.reduce<number>((sum, v) => sum + Math.round((v ?? 0) * 100), 0) / 100;

/** The screen's column headers, word for word (the file says what the screen says). */
const headers = [
  'Кассир',
  'Оплата по ставке, руб.',
  'Базовая премия, руб.',
  'Коэффициент оборачиваемости',
  'Премия с учётом оборачиваемости, руб.',
  'Штраф за остатки с истекающим сроком, руб.',
  'Премия для распределения по KPI, руб.',
  'Премия по KPI 1, руб.',
  'Премия по KPI 2, руб.',
  'Премия по KPI 3, руб.',
  'Премия по KPI 4, руб.',
  'Премия по KPI 5, руб.',
  'Премия по KPI, руб.',
  'Уникальная премия, руб.',
  'Бонус за продажи УСТМ, руб.',
  'Премия за месяц, руб.',
  'Итого к начислению, руб.',
  'Доп. премия по инициативам, руб.',
];

/** The export read back with SheetJS equals calculatePayroll to the kopeck. */
describe('payroll workbook', () => {
  it('Расчёт: a row per cashier with every figure, then Итого; Параметры: month, statistics, weights, tables', async () => {
    await fc.assert(
      fc.asyncProperty(month, async (input) => {
        const result = calculatePayroll(input);
        const book = read(
          await payrollWorkbook({ pharmacyName: 'Аптека №1', pharmacyAddress: 'ул. Ленина, 1', month: '2026-10-01', result, ...input }),
        );
        expect(book.SheetNames).toEqual(['Расчёт', 'Параметры']);
        const lines = rowsOf(book, 'Расчёт');
        expect(lines[0]).toEqual(headers);
        const body = lines.slice(1);
        expect(body).toHaveLength(input.cashierParams.length + 1);
        result.cashiers.forEach((c, k) => {
          const cp = input.cashierParams[k];
          expect(body[k]).toEqual([
            c.cashierFullName,
            c.fixedByTime.value,
            c.baseBonus.value,
            c.turnoverBonusCoeff.value,
            c.turnoverBonus.value,
            c.expiringRemainsPenalty.value,
            c.distributionKpiBonus.value,
            ...c.kpis.map((kpi) => kpi.bonus.value),
            c.kpiBonus.value,
            cp.personalBonus,
            cp.salesYctmBonus ?? 0,
            c.monthBonus.value,
            c.totalBonus.value,
            c.initiativeBonus,
          ]);
        });
        const total = body[body.length - 1];
        expect(total[0]).toBe('Итого');
        expect(total[3]).toBeNull();
        expect(total[1]).toBe(result.totals.fixedByTime);
        expect(total[12]).toBe(result.totals.kpiBonus);
        expect(total[15]).toBe(result.totals.monthBonus);
        expect(total[16]).toBe(result.totals.totalBonus);
        // Every money column's total is the sum of what its rows show.
        for (const column of [1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 13, 14, 17]) {
          expect(total[column]).toBe(kopecks(body.slice(0, -1).map((line) => line[column] as number | null)));
        }

        const params = rowsOf(book, 'Параметры');
        expect(params[0]).toEqual(['Параметр', 'Значение', 'Результат']);
        expect(params).toContainEqual(['Месяц', 'Октябрь 2026', null]);
        expect(params).toContainEqual(['Средний чек аптеки, руб.', input.pharmacyStat.invoiceAvg, null]);
        expect(params).toContainEqual(['Остатки с истекающим сроком, руб.', input.pharmacyStat.expiringRemains, null]);
        for (const n of [1, 2, 3, 4, 5]) {
          expect(params).toContainEqual([
            `Вес KPI ${n}`,
            input.pharmacyParams.find((row) => row.type === `KPI_${n}_WEIGHT`)?.valueIn ?? 0,
            null,
          ]);
        }
        // Every threshold row appears under its table.
        const thresholds = params.filter((line) => line[0] === 'порог');
        expect(thresholds).toHaveLength(input.pharmacyParams.filter((row) => !row.type.endsWith('_WEIGHT')).length);
      }),
      { numRuns: 25 },
    );
  });

  it('the file is named by the date and time', () => {
    expect(payrollFileName(new Date(2026, 10, 23, 14, 5))).toBe('Расчёт зарплаты первостольника 23.11.2026 14-05.xlsx');
  });
});
