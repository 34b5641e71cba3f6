/**
 * The real-time reports service (/reports-rt) calls the overview uses (spec section 7,
 * "Real-time reports"). The spec names the paths but not the payloads; these shapes are the
 * portal's decision (docs/decisions/overview-live-figures.md). Other /reports-rt calls belong to the purchasing screens.
 *
 *   GET  /reports-rt/initiative/pharmacy[?id={pharmacyId}]  current initiatives, live (type may be USTM_SALE)
 *   GET  /reports-rt/pharmacy[?id={pharmacyId}]             the pharmacy's live data freshness (a date)
 *   GET  /reports-rt/purchase/pharmacy[?id={pharmacyId}]    purchases in SIP prices per current initiative
 *
 * `id` is ours (staff name the pharmacy): without it, the signed-in pharmacy's.
 *   POST /reports-rt/initiative/find-current-by-types {types}  current initiatives of the types (order tabs)
 */
import * as v from 'valibot';
import { declareCalls } from './call';
import { StaffPharmacyParam } from './report-params';
import { InitiativeOption } from './purchase-order';
import { InitiativeRecord } from './reports';
import { tags } from './tags';

/** The spec's calls name no query (RF §7): a pharmacy user's own pharmacy; staff name one with `id`. */
export const RtPharmacyQuery = v.object({ id: StaffPharmacyParam });
export type RtPharmacyQuery = v.InferInput<typeof RtPharmacyQuery>;

/** The current quarter's initiatives as the live source sees them; the records of the regular report. */
export const RtInitiatives = v.array(InitiativeRecord);
export type RtInitiatives = v.InferOutput<typeof RtInitiatives>;

/** In the live source the freshness is a date, YYYY-MM-DD, not unix seconds. */
export const RtPharmacy = v.object({
  id: v.number(),
  dataFreshness: v.nullable(v.pipe(v.string(), v.isoDate())),
});
export type RtPharmacy = v.InferOutput<typeof RtPharmacy>;

export const RtPurchases = v.array(v.object({ initiativeId: v.number(), purchaseSipSum: v.number() }));
export type RtPurchases = v.InferOutput<typeof RtPurchases>;

export const FindCurrentByTypesRequest = v.object({
  types: v.pipe(
    v.array(v.string('ожидаются коды типов инициатив'), 'ожидается список типов инициатив'),
    v.minLength(1, 'укажите хотя бы один тип инициативы'),
  ),
});
export type FindCurrentByTypesRequest = v.InferInput<typeof FindCurrentByTypesRequest>;

export const CurrentInitiatives = v.array(InitiativeOption);
export type CurrentInitiatives = v.InferOutput<typeof CurrentInitiatives>;

/** The overview's real-time calls: a pharmacy user's own pharmacy; staff name one (404 when there is none of that id). */
export const reportsRtCalls = declareCalls(tags.reportsRt, {
  rtInitiatives: {
    method: 'GET',
    path: '/reports-rt/initiative/pharmacy',
    summary: 'Инициативы аптеки текущего квартала',
    query: RtPharmacyQuery,
    answer: { json: RtInitiatives },
    errors: [404],
  },
  rtPharmacy: {
    method: 'GET',
    path: '/reports-rt/pharmacy',
    summary: 'Свежесть данных аптеки',
    query: RtPharmacyQuery,
    answer: { json: RtPharmacy },
    errors: [404],
  },
  rtPurchases: {
    method: 'GET',
    path: '/reports-rt/purchase/pharmacy',
    summary: 'Закупки аптеки по инициативам текущего квартала',
    query: RtPharmacyQuery,
    answer: { json: RtPurchases },
    errors: [404],
  },
  /** Staff naming no pharmacy get every pharmacy's current initiatives. */
  findCurrentByTypes: {
    method: 'POST',
    path: '/reports-rt/initiative/find-current-by-types',
    summary: 'Действующие инициативы указанных типов',
    query: RtPharmacyQuery,
    body: FindCurrentByTypesRequest,
    answer: { json: CurrentInitiatives },
    errors: [404],
  },
});
