import { pharmacyCalls, type Pharmacy } from '../contract/pharmacy';
import { http } from '../shared/http';

/** GET /pharmacy/pharmacy/portal-id/{id}: the pharmacy of the user whose user_id claim is userId. */
export function pharmacyByPortalId(userId: number, signal?: AbortSignal): Promise<Pharmacy> {
  return http().request(pharmacyCalls.pharmacyByPortalId, { params: { id: String(userId) }, signal });
}
