import type { CashierParam, PharmacyParams, PharmacyStat } from '../../../src/api/contract/payroll';
import { monthFigureViolations } from '../../../src/domain/payroll/figure-rules';
import { kpiMessages } from '../../../src/domain/payroll/result';
import { validatePayroll } from '../../../src/domain/payroll/validate';
import type { SignedInUser } from '../../auth/access-token';
import type { Database } from '../../db/connect';
import { badRequest } from '../../core/errors';
import { fieldMessage } from '../../http/input';
import { assertPharmacyAccess } from '../../http/ownership';
import { askedPharmacy } from '../purchase-order/scope';
import type { PharmacyRow } from '../reports/pharmacy-scope';
import { cashiersOf } from './cashier-rows';
import { checkedMonth, monthOr } from './scope';

/** What update and download are sent, after the contract's schema. */
export interface PayrollBody {
  pharmacyId?: number;
  /** Ours; the spec's form has the month in pharmacyStat.fromDate. */
  month?: string;
  pharmacyParams: PharmacyParams;
  cashierParams: CashierParam[];
  pharmacyStat?: PharmacyStat;
}

/** A row of the body with the cashier it names. */
export interface NamedCashierRow {
  cashierId: number;
  row: CashierParam;
}

export interface CheckedPayroll {
  pharmacy: PharmacyRow;
  month: string;
  rows: NamedCashierRow[];
}

/** §5: the first of the three KPI rules the parameters break, as a 400 with its message verbatim. */
export function assertKpiRules(params: PharmacyParams): void {
  const [problem] = validatePayroll(params).problems;
  if (problem) throw badRequest(kpiMessages[problem]);
}

/**
 * Every figure within its range, as the screen checks it (src/domain/payroll/figure-rules.ts),
 * or a 400 naming the first one that is not: `Поле «cashierParams.0.workMinutes»: Отработано, мин
 * (Иванова Анна): от 0 до 59`.
 */
export function assertFigureRules(body: PayrollBody): void {
  const [violation] = monthFigureViolations(body);
  if (violation) throw badRequest(fieldMessage(violation.path, violation.message));
}

/**
 * The checks update and download share, before anything is stored or built: the pharmacy (a
 * pharmacy user's own, whatever it sends), the month, every figure's range, §5's KPI
 * rules, and every row a cashier of
 * that pharmacy. Rows name cashiers by full name; two cashiers of one name are told apart by order
 * (the first row of a name is the first such cashier in the table).
 */
export async function checkedPayroll(db: Database, user: SignedInUser, body: PayrollBody, now: Date): Promise<CheckedPayroll> {
  const pharmacy = await askedPharmacy(db, user, body.pharmacyId);
  // The spec's form names the month only in pharmacyStat; without either, the default month.
  const month = checkedMonth(monthOr(body.month ?? body.pharmacyStat?.fromDate, now), body.month ? 'month' : 'pharmacyStat.fromDate', now);
  if (body.pharmacyStat && body.pharmacyStat.fromDate !== month) {
    throw badRequest(fieldMessage('pharmacyStat.fromDate', 'месяц статистики не совпадает с месяцем расчёта'));
  }
  body.cashierParams.forEach((row, index) => {
    if (row.pharmacyId === pharmacy.id) return;
    assertPharmacyAccess(user, row.pharmacyId);
    throw badRequest(fieldMessage(`cashierParams.${index}.pharmacyId`, 'кассир другой аптеки'));
  });
  assertFigureRules(body);
  assertKpiRules(body.pharmacyParams);

  const unclaimed = new Map<string, number[]>();
  for (const cashier of await cashiersOf(db, pharmacy.id)) {
    unclaimed.set(cashier.fullName, [...(unclaimed.get(cashier.fullName) ?? []), cashier.id]);
  }
  const rows = body.cashierParams.map((row, index): NamedCashierRow => {
    const cashierId = unclaimed.get(row.cashierFullName)?.shift();
    if (cashierId === undefined) {
      throw badRequest(
        fieldMessage(`cashierParams.${index}.cashierFullName`, `в аптеке №${pharmacy.id} нет кассира «${row.cashierFullName}»`),
      );
    }
    return { cashierId, row };
  });
  return { pharmacy, month, rows };
}
