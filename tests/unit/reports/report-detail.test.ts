import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sumMoney } from '../../../src/domain/shared/money';
import { monthRangeLabel } from '../../../src/domain/shared/months';
import {
  bonusTypeLabel,
  contractLayout,
  discountCompensationLayout,
  matrixLevelLayout,
  motivationLayout,
  promoProductCode,
  reportCells,
  reportFreshnessLabel,
  reportLayouts,
  reportPeriodLabel,
  reportTotals,
  reportTotalsCells,
  salesPlanLayout,
} from '../../../src/domain/reports/report-detail';
import type { ReportHeader, SalesPlanRow } from '../../../src/domain/reports/report-rows';

const seconds = (date: Date): number => Math.floor(date.getTime() / 1000);

const report: ReportHeader = {
  id: 5,
  name: 'План продаж весна',
  type: 'SALES_PLAN',
  from: seconds(new Date(2024, 3, 1)),
  to: seconds(new Date(2024, 5, 30, 23, 59, 59)),
  period: null,
  dataFreshness: null,
};

const salesRow = (overrides: Partial<SalesPlanRow> = {}): SalesPlanRow => ({
  from: seconds(new Date(2024, 3, 1)),
  to: seconds(new Date(2024, 4, 31, 23, 59, 59)),
  product: { id: 101, name: 'Нурофен 200 мг' },
  planned: 10,
  amount: 4,
  remainSale: 6,
  salePoints: 12.5,
  saleBonusSum: 50,
  purchase: 8,
  remainPurchase: 2,
  purchasePoints: 3,
  purchaseBonusSum: 24,
  discount: 1.1,
  discountSum: 4.4,
  actualBonusSum: 78.4,
  ...overrides,
});

describe('period labels', () => {
  it('names one month, or the first and last month of a range', () => {
    expect(monthRangeLabel(seconds(new Date(2024, 4, 1)), seconds(new Date(2024, 4, 31, 23, 59, 59)))).toBe('Май');
    expect(monthRangeLabel(seconds(new Date(2024, 0, 1)), seconds(new Date(2024, 2, 31, 23, 59, 59)))).toBe('Январь - Март');
    expect(monthRangeLabel(seconds(new Date(2023, 11, 1)), seconds(new Date(2024, 0, 31)))).toBe('Декабрь 2023 - Январь 2024');
  });

  it('labels a report by the quarter of its start, at the quarter boundaries too', () => {
    expect(reportPeriodLabel({ from: seconds(new Date(2024, 0, 1)) })).toBe('Январь - Март');
    expect(reportPeriodLabel({ from: seconds(new Date(2024, 2, 31, 23, 59, 59)) })).toBe('Январь - Март');
    expect(reportPeriodLabel({ from: seconds(new Date(2024, 3, 1)) })).toBe('Апрель - Июнь');
    expect(reportPeriodLabel({ from: seconds(new Date(2024, 8, 30)) })).toBe('Июль - Сентябрь');
    expect(reportPeriodLabel({ from: seconds(new Date(2024, 9, 1)) })).toBe('Октябрь - Декабрь');
  });
});

describe('report header', () => {
  it('shows the freshness as DD.MM.YYYY, or Неизвестно', () => {
    expect(reportFreshnessLabel(seconds(new Date(2024, 0, 9, 10)))).toBe('09.01.2024');
    expect(reportFreshnessLabel(null)).toBe('Неизвестно');
  });
});

