import type { FastifyInstance } from 'fastify';
import type { purchaseOrderCalls } from '../../../src/api/contract/purchase-order';
import { initiativeTypeId, initiativeTypeName, orderTabOf } from '../../../src/domain/shared/initiative-types';
import { route } from '../../http/route';
import { openInitiatives } from './open-initiatives';
import { sortedById } from '../../../src/domain/shared/russian-order';
import { askedPharmacy, purchaseOrderOptions } from './scope';

/**
 * GET initiative-types: the types of the pharmacy's open initiatives that open the purchase-order
 * tab (not the mandatory matrix nor recommended goods, which have tabs of their own), whether or
 * not they have purchase positions yet: the overview's order icon of every open initiative must
 * find its type here to open a filled form (an empty list then says so). A type the portal does
 * not know has no id to ask by and is left out. In Russian order of the names.
 */
export function initiativeTypesRoute(app: FastifyInstance, call: (typeof purchaseOrderCalls)['initiativeTypeOptions']) {
  route(app, call, purchaseOrderOptions, async ({ query }, request) => {
    const pharmacy = await askedPharmacy(app.db, request.user, query.pharmacyId);
    const open = (await openInitiatives(app.db, pharmacy.id, app.clock())).filter(
      (initiative) => orderTabOf(initiative.type) === 'purchaseOrder' && initiativeTypeId(initiative.type) !== null,
    );
    const types = open.map((initiative) => initiative.type);
    return sortedById(types.map((type) => ({ id: initiativeTypeId(type) ?? 0, name: initiativeTypeName(type), type }))).map(
      ({ id, name, type }) => ({
        id,
        type,
        displayName: name,
      }),
    );
  });
}
