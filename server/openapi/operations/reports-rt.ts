import {
  ForecastProductList,
  ForecastPrediction,
  ForecastQuery,
  ForecastRows,
  MandatoryMatrixBonuses,
  forecastFileTypes,
} from '../../../src/api/contract/forecast';
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
import { CurrentInitiatives, FindCurrentByTypesRequest, RtInitiatives, RtPharmacy, RtPharmacyQuery, RtPurchases } from '../../../src/api/contract/reports-rt-overview';
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
import { FileQuery } from '../../services/forecast/files';
import { OptionalPharmacy } from '../../services/reports/pharmacy-scope';
import type { Catalogue } from '../operation';
import { tags } from '../../../src/api/contract/tags';

const forecastFile = (summary: string, files: readonly string[]) => ({
  summary,
  tag: tags.forecast,
  query: FileQuery,
  body: ForecastProductList,
  answer: { file: files, description: 'Файл с именем в Content-Disposition' },
});

/** /api/reports-rt: the real-time calls (purchasing-and-pay §7.1, reports-and-foundation §7). */
export const reportsRtOperations: Catalogue = {
  'GET /reports-rt/initiative/pharmacy': {
    summary: 'Инициативы аптеки текущего квартала',
    tag: tags.reportsRt,
    query: RtPharmacyQuery,
    answer: { json: RtInitiatives },
  },
  'GET /reports-rt/pharmacy': { summary: 'Свежесть данных аптеки', tag: tags.reportsRt, query: RtPharmacyQuery, answer: { json: RtPharmacy } },
  'GET /reports-rt/purchase/pharmacy': {
    summary: 'Закупки аптеки по инициативам текущего квартала',
    tag: tags.reportsRt,
    query: RtPharmacyQuery,
    answer: { json: RtPurchases },
  },
  'POST /reports-rt/initiative/find-current-by-types': {
    summary: 'Действующие инициативы указанных типов',
    tag: tags.reportsRt,
    query: OptionalPharmacy,
    body: FindCurrentByTypesRequest,
    answer: { json: CurrentInitiatives },
  },

  'GET /reports-rt/rest/profit-forecast': {
    summary: 'Страница строк прогноза прибыли аптеки',
    tag: tags.forecast,
    query: ForecastQuery,
    answer: { json: ForecastRows },
  },
  'GET /reports-rt/rest/profit-forecast-prediction': {
    summary: 'Прогноз бонусов аптеки по ступеням',
    tag: tags.forecast,
    query: ForecastQuery,
    answer: { json: ForecastPrediction },
  },
  'GET /reports-rt/rest/profit-forecast-bonuses': {
    summary: 'Бонусы обязательных матриц аптеки',
    tag: tags.forecast,
    query: ForecastQuery,
    answer: { json: MandatoryMatrixBonuses },
  },
  'POST /reports-rt/rest/profit-forecast-as-file': forecastFile('Прогноз прибыли в xlsx', [forecastFileTypes.xlsx]),
  'POST /reports-rt/rest/profit-forecast-products-as-file': forecastFile('Заказанные товары прогноза в xlsx', [forecastFileTypes.xlsx]),
  'POST /reports-rt/rest/profit-forecast-for-ordering-systems': forecastFile('Заказ прогноза для систем заказа аптеки (xml)', [forecastFileTypes.xml]),

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

