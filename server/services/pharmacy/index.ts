import type { FastifyInstance } from 'fastify';
import { pharmacyCalls } from '../../../src/api/contract/pharmacy';
import { notFound } from '../../core/errors';
import { assertUserAccess } from '../../http/ownership';
import { route } from '../../http/route';
import { pharmacyRepository } from './pharmacies';

/** /api/pharmacy: the pharmacy of a user. */
export default async function pharmacy(app: FastifyInstance) {
  const pharmacies = pharmacyRepository(app.db);

  // {id} is the caller's user_id claim (the "portal id"), not a pharmacy id.
  route(app, pharmacyCalls.pharmacyByPortalId, { permissions: ['READ_REPORTS'] }, async ({ params: { id } }, request) => {
    assertUserAccess(request.user, id);
    const found = await pharmacies.ofUser(id);
    if (!found) throw notFound('Аптека пользователя не найдена');
    return found;
  });
}
