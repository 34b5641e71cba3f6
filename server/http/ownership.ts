import { isPharmacyUser } from '../../src/domain/session/permissions';
import type { SignedInUser } from '../auth/access-token';
import { forbidden } from '../core/errors';

/**
 * Whose data a caller may touch. A pharmacy user acts only for its own pharmacy, whatever id it
 * puts in a path, query or body; staff (managers, admins...) may touch any pharmacy. Call these
 * after parsing the input and before reading anything, so a refused caller learns nothing, not
 * even whether the id exists.
 */
export function assertPharmacyAccess(user: SignedInUser, pharmacyId: number): void {
  if (isPharmacyUser(user.authorities) && user.pharmacyId !== pharmacyId) {
    throw forbidden('Нет доступа к данным другой аптеки');
  }
}

/** For routes keyed by a user id (portal id): a pharmacy user may ask only about itself. */
export function assertUserAccess(user: SignedInUser, userId: number): void {
  if (isPharmacyUser(user.authorities) && user.id !== userId) {
    throw forbidden('Нет доступа к данным другой аптеки');
  }
}

/**
 * The pharmacy a list or a report is about when the request may leave it out: a pharmacy user's
 * own; for staff, the one asked for (null: none named).
 */
export function pharmacyInScope(user: SignedInUser, requested: number | null): number | null {
  if (!isPharmacyUser(user.authorities)) return requested;
  // Never let "no pharmacy" mean "every pharmacy" for a pharmacy account.
  if (user.pharmacyId === null) throw forbidden('Учётная запись не привязана к аптеке');
  if (requested !== null) assertPharmacyAccess(user, requested);
  return user.pharmacyId;
}
