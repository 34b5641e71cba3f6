import { round2 } from '../../src/domain/shared/money';
import { currentPeriod, quarterEnd, quarterStart } from '../../src/domain/shared/quarters';
import type { forecastBonusSteps, mandatoryMatrixBonuses } from '../db/schema';

type Step = typeof forecastBonusSteps.$inferInsert;
type MatrixRow = typeof mandatoryMatrixBonuses.$inferInsert;

/** A pharmacy's mandatory matrix: how many positions it has, the levels, its quarter's purchases. */
interface MatrixPlan {
  pharmacyId: number;
  positions: number;
  existed: number;
  /** [required percent, bonus percent] per level. */
  levels: [number, number][];
  /** Positions no longer supplied this period: a level needing them cannot be reached (an infinite count). */
  unobtainable: number;
  quarterPurchases: number;
  /** TP pharmacies see the defect variant, without earned and expected sums. */
  withSums: boolean;
}

export const matrixPlans: readonly MatrixPlan[] = [
  {
    pharmacyId: 1,
    positions: 80,
    existed: 46,
    levels: [
      [62.5, 1],
      [75, 1.5],
      [87.5, 2],
      [100, 3],
    ],
    unobtainable: 3,
    quarterPurchases: 1_240_000,
    withSums: true,
  },
  {
    pharmacyId: 2,
    positions: 40,
    existed: 30,
    levels: [
      [80, 1],
      [90, 2],
    ],
    unobtainable: 0,
    quarterPurchases: 310_000,
    withSums: false,
  },
];

const requiredOf = (plan: MatrixPlan, percent: number) => Math.round((plan.positions * percent) / 100);
const reachable = (plan: MatrixPlan, required: number) => required <= plan.positions - plan.unobtainable;

/** d more positions bring the percent pw; a level that cannot be reached has no point. */
const criticalPoints = (plan: MatrixPlan) =>
  plan.levels
    .map(([percent, pw]) => ({ required: requiredOf(plan, percent), pw }))
    .filter(({ required }) => reachable(plan, required))
    .map(({ required, pw }) => ({ d: required - plan.existed, pw }));

/**
 * The forecast prediction: one step per level. The first step's critical points say how many more
 * positions reach each level's percent.
 */
export function predictionSteps(plan: MatrixPlan): Step[] {
  return plan.levels.map(([percent, bonusPercent], step) => ({
    pharmacyId: plan.pharmacyId,
    step,
    existedNumberOfPosition: plan.existed,
    requiredNumberOfPositions: requiredOf(plan, percent),
    bonusSum: round2((plan.quarterPurchases * bonusPercent) / 100),
    bonusPercent,
    criticalPoints: step === 0 ? criticalPoints(plan) : [],
  }));
}

/**
 * The mandatory-matrix bonus table. The sums grow with the quarter: earned is the share of the
 * expected sum the days so far have brought, relative to the clock.
 */
export function matrixBonusRows(plan: MatrixPlan, now: Date): MatrixRow[] {
  const period = currentPeriod(now);
  const start = quarterStart(period).getTime();
  const passed = (now.getTime() - start) / (quarterEnd(period).getTime() - start);
  return plan.levels.map(([requiredPercent, bonusPercent], line) => {
    const required = requiredOf(plan, requiredPercent);
    const absent = Math.max(0, required - plan.existed);
    const expected = round2((plan.quarterPurchases * bonusPercent) / 100);
    return {
      pharmacyId: plan.pharmacyId,
      line,
      requiredPercent,
      requiredNumberOfPositions: required,
      bonusPercent,
      existedNumberOfPosition: plan.existed,
      absentNumberOfPositionByTheEndOfThePeriod: reachable(plan, required) ? absent : Infinity,
      absentNumberOfPosition: absent,
      earned: plan.withSums ? round2(expected * passed) : null,
      expected: plan.withSums ? expected : null,
    };
  });
}
