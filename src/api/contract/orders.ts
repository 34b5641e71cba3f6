import * as v from 'valibot';
import { maxPacksMessage, maxPacksPerLine, wholePacksMessage } from '../../domain/orders/order-quantity';

/**
 * The order calls the profit forecast uses (spec purchasing-and-pay §7.3), under the service
 * prefix /pharmacy-cabinet-purchase-service. The purchase-order, RG and recommended screens reuse
 * them with their own order type.
 */
export const orderService = '/pharmacy-cabinet-purchase-service';

/** Where an order comes from: 'mtx' the profit forecast, 'pi' purchase and recommended order, 'rg' RG. */
export const orderTypes = ['mtx', 'pi', 'rg'] as const;
export type OrderType = (typeof orderTypes)[number];
export const OrderType = v.picklist(orderTypes, 'допустимые значения: mtx, pi, rg');

/**
 * The screen an order is sent from (our extension, issue 18): the order types, and 'recommended'
 * for a 'pi' order of the recommended-order screen, which the type alone cannot tell from an order
 * by initiative. The history shows it and filters by it.
 */
export const orderKinds = ['mtx', 'pi', 'recommended', 'rg'] as const;
export type OrderKind = (typeof orderKinds)[number];
export const OrderKind = v.picklist(orderKinds, 'допустимые значения: mtx, pi, recommended, rg');

/** Full paths (service prefix included) for the client. */
export const orderPaths = {
  /** POST OrderProducts → csv file for the wholesale information system Пульс. */
  profitForecastForPuls: `${orderService}/v1/profit-forecast-for-puls`,
  /** POST OrderProducts → PulsPurchaseResult. */
  pulsPurchase: `${orderService}/v1/puls/purchase`,
  /** GET → xlsx of the positions Пульс rejected in that order. */
  pulsRejected: (orderId: string | number) => `${orderService}/v1/puls/purchase/${encodeURIComponent(String(orderId))}/rejected.xlsx`,
  /** POST OrderProducts → SystemOrderResult (pharmacy ordering system). */
  pharmacySystemPurchase: (type: OrderType) => `${orderService}/v1/pharmsm/${type}/purchase/`,
  /** POST OrderProducts → SystemOrderResult (trade-unit system СТУ). */
  stuPurchase: (type: OrderType) => `${orderService}/stu/v1/${type}/purchase/`,
  /** POST OrderProducts → csv of a purchase order for the wholesale information system Пульс. */
  purchaseOrderForPuls: `${orderService}/v1/purchase-order-for-puls`,
  /** POST OrderProducts → xlsx of a purchase order by initiative (rows above 0). */
  purchaseOrderInitiative: `${orderService}/v1/purchase-order-initiative`,
  /** POST OrderProducts → OrderExecuteResult: the purchase order placed with the distributor's purchase service. */
  purchaseOrderExecute: `${orderService}/v1/purchase-order-execute`,
  /** POST OrderProducts → xlsx of an RG order (rows above 0). */
  purchaseOrderRgSimple: `${orderService}/v1/purchase-order-rg-simple`,
  /** POST OrderProducts → csv of an RG order for the wholesale information system Пульс. */
  purchaseOrderRgForPuls: `${orderService}/v1/purchase-order-rg-for-puls`,
  /** POST OrderProducts → OrderExecuteResult for an RG order. */
  purchaseOrderRgExecute: `${orderService}/v1/purchase-order-rg-execute`,
  /** POST OrderProducts → xlsx 'Рекомендованный заказ {date}.xlsx'. */
  orderCompose: `${orderService}/v1/order-compose`,
  /**
   * POST OrderProducts → PulsStockCheck: what the pharmacy's Пульс warehouse would refuse, asked
   * before the order is confirmed (our path: the spec has no such call).
   */
  pulsStockCheck: `${orderService}/v1/puls/stock-check`,
  /** GET ?days&pharmacyId → OrderHistory: the pharmacy's orders, newest first (our path). */
  orderHistory: `${orderService}/v1/orders`,
  /** GET → OrderLines: every line of one order, taken or refused with its reason (our path, issue 18). */
  orderLines: (system: string, orderId: string) => `${orderService}/v1/orders/${encodeURIComponent(system)}/${encodeURIComponent(orderId)}/lines`,
} as const;

/** The same calls as route patterns inside the service prefix, for the gateway's plugin. */
export const orderRoutes = {
  profitForecastForPuls: '/v1/profit-forecast-for-puls',
  pulsPurchase: '/v1/puls/purchase',
  pulsRejected: '/v1/puls/purchase/:orderId/rejected.xlsx',
  pharmacySystemPurchase: '/v1/pharmsm/:type/purchase/',
  stuPurchase: '/stu/v1/:type/purchase/',
  purchaseOrderForPuls: '/v1/purchase-order-for-puls',
  purchaseOrderInitiative: '/v1/purchase-order-initiative',
  purchaseOrderExecute: '/v1/purchase-order-execute',
  purchaseOrderRgSimple: '/v1/purchase-order-rg-simple',
  purchaseOrderRgForPuls: '/v1/purchase-order-rg-for-puls',
  purchaseOrderRgExecute: '/v1/purchase-order-rg-execute',
  orderCompose: '/v1/order-compose',
  pulsStockCheck: '/v1/puls/stock-check',
  orderHistory: '/v1/orders',
  orderLines: '/v1/orders/:system/:orderId/lines',
} as const;

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
    // The screens' rule (issue 18 item 2), in their words: whole packs, 1 to the per-line bound.
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
 * Body of every order call. pharmacyId is for staff who order for a pharmacy; a pharmacy user
 * always orders for its own pharmacy.
 */
export const OrderProducts = v.object(
  {
    productsList: v.pipe(
      v.array(OrderLine, 'ожидается список товаров'),
      v.minLength(1, 'список товаров пуст: добавьте хотя бы одну позицию с количеством больше нуля'),
      v.maxLength(maxOrderPositions, 'в заказе не больше 100 000 позиций: разделите его на несколько заказов'),
    ),
    pharmacyId: v.optional(v.pipe(v.number('ожидается целое число'), v.integer('ожидается целое число'))),
    /**
     * Which screen the order comes from. Optional, and ours: the Пульс call's path does not say
     * (the other systems' paths do), yet the order history shows it.
     */
    orderType: v.optional(OrderType),
    /** The screen it comes from (our extension): the history names it and filters by it. */
    orderKind: v.optional(OrderKind),
  },
  objectMessage('объект с полем productsList'),
);
export type OrderProducts = v.InferOutput<typeof OrderProducts>;

/**
 * Checks an order body before it is sent (client) or stored (gateway): the first problem as the
 * gateway words it, `Поле «productsList.0.orderAmount»: количество должно быть больше нуля`.
 */
export function validateOrderProducts(
  input: unknown,
): { success: true; output: OrderProducts } | { success: false; message: string } {
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
  pharmacyId: v.optional(
    v.pipe(
      v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,10}$/u, 'ожидается целое число'), v.transform(Number))], 'ожидается целое число'),
      v.integer('ожидается целое число'),
      v.minValue(1, 'ожидается положительное целое число'),
    ),
  ),
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
