/**
 * The purchase-order screens' report calls (spec purchasing-and-pay §7.1, §7.2; issue 8): the
 * purchase order by initiative, the RG (recommended goods) order and the recommended order
 * (order-compose), declared in purchaseOrderCalls at the end.
 *
 * Where the spec hides a path or a payload the choice is ours and written here (docs/decisions.md):
 *   GET  /reports-rt/purchase-order/initiative-types      the types of the pharmacy's current initiatives
 *   POST /reports/purchase-order/filters-options          the regular service's twin of the real-time call
 *   POST /reports/purchase-order/purchase-order           the regular service's twin of the real-time call
 * Every call takes an optional `pharmacyId` (body or query): a pharmacy user always gets its own
 * pharmacy (another id is 403), staff must name one. Extra filter fields are optional: a client that
 * sends only what the spec writes gets every position, and the gateway honours any filter it is sent
 * with the same matching rules the portal applies (src/domain/purchase/matching.ts).
 */
import * as v from 'valibot';
import { declareCalls } from './call';
import { tags } from './tags';

// ---- Shared pieces --------------------------------------------------------------------------

const Id = v.pipe(v.number('ожидается целое число'), v.integer('ожидается целое число'), v.minValue(1, 'ожидается положительное целое число'), v.maxValue(2_147_483_647, 'слишком большое число'));
const Text = v.pipe(v.string('ожидается строка'), v.maxLength(500, 'не длиннее 500 символов'));
const List = <T extends v.GenericSchema>(item: T, what: string) => v.pipe(v.array(item, `ожидается список: ${what}`), v.maxLength(10_000, 'слишком длинный список'));
/** An optional list filter: missing, null and [] all mean "no filter". */
const OptionalList = <T extends v.GenericSchema>(item: T, what: string) => v.optional(v.nullable(List(item, what)), null);
const Money = v.pipe(v.number('ожидается число'), v.minValue(0, 'не меньше 0'), v.maxValue(1e10, 'слишком большое число'));

/** The pharmacy a call is about; a pharmacy user's own when missing. Query strings carry digits. */
export const PharmacyIdField = v.optional(
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,10}$/u, 'ожидается целое число'), v.transform(Number))], 'ожидается целое число'),
    v.integer('ожидается целое число'),
    v.minValue(1, 'ожидается положительное целое число'),
  ),
);
export const PharmacyQuery = v.object({ pharmacyId: PharmacyIdField });
export type PharmacyQuery = v.InferInput<typeof PharmacyQuery>;

/** An initiative as the lists name it. */
export const InitiativeOption = v.object({ id: v.number(), name: v.string(), type: v.string() });
export type InitiativeOption = v.InferOutput<typeof InitiativeOption>;

/** A product as the filters name it. */
export const ProductOption = v.object({ id: v.number(), name: v.string() });
export type ProductOption = v.InferOutput<typeof ProductOption>;

// ---- Purchase order by initiative (§2.2) ----------------------------------------------------

/**
 * An initiative type (§3: id, type, displayName). `id` is stable: the type's place in
 * src/domain/initiative-types.ts (initiativeTypeId()); `type` its code; `displayName` its Russian name.
 */
export const InitiativeTypeOption = v.object({ id: v.number(), type: v.string(), displayName: v.string() });
export type InitiativeTypeOption = v.InferOutput<typeof InitiativeTypeOption>;
export const InitiativeTypeOptions = v.array(InitiativeTypeOption);
export type InitiativeTypeOptions = v.InferOutput<typeof InitiativeTypeOptions>;

/**
 * The filters of a purchase order as the gateway honours them (all optional; §5's matching
 * rules). `promoters` are names, `suppliers` supplier-group names, `products` product ids,
 * `excludedInitiatives` initiative ids.
 */
export const PositionFilterFields = {
  zeroBalance: v.optional(v.nullable(v.boolean('ожидается true или false')), null),
  planNotFulfilled: v.optional(v.nullable(v.boolean('ожидается true или false')), null),
  promoters: OptionalList(Text, 'промоутеры'),
  suppliers: OptionalList(Text, 'группы поставщиков'),
  products: OptionalList(Id, 'коды товаров'),
  excludedInitiatives: OptionalList(Id, 'исключённые инициативы'),
};

