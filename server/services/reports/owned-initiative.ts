import type { FastifyInstance } from 'fastify';
import type { SignedInUser } from '../../auth/access-token';
import { notFound } from '../../core/errors';
import { assertPharmacyAccess } from '../../http/ownership';
import { initiativeRepository, type InitiativeRow } from '../../reports/initiatives';

/**
 * An initiative (a report) by id, if the caller may see it. The id alone does not say whose it
 * is, so it is read first: unknown → 404, another pharmacy's → 403 for a pharmacy user.
 */
export async function ownedInitiative(
  app: FastifyInstance,
  user: SignedInUser,
  id: number,
  missing = `Инициатива №${id} не найдена`,
): Promise<InitiativeRow> {
  const initiative = await initiativeRepository(app.db).byId(id);
  if (!initiative) throw notFound(missing);
  assertPharmacyAccess(user, initiative.pharmacyId);
  return initiative;
}
