import { changesKept, type OrderDraftActor, type OrderDraftSnapshot } from '../orders/order-draft.machine';
import { answeredOtherMonth, type PayrollSnapshot } from './payroll.machine';

/**
 * What the payroll screen reads. Flags are derived from the state, never kept beside it: Save and
 * export are enabled exactly when the machine would take them.
 */
type Snapshot = PayrollSnapshot;

export const selectOffset = (snapshot: Snapshot) => snapshot.context.offset;
export const selectMonth = (snapshot: Snapshot) => snapshot.context.month;
export const selectLoading = (snapshot: Snapshot) => snapshot.matches('loading');
/** The month the back end answered instead of the one asked (it does not take `?month=`), or null. */
export const selectAnsweredOtherMonth = (snapshot: Snapshot) => answeredOtherMonth(snapshot.context);
export const selectLoadFailure = (snapshot: Snapshot) => (snapshot.matches('failed') ? snapshot.context.error : null);
export const selectDraft = (snapshot: Snapshot) => snapshot.context.draft;
export const selectTexts = (snapshot: Snapshot) => snapshot.context.texts;
export const selectResult = (snapshot: Snapshot) => snapshot.context.result;
export const selectCalculating = (snapshot: Snapshot) => snapshot.matches({ ready: { calculation: 'calculating' } });
export const selectCalculationFailure = (snapshot: Snapshot) =>
  snapshot.matches({ ready: { calculation: 'calcFailed' } }) ? snapshot.context.error : null;
export const selectDirty = (snapshot: Snapshot) => snapshot.matches({ ready: { changes: 'dirty' } });
/** Saving, or pressed and waiting for the figures of the last edit (the button says so either way). */
export const selectSaving = (snapshot: Snapshot) =>
  snapshot.matches({ ready: { work: 'saving' } }) || snapshot.matches({ ready: { work: 'saveWaiting' } });
export const selectExporting = (snapshot: Snapshot) =>
  snapshot.matches({ ready: { work: 'exporting' } }) || snapshot.matches({ ready: { work: 'exportWaiting' } });
export const selectAskingLeave = (snapshot: Snapshot) => snapshot.matches({ ready: { work: 'askingLeave' } });
export const selectCanSave = (snapshot: Snapshot) => snapshot.can({ type: 'save' });
export const selectCanExport = (snapshot: Snapshot) => snapshot.can({ type: 'export' });
/** §5's messages that hold now, in order (none until the first figures are in). */
export const selectProblems = (snapshot: Snapshot) => snapshot.context.result?.validation.problems ?? noProblems;
export const selectOffendingCells = (snapshot: Snapshot) => snapshot.context.result?.validation.cells ?? noCells;

/** The figures out of their range or left empty, by cell key of `texts`, with their messages. */
export const selectFigureViolations = (snapshot: Snapshot) => snapshot.context.violations;

const noProblems: never[] = [];
const noCells: never[] = [];

/** The payroll or the plan editor holds unsaved edits ('Есть несохранённые изменения'; another month asks first). */
export const selectHasUnsavedWork = (snapshot: Snapshot) => selectDirty(snapshot) || snapshot.context.planUnsaved;

/** The child that keeps the typed figures as a draft (absent for a moment while the screen starts). */
export const selectDraftActor = (snapshot: Snapshot) => snapshot.children.draft as OrderDraftActor | undefined;
/** The notice after a restore: which figures came back (empty: none). */
export const selectKeptNotice = (snapshot: Snapshot) => snapshot.context.keptNotice;

/**
 * Leaving the tab or the page asks first only for what nothing keeps: unsaved figures the draft
 * does not hold, or the plan editor's edits (it keeps no draft).
 */
export const hasUnkeptWork = (snapshot: Snapshot, draft: OrderDraftSnapshot | undefined): boolean =>
  (selectDirty(snapshot) && !changesKept(draft)) || snapshot.context.planUnsaved;
