import type { MandatoryMatrixSummary, ReportDownloadResponse } from '../../../src/api/contract/report-downloads';
import { unixSeconds } from '../../core/clock';
import type { InitiativeRow } from '../../reports/initiatives';

/**
 * The distributor's bonus scale of the mandatory matrix: keeping this share of the matrix's
 * positions in stock pays this percent of the purchases.
 */
const levels = [
  { requiredPercent: 80, bonusPercent: 1 },
  { requiredPercent: 90, bonusPercent: 2 },
  { requiredPercent: 100, bonusPercent: 3 },
] as const;

const round1 = (value: number): number => Math.round(value * 10) / 10;

/**
 * The head of the extended mandatory-matrix report, derived from the same rows the download
 * holds, so the summary and the file agree: a position counts as kept on the share of days it
 * was in stock.
 */
export function matrixSummary(
  initiative: InitiativeRow,
  download: ReportDownloadResponse<'extended-mandatory-matrix'>,
): MandatoryMatrixSummary {
  const positionsTotal = download.rows.length;
  const kept = download.rows.reduce((sum, row) => {
    const days = (row.successDays ?? 0) + (row.failDays ?? 0);
    return days > 0 ? sum + (row.successDays ?? 0) / days : sum;
  }, 0);
  const existedNumberOfPosition = round1(kept);
  const absentNumberOfPosition = round1(positionsTotal - kept);
  return {
    initiativeId: initiative.id,
    initiativeName: initiative.name,
    from: unixSeconds(initiative.periodFrom),
    to: unixSeconds(initiative.periodTo),
    positionsTotal,
    existedNumberOfPosition,
    absentNumberOfPosition,
    mtxPercent: initiative.mtxPercent,
    earned: initiative.earned,
    expected: initiative.expected,
    levels: levels.map((level) => ({
      requiredPercent: level.requiredPercent,
      requiredNumberOfPositions: Math.ceil((positionsTotal * level.requiredPercent) / 100),
      existedNumberOfPosition,
      absentNumberOfPosition,
      bonusPercent: level.bonusPercent,
    })),
  };
}
