import * as v from 'valibot';
import { extension, staffPharmacy } from './extension';
import { declareCalls } from './call';
import { OptionalPharmacyId } from './ids';
import { PharmacySystemCheckQuery, PharmacySystems } from './forecast';
import { tags } from './tags';
import { maxPacksMessage, maxPacksPerLine, wholePacksMessage } from '../../domain/orders/order-quantity';

/** Where an order comes from: 'mtx' the profit forecast, 'pi' purchase and recommended order, 'rg' RG. */
export const orderTypes = ['mtx', 'pi', 'rg'] as const;
export type OrderType = (typeof orderTypes)[number];
export const OrderType = v.picklist(orderTypes, 'допустимые значения: mtx, pi, rg');

/**
 * The screen an order is sent from (our extension): the order types, and 'recommended'
 * for a 'pi' order of the recommended-order screen, which the type alone cannot tell from an order
 * by initiative. The history shows it and filters by it.
 */
export const orderKinds = ['mtx', 'pi', 'recommended', 'rg'] as const;
export type OrderKind = (typeof orderKinds)[number];
export const OrderKind = v.picklist(orderKinds, 'допустимые значения: mtx, pi, recommended, rg');

export const OrderTypeParams = v.object({ type: OrderType });
export const PulsRejectedParams = v.object({
  orderId: v.pipe(v.string(), v.regex(/^\d{1,18}$/u, 'ожидается номер заказа')),
});

/** What a missing key is called in a message; the gateway puts the field's path before it. */
const missingKey: Record<string, string> = {
  productsList: 'не указан список товаров',
  promotionalProductId: 'не указан код товара',
  orderAmount: 'не указано количество',
};
const objectMessage =
  (what: string) =>
  (issue: v.ObjectIssue): string =>
    issue.expected?.startsWith('"') ? (missingKey[issue.expected.slice(1, -1)] ?? 'обязательное поле') : `ожидается ${what}`;

/** One position of an order: a product and a whole number of packs, 1 to maxPacksPerLine. */
export const OrderLine = v.object(
  {
    promotionalProductId: v.pipe(v.number('код товара должен быть числом'), v.integer('код товара должен быть целым числом')),
    // The screens' rule, in their words: whole packs, 1 to the per-line bound.
    // Written as actions, not one check, so the OpenAPI document states it; it answers as
    // orderAmountProblem does (tests/unit/orders/contract.test.ts).
    orderAmount: v.pipe(
      v.number('количество должно быть числом'),
      v.integer(wholePacksMessage),
      v.minValue(0, wholePacksMessage),
      v.gtValue(0, 'количество должно быть больше нуля'),
      v.maxValue(maxPacksPerLine, maxPacksMessage),
    ),
  },
  objectMessage('позиция заказа (promotionalProductId и orderAmount)'),
);
export type OrderLine = v.InferOutput<typeof OrderLine>;

/**
 * Positions one order may hold: far above any real order (a million-row profit forecast orders at
 * most about 100 000 products), and an answer, not a failure, above it.
 */
export const maxOrderPositions = 100_000;

/**
 * Body of every order call: the spec's productsList, and our extensions. pharmacyId is for staff
 * who order for a pharmacy; a pharmacy user always orders for its own pharmacy, the one its token
 * names when the body names none.
 */
export const OrderProducts = v.object(
  {
    productsList: v.pipe(
      v.array(OrderLine, 'ожидается список товаров'),
      v.minLength(1, 'список товаров пуст: добавьте хотя бы одну позицию с количеством больше нуля'),
      v.maxLength(maxOrderPositions, 'в заказе не больше 100 000 позиций: разделите его на несколько заказов'),
    ),
    pharmacyId: extension(v.optional(v.pipe(v.number('ожидается целое число'), v.integer('ожидается целое число'))), staffPharmacy),
    /**
     * Which screen the order comes from. Optional, and ours: the Пульс call's path does not say
     * (the other systems' paths do), yet the order history shows it.
     */
    orderType: extension(v.optional(OrderType), {
      why: 'The order history names the system an order went to.',
      without: 'Sent without it: the order is the same.',
    }),
    /** The screen it comes from (our extension): the history names it and filters by it. */
    orderKind: extension(v.optional(OrderKind), {
      why: 'The order history names the screen an order came from and filters by it.',
      without: 'Sent without it: the order is the same.',
    }),
  },
  objectMessage('объект с полем productsList'),
);
export type OrderProducts = v.InferOutput<typeof OrderProducts>;

