import type { SalesMotivationSnapshot } from './sales-motivation.machine';
import { planViolations } from './sales-motivation.rows';

/** What the editor shows: the load, its failure, or the table. */
export type PlanView = 'loading' | 'failed' | 'ready';
export const selectPlanView = (snapshot: SalesMotivationSnapshot): PlanView =>
  snapshot.matches('loading') ? 'loading' : snapshot.matches('failed') ? 'failed' : 'ready';

export const selectRows = (snapshot: SalesMotivationSnapshot) => snapshot.context.rows;
export const selectLoadError = (snapshot: SalesMotivationSnapshot) => snapshot.context.loadError?.message ?? null;

/** The previous month is read-only (§2.7); so is the table while a call runs. */
export const selectReadOnly = (snapshot: SalesMotivationSnapshot) =>
  snapshot.context.offset === -1 || !(snapshot.matches({ ready: 'saved' }) || snapshot.matches({ ready: 'unsaved' }));

/** The refused cells of the table (issue 18 item 3), each with its sentence. */
export const selectPlanViolations = (snapshot: SalesMotivationSnapshot) => planViolations(snapshot.context.rows, snapshot.context.cashierNames);

/** §4: Save is disabled while saved or in the previous month, and while a cell holds a refused figure. */
export const selectCanSave = (snapshot: SalesMotivationSnapshot) => snapshot.matches({ ready: 'unsaved' }) && snapshot.can({ type: 'plan.save' });
export const selectSaving = (snapshot: SalesMotivationSnapshot) => snapshot.matches({ ready: 'saving' });
export const selectUnsaved = (snapshot: SalesMotivationSnapshot) =>
  snapshot.matches({ ready: 'unsaved' }) || snapshot.matches({ ready: 'saving' }) || snapshot.matches({ ready: 'adding' });

/** §4: prolong only from the previous month, once its plan is shown. */
export const selectCanProlong = (snapshot: SalesMotivationSnapshot) => snapshot.context.offset === -1 && snapshot.matches({ ready: 'saved' });
export const selectProlonging = (snapshot: SalesMotivationSnapshot) => snapshot.matches({ ready: 'prolonging' });

export const selectCanEdit = (snapshot: SalesMotivationSnapshot) => !selectReadOnly(snapshot);
export const selectCanDelete = (snapshot: SalesMotivationSnapshot) => selectCanEdit(snapshot) && snapshot.context.rows.some((row) => row.selected);
export const selectAdding = (snapshot: SalesMotivationSnapshot) => snapshot.matches({ ready: 'adding' });
