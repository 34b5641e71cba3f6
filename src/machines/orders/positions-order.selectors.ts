import type { ActorRefFrom } from 'xstate';
import type { OrderDraftActor } from './order-draft.machine';
import type { positionsGridMachine } from './positions-grid';
import type { OrderAction } from './positions-order-actions';
import type { OrderScreenContext, PositionsOrderShared } from './positions-order.types';

/**
 * What the components of a positions order screen read, each a value that changes only when what
 * it shows changes. Flags are derived from the state, never kept beside it. The screen's own
 * selectors (its filters' operations) are in its selectors file.
 */
export interface PositionsOrderSnapshot {
  context: PositionsOrderShared;
  children: { grid?: ActorRefFrom<typeof positionsGridMachine>; draft?: OrderDraftActor };
  matches(state: { positions: 'loading' | 'loadFailed' | 'ready' } | { order: 'choosing' | 'executing' }): boolean;
  can(event: { type: 'order.execute' }): boolean;
}

/** What every order screen's tab reads, wherever its machine keeps its list. */
export interface OrderScreenSnapshot {
  context: OrderScreenContext;
  children: { grid?: ActorRefFrom<typeof positionsGridMachine>; draft?: OrderDraftActor };
  hasTag(tag: 'executing'): boolean;
  can(event: { type: 'order.execute' }): boolean;
}

export const selectFilters = <S extends { context: { filters: unknown } }>(snapshot: S): S['context']['filters'] =>
  snapshot.context.filters;

export const selectLoading = (snapshot: PositionsOrderSnapshot) => snapshot.matches({ positions: 'loading' });
export const selectLoadFailure = (snapshot: PositionsOrderSnapshot) =>
  snapshot.matches({ positions: 'loadFailed' }) ? snapshot.context.error : null;
export const selectGrid = (snapshot: OrderScreenSnapshot) => snapshot.children.grid ?? null;

export const selectAction = (snapshot: OrderScreenSnapshot): OrderAction | null => snapshot.context.action;
export const selectExecuting = (snapshot: OrderScreenSnapshot) => snapshot.hasTag('executing');
/** The chosen action can run ('Выполнить'): the guard of order.execute says yes. */
export const selectCanExecute = (snapshot: OrderScreenSnapshot) => snapshot.can({ type: 'order.execute' });

/** The draft: its machine (the status line) and the notice of what changed under a restored one. */
export const selectDraftActor = (snapshot: OrderScreenSnapshot) => snapshot.children.draft;
export const selectDraftNotice = (snapshot: OrderScreenSnapshot) => snapshot.context.draftNotice;
