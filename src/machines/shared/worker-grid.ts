/*
 * The worker-held grid: rows that live in a worker (the forecast's, or an order screen's
 * positions), of which the grid holds only the window around the rows in view. Two regions run
 * the same way wherever such a grid is, beside the region of the machine's own view:
 *
 * edits    idle | saving: a typed quantity goes to the worker, its totals come back; a newer one
 *          typed meanwhile restarts the call (the worker answers in order, the last answer wins)
 * window   idle | fetching: the rows around the grid's visible positions; asked again once the
 *          rows in view come near an edge of what was asked (windowCovers below), or on
 *          'window.refresh' (a new view, a sent order)
 *
 * Used by positions-grid.ts (the child machine of the purchase, RG and recommended orders) and by
 * profit-forecast.machine.ts (whose ready state holds its grid). The machine names, in its setup:
 * the actors editQuantity and readWindow; the actions patchEditedRow, keepTotals (params: the
 * totals), followVisibleRows, askWindow, keepWindow (params: the window) and keepFailure (params:
 * a Failure); the guard windowCovers. Worker calls are never aborted: ending the worker would lose
 * the rows it holds; a superseded answer is simply not taken.
 */
import { assertEvent } from 'xstate';
import { failureOf } from './api-error';
import { carried } from './carried';

/** Grid positions; `end` is inclusive, as the grid reports it. */
export interface VisibleRows {
  start: number;
  end: number;
}

/**
 * The grid's window over the worker's rows. The grid shows about twenty rows; the worker is asked
 * for them and a wide margin either side, and asked again, around the new position, once the rows
 * in view come within `windowHeadroom` rows of an edge. So a scroll, even a fast flick of a hundred
 * rows a frame, mostly lands on rows already here: the grid renders each row once, with its data,
 * instead of an empty row first and its data a frame later (docs/decisions/forecast-grid.md).
 */
export const windowMargin = 300;
export const windowHeadroom = 100;

/** Positions to ask for around the visible ones: start inclusive, end exclusive. */
export function wantedWindow(visible: VisibleRows, matching: number): { start: number; end: number } {
  const start = Math.max(0, Math.min(visible.start, matching) - windowMargin);
  const end = Math.min(matching, Math.max(visible.end + 1, start) + windowMargin);
  return { start, end };
}

/** What the window rules read of a grid: every worker-held grid has it. */
export interface WindowState {
  windowAsked: { revision: number; start: number; end: number } | null;
  /** The view shown now: only its revision and its row count matter here. */
  view: { revision: number; matching: number } | null;
  visible: VisibleRows;
}

/**
 * Whether the rows in view were already asked for, under the view shown now, with room to scroll
 * on either side (none is needed where the window reaches the list's first or last row).
 */
export function windowCovers({ windowAsked, view, visible }: WindowState): boolean {
  if (!windowAsked || !view || windowAsked.revision !== view.revision) return false;
  const lastVisible = Math.min(visible.end, view.matching - 1);
  const roomAbove = windowAsked.start === 0 ? Infinity : visible.start - windowAsked.start;
  const roomBelow = windowAsked.end >= view.matching ? Infinity : windowAsked.end - 1 - lastVisible;
  return visible.start >= windowAsked.start && lastVisible < windowAsked.end && Math.min(roomAbove, roomBelow) >= windowHeadroom;
}

/** The calls a grid makes of its worker: an edit answers the new totals, a window the rows asked for. */
interface GridWorker {
  editQuantity: (...edit: never[]) => Promise<unknown>;
  window: (start: number, end: number) => Promise<unknown>;
}

/** What the grid regions read of their machine's context. */
interface GridContext<TWorker = unknown> {
  worker: TWorker;
  view: { matching: number } | null;
  visible: VisibleRows;
}

/**
 * The types of one grid: its machine's context (with the worker it calls) and events, among them
 * 'quantity.edit' carrying the edited row and its text as the worker's call takes them; what the
 * calls answer is read from the worker.
 */
export interface WorkerGridTypes {
  context: GridContext<GridWorker>;
  event: { type: string };
  /** The action that runs once an edit's totals are kept. */
  edited: string;
}

type Answer<TCall> = TCall extends (...args: never[]) => Promise<infer TAnswer> ? TAnswer : never;
type Worker<T extends WorkerGridTypes> = T['context']['worker'];

/** The positions the window asks for now: around the visible rows of the view shown. */
export const windowOf = (context: Pick<GridContext, 'view' | 'visible'>) => wantedWindow(context.visible, context.view?.matching ?? 0);

/** What the grid reports as the user scrolls; both grids' machines take it as it is. */
type VisibleRowsEvent = { type: 'grid.visibleRows' } & VisibleRows;
const reportsVisibleRows = (event: { type: string }): event is VisibleRowsEvent => event.type === 'grid.visibleRows';

/** The rows in view: those the grid reports with 'grid.visibleRows', else those kept. */
export const visibleIn = (event: { type: string }, context: { visible: VisibleRows }): VisibleRows =>
  reportsVisibleRows(event) ? { start: event.start, end: event.end } : context.visible;

/**
 * The edits and window regions of a worker-held grid. An edit goes to the worker's call as the
 * 'quantity.edit' event carries it (the grids name their row differently); `edited` runs after the
 * totals are kept (the screen's draft learns of the change).
 */
export function workerGridRegions<T extends WorkerGridTypes>(options: { edited: T['edited'] }) {
  const editInput = ({ context, event }: { context: T['context']; event: T['event'] }) => {
    assertEvent(event, 'quantity.edit');
    return { worker: context.worker as Worker<T>, ...carried(event) };
  };
  return {
    edits: {
      initial: 'idle',
      states: {
        idle: { on: { 'quantity.edit': { target: 'saving', actions: 'patchEditedRow' } } },
        saving: {
          on: { 'quantity.edit': { target: 'saving', reenter: true, actions: 'patchEditedRow' } },
          invoke: {
            id: 'editQuantity',
            src: 'editQuantity',
            input: editInput,
            onDone: {
              target: 'idle',
              actions: [
                { type: 'keepTotals', params: ({ event }: { event: { output: Answer<Worker<T>['editQuantity']> } }) => event.output },
                options.edited,
              ],
            },
            onError: { target: 'idle', actions: { type: 'keepFailure', params: failureOf } },
          },
        },
      },
    },
    window: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'grid.visibleRows': [
              { guard: 'windowCovers', actions: 'followVisibleRows' },
              { target: 'fetching', actions: 'followVisibleRows' },
            ],
            'window.refresh': 'fetching',
          },
        },
        fetching: {
          on: {
            'grid.visibleRows': [
              { guard: 'windowCovers', actions: 'followVisibleRows' },
              { target: 'fetching', reenter: true, actions: 'followVisibleRows' },
            ],
            'window.refresh': { target: 'fetching', reenter: true },
          },
          entry: 'askWindow',
          invoke: {
            id: 'readWindow',
            src: 'readWindow',
            input: ({ context }: { context: GridContext<Worker<T>> }) => ({ worker: context.worker, ...windowOf(context) }),
            onDone: {
              target: 'idle',
              actions: { type: 'keepWindow', params: ({ event }: { event: { output: Answer<Worker<T>['window']> } }) => event.output },
            },
            onError: { target: 'idle', actions: { type: 'keepFailure', params: failureOf } },
          },
        },
      },
    },
  } as const;
}
