import type { SnapshotFrom } from 'xstate';
import { isQuarterNotServed, type QuarterNotServed } from '../../domain/reports/answered-quarter';
import type { CommonBonusesActor, InitiativesReportActor, overviewMachine } from './overview.machine';

/**
 * What the overview's components read. The children are read through their own actors, so the
 * chart does not re-render when the table's report arrives, and the other way round.
 */
type OverviewSnapshot = SnapshotFrom<typeof overviewMachine>;
type ReportSnapshot = SnapshotFrom<InitiativesReportActor>;
type BonusesSnapshot = SnapshotFrom<CommonBonusesActor>;

/** An answer of the quarter asked for, or null before one arrives or when the back end answered another. */
const served = <T extends object>(data: T | QuarterNotServed | null) => (data && !isQuarterNotServed(data) ? data : null);
/** The quarter asked for that the back end does not answer (it answered another), or null. */
const notServed = (data: object | null) => (data && isQuarterNotServed(data) ? data.quarterNotServed : null);

export const selectPeriodActor = (snapshot: OverviewSnapshot) => snapshot.children.period!;
export const selectReportActor = (snapshot: OverviewSnapshot) => snapshot.children.report!;
export const selectBonusesActor = (snapshot: OverviewSnapshot) => snapshot.children.bonuses!;
export const selectNow = (snapshot: OverviewSnapshot) => snapshot.context.now;
export const selectQuarterChosen = (snapshot: OverviewSnapshot) => snapshot.matches('quarter');
export const selectExpanded = (snapshot: OverviewSnapshot) => snapshot.context.expanded;

export const selectReportLoading = (snapshot: ReportSnapshot) => snapshot.matches('fetching');
/** The report shown and the period it is of (its request's), or null before one arrives or when the back end answered another quarter. */
export const selectReport = (snapshot: ReportSnapshot) => served(snapshot.context.data);
/** The current quarter's live figures could not all be read: the message, or null. */
export const selectLiveFailure = (snapshot: ReportSnapshot) => served(snapshot.context.data)?.liveFailure ?? null;
/** The quarter asked for that the back end does not answer (it answered another), or null. */
export const selectReportNotServed = (snapshot: ReportSnapshot) => notServed(snapshot.context.data);
export const selectReportPeriod = (snapshot: ReportSnapshot) => snapshot.context.params?.period ?? null;
export const selectReportError = (snapshot: ReportSnapshot) => snapshot.context.error;

export const selectBonusesLoading = (snapshot: BonusesSnapshot) => snapshot.matches('fetching');
/** The comparison record of the quarter shown; null when it has none, or when the back end answered another quarter. */
export const selectBonuses = (snapshot: BonusesSnapshot) => served(snapshot.context.data);
/** The quarter asked for whose comparison the back end does not answer (it answered another), or null. */
export const selectBonusesNotServed = (snapshot: BonusesSnapshot) => notServed(snapshot.context.data);
export const selectBonusesLoaded = (snapshot: BonusesSnapshot) => snapshot.matches('success');
export const selectBonusesError = (snapshot: BonusesSnapshot) => snapshot.context.error;
