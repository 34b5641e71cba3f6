/**
 * The purchase-order screens' report calls (spec purchasing-and-pay §7.1, §7.2): the
 * purchase order by initiative, the RG (recommended goods) order and the recommended order
 * (order-compose), declared in purchaseOrderCalls at the end.
 *
 * Where the spec hides a path or a payload the choice is ours and written here (docs/decisions/purchase-order-calls.md):
 *   GET  /reports-rt/purchase-order/initiative-types      the types of the pharmacy's current initiatives
 *   POST /reports/purchase-order/filters-options          the regular service's twin of the real-time call
 *   POST /reports/purchase-order/purchase-order           the regular service's twin of the real-time call
 * Every call takes an optional `pharmacyId` (body or query; ours, the spec names none): a pharmacy
 * user always gets its own pharmacy (another id is 403), staff must name one. The purchase-order
 * list's filter fields are ours too: a client that sends only what the spec writes gets every
 * position, and the gateway honours any filter it is sent with the same matching rules the portal
 * applies to what it receives (src/domain/orders/purchase/matching.ts), so both see the same list.
 */
import * as v from 'valibot';
import { BodyId, BodyList, BodyText } from './body-fields';
import { declareCalls } from './call';
import { extension, staffPharmacy, type ExtensionNote } from './extension';
import { OptionalPharmacyId } from './ids';
import { tags } from './tags';

// ---- Shared pieces ------------------------------------------------------------------------------

/** An optional list filter: missing, null and [] all mean "no filter". */
const OptionalList = <T extends v.GenericSchema>(item: T, what: string) => v.optional(v.nullable(BodyList(item, what)), null);
const Money = v.pipe(v.number('ожидается число'), v.minValue(0, 'не меньше 0'), v.maxValue(1e10, 'слишком большое число'));

/**
 * The pharmacy a call is about (ours: the spec's calls name none); a pharmacy user's own when
 * missing. Query strings carry digits.
 */
export const PharmacyIdField = extension(OptionalPharmacyId, staffPharmacy);
export const PharmacyQuery = v.object({ pharmacyId: PharmacyIdField });
export type PharmacyQuery = v.InferInput<typeof PharmacyQuery>;

/** An initiative as the lists name it. */
export const InitiativeOption = v.object({ id: v.number(), name: v.string(), type: v.string() });
export type InitiativeOption = v.InferOutput<typeof InitiativeOption>;

/** A product as the filters and the sales-motivation plan's product picker name it. */
export const ProductOption = v.object({ id: v.number(), name: v.string() });
export type ProductOption = v.InferOutput<typeof ProductOption>;

// ---- Purchase order by initiative (§2.2) --------------------------------------------------------

/**
 * An initiative type (§3: id, type, displayName). `id` is stable: the type's place in
 * src/domain/shared/initiative-types.ts (initiativeTypeId()); `type` its code; `displayName` its Russian name.
 */
export const InitiativeTypeOption = v.object({ id: v.number(), type: v.string(), displayName: v.string() });
export type InitiativeTypeOption = v.InferOutput<typeof InitiativeTypeOption>;
export const InitiativeTypeOptions = v.array(InitiativeTypeOption);
export type InitiativeTypeOptions = v.InferOutput<typeof InitiativeTypeOptions>;

/**
 * The filters of a purchase order as the gateway honours them (all optional, all ours; §5's
 * matching rules), under the note of the call that takes them. `promoters` are names, `suppliers`
 * supplier-group names, `products` product ids, `excludedInitiatives` initiative ids.
 */
const positionFilterFields = (note: ExtensionNote) => ({
  zeroBalance: extension(v.optional(v.nullable(v.boolean('ожидается true или false')), null), note),
  planNotFulfilled: extension(v.optional(v.nullable(v.boolean('ожидается true или false')), null), note),
  promoters: extension(OptionalList(BodyText, 'промоутеры'), note),
  suppliers: extension(OptionalList(BodyText, 'группы поставщиков'), note),
  products: extension(OptionalList(BodyId, 'коды товаров'), note),
  excludedInitiatives: extension(OptionalList(BodyId, 'исключённые инициативы'), note),
});

/** §7.1: initiative type id and selected initiatives, and the pharmacy (ours). */
const purchaseOrderEntries = {
  pharmacyId: PharmacyIdField,
  initiativeTypeId: BodyId,
  /** Initiative ids; [] means every initiative of the type. */
  selectedInitiatives: v.optional(BodyList(BodyId, 'инициативы'), []),
};

/**
 * Body of filters-options. The §5 filters are checked as in purchase-order, so one request serves
 * both calls, but they do not narrow the options: they are what the user picks next (§4).
 */