/**
 * Checks an order body before it is sent (client) or stored (gateway): the first problem as the
 * gateway words it, `Поле «productsList.0.orderAmount»: количество должно быть больше нуля`.
 */
export function validateOrderProducts(input: unknown): { success: true; output: OrderProducts } | { success: false; message: string } {
  const result = v.safeParse(OrderProducts, input, { abortEarly: true });
  if (result.success) return { success: true, output: result.output };
  const issue = result.issues[0];
  const field = (issue.path ?? []).map((item) => String(item.key)).join('.');
  return { success: false, message: field ? `Поле «${field}»: ${issue.message}` : `Запрос: ${issue.message}` };
}

/** Order numbers travel as numbers or strings; the portal only shows them and puts them in paths. */
const OrderId = v.pipe(v.union([v.string(), v.number()]), v.transform(String));

export const RejectedProduct = v.object({
  promotionalProductId: v.number(),
  promotionalProductName: v.string(),
  barcodes: v.optional(v.array(v.string()), []),
});

/** A position Пульс did not take, with the Russian reason shown to the user. */
export const PulsRejectedPosition = v.object({ product: RejectedProduct, amount: v.number(), reason: v.string() });
export type PulsRejectedPosition = v.InferOutput<typeof PulsRejectedPosition>;

/** The wholesale order result: the order is numbered even when every position was rejected. */
export const PulsPurchaseResult = v.object({ orderId: OrderId, rejected: v.array(PulsRejectedPosition) });
export type PulsPurchaseResult = v.InferOutput<typeof PulsPurchaseResult>;
export type PulsPurchaseResultWire = v.InferInput<typeof PulsPurchaseResult>;

const SystemOrderFields = v.object({
  orderId: v.optional(v.nullable(OrderId), null),
  errorMessage: v.optional(v.nullable(v.string()), null),
  err: v.optional(v.nullable(v.string()), null),
});

/**
 * Answer of the pharmacy ordering system and of СТУ: an order number and the refused positions
 * as one errorMessage (null when none). Real back ends also wrap it in `data` or name the message
 * `err` (§3); all forms read as one.
 */
export const SystemOrderResult = v.pipe(
  v.union([v.object({ data: SystemOrderFields }), SystemOrderFields]),
  v.transform((answer) => {
    const fields = 'data' in answer ? answer.data : answer;
    return { orderId: fields.orderId, errorMessage: fields.errorMessage ?? fields.err ?? null };
  }),
);
export type SystemOrderResult = v.InferOutput<typeof SystemOrderResult>;
/** What the gateway answers. */
export type SystemOrderResultWire = { orderId: string | number; errorMessage: string | null };

/** MIME types of the file answers. */
export const orderFileTypes = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/**
 * §3 'Order result (other form)', the answer of the execute calls: what the distributor's purchase
 * service bought (positions), what it skipped, and why in one errorMessage (null: nothing skipped).
 */
export const OrderExecuteResult = v.object({
  errorMessage: v.optional(v.nullable(v.string()), null),
  positionPurchasedCount: v.number(),
  skippedPositions: v.optional(v.array(PulsRejectedPosition), []),
});
export type OrderExecuteResult = v.InferOutput<typeof OrderExecuteResult>;
export type OrderExecuteResultWire = v.InferInput<typeof OrderExecuteResult>;

/**
 * What the pharmacy's Пульс warehouse would refuse of an order, before it is sent: the same
 * positions and reasons as the order's rejected list would hold. warehouseCode null: the pharmacy
 * is tied to no warehouse (then every position is refused).
 */
export const PulsStockCheck = v.object({ warehouseCode: v.nullable(v.string()), rejected: v.array(PulsRejectedPosition) });
export type PulsStockCheck = v.InferOutput<typeof PulsStockCheck>;

/** The systems an order can go to: Пульс, the pharmacy ordering system, СТУ, the purchase service (execute). */
export const orderSystems = ['puls', 'pharmsm', 'stu', 'execute'] as const;
export type OrderSystemName = (typeof orderSystems)[number];

