import { DateParam } from '../../../src/api/contract/payroll';
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

