import type { RecommendedOrderSnapshot } from './recommended-order.machine';

/**
 * What the recommended order's components read, each a value that changes only when what it
 * shows changes. Flags are derived from the state, never kept beside it.
 */
type Snapshot = RecommendedOrderSnapshot;

export const selectInitiativesActor = (snapshot: Snapshot) => snapshot.children.initiatives!;
export const selectPromoterSupplierActor = (snapshot: Snapshot) => snapshot.children.promoterSupplier!;
export const selectInitiatives = (snapshot: Snapshot) => snapshot.context.initiatives;
export const selectFilters = (snapshot: Snapshot) => snapshot.context.filters;

export const selectLoading = (snapshot: Snapshot) => snapshot.matches({ positions: 'loading' });
export const selectLoadFailure = (snapshot: Snapshot) => (snapshot.matches({ positions: 'loadFailed' }) ? snapshot.context.error : null);
export const selectGrid = (snapshot: Snapshot) => snapshot.children.grid ?? null;

export const selectAction = (snapshot: Snapshot) => snapshot.context.action;
export const selectExecuting = (snapshot: Snapshot) => snapshot.matches({ order: 'executing' });
/** The chosen action can run: the guard of order.execute says yes. */
export const selectCanExecute = (snapshot: Snapshot) => snapshot.can({ type: 'order.execute' });

/** The draft: its machine (the status line) and the notice of what changed under a restored one. */
export const selectDraftActor = (snapshot: Snapshot) => snapshot.children.draft;
export const selectDraftNotice = (snapshot: Snapshot) => snapshot.context.draftNotice;
/** How many products of the list the Пульс warehouse does not stock (they start at 0 packs); 0 until a list is in. */
export const selectNotStockedCount = (snapshot: Snapshot) =>
  snapshot.matches({ positions: 'ready' }) ? (snapshot.context.loaded?.notStocked ?? 0) : 0;