/** Query of the order history: the last `days` days (1–366, default 90), a pharmacy user's own pharmacy. */
export const OrderHistoryQuery = v.object({
  days: v.optional(
    v.pipe(
      v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,3}$/u, 'ожидается число дней'), v.transform(Number))], 'ожидается число дней'),
      v.integer('ожидается число дней'),
      v.minValue(1, 'не меньше 1'),
      v.maxValue(366, 'не больше 366'),
    ),
    90,
  ),
  pharmacyId: OptionalPharmacyId,
});
export type OrderHistoryQuery = v.InferInput<typeof OrderHistoryQuery>;

/** One order as sent and as answered. Sums in RUB at the prices of the day it was sent. */
export const OrderHistoryEntry = v.object({
  system: v.picklist(orderSystems),
  /** The number the system answered (the purchase service's is ours). */
  orderId: v.string(),
  /** ISO date-time. */
  created: v.string(),
  /** 'mtx' | 'pi' | 'rg'; null when the call did not say (Пульс). */
  type: v.nullable(v.string()),
  /**
   * The screen it was sent from (orderKinds), finer than `type`: a recommended order is 'recommended'
   * where its type is 'pi'. Null when unknown; absent from a gateway that does not record it.
   */
  kind: v.optional(v.nullable(v.string()), null),
  positionsSent: v.number(),
  packsSent: v.number(),
  sumSent: v.number(),
  positionsAccepted: v.number(),
  sumAccepted: v.number(),
  refused: v.array(PulsRejectedPosition),
});
export type OrderHistoryEntry = v.InferOutput<typeof OrderHistoryEntry>;
export const OrderHistory = v.array(OrderHistoryEntry);
export type OrderHistory = v.InferOutput<typeof OrderHistory>;

/** The order a lines call names: its system and the number the system answered. */
export const OrderLinesParams = v.object({
  system: v.picklist(orderSystems, 'допустимые значения: puls, pharmsm, stu, execute'),
  orderId: v.pipe(v.string(), v.regex(/^[0-9A-Za-zА-Яа-яЁё-]{1,30}$/u, 'ожидается номер заказа')),
});

/** One line of an order as sent: the product, packs at the price of the day, taken or refused and why. */
export const OrderHistoryLine = v.object({
  productId: v.number(),
  productName: v.string(),
  amount: v.number(),
  /** One pack, RUB, when ordered. */
  price: v.number(),
  accepted: v.boolean(),
  /** Why the system refused it; null when taken. */
  reason: v.nullable(v.string()),
});
export type OrderHistoryLine = v.InferOutput<typeof OrderHistoryLine>;
export const OrderLines = v.array(OrderHistoryLine);
export type OrderLines = v.InferOutput<typeof OrderLines>;

const service = '/pharmacy-cabinet-purchase-service';

/**
 * A file of the order (§7.3 blob calls): checked like an order, nothing stored. Declared by its
 * media type alone (text/csv), the charset being a parameter of the Content-Type it is sent with.
 */
const orderFile = (summary: string, type: string) => ({
  method: 'POST' as const,
  summary,
  body: OrderProducts,
  answer: { file: [type.split(';')[0]], description: 'Файл с именем в Content-Disposition; ничего не сохраняется' },
  errors: [404] as const,
});

/** An order sent to a system (404: staff named a pharmacy that does not exist), answered in JSON. */
const orderSend = <S extends v.GenericSchema>(summary: string, answer: S) => ({
  method: 'POST' as const,
  summary,
  body: OrderProducts,
  answer: { json: answer },
  // 422: an Idempotency-Key that named another order (server/services/orders/send-once.ts).
  errors: [404, 422] as const,
});

/**
 * The order calls (spec purchasing-and-pay §7.3) under /pharmacy-cabinet-purchase-service, used by
 * the profit forecast, the purchase-order, RG and recommended screens with their own order type.
 * The order sends take an optional Idempotency-Key header (our extension): a repeat with
 * the same key is answered as the first and stores nothing.
 */
