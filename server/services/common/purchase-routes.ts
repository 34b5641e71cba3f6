import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { CurrentPurchase, PharmacyPurchaseSave, initiativesListRoutes } from '../../../src/api/contract/initiatives-list';
import { currentPeriod, quarterRequestDate } from '../../../src/domain/quarters';
import { IdParams } from '../../http/ids';
import { parseInput } from '../../http/input';
import { namedPharmacy } from '../reports/pharmacy-scope';
import { askedPharmacy } from '../purchase-order/scope';
import { purchaseOfQuarter, savePurchase } from './purchase-store';
import { purchaseSum, quarterOfPurchaseDate } from './purchase-dates';

const config = { permissions: ['READ_REPORTS' as const] };
export const PharmacyQuery = v.object({ pharmacyId: v.optional(IdParams.entries.id) });
export const SAVED = 'Данные успешно сохранены';

/**
 * §2.8, §7.7: the pharmacy's purchase sum, one per quarter (the quarter its date falls in). A
 * pharmacy user reads and saves only its own (403); staff name the pharmacy.
 */
export function purchaseRoutes(app: FastifyInstance) {
  const paths = initiativesListRoutes.common;

  app.get<{ Reply: CurrentPurchase }>(paths.currentPurchase, { config }, async (request) => {
    const { pharmacyId } = parseInput(PharmacyQuery, request.query);
    const pharmacy = await askedPharmacy(app.db, request.user, pharmacyId);
    return purchaseOfQuarter(app.db, pharmacy.id, quarterRequestDate(currentPeriod(app.clock())));
  });

  app.put(paths.savePurchase, { config }, async (request, reply) => {
    const body = parseInput(PharmacyPurchaseSave, request.body);
    const pharmacy = await namedPharmacy(app.db, request.user, body.pharmacyId);
    const quarter = quarterOfPurchaseDate(body.date);
    const purchase = purchaseSum(body.purchase);
    await savePurchase(app.db, { pharmacyId: pharmacy.id, quarter, purchase, date: body.date, savedAt: app.clock(), savedBy: request.user.id });
    return reply.type('text/plain; charset=utf-8').send(SAVED);
  });
}
