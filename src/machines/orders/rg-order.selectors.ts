import type { RgOrderSnapshot } from './rg-order.machine';
import type { RgOptions } from './rg-order.types';
import type { PositionsLoaded } from '../../workers/orders/positions-types';

/**
 * What the RG order's components read, each a value that changes only when what it shows
 * changes. Flags are derived from the state, never kept beside it.
 */
type Snapshot = RgOrderSnapshot;
const none: never[] = [];
const noOptions: RgOptions = { otherInitiativeNames: none, otherInitiatives: none, supplierGroups: none, products: none };

/** The promoters' remote operation: the filter reads its answer, its failure and whether it is fetching. */
export const selectPromoterOptionsActor = (snapshot: Snapshot) => snapshot.children.promoterOptions!;
export const selectPromoters = (snapshot: Snapshot) => snapshot.context.promoters;
export const selectFilters = (snapshot: Snapshot) => snapshot.context.filters;
/** The initiative the overview's order icon opened the tab for (shown above the filters). */
export const selectPreselected = (snapshot: Snapshot) => snapshot.context.preselected;

/** The filters' options, read from the positions the worker holds. */
export const rgOptionsOf = (loaded: PositionsLoaded | null): RgOptions => loaded?.options ?? noOptions;
export const selectOptions = (snapshot: Snapshot) => rgOptionsOf(snapshot.context.loaded);

export const selectLoading = (snapshot: Snapshot) => snapshot.matches({ positions: 'loading' });
export const selectLoadFailure = (snapshot: Snapshot) => (snapshot.matches({ positions: 'loadFailed' }) ? snapshot.context.error : null);
export const selectGrid = (snapshot: Snapshot) => snapshot.children.grid ?? null;

export const selectAction = (snapshot: Snapshot) => snapshot.context.action;
export const selectExecuting = (snapshot: Snapshot) => snapshot.matches({ order: 'executing' });
/** 'Выполнить' can run: the guard of order.execute says yes. */
export const selectCanExecute = (snapshot: Snapshot) => snapshot.can({ type: 'order.execute' });

/** The draft: its machine (the status line) and the notice of what changed under a restored one. */
export const selectDraftActor = (snapshot: Snapshot) => snapshot.children.draft;
export const selectDraftNotice = (snapshot: Snapshot) => snapshot.context.draftNotice;
