import { currentPeriod, isRewardsQuarterDisabled, reportYears, rewardsPeriod, type Period, type Quarter } from '../domain/quarters';

/** Where a period selector opens and how the rewards variant corrects a choice (spec sections 4, 5). */
export type PeriodVariant = 'overview' | 'rewards';

export interface PeriodSelectionInput {
  variant: PeriodVariant;
  now: Date;
  /** overview: whose period is remembered, and whose quarters are asked for. */
  userName?: string | null;
  pharmacyId?: number | null;
  /** overview: the period remembered for this user (readRememberedPeriod), if any. */
  remembered?: Period | null;
}

/** The rewards choice for a year and quarter: the current-year fallback, and never Q1 2019. */
export const rewardsChoice = (year: number, quarter: Quarter, now: Date): Period => {
  const period = rewardsPeriod({ year, quarter }, now);
  return isRewardsQuarterDisabled(period) ? { year, quarter: 2 } : period;
};

/** Where a selector opens: the remembered overview period (when its year is offered), else the current quarter. */
export const initialChoice = (input: PeriodSelectionInput): Period => {
  const current = currentPeriod(input.now);
  if (input.variant === 'rewards') return rewardsChoice(current.year, current.quarter, input.now);
  const remembered = input.remembered;
  return remembered && reportYears(input.now).includes(remembered.year) ? remembered : current;
};
