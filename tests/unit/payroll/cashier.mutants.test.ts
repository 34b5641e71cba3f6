import { describe, expect, it } from 'vitest';
import { calculateCashier } from '../../../src/domain/payroll/cashier';
import type { CashierFigures, PharmacyFigures } from '../../../src/domain/payroll/params';

const cashier: CashierFigures = {
  cashierFullName: 'Иванова Анна',
  fixed: 30_000,
  workHours: 165,
  workMinutes: 0,
  personalBonus: 0,
  salePlan: 0,
  marketingShare: 0,
  retailSumNdsOut: 1000,
  uniqueCheckCount: 4,
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

// The cashier's average check and initiative bonus as the payroll table shows them, also when
// the distributor's figures are odd: a fractional count of checks, a figure that is no number.
describe('a cashier’s average check and initiative bonus', () => {
  it('divides the retail by a fractional count of checks as well', () => {
    expect(calculateCashier([], { ...cashier, uniqueCheckCount: 2.5 }, stat).invoiceAvg).toEqual({
      value: 400,
      formula: 'Средний чек = 1 000,00 ÷ 2,50 чек. = 400,00',
    });
  });

  it('reads a retail sum that is no finite number as 0', () => {
    expect(calculateCashier([], { ...cashier, retailSumNdsOut: Number.NaN }, stat).invoiceAvg).toEqual({
      value: 0,
      formula: 'Средний чек = 0,00 ÷ 4 чек. = 0,00',
    });
    expect(calculateCashier([], { ...cashier, retailSumNdsOut: null }, stat).invoiceAvg.formula).toBe('Средний чек = 0,00 ÷ 4 чек. = 0,00');
  });

  it('has no initiative bonus when the distributor sent none or no finite number, and the bonus to the kopeck otherwise', () => {
    expect(calculateCashier([], { ...cashier, initiativeBonus: null }, stat).initiativeBonus).toBeNull();
    expect(calculateCashier([], { ...cashier, initiativeBonus: Number.NaN }, stat).initiativeBonus).toBeNull();
    expect(calculateCashier([], { ...cashier, initiativeBonus: 1234.567 }, stat).initiativeBonus).toBe(1234.57);
  });
});
