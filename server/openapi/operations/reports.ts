import { InitiativePlan, InitiativePlanParams, PurchaseFilterOptions, PurchaseOrderRequest, PurchasePositions } from '../../../src/api/contract/purchase-order';
import type { Catalogue } from '../operation';
import { tags } from '../../../src/api/contract/tags';

/** /api/reports: the regular twins of the purchase order (its real-time twins are in reports-rt.ts). */
export const reportsOperations: Catalogue = {
  'POST /reports/purchase-order/filters-options': {
    summary: 'Варианты фильтров заказа по инициативам (регулярные данные)',
    tag: tags.purchaseOrder,
    body: PurchaseOrderRequest,
    answer: { json: PurchaseFilterOptions },
  },
  'POST /reports/purchase-order/purchase-order': {
    summary: 'Позиции заказа по инициативам (регулярные данные)',
    tag: tags.purchaseOrder,
    body: PurchaseOrderRequest,
    answer: { json: PurchasePositions },
  },
  'GET /reports/purchase-order/initiative/plan/:pharmacyId/:initiativeId': {
    summary: 'План закупки аптеки по инициативе',
    tag: tags.purchaseOrder,
    params: InitiativePlanParams,
    answer: { json: InitiativePlan },
  },
};
