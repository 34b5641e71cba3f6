import { changesKept, type OrderDraftActor, type OrderDraftSnapshot } from '../orders/order-draft.machine';
import type { SalesMotivationSnapshot } from './sales-motivation.machine';
import { pharmacyPlan, planViolations, type PlanRow } from './sales-motivation.rows';

/** What the editor shows: the load, its failure, or the table. */
export type PlanView = 'loading' | 'failed' | 'ready';
export const selectPlanView = (snapshot: SalesMotivationSnapshot): PlanView =>
  snapshot.matches('loading') ? 'loading' : snapshot.matches('failed') ? 'failed' : 'ready';

export const selectRows = (snapshot: SalesMotivationSnapshot) => snapshot.context.rows;
export const selectLoadError = (snapshot: SalesMotivationSnapshot) => snapshot.context.loadError?.message ?? null;
/** The failed load itself, for the error modal: a new object on each failure, so each opens it. */
export const selectLoadFailure = (snapshot: SalesMotivationSnapshot) => snapshot.context.loadError;

/** The previous month (§2.7): shown read-only, with a line saying why. */
export const selectPreviousMonth = (snapshot: SalesMotivationSnapshot) => snapshot.context.offset === -1;

/** The previous month is read-only (§2.7); so is the table while a call runs. */
export const selectReadOnly = (snapshot: SalesMotivationSnapshot) =>
  snapshot.context.offset === -1 || !(snapshot.matches({ ready: 'saved' }) || snapshot.matches({ ready: 'unsaved' }));

/** The refused cells of the table, each with its sentence. */
export const selectPlanViolations = (snapshot: SalesMotivationSnapshot) =>
  planViolations(snapshot.context.rows, snapshot.context.cashierNames);

/** §4: Save is disabled while saved or in the previous month, and while a cell holds a refused figure. */
export const selectCanSave = (snapshot: SalesMotivationSnapshot) =>
  snapshot.matches({ ready: 'unsaved' }) && snapshot.can({ type: 'plan.save' });
export const selectSaving = (snapshot: SalesMotivationSnapshot) => snapshot.matches({ ready: 'saving' });
export const selectUnsaved = (snapshot: SalesMotivationSnapshot) =>
  snapshot.matches({ ready: 'unsaved' }) ||
  snapshot.matches({ ready: 'saving' }) ||
  snapshot.matches({ ready: 'adding' }) ||
  snapshot.matches({ ready: 'enrichingFigures' });

/** §4: prolong only from the previous month, once its plan is shown. */
export const selectCanProlong = (snapshot: SalesMotivationSnapshot) =>
  snapshot.context.offset === -1 && snapshot.matches({ ready: 'saved' });
export const selectProlonging = (snapshot: SalesMotivationSnapshot) =>
  snapshot.matches({ ready: 'prolonging' }) || snapshot.matches({ ready: 'checkingNext' });

/** A product and its plan sum (the pharmacy plan: the sum of the cashier plans), as prolong's question lists them. */
export interface ProlongLine {
  name: string;
  planSum: number;
}
const linesOf = (rows: readonly PlanRow[]): ProlongLine[] => rows.map((row) => ({ name: row.name, planSum: pharmacyPlan(row) }));

/**
 * Prolong's question while it waits for an answer: what the next month holds and would lose
 * (null: it could not be read, `unreadable` says why) against what this month's plan brings.
 */
export const selectProlongQuestion = (snapshot: SalesMotivationSnapshot) => {
  const next = snapshot.context.nextMonth;
  if (!snapshot.matches({ ready: 'confirmingProlong' }) || next === null) return null;
  return {
    replaces: 'rows' in next ? linesOf(next.rows) : null,
    unreadable: 'failure' in next ? next.failure.message : null,
    brings: linesOf(snapshot.context.rows),
  };
};

export const selectCanEdit = (snapshot: SalesMotivationSnapshot) => !selectReadOnly(snapshot);
export const selectCanDelete = (snapshot: SalesMotivationSnapshot) =>
  selectCanEdit(snapshot) && snapshot.context.rows.some((row) => row.selected);
export const selectAdding = (snapshot: SalesMotivationSnapshot) => snapshot.matches({ ready: 'adding' });

/**
 * Why added products still lack their sales and price, while one of them is in the plan and they
 * are not being asked for again; null otherwise.
 */
export const selectMissingFigures = (snapshot: SalesMotivationSnapshot) => {
  const missing = snapshot.context.missingFigures;
  if (!missing || !snapshot.matches({ ready: 'unsaved' })) return null;
  const inPlan = new Set(snapshot.context.rows.map((row) => row.id));
  return missing.productIds.some((id) => inPlan.has(id)) ? missing.failure : null;
};

/** The child that keeps the unsaved plan as a draft. */
export const selectPlanDraftActor = (snapshot: SalesMotivationSnapshot) => snapshot.children.draft as OrderDraftActor | undefined;
/** The notice after a restore (empty: none). */
export const selectKeptNotice = (snapshot: SalesMotivationSnapshot) => snapshot.context.keptNotice;
/** Unsaved edits that no draft keeps (not read yet, or this computer refused the copy): leaving asks first. */
export const selectUnkept = (snapshot: SalesMotivationSnapshot, draft: OrderDraftSnapshot | undefined) =>
  selectUnsaved(snapshot) && !changesKept(draft);
