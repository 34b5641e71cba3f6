/*
 * Order history: the pharmacy's orders of the days the gateway
 * keeps, filtered by system, kind and dates (the last 90 days at first), newest first. Any order
 * opens to every line it had, taken or refused with the reason; a Пульс order's rejected.xlsx
 * downloads again.
 *
 * loading          the history is on its way: 'Загрузка...'.
 * failed           the load failed: its message and 'Повторить' (never an empty table).
 * empty            no orders at all: 'Нет данных'.
 * shown            the orders' grid and the filters; two regions:
 *   lines          idle (no order open) | loading | loaded | failed (its message, 'Повторить') |
 *                  unavailable (the gateway has no lines call, 404/501: the refused lines the
 *                  history carries are shown instead, with a word that the rest cannot be)
 *   download       ready | downloading: a Пульс order's rejected positions, saved on arrival; a
 *                  failed download's message stays until the next try.
 *
 * Remote calls are named actors; the browser's save comes in as the `saveFile` action, so tests
 * fake both. A filter that cannot be applied (dates the wrong way round) changes nothing and says why.
 */
import { assertEvent, assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { orderCalls, type OrderHistory, type OrderHistoryEntry, type OrderLines, type OrderSystemName } from '../../api/contract/orders';
import { ApiError, http, isExtensionAbsent, isNoSuchCall, type FileAnswer } from '../../api/shared/http';
import { defaultFileNames } from '../../domain/orders/file-names';
import { toFailure, type Failure } from '../shared/api-error';
import { lineReturn, type LineBack } from '../session/line-return';
import { datesProblem, defaultFilters, ORDER_HISTORY_KEPT_DAYS, type OrderHistoryFilters } from './order-history.filters';

export { ORDER_HISTORY_DAYS } from './order-history.filters';

/** One order among all systems: numbers are unique only within a system. */
export const orderKey = (order: Pick<OrderHistoryEntry, 'system' | 'orderId'>) => `${order.system}:${order.orderId}`;

export interface SavedRejected {
  blob: Blob;
  fileName: string;
}

export interface OrderHistoryContext {
  days: number;
  now: () => Date;
  orders: OrderHistory;
  error: Failure | null;
  filters: OrderHistoryFilters;
  /** Why the last filter change was not applied; null when it was. */
  filterProblem: string | null;
  /** orderKey of the order that is open; null: none. */
  openOrder: string | null;
  /** Every line of the open order, once they arrived. */
  lines: OrderLines | null;
  linesError: Failure | null;
  /** The Пульс order whose rejected positions were asked for last. */
  rejectedOf: string | null;
  downloadError: Failure | null;
}

export type OrderHistoryEvent =
  | { type: 'history.retry' }
  | { type: 'history.filter'; filters: Partial<OrderHistoryFilters> }
  | { type: 'history.toggleOrder'; key: string }
  | { type: 'history.linesRetry' }
  | { type: 'history.downloadRejected'; orderId: string }
  | LineBack;

/**
 * A gateway without the lines call (our extension): not a failure to retry. A 404 that says what
 * is missing («Заказ №… не найден») is the gateway's answer about this order, shown as it is.
 */
const notOffered = (error: unknown) => isExtensionAbsent(error) || (error instanceof ApiError && isNoSuchCall(error));

const openEntry = (context: Pick<OrderHistoryContext, 'orders' | 'openOrder'>) =>
  context.orders.find((order) => orderKey(order) === context.openOrder) ?? null;

export const orderHistoryMachine = setup({
  types: {} as { context: OrderHistoryContext; events: OrderHistoryEvent; input: { days?: number; now?: () => Date } },
  actors: {
    lineReturn,
    loadHistory: fromPromise<OrderHistory, { days: number }>(({ input, signal }) =>
      http().request(orderCalls.orderHistory, { query: { days: input.days }, signal }),
    ),
    loadLines: fromPromise<OrderLines, { system: string; orderId: string }>(({ input, signal }) =>
      // The history names the system; a name the gateway does not know is its 400.
      http().request(orderCalls.orderLines, { params: { system: input.system as OrderSystemName, orderId: input.orderId }, signal }),
    ),
    downloadRejected: fromPromise<FileAnswer, { orderId: string }>(({ input, signal }) =>
      http().requestFile(orderCalls.rejectedXlsx, { params: { orderId: input.orderId }, signal }),
    ),
  },
  actions: {
    /** The browser's save (src/ui/save-file.ts) comes in with provide(); tests fake it. */
    saveFile: (_, file: SavedRejected): void => {
      throw new Error(`saveFile is not provided: «${file.fileName}» was not saved`);
    },
    toggleOrder: assign(({ context, event }) => {
      assertEvent(event, 'history.toggleOrder');
      return { openOrder: context.openOrder === event.key ? null : event.key, lines: null, linesError: null };
    }),
    applyFilters: assign(({ context, event }) => {
      assertEvent(event, 'history.filter');
      const wanted = { ...context.filters, ...event.filters };
      const problem = datesProblem(wanted, context.now());
      return problem ? { filterProblem: problem } : { filters: wanted, filterProblem: null };
    }),
  },
  guards: {
    hasOrders: (_, orders: OrderHistory) => orders.length > 0,
    /** The toggled order is the open one: it closes. */
    closing: ({ context, event }) => event.type === 'history.toggleOrder' && context.openOrder === event.key,
    /** The toggled order is one of the list. */
    listed: ({ context, event }) => event.type === 'history.toggleOrder' && context.orders.some((order) => orderKey(order) === event.key),
    notOffered: (_, error: unknown) => notOffered(error),
    // Only a Пульс order of the list has a rejected.xlsx, and only when something was refused.
    hasRejectedFile: ({ context, event }) => {
      assertEvent(event, 'history.downloadRejected');
      return context.orders.some((order) => order.system === 'puls' && order.orderId === event.orderId && order.refused.length > 0);
    },
  },
}).createMachine({
  id: 'orderHistory',
  context: ({ input }) => {
    const now = input.now ?? (() => new Date());
    return {
      days: input.days ?? ORDER_HISTORY_KEPT_DAYS,
      now,
      orders: [],
      error: null,
      filters: defaultFilters(now()),
      filterProblem: null,
      openOrder: null,
      lines: null,
      linesError: null,
      rejectedOf: null,
      downloadError: null,
    };
  },
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ error: null }),
      invoke: {
        id: 'loadHistory',
        src: 'loadHistory',
        input: ({ context }) => ({ days: context.days }),
        onDone: [
          {
            guard: { type: 'hasOrders', params: ({ event }) => event.output },
            target: 'shown',
            actions: assign({ orders: ({ event }) => event.output }),
          },
          { target: 'empty', actions: assign({ orders: [] }) },
        ],
        onError: { target: 'failed', actions: assign({ orders: [], error: ({ event }) => toFailure(event.error) }) },
      },
    },
    failed: {
      invoke: { src: 'lineReturn', input: ({ context }) => ({ failure: context.error }) },
      on: { 'history.retry': 'loading', 'line.back': 'loading' },
    },
    empty: {},
    shown: {
      type: 'parallel',
      on: { 'history.filter': { actions: 'applyFilters' } },
      states: {
        lines: {
          initial: 'idle',
          on: {
            'history.toggleOrder': [
              { guard: 'closing', target: '.idle', actions: 'toggleOrder' },
              { guard: 'listed', target: '.loading', actions: 'toggleOrder' },
            ],
          },
          states: {
            idle: {},
            loading: {
              invoke: {
                id: 'loadLines',
                src: 'loadLines',
                input: ({ context }) => {
                  const order = openEntry(context);
                  return { system: order?.system ?? '', orderId: order?.orderId ?? '' };
                },
                onDone: { target: 'loaded', actions: assign({ lines: ({ event }) => event.output }) },
                onError: [
                  {
                    guard: { type: 'notOffered', params: ({ event }: { event: { error: unknown } }) => event.error },
                    target: 'unavailable',
                  },
                  { target: 'failed', actions: assign({ linesError: ({ event }) => toFailure(event.error) }) },
                ],
              },
            },
            loaded: {},
            failed: {
              invoke: { src: 'lineReturn', input: ({ context }) => ({ failure: context.linesError }) },
              on: {
                'history.linesRetry': { target: 'loading', actions: assign({ linesError: null }) },
                'line.back': { target: 'loading', actions: assign({ linesError: null }) },
              },
            },
            unavailable: {},
          },
        },
        download: {
          initial: 'ready',
          states: {
            ready: {
              on: {
                'history.downloadRejected': {
                  guard: 'hasRejectedFile',
                  target: 'downloading',
                  actions: assign({ downloadError: null, rejectedOf: ({ event }) => event.orderId }),
                },
              },
            },
            downloading: {
              invoke: {
                id: 'downloadRejected',
                src: 'downloadRejected',
                input: ({ context }) => ({ orderId: context.rejectedOf ?? '' }),
                onDone: {
                  target: 'ready',
                  actions: {
                    type: 'saveFile',
                    params: ({ context, event }) => ({
                      blob: event.output.blob,
                      fileName: event.output.fileName ?? defaultFileNames.rejected(context.rejectedOf ?? ''),
                    }),
                  },
                },
                onError: { target: 'ready', actions: assign({ downloadError: ({ event }) => toFailure(event.error) }) },
              },
            },
          },
        },
      },
    },
  },
});

export type OrderHistoryActor = ActorRefFrom<typeof orderHistoryMachine>;
export type OrderHistorySnapshot = SnapshotFrom<typeof orderHistoryMachine>;
