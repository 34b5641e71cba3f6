import type { SignedInUser } from '../../auth/access-token';
import type { Database } from '../../db/connect';
import { badRequest } from '../../core/errors';
import { fieldMessage } from '../../http/input';
import { pharmacyInScope } from '../../http/ownership';
import { namedPharmacy, type PharmacyRow } from '../reports/pharmacy-scope';
import type { RouteOptions } from '../../http/route';

/**
 * The purchase-order calls: READ_REPORTS; a POST without a body reads as {} (every field of its
 * request is optional but the ones it names: a bare POST is told which field it lacks).
 */
export const purchaseOrderOptions: RouteOptions = {
  permissions: ['READ_REPORTS'],
  beforeParse: (request) => void (request.body ??= {}),
};

/**
 * The pharmacy a purchase-order call is about (the contract's optional `pharmacyId`): a pharmacy
 * user's own, whether it names it or not (another id is 403 before anything is read); staff must
 * name one (400). An id no pharmacy has is 404.
 */
export async function askedPharmacy(db: Database, user: SignedInUser, pharmacyId: number | undefined): Promise<PharmacyRow> {
  const id = pharmacyInScope(user, pharmacyId ?? null);
  if (id === null) throw badRequest(fieldMessage('pharmacyId', 'укажите аптеку'));
  return namedPharmacy(db, user, id);
}
