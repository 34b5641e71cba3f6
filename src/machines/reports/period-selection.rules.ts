import { currentPeriod, isRewardsQuarterDisabled, reportYears, rewardsPeriod, type Period, type Quarter } from '../../domain/shared/quarters';

/** Where a period selector opens and how the rewards variant corrects a choice (spec sections 4, 5). */
export type PeriodVariant = 'overview' | 'rewards';

export interface PeriodSelectionInput {
  variant: PeriodVariant;
  now: Date;
  /** Whose period is remembered (both variants), and whose quarters are asked for (overview). */
  userName?: string | null;
  pharmacyId?: number | null;
  /** The period remembered for this user and screen (readRememberedPeriod), if any. */
  remembered?: Period | null;
}

/** The rewards choice for a year and quarter: the current-year fallback, and never Q1 2019. */
export const rewardsChoice = (year: number, quarter: Quarter, now: Date): Period => {
  const period = rewardsPeriod({ year, quarter }, now);
  return isRewardsQuarterDisabled(period) ? { year, quarter: 2 } : period;
};

/**
 * Where a selector opens: the remembered period (when its year is still offered), else the current
 * quarter. The rewards variant passes either through its own rules (a later quarter of this year
 * falls back to the current one; never Q1 2019).
 */
export const initialChoice = (input: PeriodSelectionInput): Period => {
  const remembered = input.remembered;
  const start = remembered && reportYears(input.now).includes(remembered.year) ? remembered : currentPeriod(input.now);
  return input.variant === 'rewards' ? rewardsChoice(start.year, start.quarter, input.now) : start;
};
