import type { SnapshotFrom } from 'xstate';
import { overviewQuarterChoices, quarterChoices, rewardsQuarterChoices, type Period, type QuarterChoice } from '../../domain/shared/quarters';
import type { periodSelectionMachine } from './period-selection.machine';

/**
 * What the period selector and the screens read from a period selection actor. Selectors that
 * build a value come with a comparator for useSelector, so a re-render happens only when what
 * is shown changes.
 */
type PeriodSnapshot = SnapshotFrom<typeof periodSelectionMachine>;

export const selectYears = (snapshot: PeriodSnapshot) => snapshot.context.years;
export const selectYear = (snapshot: PeriodSnapshot) => snapshot.context.year;
export const selectQuarter = (snapshot: PeriodSnapshot) => snapshot.context.quarter;
export const selectQuartersLoading = (snapshot: PeriodSnapshot) => snapshot.matches({ overview: 'loadingQuarters' });
export const selectQuartersError = (snapshot: PeriodSnapshot) => snapshot.context.error;
/** The quarters with data could not be asked for: all four are offered, and 'Повторить' asks again. */
export const selectQuartersUnknown = (snapshot: PeriodSnapshot) => snapshot.matches({ overview: 'quartersUnknown' });

/** The chosen period, or null while no quarter is chosen ('Выберите квартал'). Compare with samePeriod. */
export const selectPeriod = (snapshot: PeriodSnapshot): Period | null => {
  const { year, quarter } = snapshot.context;
  return quarter === null ? null : { year, quarter };
};

export const samePeriod = (a: Period | null, b: Period | null): boolean =>
  a === b || (a !== null && b !== null && a.year === b.year && a.quarter === b.quarter);

/** The four radio choices with their disabled flags. Compare with sameChoices. */
export const selectQuarterChoices = (snapshot: PeriodSnapshot): QuarterChoice[] => {
  const { variant, year, quartersWithData } = snapshot.context;
  if (variant === 'rewards') return rewardsQuarterChoices(year);
  if (snapshot.matches({ overview: 'quartersUnknown' }) || snapshot.matches({ overview: 'allQuarters' })) return quarterChoices(() => false);
  return overviewQuarterChoices(quartersWithData ?? []);
};

export const sameChoices = (a: readonly QuarterChoice[], b: readonly QuarterChoice[]): boolean =>
  a.length === b.length && a.every((choice, index) => choice.disabled === b[index].disabled);
