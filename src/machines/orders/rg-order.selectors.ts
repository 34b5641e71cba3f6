import type { SnapshotFrom } from 'xstate';
import type { rgOrderMachine } from './rg-order.config';
import type { RgOptions } from './rg-order.types';
import type { PositionsLoaded } from '../../workers/orders/positions-types';

/** The RG order's own selectors; those of every positions order come with them. */
export * from './positions-order.selectors';

type Snapshot = SnapshotFrom<typeof rgOrderMachine>;
const none: never[] = [];
const noOptions: RgOptions = { otherInitiativeNames: none, otherInitiatives: none, supplierGroups: none, products: none };

/** The promoters' remote operation: the filter reads its answer, its failure and whether it is fetching. */
export const selectPromoterOptionsActor = (snapshot: Snapshot) => snapshot.children.promoterOptions!;
export const selectPromoters = (snapshot: Snapshot) => snapshot.context.promoters;
/** The initiative the overview's order icon opened the tab for (shown above the filters). */
export const selectPreselected = (snapshot: Snapshot) => snapshot.context.preselected;

/** The filters' options, read from the positions the worker holds. */
export const rgOptionsOf = (loaded: PositionsLoaded | null): RgOptions => loaded?.options ?? noOptions;
export const selectOptions = (snapshot: Snapshot) => rgOptionsOf(snapshot.context.loaded);