/** Body of filters-options and purchase-order (§7.1: initiative type id and selected initiatives). */
export const PurchaseOrderRequest = v.object({
  pharmacyId: PharmacyIdField,
  initiativeTypeId: Id,
  /** Initiative ids; [] means every initiative of the type. */
  selectedInitiatives: v.optional(List(Id, 'инициативы'), []),
  ...PositionFilterFields,
});
export type PurchaseOrderRequest = v.InferInput<typeof PurchaseOrderRequest>;
export type PurchaseOrderQuery = v.InferOutput<typeof PurchaseOrderRequest>;

/** §3 'Filter options of a purchase order'. */
export const PurchaseFilterOptions = v.object({
  initiativesOfPharmacy: v.array(InitiativeOption),
  promoters: v.array(v.string()),
  possibleSupplierGroups: v.array(v.string()),
  products: v.array(ProductOption),
});
export type PurchaseFilterOptions = v.InferOutput<typeof PurchaseFilterOptions>;

/** §3 'Purchase position': a product under one initiative of the pharmacy. Amounts in packs. */
export const PurchasePosition = v.object({
  initiativeId: v.number(),
  initiativeName: v.string(),
  promoter: v.string(),
  promotionalProductId: v.number(),
  promotionalProductName: v.string(),
  barcodes: v.optional(v.array(v.string()), []),
  /** Price of one pack in SIP prices, RUB. */
  nominalPrice: v.number(),
  planAmount: v.optional(v.nullable(v.number()), null),
  purchasedAmount: v.optional(v.nullable(v.number()), null),
  balance: v.optional(v.nullable(v.number()), null),
  /** The source's proposal; the user edits it. */
  orderAmount: v.optional(v.nullable(v.number()), null),
  otherInitiativeIds: v.optional(v.array(v.number()), []),
  otherInitiativeNames: v.optional(v.array(v.string()), []),
  possibleSupplierGroups: v.optional(v.array(v.string()), []),
});
export type PurchasePosition = v.InferOutput<typeof PurchasePosition>;
export type PurchasePositionWire = v.InferInput<typeof PurchasePosition>;
export const PurchasePositions = v.array(PurchasePosition);

/** §7.2: the plan of one initiative in SIP prices; null when the distributor has none. */
export const InitiativePlan = v.object({ planSum: v.nullable(v.number()) });
export type InitiativePlan = v.InferOutput<typeof InitiativePlan>;
export const InitiativePlanParams = v.object({
  pharmacyId: v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/u, 'ожидается положительное целое число'), v.transform(Number)),
  initiativeId: v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/u, 'ожидается положительное целое число'), v.transform(Number)),
});

// ---- RG order (§2.4) ------------------------------------------------------------------------

export const RgPromoters = v.array(v.string());
export type RgPromoters = v.InferOutput<typeof RgPromoters>;

/**
 * §3 'Positions request': promoters, excludeInitiatives (initiative names: RG positions carry only
 * names), optional zeroBalance, priceFrom, priceTo (RUB, inclusive), plus the optional supplier and
 * product filters of §5.
 */
export const RgPositionsRequest = v.object({
  pharmacyId: PharmacyIdField,
  promoters: v.optional(List(Text, 'промоутеры'), []),
  excludeInitiatives: v.optional(List(Text, 'исключённые инициативы'), []),
  zeroBalance: v.optional(v.nullable(v.boolean('ожидается true или false')), null),
  priceFrom: v.optional(v.nullable(Money), null),
  priceTo: v.optional(v.nullable(Money), null),
  suppliers: OptionalList(Text, 'группы поставщиков'),
  products: OptionalList(Id, 'коды товаров'),
});
export type RgPositionsRequest = v.InferInput<typeof RgPositionsRequest>;
export type RgPositionsQuery = v.InferOutput<typeof RgPositionsRequest>;

