import { DateParam } from '../../../src/api/contract/payroll';
import {
  CurrentComposeInitiatives,
  FindProductRequest,
  FindPromoterSupplierRequest,
  InitiativeTypeOptions,
  PharmacyQuery,
  PromoterSupplierOptions,
  PurchaseFilterOptions,
  PurchaseOrderRequest,
  PurchasePositions,
  RecommendedOrder,
  RgPositions,
  RgPositionsRequest,
  RgPromoters,
} from '../../../src/api/contract/purchase-order';
import {
  CashierInitiativeBonuses,
  Contracts,
  EnrichedProducts,
  EnrichProductRequest,
  FindMotivationProductRequest,
  FindPromoterRequest,
  MotivationProductOptions,
  PharmacyIdQuery,
  PromoterNames,
} from '../../../src/api/contract/sales-motivation';
import type { Catalogue } from '../operation';
import { tags } from '../../../src/api/contract/tags';

/** /api/reports-rt: the real-time calls (purchasing-and-pay §7.1, reports-and-foundation §7). */
export const reportsRtOperations: Catalogue = {
  'GET /reports-rt/purchase-order/initiative-types': {
    summary: 'Типы инициатив для заказа по инициативам',
    tag: tags.purchaseOrder,
    query: PharmacyQuery,
    answer: { json: InitiativeTypeOptions },
  },
  'POST /reports-rt/purchase-order/filters-options': {
    summary: 'Варианты фильтров заказа по инициативам',
    tag: tags.purchaseOrder,
    body: PurchaseOrderRequest,
    answer: { json: PurchaseFilterOptions },
  },
  'POST /reports-rt/purchase-order/purchase-order': {
    summary: 'Позиции заказа по инициативам',
    tag: tags.purchaseOrder,
    body: PurchaseOrderRequest,
    answer: { json: PurchasePositions },
  },
  'GET /reports-rt/purchase-order/pharmacy-rg-promoters': {
    summary: 'Промоутеры РГ аптеки',
    tag: tags.purchaseOrder,
    query: PharmacyQuery,
    answer: { json: RgPromoters },
  },
  'POST /reports-rt/purchase-order/recommended-goods': {
    summary: 'Позиции заказа РГ',
    tag: tags.purchaseOrder,
    body: RgPositionsRequest,
    answer: { json: RgPositions },
  },
  'GET /reports-rt/initiative/current-procurement-procurement-amount-established-order-mandatory-matrix': {
    summary: 'Инициативы для рекомендованного заказа',
    tag: tags.purchaseOrder,
    query: PharmacyQuery,
    answer: { json: CurrentComposeInitiatives },
  },
  'POST /reports-rt/order-compose/find-promoter-supplier': {
    summary: 'Промоутеры и поставщики рекомендованного заказа',
    tag: tags.purchaseOrder,
    body: FindPromoterSupplierRequest,
    answer: { json: PromoterSupplierOptions },
  },
  'POST /reports-rt/order-compose/find-product': {
    summary: 'Товары рекомендованного заказа',
    tag: tags.purchaseOrder,
    body: FindProductRequest,
    answer: { json: RecommendedOrder },
  },

  'GET /reports-rt/cashier-initiative/current-contract': {
    summary: 'Действующие контракты мотивации продаж аптеки',
    tag: tags.salesMotivation,
    query: PharmacyIdQuery,
    answer: { json: Contracts },
  },
  'POST /reports-rt/cashier-initiative/find-promoter': {
    summary: 'Поиск промоутеров для плана мотивации',
    tag: tags.salesMotivation,
    body: FindPromoterRequest,
    answer: { json: PromoterNames },
  },
  'POST /reports-rt/cashier-initiative/find-product': {
    summary: 'Поиск товаров для плана мотивации',
    tag: tags.salesMotivation,
    body: FindMotivationProductRequest,
    answer: { json: MotivationProductOptions },
  },
  'POST /reports-rt/cashier-initiative/enrich-product': {
    summary: 'Свойства товаров плана мотивации',
    tag: tags.salesMotivation,
    body: EnrichProductRequest,
    answer: { json: EnrichedProducts },
  },
  'GET /reports-rt/cashier-initiative/bonuses/:date': {
    summary: 'Бонусы первостольников по мотивации продаж за месяц',
    tag: tags.salesMotivation,
    params: DateParam,
    query: PharmacyIdQuery,
    answer: { json: CashierInitiativeBonuses },
  },
};

