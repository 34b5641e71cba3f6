import { reportCalls, type CommonBonusesResponse, type ExportInitiativesResponse, type InitiativesReport } from './contract/reports';
import type { Period, Quarter } from '../domain/quarters';
import { quarterRequestDate } from '../domain/quarters';
import { http } from './http';

/** The initiatives overview's calls to the reports service (declared in the contract, reportCalls). */
export interface PharmacyPeriod {
  pharmacyId: number;
  period: Period;
}

/** GET /reports/initiative/pharmacy: the pharmacy's initiatives of one quarter. */
export function initiativesReport({ pharmacyId, period }: PharmacyPeriod, signal?: AbortSignal): Promise<InitiativesReport> {
  return http().request(reportCalls.initiativesReport, {
    query: { id: pharmacyId, quarter: quarterRequestDate(period) },
    signal,
  });
}

/** GET /reports/initiative/pharmacy/quarters: the quarters of a year that have any initiative. */
export async function quartersWithData(
  { pharmacyId, year }: { pharmacyId: number; year: number },
  signal?: AbortSignal,
): Promise<Quarter[]> {
  const answer = await http().request(reportCalls.initiativeQuarters, {
    query: { id: pharmacyId, year },
    signal,
  });
  return answer.quarters;
}

/** GET /reports/initiative/pharmacy-common-bonuses: the comparison record, or null for a quarter without one. */
export function commonBonuses({ pharmacyId, period }: PharmacyPeriod, signal?: AbortSignal): Promise<CommonBonusesResponse> {
  return http().request(reportCalls.commonBonuses, {
    query: { id: pharmacyId, quarter: quarterRequestDate(period) },
    signal,
  });
}

/** POST /reports/initiative/export: asks the distributor to send the pharmacy's initiatives again. */
export function exportInitiatives(pharmacyId: number, signal?: AbortSignal): Promise<ExportInitiativesResponse> {
  return http().request(reportCalls.exportInitiatives, {
    body: { pharmacyId },
    signal,
  });
}
