import * as v from 'valibot';
import { declareCalls } from './call';
import { Revision } from './common';
import { OptionalPharmacyId } from './ids';
import { tags } from './tags';

/**
 * Order drafts (our extension: the spec has no such call): what a user left on
 * an order screen — the filters chosen, whether the list was shown, the quantities typed — or
 * typed into the payroll and not saved yet, kept
 * on the gateway per user, pharmacy and screen, so a tab switch, a reload, signing in again or
 * another browser finds it as it was left.
 *
 * A draft carries a revision: a save names the revision it was made from, and a save from an
 * older one (another tab saved since) is refused with 409, so two tabs never silently overwrite
 * each other. Clearing keeps the row with no draft and a new revision, so a tab still holding the
 * cleared draft cannot bring it back unnoticed.
 */

/**
 * The screens that keep a draft: the four order screens, the payroll ('payroll': the typed,
 * unsaved figures of a month's pay calculation), its plan editor ('sales-motivation': the
 * unsaved plan of the current month) and the rewards distribution ('rewards-distribution': the
 * costs per point typed for each staff group). A fixed set, so a user's drafts cannot grow
 * without bound.
 */
export const orderDraftScreens = [
  'profit-forecast',
  'purchase-order',
  'rg-order',
  'recommended-order',
  'payroll',
  'sales-motivation',
  'rewards-distribution',
] as const;
export type OrderDraftScreen = (typeof orderDraftScreens)[number];

/** The most bytes one draft may take as JSON. Thousands of typed lines fit; a runaway client does not. */
export const ORDER_DRAFT_MAX_BYTES = 256 * 1024;
export const orderDraftTooLargeText = 'Черновик слишком большой (больше 256 КБ): отправьте часть заказа или очистите черновик';
export const orderDraftStaleText = 'Черновик изменён в другом окне или браузере — обновите';

const money = v.nullable(v.pipe(v.number('ожидается число'), v.finite('ожидается число')));

/**
 * One typed quantity, kept sparse (only the lines the user typed into). `key` names the position
 * across loads (its initiative and product); `name`, `price` and `balance` are what the line was
 * when typed, so a restore can say what changed since.
 */
export const DraftEdit = v.object({
  key: v.pipe(v.string('ожидается строка'), v.minLength(1, 'пустой ключ'), v.maxLength(200, 'не длиннее 200 символов')),
  text: v.pipe(v.string('ожидается строка'), v.maxLength(40, 'не длиннее 40 символов')),
  name: v.pipe(v.string('ожидается строка'), v.maxLength(500, 'не длиннее 500 символов')),
  price: money,
  balance: money,
});
export type DraftEdit = v.InferOutput<typeof DraftEdit>;

/** A draft: the screen's own choices (each screen reads its part with its own schema) and the typed lines. */
export const OrderDraft = v.object({
  // A list is an object to a record schema (and leaves it as {}): refused before.
  state: v.pipe(
    v.unknown(),
    v.check((state) => typeof state === 'object' && state !== null && !Array.isArray(state), 'ожидается объект'),
    v.record(v.string(), v.unknown(), 'ожидается объект'),
  ),
  edits: v.array(DraftEdit, 'ожидается список'),
});
export type OrderDraft = v.InferOutput<typeof OrderDraft>;

export const OrderDraftParams = v.object({
  screen: v.picklist(orderDraftScreens, `такого экрана с черновиком нет (${orderDraftScreens.join(', ')})`),
});

/** ?pharmacyId: a pharmacy user's own pharmacy whatever it names; staff must name one. */
export const OrderDraftQuery = v.object({
  pharmacyId: OptionalPharmacyId,
});

/** PUT: the draft, and the revision it was made from (0 when the screen knew of none). */
export const OrderDraftSave = v.object({ revision: Revision, draft: OrderDraft });
export type OrderDraftSave = v.InferOutput<typeof OrderDraftSave>;

/** What GET, PUT and DELETE answer: the draft kept now (null: none) and its revision (0: never saved). */
export const OrderDraftAnswer = v.object({
  screen: v.picklist(orderDraftScreens),
  revision: Revision,
  draft: v.nullable(OrderDraft),
  /** ISO date-time of the last save or clearing; null when never saved. */
  savedAt: v.nullable(v.string()),
});
export type OrderDraftAnswer = v.InferOutput<typeof OrderDraftAnswer>;

const draftPath = '/pharmacy-cabinet-purchase-service/v1/order-drafts/{screen}';

/** Our extension, not a call of the spec: a back end that answers 404 or 501 keeps no drafts, and the screens say so in one line. */
export const orderDraftCalls = declareCalls(tags.orders, {
  loadOrderDraft: {
    method: 'GET',
    path: draftPath,
    summary: 'Черновик экрана заказа или расчёта зарплаты пользователя для аптеки (расширение: не из спецификации)',
    params: OrderDraftParams,
    query: OrderDraftQuery,
    answer: { json: OrderDraftAnswer },
    errors: [404],
    extension: {
      why: 'Drafts kept across devices and tabs: an order tab, the payroll or its plan editor loads what was typed before.',
      without: 'Drafts are kept on this computer only; the screens say so in one line.',
    },
  },
  saveOrderDraft: {
    method: 'PUT',
    path: draftPath,
    summary:
      'Сохранить черновик экрана заказа или расчёта зарплаты; 409 — черновик изменён в другом окне, 413 — больше 256 КБ (расширение)',
    params: OrderDraftParams,
    query: OrderDraftQuery,
    body: OrderDraftSave,
    answer: { json: OrderDraftAnswer },
    errors: [404, 409, 413],
    extension: {
      why: 'Drafts kept across devices and tabs: each change is saved.',
      without: 'Drafts are kept on this computer only; the screens say so in one line.',
    },
  },
  clearOrderDraft: {
    method: 'DELETE',
    path: draftPath,
    summary: 'Очистить черновик экрана заказа или расчёта зарплаты (расширение: не из спецификации)',
    params: OrderDraftParams,
    query: OrderDraftQuery,
    answer: { json: OrderDraftAnswer },
    errors: [404],
    extension: {
      why: 'Drafts kept across devices and tabs: a sent or cleared order, or a saved payroll, removes its draft.',
      without: 'Nothing to remove: drafts are not kept on the server.',
    },
  },
});