export const PurchaseFilterOptionsRequest = v.object({
  ...purchaseOrderEntries,
  ...positionFilterFields({
    why: 'One request serves both purchase-order calls: the options call takes the list call’s filters (checked, not applied: they are what the user picks next, §4).',
    without: 'The portal sends none of them to filters-options: the options are those of the type and the chosen initiatives either way.',
  }),
});
export type PurchaseFilterOptionsRequest = v.InferInput<typeof PurchaseFilterOptionsRequest>;
export type PurchaseFilterOptionsQuery = v.InferOutput<typeof PurchaseFilterOptionsRequest>;

/** Body of purchase-order (§7.1: initiativeTypeId, selectedInitiatives), with our optional §5 filters. */
export const PurchaseOrderRequest = v.object({
  ...purchaseOrderEntries,
  ...positionFilterFields({
    why: 'Other clients of the gateway may have the list narrowed by the §5 filters on the back end; the portal itself sends none.',
    without:
      'The portal applies the §5 matching rules to the list it receives, in its positions worker, so the same positions show on a back end that ignores the filters.',
  }),
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

// ---- RG order (§2.4) ----------------------------------------------------------------------------

export const RgPromoters = v.array(v.string());
export type RgPromoters = v.InferOutput<typeof RgPromoters>;

/** A §5 filter of the RG list that the spec's positions request does not carry. */
const rgFilter = <S extends v.GenericSchema>(schema: S) =>
  extension(schema, {
    why: 'Other clients of the gateway may have the RG list narrowed by supplier and product on the back end; the portal itself sends neither.',
    without:
      'The portal filters the RG positions it receives by supplier group and product (§5: "the RG supplier and product filters follow the same logic"), so the same positions show.',
  });

/**
 * §3 'Positions request': promoters, excludeInitiatives (initiative names: RG positions carry only
 * names), optional zeroBalance, priceFrom, priceTo (RUB, inclusive), plus our optional supplier
 * and product filters of §5. The spec does not mark promoters and excludeInitiatives optional, so
 * the portal always sends both ([] for none); the gateway still reads a missing one as [], as a
 * tolerant reader.
 */
export const RgPositionsRequest = v.object({
  pharmacyId: PharmacyIdField,
  promoters: v.optional(BodyList(BodyText, 'промоутеры'), []),
  excludeInitiatives: v.optional(BodyList(BodyText, 'исключённые инициативы'), []),
  zeroBalance: v.optional(v.nullable(v.boolean('ожидается true или false')), null),
  priceFrom: v.optional(v.nullable(Money), null),
  priceTo: v.optional(v.nullable(Money), null),
  suppliers: rgFilter(OptionalList(BodyText, 'группы поставщиков')),
  products: rgFilter(OptionalList(BodyId, 'коды товаров')),
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

// ---- Recommended order (§2.3) -------------------------------------------------------------------

/** The initiatives a recommended order may be built for (procurement, established order, matrix) running now. */
export const CurrentComposeInitiatives = v.array(InitiativeOption);

export const FindPromoterSupplierRequest = v.object({
  pharmacyId: PharmacyIdField,
  initiativeIds: v.optional(BodyList(BodyId, 'инициативы'), []),
});
export type FindPromoterSupplierRequest = v.InferInput<typeof FindPromoterSupplierRequest>;

/** Promoters are named by their names (they are their ids in this gateway). */
export const PromoterSupplierOptions = v.object({ promoters: v.array(v.string()), supplierGroups: v.array(v.string()) });
export type PromoterSupplierOptions = v.InferOutput<typeof PromoterSupplierOptions>;

/** §3 'Find-product request'. An empty list means no filter. */
export const FindProductRequest = v.object({
  pharmacyId: PharmacyIdField,
  pulsWarehouseCode: v.optional(v.nullable(BodyText), null),
  initiativeIds: v.optional(BodyList(BodyId, 'инициативы'), []),
  promoterIds: v.optional(BodyList(BodyText, 'промоутеры'), []),
  supplierGroups: v.optional(BodyList(BodyText, 'группы поставщиков'), []),
});
export type FindProductRequest = v.InferInput<typeof FindProductRequest>;

/** The seven explanation codes of a recommended product (§8); the words are in src/domain/orders/purchase/explanations.ts. */
export const explanationCodes = [
  'NEW_PRODUCT',
  'AVG_MONTH_ALL_SALES',
  'AVG_3_MONTH_SALES',
  'LOW_TURNOVER',
  'OPTIMAL_SALES',
  'AVG_MONTH_SALES',
  'NO_BALANCE',
] as const;
export type ExplanationCode = (typeof explanationCodes)[number];

/**
 * §3 'Recommended-order product'. `explanationDisplay` carries one of the seven codes (an unknown
 * text is shown as it is). The spec names the purchased packs "incomeAmount/purchased": either
 * field is read, `incomeAmount` first (src/domain/orders/purchase/normalize.ts); our gateway sends
 * `purchased`. `order` is the recommended packs, which the user may change. `pulsBalance` is the
 * stock of the pharmacy's Пульс warehouse (0: not stocked).
 */
export const RecommendedProduct = v.object({
  productId: v.number(),
  productName: v.string(),
  promoterName: v.string(),
  pulsCode: v.optional(v.nullable(v.string()), null),
  barcodes: extension(v.optional(v.array(v.string()), []), {
    why: 'A recommended product carries its barcodes as the purchase and RG positions of §3 do, for a client that shows them; the portal keeps them with the position.',
    without:
      'Nothing a user sees changes: the recommended-order screen shows no barcodes, and its spreadsheet is the back end’s own (order-compose).',
  }),
  regionSaleQty: v.optional(v.nullable(v.number()), null),
  nominalPrice: v.number(),
  pulsBalance: v.optional(v.nullable(v.number()), null),
  incomeAmount: v.optional(v.nullable(v.number()), null),
  purchased: v.optional(v.nullable(v.number()), null),
  saleQty: v.optional(v.nullable(v.number()), null),
  balance: v.optional(v.nullable(v.number()), null),
  order: v.optional(v.nullable(v.number()), null),
  explanationDisplay: v.optional(v.nullable(v.string()), null),
  possibleSupplierGroups: extension(v.optional(v.array(v.string()), []), {
    why: 'A recommended product carries the supplier groups it can be ordered from, as the purchase and RG positions of §3 do.',
    without:
      'Nothing a user sees changes: the supplier filter goes to the back end in the spec’s supplierGroups, and the screen shows no group column.',
  }),
});
export type RecommendedProduct = v.InferOutput<typeof RecommendedProduct>;
export type RecommendedProductWire = v.InferInput<typeof RecommendedProduct>;

/** The answer of find-product: the products and the approximate cost of the recommended order, RUB. */
export const RecommendedOrder = v.object({ products: v.array(RecommendedProduct), price: v.number() });
export type RecommendedOrder = v.InferOutput<typeof RecommendedOrder>;
export type RecommendedOrderWire = v.InferInput<typeof RecommendedOrder>;

// ---- The calls ----------------------------------------------------------------------------------

/**
 * §7.1: filter options and purchase-order lists come from the real-time and the regular report
 * service and are merged, but the spec names only the real-time service's paths; the regular
 * service's twins are our guess.
 */
const regularService = {
  why: 'PP §7.1: the purchase order’s filter options and list come from the real-time and the regular report service and are merged, the regular service’s initiative entries winning; the spec does not show the regular service’s paths, these are ours.',
  without:
    'The purchase-order tab works from the real-time service’s calls alone: its options and its positions, with the real-time figures for every initiative; an initiative only the regular service lists is not offered.',
};

/**
 * Each call is about one pharmacy: a pharmacy user's own (another id is 403), staff must name one
 * (400); an id no pharmacy has is 404, as is an initiative plan of an initiative not the pharmacy's.
 */
export const purchaseOrderCalls = declareCalls(tags.purchaseOrder, {
  initiativeTypeOptions: {
    method: 'GET',
    path: '/reports-rt/purchase-order/initiative-types',
    summary: 'Типы инициатив для заказа по инициативам',
    extension: {
      why: "The purchase order's type list: only types with positions.",
      without:
        "The types come from the spec's POST /reports-rt/initiative/find-current-by-types, asked for the spec's types that order on this tab; a type whose initiatives have no positions shows an empty list.",
    },
    query: PharmacyQuery,
    answer: { json: InitiativeTypeOptions },
    errors: [404],
  },
  purchaseFilterOptions: {
    method: 'POST',
    path: '/reports-rt/purchase-order/filters-options',
    summary: 'Варианты фильтров заказа по инициативам',
    body: PurchaseFilterOptionsRequest,
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
    extension: regularService,
    body: PurchaseFilterOptionsRequest,
    answer: { json: PurchaseFilterOptions },
    errors: [404],
  },
  regularPurchasePositions: {
    method: 'POST',
    path: '/reports/purchase-order/purchase-order',
    summary: 'Позиции заказа по инициативам (регулярный сервис)',
    extension: regularService,
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
