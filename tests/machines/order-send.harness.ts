import { createActor, fromPromise } from 'xstate';
import type { OrderExecuteResult, OrderKind, PulsPurchaseResult, PulsStockCheck, SystemOrderResult } from '../../src/api/contract/orders';
import type { ExecuteOrderInput, OrderRequest, SystemOrderInput } from '../../src/machines/orders/order-send.actors';
import { orderSendMachine } from '../../src/machines/orders/order-send.machine';
import type { SavedFile } from '../../src/machines/orders/order-send.notices';
import type { OrderDraft, OrderFile, OrderFileKind, OrderLine, OrderSource, OrderType } from '../../src/machines/orders/order-send.types';
import { snackbarMachine } from '../../src/machines/shared/snackbar.machine';

/**
 * The order-send machine with each of its I/O faked: a call waits in its list until the test
 * answers it, so a test counts what was sent and when.
 */
interface Pending<I = unknown> {
  input: I;
  /** The order's Idempotency-Key, kept apart from `input` (it is random): undefined for calls that carry none. */
  key?: string;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** An order send's input without its Idempotency-Key, and the key; the order source (the screen's worker) is left out too. */
function splitKey(input: unknown): { input: unknown; key?: string } {
  if (typeof input !== 'object' || input === null) return { input };
  if ('source' in input) {
    const { source: _source, ...rest } = input as Record<string, unknown>;
    return { input: Object.keys(rest).length > 0 ? rest : undefined };
  }
  if ('request' in input) {
    const { request, ...rest } = input as { request: Record<string, unknown> };
    const { idempotencyKey, ...plain } = request;
    return { input: { ...rest, request: plain }, key: idempotencyKey as string | undefined };
  }
  if (!('idempotencyKey' in input)) return { input };
  const { idempotencyKey, ...plain } = input as Record<string, unknown>;
  return { input: plain, key: idempotencyKey as string | undefined };
}

export const sources = [
  'orderDraft',
  'buildFile',
  'pulsStockCheck',
  'sendToPuls',
  'sendToPharmacySystem',
  'sendToStu',
  'executeOrder',
  'rejectedXlsx',
] as const;
export type Source = (typeof sources)[number];

/** The calls that move money: an order placed with a system. */
export const moneyMoving: readonly Source[] = ['sendToPuls', 'sendToPharmacySystem', 'sendToStu', 'executeOrder'];

/** Invocations that reuse an actor under another id. */
export const sourceOfInvoke: Record<string, Source> = {
  rejectedXlsxForStu: 'rejectedXlsx',
  sendRejectedToPharmacySystem: 'sendToPharmacySystem',
  sendRejectedToStu: 'sendToStu',
};

export const today = new Date(2025, 2, 5);

/** The order source for a machine whose orderDraft and buildFile are faked: never read. */
export const unusedSource: OrderSource = {
  orderDraft: () => Promise.reject(new Error('the fake orderDraft answers instead')),
  buildFile: () => Promise.reject(new Error('the fake buildFile answers instead')),
};

/**
 * `kind`: the screen when the type does not tell it; `clock`: the day file names carry (null: the
 * machine's own clock); `orderDraft`: the screen's worker answering the order itself (its source's
 * orderDraft) instead of the fake.
 */
export function startOrderSend({
  pharmacyId = null as number | null,
  type = 'mtx' as OrderType,
  kind = undefined as OrderKind | undefined,
  clock = (() => today) as (() => Date) | null,
  source = null as OrderSource | null,
} = {}) {
  const calls = Object.fromEntries(sources.map((name) => [name, [] as Pending[]])) as Record<Source, Pending[]>;
  const fake = <O, I>(name: Source) =>
    fromPromise<O, I>(
      ({ input }) => new Promise<O>((resolve, reject) => calls[name].push({ ...splitKey(input), resolve: resolve as never, reject })),
    );
  const saved: SavedFile[] = [];
  const machine = orderSendMachine.provide({
    actors: {
      ...(source ? {} : { orderDraft: fake<OrderDraft, { source: OrderSource }>('orderDraft') }),
      buildFile: fake<OrderFile | null, { source: OrderSource; kind: OrderFileKind }>('buildFile'),
      pulsStockCheck: fake<PulsStockCheck, OrderRequest>('pulsStockCheck'),
      sendToPuls: fake<PulsPurchaseResult, OrderRequest>('sendToPuls'),
      sendToPharmacySystem: fake<SystemOrderResult, SystemOrderInput>('sendToPharmacySystem'),
      sendToStu: fake<SystemOrderResult, SystemOrderInput>('sendToStu'),
      executeOrder: fake<OrderExecuteResult, ExecuteOrderInput>('executeOrder'),
      rejectedXlsx: fake<OrderFile, { orderId: string }>('rejectedXlsx'),
    },
    actions: { saveFile: (_, file) => void saved.push(file) },
  });
  const snackbar = createActor(snackbarMachine).start();
  const input = { type, pharmacyId, snackbar, source: source ?? unusedSource, ...(kind ? { kind } : {}), ...(clock ? { now: clock } : {}) };
  const actor = createActor(machine, { input }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  /** Answers the last waiting call of that actor. */
  const answer = async (name: Source, value: unknown) => (calls[name].at(-1)!.resolve(value), settle());
  const fail = async (name: Source, error: unknown) => (calls[name].at(-1)!.reject(error), settle());
  const notices = () => snackbar.getSnapshot().context.queue.map(({ type, title, description }) => ({ type, title, description }));
  /** How many orders were placed with any system so far. */
  const moneyCalls = () => moneyMoving.reduce((count, name) => count + calls[name].length, 0);
  return { actor, calls, saved, answer, fail, notices, settle, moneyCalls };
}

export type OrderSendHarness = ReturnType<typeof startOrderSend>;

/* ---- fixtures ---- */

export const lines: OrderLine[] = [
  { promotionalProductId: 101, orderAmount: 3 },
  { promotionalProductId: 102, orderAmount: 1 },
];
export const draft: OrderDraft = { lines, sum: 1234.5 };
/** The same order with a line above the per-line bound: named, and 'Отправить' stays disabled. */
export const overBoundDraft: OrderDraft = {
  ...draft,
  unusual: [{ promotionalProductId: 101, name: 'Нурофен таблетки 200 мг №20', packs: 12_000, recommended: 3, flag: 'aboveBound' }],
};
export const product = (id: number, name: string) => ({ promotionalProductId: id, promotionalProductName: name, barcodes: [] });
export const withRejected: PulsPurchaseResult = {
  orderId: '501',
  rejected: [{ product: product(102, 'Аква Марис спрей 30 мл'), amount: 1, reason: 'Нет на складе Пульс' }],
};
export const allAccepted: PulsPurchaseResult = { orderId: '502', rejected: [] };
export const accepted: SystemOrderResult = { orderId: '77', errorMessage: null };
export const xlsx: OrderFile = { bytes: new Uint8Array([80, 75, 3, 4]), fileName: null };
export const stockRefusals: PulsStockCheck = {
  warehouseCode: 'MSK-01',
  rejected: [{ product: product(102, 'Аква Марис спрей 30 мл'), amount: 1, reason: 'NO_BALANCE: нет остатка на складе' }],
};
export const allStocked: PulsStockCheck = { warehouseCode: 'MSK-01', rejected: [] };
export const executed: OrderExecuteResult = {
  errorMessage: 'Позиция 102 пропущена: нет у поставщика',
  positionPurchasedCount: 1,
  skippedPositions: [{ product: product(102, 'Аква Марис спрей 30 мл'), amount: 1, reason: 'Нет у поставщика' }],
};