export const orderCalls = declareCalls(tags.orders, {
  /** csv for the wholesale information system Пульс. */
  profitForecastForPuls: {
    ...orderFile('Заказ прогноза прибыли в csv для Пульса', orderFileTypes.csv),
    path: `${service}/v1/profit-forecast-for-puls`,
  },
  purchaseOrderForPuls: {
    ...orderFile('Заказ по инициативам в csv для Пульса', orderFileTypes.csv),
    path: `${service}/v1/purchase-order-for-puls`,
  },
  purchaseOrderRgForPuls: {
    ...orderFile('Заказ РГ в csv для Пульса', orderFileTypes.csv),
    path: `${service}/v1/purchase-order-rg-for-puls`,
  },
  /** xlsx of the order's rows above 0 with a total line. */
  purchaseOrderInitiative: {
    ...orderFile('Заказ по инициативам в xlsx', orderFileTypes.xlsx),
    path: `${service}/v1/purchase-order-initiative`,
  },
  purchaseOrderRgSimple: { ...orderFile('Заказ РГ в xlsx', orderFileTypes.xlsx), path: `${service}/v1/purchase-order-rg-simple` },
  orderCompose: { ...orderFile('Рекомендованный заказ в xlsx', orderFileTypes.xlsx), path: `${service}/v1/order-compose` },
  sendToPuls: { ...orderSend('Отправить заказ в Пульс', PulsPurchaseResult), path: `${service}/v1/puls/purchase` },
  rejectedXlsx: {
    method: 'GET',
    path: `${service}/v1/puls/purchase/{orderId}/rejected.xlsx`,
    summary: 'Позиции заказа, которые Пульс не принял, в xlsx',
    params: PulsRejectedParams,
    answer: { file: [orderFileTypes.xlsx], description: 'Файл с именем в Content-Disposition' },
    errors: [404],
  },
  /** What the pharmacy's Пульс warehouse would refuse, asked before the order is confirmed (our path: the spec has no such call). */
  pulsStockCheck: {
    ...orderSend('Что склад Пульса не примет из заказа (до подтверждения)', PulsStockCheck),
    path: `${service}/v1/puls/stock-check`,
    extension: {
      why: 'The order confirmation marks, before sending, what the Пульс warehouse will refuse.',
      without:
        'The confirmation says «Остатки склада Пульс заранее не проверяются…»; refusals show in the result modal as the spec has it.',
    },
  },
  /** The spec hides this path (a hash); ours sits beside the pharmacy ordering system's purchase call it guards. */
  pharmacySystems: {
    method: 'GET',
    path: `${service}/v1/pharmsm/check`,
    summary: 'Системы заказа аптеки, подключённые к подразделению',
    extension: {
      why: "The spec's check of the pharmacy ordering systems (its path is not shown in the spec; ours is a guess).",
      without: 'No pharmacy ordering system is offered: the spec\'s "empty list hides the action".',
    },
    query: PharmacySystemCheckQuery,
    answer: { json: PharmacySystems },
  },
  sendToPharmacySystem: {
    ...orderSend('Отправить заказ в систему заказа аптеки', SystemOrderResult),
    path: `${service}/v1/pharmsm/{type}/purchase/`,
    params: OrderTypeParams,
  },
  sendToStu: {
    ...orderSend('Отправить заказ в СТУ', SystemOrderResult),
    path: `${service}/stu/v1/{type}/purchase/`,
    params: OrderTypeParams,
  },
  /** The order placed with the distributor's purchase service (§3 'Order result (other form)'). */
  purchaseOrderExecute: {
    ...orderSend('Разместить заказ по инициативам в сервисе закупок', OrderExecuteResult),
    path: `${service}/v1/purchase-order-execute`,
  },
  purchaseOrderRgExecute: {
    ...orderSend('Разместить заказ РГ в сервисе закупок', OrderExecuteResult),
    path: `${service}/v1/purchase-order-rg-execute`,
  },
  /** The pharmacy's orders, newest first (our path). */
  orderHistory: {
    method: 'GET',
    path: `${service}/v1/orders`,
    summary: 'История заказов аптеки, новые первыми',
    query: OrderHistoryQuery,
    answer: { json: OrderHistory },
    errors: [404],
    extension: { why: 'The order history screen.', without: 'No «История заказов» link in the header.' },
  },
  /** Every line of one order, taken or refused with its reason (our path). */
  orderLines: {
    method: 'GET',
    path: `${service}/v1/orders/{system}/{orderId}/lines`,
    summary: 'Все строки заказа: принятые и отклонённые с причиной',
    params: OrderLinesParams,
    answer: { json: OrderLines },
    errors: [404],
    extension: { why: 'The order history screen opens an order to its lines.', without: 'No «История заказов» link in the header.' },
  },
});
