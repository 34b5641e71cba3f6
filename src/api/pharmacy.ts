import { Pharmacy } from './contract/pharmacy';
import { http } from './http';

/** GET /pharmacy/pharmacy/portal-id/{id}: the pharmacy of the user whose user_id claim is userId. */
export function pharmacyByPortalId(userId: number, signal?: AbortSignal): Promise<Pharmacy> {
  return http().call('/pharmacy', `/pharmacy/portal-id/${encodeURIComponent(userId)}`, Pharmacy, { signal });
}
