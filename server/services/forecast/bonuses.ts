import { asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import {
  CriticalPoint,
  encodePositionCount,
  type ForecastPrediction,
  type MandatoryMatrixBonusWire,
} from '../../../src/api/contract/forecast';
import type { Database } from '../../db/connect';
import { forecastBonusSteps, mandatoryMatrixBonuses } from '../../db/schema';

/** The forecast prediction: the bonus steps in order; the first carries the critical points. */
export async function forecastPrediction(db: Database, pharmacyId: number): Promise<ForecastPrediction> {
  const steps = await db
    .select()
    .from(forecastBonusSteps)
    .where(eq(forecastBonusSteps.pharmacyId, pharmacyId))
    .orderBy(asc(forecastBonusSteps.step));
  return {
    bonuses: steps.map((step) => ({
      existedNumberOfPosition: step.existedNumberOfPosition,
      requiredNumberOfPositions: step.requiredNumberOfPositions,
      bonusSum: step.bonusSum,
      bonusPercent: step.bonusPercent,
      // Stored as JSON: checked on the way out, so a bad row fails here and not in the portal.
      criticalPoints: v.parse(v.array(CriticalPoint), step.criticalPoints),
    })),
  };
}

/** The mandatory-matrix bonus table; an infinite absent count goes out as 'Infinity' (JSON has no infinity). */
export async function matrixBonuses(db: Database, pharmacyId: number): Promise<MandatoryMatrixBonusWire[]> {
  const rows = await db
    .select()
    .from(mandatoryMatrixBonuses)
    .where(eq(mandatoryMatrixBonuses.pharmacyId, pharmacyId))
    .orderBy(asc(mandatoryMatrixBonuses.line));
  return rows.map((row) => ({
    type: 'MANDATORY_MATRIX',
    requiredPercent: row.requiredPercent,
    requiredNumberOfPositions: row.requiredNumberOfPositions,
    bonusPercent: row.bonusPercent,
    existedNumberOfPosition: row.existedNumberOfPosition,
    absentNumberOfPositionByTheEndOfThePeriod: encodePositionCount(row.absentNumberOfPositionByTheEndOfThePeriod),
    absentNumberOfPosition: encodePositionCount(row.absentNumberOfPosition),
    earned: row.earned,
    expected: row.expected,
  }));
}
