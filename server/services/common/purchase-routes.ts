import type { FastifyInstance } from 'fastify';
import { commonCalls } from '../../../src/api/contract/initiatives-list';
import { currentPeriod, quarterRequestDate } from '../../../src/domain/shared/quarters';
import { route, type RouteOptions } from '../../http/route';
import { namedPharmacy } from '../reports/pharmacy-scope';
import { askedPharmacy } from '../purchase-order/scope';
import { purchaseOfQuarter, savePurchase } from './purchase-store';
import { purchaseSum, quarterOfPurchaseDate } from './purchase-dates';

const options: RouteOptions = { permissions: ['READ_REPORTS'] };
export const SAVED = 'Данные успешно сохранены';

/**
 * §2.8, §7.7: the pharmacy's purchase sum, one per quarter (the quarter its date falls in: the
 * current one, see purchase-date.ts). A pharmacy user reads and saves only its own (403); staff
 * name the pharmacy.
 */
export function purchaseRoutes(app: FastifyInstance) {
  route(app, commonCalls.currentPharmacyPurchase, options, async ({ query: { pharmacyId } }, request) => {
    const pharmacy = await askedPharmacy(app.db, request.user, pharmacyId);
    return purchaseOfQuarter(app.db, pharmacy.id, quarterRequestDate(currentPeriod(app.clock())));
  });

  route(app, commonCalls.savePharmacyPurchase, options, async ({ body }, request, reply) => {
    const pharmacy = await namedPharmacy(app.db, request.user, body.pharmacyId);
    const quarter = quarterOfPurchaseDate(body.date, app.clock());
    const purchase = purchaseSum(body.purchase);
    await savePurchase(app.db, {
      pharmacyId: pharmacy.id,
      quarter,
      purchase,
      date: body.date,
      savedAt: app.clock(),
      savedBy: request.user.id,
    });
    return reply.type('text/plain; charset=utf-8').send(SAVED);
  });
}
