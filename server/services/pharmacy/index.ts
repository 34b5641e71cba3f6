import type { FastifyInstance } from 'fastify';
import type { Pharmacy } from '../../../src/api/contract/pharmacy';
import { notFound } from '../../http/errors';
import { IdParams } from '../../http/ids';
import { parseInput } from '../../http/input';
import { assertUserAccess } from '../../http/ownership';
import { pharmacyRepository } from './pharmacies';

/** /api/pharmacy: the pharmacy of a user. */
export default async function pharmacy(app: FastifyInstance) {
  const pharmacies = pharmacyRepository(app.db);

  // {id} is the caller's user_id claim (the "portal id"), not a pharmacy id.
  app.get<{ Reply: Pharmacy }>(
    '/pharmacy/portal-id/:id',
    { config: { permissions: ['READ_REPORTS'] } },
    async (request) => {
      const { id } = parseInput(IdParams, request.params);
      assertUserAccess(request.user, id);
      const found = await pharmacies.ofUser(id);
      if (!found) throw notFound('Аптека пользователя не найдена');
      return found;
    },
  );
}
