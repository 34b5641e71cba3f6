import { sumMoney } from '../shared/money';
import { calculateCashier } from './cashier';
import type { CashierFigures, ParamRow, PharmacyFigures } from './params';
import type { PayrollResult } from './result';
import { validatePayroll } from './validate';

export { cashierDefaults, hoursBase } from './params';

export interface PayrollInputs {
  pharmacyParams: readonly ParamRow[];
  cashierParams: readonly CashierFigures[];
  pharmacyStat: PharmacyFigures;
}

/**
 * §9 for a month: every cashier's figures with their explanations, §5's
 * validation, and the pharmacy's totals as sums of what the rows show. The payroll worker runs it
 * for the screen and the gateway for the workbook, so both agree to the kopeck.
 */
export function calculatePayroll({ pharmacyParams, cashierParams, pharmacyStat }: PayrollInputs): PayrollResult {
  const cashiers = cashierParams.map((cashier) => calculateCashier(pharmacyParams, cashier, pharmacyStat));
  return {
    cashiers,
    validation: validatePayroll(pharmacyParams),
    totals: {
      fixedByTime: sumMoney(cashiers.map((c) => c.fixedByTime.value)),
      kpiBonus: sumMoney(cashiers.map((c) => c.kpiBonus.value)),
      monthBonus: sumMoney(cashiers.map((c) => c.monthBonus.value)),
      totalBonus: sumMoney(cashiers.map((c) => c.totalBonus.value)),
      initiativeBonus: sumMoney(cashiers.map((c) => c.initiativeBonus)),
    },
  };
}
