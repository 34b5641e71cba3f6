import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { purchaseOrderCalls } from '../../../src/api/contract/purchase-order';
import { initiativePlans } from '../../db/schema';
import { notFound } from '../../core/errors';
import { route } from '../../http/route';
import { initiativeRepository } from '../../reports/initiatives';
import { namedPharmacy } from '../reports/pharmacy-scope';

/**
 * GET plan/{pharmacyId}/{initiativeId} (§7.2): the initiative's purchase plan in SIP prices, null
 * when the distributor set none. Another pharmacy's id is 403 for a pharmacy user; an initiative
 * that is not the named pharmacy's is 404, whoever asks.
 */
export function initiativePlanRoute(app: FastifyInstance) {
  const repository = initiativeRepository(app.db);
  route(app, purchaseOrderCalls.initiativePlan, { permissions: ['READ_REPORTS'] }, async ({ params }, request) => {
    const { pharmacyId, initiativeId } = params;
    const pharmacy = await namedPharmacy(app.db, request.user, pharmacyId);
    const initiative = await repository.byId(initiativeId);
    if (initiative?.pharmacyId !== pharmacy.id) throw notFound(`Инициатива №${initiativeId} не найдена в аптеке №${pharmacy.id}`);
    const [plan] = await app.db
      .select({ planSum: initiativePlans.planSum })
      .from(initiativePlans)
      .where(and(eq(initiativePlans.pharmacyId, pharmacy.id), eq(initiativePlans.initiativeId, initiative.id)));
    return { planSum: plan?.planSum ?? null };
  });
}