/** §3 'RG position'. */
export const RgPosition = v.object({
  promoter: v.string(),
  promotionalProductId: v.number(),
  promotionalProductName: v.string(),
  barcodes: v.optional(v.array(v.string()), []),
  nominalPrice: v.number(),
  purchasedAmount: v.optional(v.nullable(v.number()), null),
  balance: v.optional(v.nullable(v.number()), null),
  orderAmount: v.optional(v.nullable(v.number()), null),
  otherInitiativeNames: v.optional(v.array(v.string()), []),
  possibleSupplierGroups: v.optional(v.array(v.string()), []),
});
export type RgPosition = v.InferOutput<typeof RgPosition>;
export type RgPositionWire = v.InferInput<typeof RgPosition>;
export const RgPositions = v.array(RgPosition);

// ---- Recommended order (§2.3) ---------------------------------------------------------------

/** The initiatives a recommended order may be built for (procurement, established order, matrix) running now. */
export const CurrentComposeInitiatives = v.array(InitiativeOption);

export const FindPromoterSupplierRequest = v.object({
  pharmacyId: PharmacyIdField,
  initiativeIds: v.optional(List(Id, 'инициативы'), []),
});
export type FindPromoterSupplierRequest = v.InferInput<typeof FindPromoterSupplierRequest>;

/** Promoters are named by their names (they are their ids in this gateway). */
export const PromoterSupplierOptions = v.object({ promoters: v.array(v.string()), supplierGroups: v.array(v.string()) });
export type PromoterSupplierOptions = v.InferOutput<typeof PromoterSupplierOptions>;

/** §3 'Find-product request'. An empty list means no filter. */
export const FindProductRequest = v.object({
  pharmacyId: PharmacyIdField,
  pulsWarehouseCode: v.optional(v.nullable(Text), null),
  initiativeIds: v.optional(List(Id, 'инициативы'), []),
  promoterIds: v.optional(List(Text, 'промоутеры'), []),
  supplierGroups: v.optional(List(Text, 'группы поставщиков'), []),
});
export type FindProductRequest = v.InferInput<typeof FindProductRequest>;

/** The seven explanation codes of a recommended product (§8); the words are in src/domain/purchase/explanations.ts. */
export const explanationCodes = ['NEW_PRODUCT', 'AVG_MONTH_ALL_SALES', 'AVG_3_MONTH_SALES', 'LOW_TURNOVER', 'OPTIMAL_SALES', 'AVG_MONTH_SALES', 'NO_BALANCE'] as const;
export type ExplanationCode = (typeof explanationCodes)[number];

/**
 * §3 'Recommended-order product'. `explanationDisplay` carries one of the seven codes (an unknown
 * text is shown as it is). `purchased` is the spec's incomeAmount/purchased; `order` the
 * recommended packs, which the user may change. `pulsBalance` is the stock of the pharmacy's Пульс
 * warehouse (0: not stocked).
 */
export const RecommendedProduct = v.object({
  productId: v.number(),
  productName: v.string(),
  promoterName: v.string(),
  pulsCode: v.optional(v.nullable(v.string()), null),
  barcodes: v.optional(v.array(v.string()), []),
  regionSaleQty: v.optional(v.nullable(v.number()), null),
  nominalPrice: v.number(),
  pulsBalance: v.optional(v.nullable(v.number()), null),
  purchased: v.optional(v.nullable(v.number()), null),
  saleQty: v.optional(v.nullable(v.number()), null),
  balance: v.optional(v.nullable(v.number()), null),
  order: v.optional(v.nullable(v.number()), null),
  explanationDisplay: v.optional(v.nullable(v.string()), null),
  possibleSupplierGroups: v.optional(v.array(v.string()), []),
});
export type RecommendedProduct = v.InferOutput<typeof RecommendedProduct>;
export type RecommendedProductWire = v.InferInput<typeof RecommendedProduct>;

