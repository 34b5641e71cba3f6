import { CurrentInitiatives, reportsRtPaths, reportsRtServicePrefix } from './contract/reports-rt-overview';
import { http } from './http';

/** POST find-current-by-types: the pharmacy's running initiatives of the given types (§7.1). */
export function findCurrentByTypes(types: string[], signal?: AbortSignal) {
  const path = reportsRtPaths.findCurrentByTypes.slice(reportsRtServicePrefix.length);
  return http().call(reportsRtServicePrefix, path, CurrentInitiatives, { method: 'POST', body: { types }, signal });
}
