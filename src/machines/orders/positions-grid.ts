/*
 * The product list of an order screen whose positions live in the positions worker: the purchase
 * order, the RG order and the recommended order each invoke it once their positions are loaded
 * (and a new load makes a new one). Three regions run side by side:
 *
 * view     applying (the worker applies the filter; every new filter re-applies at once, the
 *          worker answers in order and the last answer wins) → shown | failed
 * edits    idle | saving: a typed quantity goes to the worker, its totals come back
 * window   idle | fetching: the rows around the grid's visible positions
 *
 * Worker calls are never aborted: ending the worker would lose the positions it holds; a
 * superseded answer is simply not taken.
 */
import { assign, enqueueActions, fromPromise, raise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { PositionFilter, PositionTotals } from '../../domain/orders/purchase/position';
import type { PositionsView, PositionsWindow, PositionsWorker } from '../../workers/orders/positions-types';
import { failureOf, type Failure } from '../shared/api-error';
import { visibleIn, windowCovers, windowOf, workerGridRegions, type VisibleRows } from '../shared/worker-grid';

/** The part of the positions worker the list uses; tests hand it a fake. */
export type GridPort = Pick<PositionsWorker, 'setFilter' | 'window' | 'editQuantity'>;

export interface GridInput {
  worker: GridPort;
  filter: PositionFilter;
}

export interface GridContext {
  worker: GridPort;
  /** The filter the user chose last; the worker's view follows it. */
  filter: PositionFilter;
  view: PositionsView | null;
  visible: VisibleRows;
  windowAsked: { revision: number; start: number; end: number } | null;
  window: PositionsWindow | null;
  /** The last failure of the worker, for the screen's error line. */
  error: Failure | null;
}

export type GridEvent =
  | { type: 'grid.filter'; filter: PositionFilter }
  | { type: 'quantity.edit'; index: number; text: string }
  | { type: 'grid.visibleRows'; start: number; end: number }
  | { type: 'window.refresh' };

/** The window with the typed text in the edited row, so the cell keeps it when it re-renders. */
function patchRow(window: PositionsWindow | null, index: number, text: string): PositionsWindow | null {
  if (!window || !window.rows.some((row) => row.index === index)) return window;
  return { ...window, rows: window.rows.map((row) => (row.index === index ? { ...row, orderText: text } : row)) };
}

export const positionsGridMachine = setup({
  types: {} as { input: GridInput; context: GridContext; events: GridEvent },
  actors: {
    applyFilter: fromPromise<PositionsView, { worker: GridPort; filter: PositionFilter }>(({ input }) =>
      input.worker.setFilter(input.filter),
    ),
    editQuantity: fromPromise<PositionTotals, { worker: GridPort; index: number; text: string }>(({ input }) =>
      input.worker.editQuantity(input.index, input.text),
    ),
    readWindow: fromPromise<PositionsWindow, { worker: GridPort; start: number; end: number }>(({ input }) =>
      input.worker.window(input.start, input.end),
    ),
  },
  actions: {
    chooseFilter: assign({ filter: ({ context, event }) => (event.type === 'grid.filter' ? event.filter : context.filter) }),
    keepView: assign({ view: (_, view: PositionsView) => view, error: null }),
    keepTotals: assign({ view: ({ context }, totals: PositionTotals) => context.view && { ...context.view, totals } }),
    patchEditedRow: assign({
      window: ({ context, event }) => (event.type === 'quantity.edit' ? patchRow(context.window, event.index, event.text) : context.window),
    }),
    followVisibleRows: assign({ visible: ({ context, event }) => visibleIn(event, context) }),
    askWindow: assign({ windowAsked: ({ context }) => ({ revision: context.view?.revision ?? 0, ...windowOf(context) }) }),
    keepWindow: assign({ window: (_, window: PositionsWindow) => window }),
    refreshWindow: raise({ type: 'window.refresh' }),
    keepFailure: assign({ error: (_, failure: Failure) => failure }),
    // The screen's machine keeps the draft: a quantity taken is a change to save (a grid alone has no one to tell).
    tellEdited: enqueueActions(({ enqueue, self }) => {
      if (self._parent) enqueue.sendParent({ type: 'grid.edited' });
    }),
  },
  guards: {
    // The window rules (worker-grid.ts) read only a view's revision and matching count.
    windowCovers: ({ context, event }) => windowCovers({ ...context, visible: visibleIn(event, context) }),
  },
}).createMachine({
  id: 'positionsGrid',
  context: ({ input }) => ({
    worker: input.worker,
    filter: input.filter,
    view: null,
    visible: { start: 0, end: 0 },
    windowAsked: null,
    window: null,
    error: null,
  }),
  type: 'parallel',
  states: {
    view: {
      initial: 'applying',
      states: {
        applying: {
          on: { 'grid.filter': { target: 'applying', reenter: true, actions: 'chooseFilter' } },
          invoke: {
            id: 'applyFilter',
            src: 'applyFilter',
            input: ({ context }) => ({ worker: context.worker, filter: context.filter }),
            onDone: { target: 'shown', actions: [{ type: 'keepView', params: ({ event }) => event.output }, 'refreshWindow'] },
            onError: { target: 'failed', actions: { type: 'keepFailure', params: failureOf } },
          },
        },
        shown: { on: { 'grid.filter': { target: 'applying', actions: 'chooseFilter' } } },
        failed: { on: { 'grid.filter': { target: 'applying', actions: 'chooseFilter' } } },
      },
    },
    // The screen's machine keeps the draft: a quantity taken is a change to save.
    ...workerGridRegions<{ context: GridContext; event: GridEvent; edited: 'tellEdited' }>({ edited: 'tellEdited' }),
  },
});

export type PositionsGridActor = ActorRefFrom<typeof positionsGridMachine>;
export type PositionsGridSnapshot = SnapshotFrom<typeof positionsGridMachine>;

/** What the list's components read; flags are derived from the state. */
export const selectGridApplying = (snapshot: PositionsGridSnapshot) => snapshot.matches({ view: 'applying' });
export const selectGridFailed = (snapshot: PositionsGridSnapshot) => (snapshot.matches({ view: 'failed' }) ? snapshot.context.error : null);
export const selectGridBusy = (snapshot: PositionsGridSnapshot) =>
  snapshot.matches({ view: 'applying' }) || snapshot.matches({ window: 'fetching' });
export const selectGridTotals = (snapshot: PositionsGridSnapshot) => snapshot.context.view?.totals ?? null;
export const selectGridMatching = (snapshot: PositionsGridSnapshot) => snapshot.context.view?.matching ?? 0;
export const selectGridRevision = (snapshot: PositionsGridSnapshot) => snapshot.context.view?.revision ?? 0;
export const selectGridWindow = (snapshot: PositionsGridSnapshot) => snapshot.context.window;
export const selectGridError = (snapshot: PositionsGridSnapshot) => snapshot.context.error;
