import { payrollCalls, type CashierUserSave, type PayrollDownload, type PayrollUpdate } from '../contract/payroll';
import { salesMotivationCalls } from '../contract/sales-motivation';
import { ApiError, http, type FileAnswer } from '../shared/http';

/**
 * The calls of the payrollCalculation tab (spec §7.4), made by its machines on the main thread.
 * The three GETs answer what the screen edits. Without a month (undefined) they go as the spec
 * writes them and the back end answers the default month, the previous one; a month named (its
 * first day, YYYY-MM-DD: the current month) goes as our `?month=`.
 */
const monthQuery = (month: string | undefined) => (month === undefined ? {} : { month });

/** GET payroll-pharmacy-stat/{id}[?month]: the pharmacy's statistics of the month. */
export function payrollPharmacyStat(pharmacyId: number, month: string | undefined, signal?: AbortSignal) {
  return http().request(payrollCalls.payrollPharmacyStat, { params: { id: String(pharmacyId) }, query: monthQuery(month), signal });
}

/** GET payroll-pharmacy-param/{id}[?month]: the weight and threshold tables. */
export function payrollPharmacyParams(pharmacyId: number, month: string | undefined, signal?: AbortSignal) {
  return http().request(payrollCalls.payrollPharmacyParams, { params: { id: String(pharmacyId) }, query: monthQuery(month), signal });
}

/** GET payroll-cashier/{id}[?month]: the cashiers with their saved (or default) and measured figures. */
export function payrollCashiers(pharmacyId: number, month: string | undefined, signal?: AbortSignal) {
  return http().request(payrollCalls.payrollCashiers, { params: { id: String(pharmacyId) }, query: monthQuery(month), signal });
}

/**
 * GET payroll-pharmacy-revision/{id}?month: the saved month's revision (0: never saved), which the
 * save sends back so that a month another tab saved since is answered 409. Our optional
 * extension: null when the gateway does not offer it (404, 501), and the save then checks nothing.
 */
export async function payrollRevision(pharmacyId: number, month: string | undefined, signal?: AbortSignal): Promise<number | null> {
  try {
    return (await http().request(payrollCalls.payrollRevision, { params: { id: String(pharmacyId) }, query: monthQuery(month), signal }))
      .revision;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 501)) return null;
    throw error;
  }
}

/** POST payroll-pharmacy/update: saves the month (its month is pharmacyStat.fromDate); a Russian 400 when the KPI rules do not hold, 409 when saved elsewhere since. */
export function updatePayroll(body: PayrollUpdate, signal?: AbortSignal) {
  return http().request(payrollCalls.updatePayroll, { body, signal });
}

/** POST payroll-pharmacy/download: the workbook 'Расчёт зарплаты первостольника {date time}.xlsx'. */
export function downloadPayroll(body: PayrollDownload, signal?: AbortSignal): Promise<FileAnswer> {
  return http().requestFile(payrollCalls.downloadPayroll, { body, signal });
}

/** POST cashier/save/{id}: creates or changes a cashier's login; answers data.cashierUserId. */
export function saveCashierUser(body: CashierUserSave, signal?: AbortSignal) {
  return http().request(payrollCalls.saveCashierUser, { params: { id: String(body.pharmacyId) }, body, signal });
}

/** GET reports-rt/cashier-initiative/bonuses/{date}?pharmacyId: each cashier's extra initiative bonus by product. */
export function cashierInitiativeBonuses(pharmacyId: number, month: string, signal?: AbortSignal) {
  return http().request(salesMotivationCalls.cashierInitiativeBonuses, { params: { date: month }, query: { pharmacyId }, signal });
}