describe('report layouts', () => {
  it('has five layouts with unique column keys and Russian headers', () => {
    expect(Object.keys(reportLayouts)).toEqual(['salesPlan', 'contract', 'matrixLevel', 'motivation', 'discountCompensation']);
    for (const layout of Object.values(reportLayouts)) {
      const keys = layout.columns.map((column) => column.key);
      expect(new Set(keys).size).toBe(keys.length);
      for (const column of layout.columns) expect(column.header).toMatch(/[А-Яа-я]/);
    }
  });

  it('formats a sales/plan row: packs, money with 2 decimals, the month range', () => {
    const cells = reportCells(salesPlanLayout, salesRow({ saleBonusSum: 12345.678 }), report);
    expect(cells).toMatchObject({
      initiative: 'План продаж весна',
      period: 'Апрель - Май',
      product: 'Нурофен 200 мг',
      planned: '10',
      salePoints: '12,50',
      saleBonusSum: '12 345,68',
      discount: '1,10',
    });
  });

  it('formats a contract row: П_ code, contract price, bonus type, percent with 1 decimal', () => {
    const cells = reportCells(
      contractLayout,
      { contract: 'К-17', product: { id: 300, name: 'Аспирин' }, sipPrice: 1500, procurementClac: true, percent: 7.25, amount: 3, bonus: 326.25 },
      report,
    );
    expect(cells).toEqual({
      contract: 'К-17',
      productCode: 'П_300',
      product: 'Аспирин',
      sipPrice: '1 500,00',
      bonusType: 'закупка',
      percent: '7,3',
      amount: '3',
      bonus: '326,25',
    });
    expect(bonusTypeLabel(false)).toBe('продажа');
    expect(promoProductCode({ id: 7, name: '' })).toBe('П_7');
  });

  it('formats a matrix level row, an unknown absence showing as 0', () => {
    const cells = reportCells(
      matrixLevelLayout,
      { requiredPercent: 80, requiredNumberOfPositions: 120, existedNumberOfPosition: 101.26, absentNumberOfPosition: null, bonusPercent: 1.5 },
      report,
    );
    expect(cells).toEqual({
      requiredPercent: '80,0',
      requiredNumberOfPositions: '120',
      existedNumberOfPosition: '101,3',
      absentNumberOfPosition: '0,0',
      bonusPercent: '1,5',
    });
  });

  it('shows points with 2 decimals in motivation and discount compensation', () => {
    const base = { from: report.from, to: report.to, product: { id: 1, name: 'А' }, amount: 2 };
    expect(reportCells(motivationLayout, { ...base, points: 3, actualBonusSum: 6, expectedBonusSum: 9 }, report).points).toBe('3,00');
    expect(
      reportCells(discountCompensationLayout, { ...base, discount: 0.5, actualDiscountSum: 1, expectedDiscountSum: 2 }, report).discount,
    ).toBe('0,50');
  });

  it('shows a missing figure as an empty cell', () => {
    expect(reportCells(salesPlanLayout, salesRow({ saleBonusSum: null }), report).saleBonusSum).toBe('');
  });
});

describe('totals', () => {
  it('sums the four bonus columns of sales/plan to 2 decimals, with Итого and the quarter label', () => {
    // 1.004 shows as 1,00 twice: the total is the 2,00 a user adds up, not a rounded 2.008.
    const rows = [salesRow({ saleBonusSum: 0.1, actualBonusSum: 1.004 }), salesRow({ saleBonusSum: 0.2, actualBonusSum: 1.004 })];
    const totals = reportTotals(salesPlanLayout, rows, report);
    expect(totals).toEqual({
      label: 'Итого',
      quarterLabel: 'Апрель - Июнь',
      sums: { saleBonusSum: 0.3, purchaseBonusSum: 48, discountSum: 8.8, actualBonusSum: 2 },
    });
    const cells = reportTotalsCells(salesPlanLayout, totals!);
    expect(cells).toMatchObject({ initiative: 'Итого', period: 'Апрель - Июнь', saleBonusSum: '0,30', actualBonusSum: '2,00', planned: '' });
  });

  it('sums the bonus of a contract, and the money columns of motivation and discount compensation', () => {
    expect(contractLayout.totals?.sumKeys).toEqual(['bonus']);
    expect(motivationLayout.totals?.sumKeys).toEqual(['actualBonusSum', 'expectedBonusSum']);
    expect(discountCompensationLayout.totals?.sumKeys).toEqual(['actualDiscountSum', 'expectedDiscountSum']);
    expect(matrixLevelLayout.totals).toBeNull();
  });

  it('has no totals row without rows', () => {
    expect(reportTotals(salesPlanLayout, [], report)).toBeNull();
  });

  it('property: each total is the sum of its column, to 2 decimals', () => {
    const money = fc.option(fc.integer({ min: -1_000_000_00, max: 1_000_000_00 }).map((kopecks) => kopecks / 100), { nil: null });
    fc.assert(
      fc.property(
        fc.array(fc.record({ saleBonusSum: money, purchaseBonusSum: money, discountSum: money, actualBonusSum: money }), {
          minLength: 1,
          maxLength: 50,
        }),
        (parts) => {
          const totals = reportTotals(salesPlanLayout, parts.map((part) => salesRow(part)), report);
          for (const key of ['saleBonusSum', 'purchaseBonusSum', 'discountSum', 'actualBonusSum'] as const) {
            const expected = parts.reduce((sum, part) => sum + Math.round((part[key] ?? 0) * 100), 0) / 100;
            expect(totals?.sums[key]).toBe(expected);
            expect(totals?.sums[key]).toBe(sumMoney(parts.map((part) => part[key])));
          }
        },
      ),
    );
  });
});
