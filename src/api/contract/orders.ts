import * as v from 'valibot';

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
} as const;

/** The same calls as route patterns inside the service prefix, for the gateway's plugin. */
export const orderRoutes = {
  profitForecastForPuls: '/v1/profit-forecast-for-puls',
  pulsPurchase: '/v1/puls/purchase',
  pulsRejected: '/v1/puls/purchase/:orderId/rejected.xlsx',
  pharmacySystemPurchase: '/v1/pharmsm/:type/purchase/',
  stuPurchase: '/stu/v1/:type/purchase/',
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

/** One position of an order: a product and a whole number of packs above 0. */
export const OrderLine = v.object(
  {
    promotionalProductId: v.pipe(v.number('код товара должен быть числом'), v.integer('код товара должен быть целым числом')),
    orderAmount: v.pipe(
      v.number('количество должно быть числом'),
      v.gtValue(0, 'количество должно быть больше нуля'),
      v.integer('количество должно быть целым числом упаковок'),
      v.maxValue(1_000_000_000, 'количество слишком велико'),
    ),
  },
  objectMessage('позиция заказа (promotionalProductId и orderAmount)'),
);
export type OrderLine = v.InferOutput<typeof OrderLine>;

/**
 * Body of every order call. pharmacyId is for staff who order for a pharmacy; a pharmacy user
 * always orders for its own pharmacy.
 */
export const OrderProducts = v.object(
  {
    productsList: v.pipe(
      v.array(OrderLine, 'ожидается список товаров'),
      v.minLength(1, 'список товаров пуст: добавьте хотя бы одну позицию с количеством больше нуля'),
    ),
    pharmacyId: v.optional(v.pipe(v.number('ожидается целое число'), v.integer('ожидается целое число'))),
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
