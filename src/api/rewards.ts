import type { Period } from '../domain/quarters';
import { quarterRequestDate } from '../domain/quarters';
import { reportCalls, type RewardsDistribution } from './contract/reports';
import { http } from './http';

/**
 * GET /reports/cashier/rewards?date=YYYY-MM-DD: the staff's reward points of the quarter that
 * starts on that date. No pharmacy is named: the gateway answers for the signed-in pharmacy.
 */
export function rewardsDistribution(period: Period, signal?: AbortSignal): Promise<RewardsDistribution> {
  return http().request(reportCalls.rewardsDistribution, { query: { date: quarterRequestDate(period) }, signal });
}
