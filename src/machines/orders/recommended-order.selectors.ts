import type { SnapshotFrom } from 'xstate';
import type { recommendedOrderMachine } from './recommended-order.config';

/** The recommended order's own selectors; those of every positions order come with them. */
export * from './positions-order.selectors';

type Snapshot = SnapshotFrom<typeof recommendedOrderMachine>;

export const selectInitiativesActor = (snapshot: Snapshot) => snapshot.children.initiatives!;
export const selectPromoterSupplierActor = (snapshot: Snapshot) => snapshot.children.promoterSupplier!;
export const selectInitiatives = (snapshot: Snapshot) => snapshot.context.initiatives;

/** How many products of the list the Пульс warehouse does not stock (they start at 0 packs); 0 until a list is in. */
export const selectNotStockedCount = (snapshot: Snapshot) =>
  snapshot.matches({ positions: 'ready' }) ? (snapshot.context.loaded?.notStocked ?? 0) : 0;
