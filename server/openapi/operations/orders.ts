import { PharmacySystemCheckQuery, PharmacySystems } from '../../../src/api/contract/forecast';
import {
  OrderExecuteResult,
  OrderHistory,
  OrderHistoryQuery,
  OrderLines,
  OrderLinesParams,
  OrderProducts,
  OrderTypeParams,
  PulsPurchaseResult,
  PulsRejectedParams,
  PulsStockCheck,
  SystemOrderResult,
  orderFileTypes,
} from '../../../src/api/contract/orders';
import type { Catalogue, Operation } from '../operation';
import { tags } from '../../../src/api/contract/tags';

const tag = tags.orders;
const fileOfOrder = (summary: string, type: string): Operation => ({
  summary,
  tag,
  body: OrderProducts,
  answer: { file: [type], description: 'Файл с именем в Content-Disposition; ничего не сохраняется' },
});
const systemOrder = (summary: string): Operation => ({ summary, tag, params: OrderTypeParams, body: OrderProducts, answer: { json: SystemOrderResult } });
const execute = (summary: string): Operation => ({ summary, tag, body: OrderProducts, answer: { json: OrderExecuteResult } });

/** /api/pharmacy-cabinet-purchase-service: the order calls (purchasing-and-pay §7.3). */
export const ordersOperations: Catalogue = {
  'POST /pharmacy-cabinet-purchase-service/v1/profit-forecast-for-puls': fileOfOrder('Заказ прогноза прибыли в csv для Пульса', orderFileTypes.csv),
  'POST /pharmacy-cabinet-purchase-service/v1/purchase-order-for-puls': fileOfOrder('Заказ по инициативам в csv для Пульса', orderFileTypes.csv),
  'POST /pharmacy-cabinet-purchase-service/v1/purchase-order-rg-for-puls': fileOfOrder('Заказ РГ в csv для Пульса', orderFileTypes.csv),
  'POST /pharmacy-cabinet-purchase-service/v1/purchase-order-initiative': fileOfOrder('Заказ по инициативам в xlsx', orderFileTypes.xlsx),
  'POST /pharmacy-cabinet-purchase-service/v1/purchase-order-rg-simple': fileOfOrder('Заказ РГ в xlsx', orderFileTypes.xlsx),
  'POST /pharmacy-cabinet-purchase-service/v1/order-compose': fileOfOrder('Рекомендованный заказ в xlsx', orderFileTypes.xlsx),
  'POST /pharmacy-cabinet-purchase-service/v1/puls/purchase': {
    summary: 'Отправить заказ в Пульс',
    tag,
    body: OrderProducts,
    answer: { json: PulsPurchaseResult },
  },
  'GET /pharmacy-cabinet-purchase-service/v1/puls/purchase/:orderId/rejected.xlsx': {
    summary: 'Позиции заказа, которые Пульс не принял, в xlsx',
    tag,
    params: PulsRejectedParams,
    answer: { file: [orderFileTypes.xlsx], description: 'Файл с именем в Content-Disposition' },
  },
  'POST /pharmacy-cabinet-purchase-service/v1/puls/stock-check': {
    summary: 'Что склад Пульса не примет из заказа (до подтверждения)',
    tag,
    body: OrderProducts,
    answer: { json: PulsStockCheck },
  },
  'GET /pharmacy-cabinet-purchase-service/v1/pharmsm/check': {
    summary: 'Системы заказа аптеки, подключённые к подразделению',
    tag,
    query: PharmacySystemCheckQuery,
    answer: { json: PharmacySystems },
  },
  'POST /pharmacy-cabinet-purchase-service/v1/pharmsm/:type/purchase/': systemOrder('Отправить заказ в систему заказа аптеки'),
  'POST /pharmacy-cabinet-purchase-service/stu/v1/:type/purchase/': systemOrder('Отправить заказ в СТУ'),
  'POST /pharmacy-cabinet-purchase-service/v1/purchase-order-execute': execute('Разместить заказ по инициативам в сервисе закупок'),
  'POST /pharmacy-cabinet-purchase-service/v1/purchase-order-rg-execute': execute('Разместить заказ РГ в сервисе закупок'),
  'GET /pharmacy-cabinet-purchase-service/v1/orders': {
    summary: 'История заказов аптеки, новые первыми',
    tag,
    query: OrderHistoryQuery,
    answer: { json: OrderHistory },
  },
  'GET /pharmacy-cabinet-purchase-service/v1/orders/:system/:orderId/lines': {
    summary: 'Все строки заказа: принятые и отклонённые с причиной',
    tag,
    params: OrderLinesParams,
    answer: { json: OrderLines },
  },
};
