import type { Period } from '../../domain/shared/quarters';
import { quarterRequestDate } from '../../domain/shared/quarters';
import { reportCalls, type RewardsDistribution } from '../contract/reports';
import { http } from '../shared/http';

/**
 * GET /reports/cashier/points?quarter=YYYY-MM-DD (the spec's call): the staff's reward points of
 * the quarter that starts on that date. No pharmacy is named: the gateway answers for the
 * signed-in pharmacy. (Our older `cashier/rewards?date=` stays on the gateway as an alias.)
 */
export function rewardsDistribution(period: Period, signal?: AbortSignal): Promise<RewardsDistribution> {
  return http().request(reportCalls.rewardsPoints, { query: { quarter: quarterRequestDate(period) }, signal });
}
