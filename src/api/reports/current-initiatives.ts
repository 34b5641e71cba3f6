import { reportsRtCalls } from '../contract/reports-rt-overview';
import { http } from '../shared/http';

/** POST find-current-by-types: the pharmacy's running initiatives of the given types (§7.1). */
export function findCurrentByTypes(types: string[], signal?: AbortSignal) {
  return http().request(reportsRtCalls.findCurrentByTypes, { body: { types }, signal });
}

/** The same call for a named pharmacy (staff; a pharmacy user gets its own whatever the id). */
export function findCurrentOfPharmacy(pharmacyId: number, types: string[], signal?: AbortSignal) {
  return http().request(reportsRtCalls.findCurrentByTypes, { query: { id: pharmacyId }, body: { types }, signal });
}
