import { reportsRtCalls } from './contract/reports-rt-overview';
import { http } from './http';

/** POST find-current-by-types: the pharmacy's running initiatives of the given types (§7.1). */
export function findCurrentByTypes(types: string[], signal?: AbortSignal) {
  return http().request(reportsRtCalls.findCurrentByTypes, { body: { types }, signal });
}
