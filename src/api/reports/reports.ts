import { reportCalls, type CommonBonuses, type InitiativesReport } from '../contract/reports';
import { answersAskedQuarter, type QuarterNotServed } from '../../domain/reports/answered-quarter';
import type { InitiativeRecord } from '../../domain/reports/overview';
import type { Period } from '../../domain/shared/quarters';
import { quarterRequestDate } from '../../domain/shared/quarters';
import { http } from '../shared/http';

/** The initiatives overview's calls to the reports service (declared in the contract, reportCalls). */
export interface PharmacyPeriod {
  pharmacyId: number;
  period: Period;
}

/** A period asked for by the overview: whether it is the current quarter decides what an answer without a quarter is of. */
export interface OverviewPeriod extends PharmacyPeriod {
  /** The period is the current quarter (the tab's clock). */
  current: boolean;
}

/** The overview's report with its wrapper known: from the answer, or from the request the portal made. */
export interface QuarterReport {
  pharmacyId: number;
  /** The quarter's first day, YYYY-MM-DD. */
  quarter: string;
  dataFreshness: number | null;
  summary: InitiativesReport['summary'];
  initiatives: InitiativeRecord[];
}

export interface InitiativesReportParams extends OverviewPeriod {
  /** The pharmacy's own dataFreshness (spec section 3, the pharmacy card): the report's when it names none. */
  pharmacyFreshness: number | null;
}

/**
 * GET /reports/initiative/pharmacy: the pharmacy's initiatives of one quarter. Its wrapper fields
 * are ours; a back end without them is read from the request: the pharmacy asked about, the
 * quarter asked for, the pharmacy's own freshness date. When the answer is not of the quarter
 * asked for (src/domain/reports/answered-quarter.ts), none of it is kept: the overview says so.
 */
export async function initiativesReport(
  { pharmacyId, period, current, pharmacyFreshness }: InitiativesReportParams,
  signal?: AbortSignal,
): Promise<QuarterReport | QuarterNotServed> {
  const quarter = quarterRequestDate(period);
  const answer = await http().request(reportCalls.initiativesReport, { query: { id: pharmacyId, quarter }, signal });
  if (!answersAskedQuarter(period, answer.quarter, current)) return { quarterNotServed: period };
  return {
    pharmacyId: answer.pharmacyId ?? pharmacyId,
    quarter,
    dataFreshness: answer.dataFreshness === undefined ? pharmacyFreshness : answer.dataFreshness,
    summary: answer.summary,
    initiatives: answer.initiatives,
  };
}

/**
 * GET /reports/initiative/pharmacy-common-bonuses: the comparison record, or null for a quarter
 * without one. The record names its quarter (spec section 3); one of another quarter than asked
 * (a back end that does not hear our `quarter`) is not shown as this one's.
 */
export async function commonBonuses({ pharmacyId, period, current }: OverviewPeriod, signal?: AbortSignal): Promise<CommonBonuses | null | QuarterNotServed> {
  const record = await http().request(reportCalls.commonBonuses, {
    query: { id: pharmacyId, quarter: quarterRequestDate(period) },
    signal,
  });
  if (record && !answersAskedQuarter(period, record.quarter, current)) return { quarterNotServed: period };
  return record;
}