/** The answer of find-product: the products and the approximate cost of the recommended order, RUB. */
export const RecommendedOrder = v.object({ products: v.array(RecommendedProduct), price: v.number() });
export type RecommendedOrder = v.InferOutput<typeof RecommendedOrder>;
export type RecommendedOrderWire = v.InferInput<typeof RecommendedOrder>;

// ---- The calls ------------------------------------------------------------------------------

/**
 * Each call is about one pharmacy: a pharmacy user's own (another id is 403), staff must name one
 * (400); an id no pharmacy has is 404, as is an initiative plan of an initiative not the pharmacy's.
 */
export const purchaseOrderCalls = declareCalls(tags.purchaseOrder, {
  initiativeTypeOptions: {
    method: 'GET',
    path: '/reports-rt/purchase-order/initiative-types',
    summary: 'Типы инициатив для заказа по инициативам',
    extension: { why: 'The purchase order\'s type list: only types with positions.', without: 'The types come from the spec\'s POST /reports-rt/initiative/find-current-by-types, asked for the spec\'s types that order on this tab; a type whose initiatives have no positions shows an empty list.' },
    query: PharmacyQuery,
    answer: { json: InitiativeTypeOptions },
    errors: [404],
  },
  purchaseFilterOptions: {
    method: 'POST',
    path: '/reports-rt/purchase-order/filters-options',
    summary: 'Варианты фильтров заказа по инициативам',
    body: PurchaseOrderRequest,
    answer: { json: PurchaseFilterOptions },
    errors: [404],
  },
  purchasePositions: {
    method: 'POST',
    path: '/reports-rt/purchase-order/purchase-order',
    summary: 'Позиции заказа по инициативам',
    body: PurchaseOrderRequest,
    answer: { json: PurchasePositions },
    errors: [404],
  },
  regularPurchaseFilterOptions: {
    method: 'POST',
    path: '/reports/purchase-order/filters-options',
    summary: 'Варианты фильтров заказа по инициативам (регулярный сервис)',
    body: PurchaseOrderRequest,
    answer: { json: PurchaseFilterOptions },
    errors: [404],
  },
  regularPurchasePositions: {
    method: 'POST',
    path: '/reports/purchase-order/purchase-order',
    summary: 'Позиции заказа по инициативам (регулярный сервис)',
    body: PurchaseOrderRequest,
    answer: { json: PurchasePositions },
    errors: [404],
  },
  initiativePlan: {
    method: 'GET',
    path: '/reports/purchase-order/initiative/plan/{pharmacyId}/{initiativeId}',
    summary: 'План закупки аптеки по инициативе',
    params: InitiativePlanParams,
    answer: { json: InitiativePlan },
    errors: [404],
  },
  rgPromoters: {
    method: 'GET',
    path: '/reports-rt/purchase-order/pharmacy-rg-promoters',
    summary: 'Промоутеры РГ аптеки',
    query: PharmacyQuery,
    answer: { json: RgPromoters },
    errors: [404],
  },
  rgPositions: {
    method: 'POST',
    path: '/reports-rt/purchase-order/recommended-goods',
    summary: 'Позиции заказа РГ',
    body: RgPositionsRequest,
    answer: { json: RgPositions },
    errors: [404],
  },
  composeInitiatives: {
    method: 'GET',
    path: '/reports-rt/initiative/current-procurement-procurement-amount-established-order-mandatory-matrix',
    summary: 'Инициативы для рекомендованного заказа',
    query: PharmacyQuery,
    answer: { json: CurrentComposeInitiatives },
    errors: [404],
  },
  composePromoterSupplier: {
    method: 'POST',
    path: '/reports-rt/order-compose/find-promoter-supplier',
    summary: 'Промоутеры и поставщики рекомендованного заказа',
    body: FindPromoterSupplierRequest,
    answer: { json: PromoterSupplierOptions },
    errors: [404],
  },
  composeProducts: {
    method: 'POST',
    path: '/reports-rt/order-compose/find-product',
    summary: 'Товары рекомендованного заказа',
    body: FindProductRequest,
    answer: { json: RecommendedOrder },
    errors: [404],
  },
});
