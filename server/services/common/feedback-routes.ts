import type { FastifyInstance } from 'fastify';
import { commonCalls } from '../../../src/api/contract/initiatives-list';
import { badRequest } from '../../core/errors';
import { fieldMessage } from '../../http/input';
import { route, type RouteOptions } from '../../http/route';
import { askedPharmacy } from '../purchase-order/scope';
import { addFeedback, feedbackOf, ownInitiativeName } from './feedback-store';

const options: RouteOptions = { permissions: ['READ_REPORTS'] };
const MAX_ID = 2_147_483_647;

/**
 * The feedback tab: the pharmacy's messages to the distributor and a new one.
 * A pharmacy user reads and writes only its own (403); staff name the pharmacy.
 */
export function feedbackRoutes(app: FastifyInstance) {
  route(app, commonCalls.pharmacyFeedback, options, async ({ query: { pharmacyId } }, request) => {
    const pharmacy = await askedPharmacy(app.db, request.user, pharmacyId);
    return feedbackOf(app.db, pharmacy.id);
  });

  route(app, commonCalls.sendFeedback, options, async ({ body }, request) => {
    const pharmacy = await askedPharmacy(app.db, request.user, body.pharmacyId);
    const initiativeId = body.initiativeId ?? null;
    let initiativeName: string | null = null;
    if (initiativeId !== null) {
      initiativeName = initiativeId <= MAX_ID ? await ownInitiativeName(app.db, pharmacy.id, initiativeId) : null;
      if (initiativeName === null) throw badRequest(fieldMessage('initiativeId', 'у аптеки нет такой инициативы'));
    }
    return addFeedback(
      app.db,
      { pharmacyId: pharmacy.id, userId: request.user.id, topic: body.topic, message: body.message, initiativeId, created: app.clock() },
      initiativeName,
    );
  });
}
