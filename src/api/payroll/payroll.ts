import { payrollCalls } from '../contract/payroll';
import { ApiError, http } from '../shared/http';

/**
 * The month of the payrollCalculation tab's reads (spec §7.4). Without a month (undefined) they go
 * as the spec writes them and the back end answers the default month, the previous one; a month
 * named (its first day, YYYY-MM-DD: the current month) goes as our `?month=`.
 */
export const monthQuery = (month: string | undefined) => (month === undefined ? {} : { month });

/**
 * Adds the fallback of a back end without revisions: the saved month's revision (0: never saved),
 * which the save sends back so that a month another tab saved since is answered 409, or null when
 * the gateway does not offer the call (404, 501), and the save then checks nothing.
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
