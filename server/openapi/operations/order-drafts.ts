import { OrderDraftAnswer, OrderDraftParams, OrderDraftQuery, OrderDraftSave } from '../../../src/api/contract/order-drafts';
import type { Catalogue } from '../operation';
import { tags } from '../tags';

const tag = tags.orders;
const draft = '/pharmacy-cabinet-purchase-service/v1/order-drafts/:screen';

/**
 * Order drafts (issue 18 item 1): our extension, not a call of the spec; the portal works without
 * it (a back end that answers 404 or 501 keeps no drafts, and the screens say so in one line).
 */
export const orderDraftsOperations: Catalogue = {
  [`GET ${draft}`]: {
    summary: 'Черновик экрана заказа пользователя для аптеки (расширение: не из спецификации)',
    tag,
    params: OrderDraftParams,
    query: OrderDraftQuery,
    answer: { json: OrderDraftAnswer },
  },
  [`PUT ${draft}`]: {
    summary: 'Сохранить черновик экрана заказа; 409 — черновик изменён в другом окне, 413 — больше 256 КБ (расширение)',
    tag,
    params: OrderDraftParams,
    query: OrderDraftQuery,
    body: OrderDraftSave,
    answer: { json: OrderDraftAnswer },
  },
  [`DELETE ${draft}`]: {
    summary: 'Очистить черновик экрана заказа (расширение: не из спецификации)',
    tag,
    params: OrderDraftParams,
    query: OrderDraftQuery,
    answer: { json: OrderDraftAnswer },
  },
};
