import type { ActorRefFrom } from 'xstate';
import type { OrderDraftActor } from './order-draft.machine';
import type { positionsGridMachine } from './positions-grid';
import type { OrderAction } from './positions-order-actions';
import type { PositionsOrderShared } from './positions-order.types';

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

export const selectFilters = <S extends { context: { filters: unknown } }>(snapshot: S): S['context']['filters'] =>
  snapshot.context.filters;

export const selectLoading = (snapshot: PositionsOrderSnapshot) => snapshot.matches({ positions: 'loading' });
export const selectLoadFailure = (snapshot: PositionsOrderSnapshot) =>
  snapshot.matches({ positions: 'loadFailed' }) ? snapshot.context.error : null;
export const selectGrid = (snapshot: PositionsOrderSnapshot) => snapshot.children.grid ?? null;

export const selectAction = (snapshot: PositionsOrderSnapshot): OrderAction | null => snapshot.context.action;
export const selectExecuting = (snapshot: PositionsOrderSnapshot) => snapshot.matches({ order: 'executing' });
/** The chosen action can run ('Выполнить'): the guard of order.execute says yes. */
export const selectCanExecute = (snapshot: PositionsOrderSnapshot) => snapshot.can({ type: 'order.execute' });

/** The draft: its machine (the status line) and the notice of what changed under a restored one. */
export const selectDraftActor = (snapshot: PositionsOrderSnapshot) => snapshot.children.draft;
export const selectDraftNotice = (snapshot: PositionsOrderSnapshot) => snapshot.context.draftNotice;
