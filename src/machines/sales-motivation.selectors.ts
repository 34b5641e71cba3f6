import type { SalesMotivationSnapshot } from './sales-motivation.machine';

/** What the editor shows: the load, its failure, or the table. */
export type PlanView = 'loading' | 'failed' | 'ready';
export const selectPlanView = (snapshot: SalesMotivationSnapshot): PlanView =>
  snapshot.matches('loading') ? 'loading' : snapshot.matches('failed') ? 'failed' : 'ready';

export const selectRows = (snapshot: SalesMotivationSnapshot) => snapshot.context.rows;
export const selectLoadError = (snapshot: SalesMotivationSnapshot) => snapshot.context.loadError?.message ?? null;

/** The previous month is read-only (§2.7); so is the table while a call runs. */
export const selectReadOnly = (snapshot: SalesMotivationSnapshot) =>
  snapshot.context.offset === -1 || !(snapshot.matches({ ready: 'saved' }) || snapshot.matches({ ready: 'unsaved' }));

/** §4: Save is disabled while saved or in the previous month. */
export const selectCanSave = (snapshot: SalesMotivationSnapshot) => snapshot.context.offset === 0 && snapshot.matches({ ready: 'unsaved' });
export const selectSaving = (snapshot: SalesMotivationSnapshot) => snapshot.matches({ ready: 'saving' });
export const selectUnsaved = (snapshot: SalesMotivationSnapshot) =>
  snapshot.matches({ ready: 'unsaved' }) || snapshot.matches({ ready: 'saving' }) || snapshot.matches({ ready: 'adding' });

/** §4: prolong only from the previous month, once its plan is shown. */
export const selectCanProlong = (snapshot: SalesMotivationSnapshot) => snapshot.context.offset === -1 && snapshot.matches({ ready: 'saved' });
export const selectProlonging = (snapshot: SalesMotivationSnapshot) => snapshot.matches({ ready: 'prolonging' });

export const selectCanEdit = (snapshot: SalesMotivationSnapshot) => !selectReadOnly(snapshot);
export const selectCanDelete = (snapshot: SalesMotivationSnapshot) => selectCanEdit(snapshot) && snapshot.context.rows.some((row) => row.selected);
export const selectAdding = (snapshot: SalesMotivationSnapshot) => snapshot.matches({ ready: 'adding' });
