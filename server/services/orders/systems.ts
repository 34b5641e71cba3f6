import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PharmacySystems } from '../../../src/api/contract/forecast';
import { orderCalls, type SystemOrderResultWire } from '../../../src/api/contract/orders';
import type { OrderLine } from '../../../src/domain/orders/positions';
import { pharmacySystemPurchase, stuPurchase, type SystemOutcome } from './simulated-suppliers';
import type { Database } from '../../db/connect';
import { pharmacies, pharmacyOrderingSystems } from '../../db/schema';
import { badRequest, forbidden } from '../../core/errors';
import { pharmacyInScope } from '../../http/ownership';
import { route, type RouteOptions } from '../../http/route';
import { orderRequest, type PricedCatalogue } from './order-request';
import { storeOnce } from './send-once';
import { storeOrder, type OrderSystem } from './store';

const systemsOf = (db: Database, subdivCode: string): Promise<PharmacySystems> =>
  db
    .select({ code: pharmacyOrderingSystems.code, name: pharmacyOrderingSystems.name })
    .from(pharmacyOrderingSystems)
    .where(eq(pharmacyOrderingSystems.subdivCode, subdivCode))
    .orderBy(asc(pharmacyOrderingSystems.code));

type Purchase = (lines: readonly OrderLine[], catalogue: PricedCatalogue) => SystemOutcome;

/**
 * The pharmacy ordering system and the trade-unit system СТУ, simulated (rules in
 * simulated-suppliers.ts): they take what they can and answer an order number
 * and one errorMessage naming the positions they refused.
 */
export function systemRoutes(app: FastifyInstance) {
  const options: RouteOptions = { permissions: ['READ_REPORTS'] };

  // Whether the pharmacy ordering system serves a subdivision; a pharmacy user may ask only
  // about its own pharmacy's subdivCode.
  route(app, orderCalls.pharmacySystems, options, async ({ query: { subdivCode } }, request) => {
    // Staff: null, any subdivision; a pharmacy user: its own pharmacy.
    const own = pharmacyInScope(request.user, null);
    if (own !== null) {
      const [pharmacy] = await app.db.select({ subdivCode: pharmacies.subdivCode }).from(pharmacies).where(eq(pharmacies.id, own));
      if (pharmacy?.subdivCode !== subdivCode) throw forbidden('Нет доступа к данным другой аптеки');
    }
    return systemsOf(app.db, subdivCode);
  });

  const purchaseRoute = (call: (typeof orderCalls)['sendToPharmacySystem' | 'sendToStu'], system: OrderSystem, purchase: Purchase) =>
    route(app, call, options, async ({ params: { type }, body }, request): Promise<SystemOrderResultWire> => {
      const order = await orderRequest(app, request, body);
      // A pharmacy whose subdivision has no ordering system cannot order through one (its
      // portal hides the action); nothing is stored.
      if (system === 'pharmsm' && (await systemsOf(app.db, order.pharmacy.subdivCode)).length === 0) {
        throw badRequest('К подразделению аптеки не подключена система заказов аптеки');
      }
      const outcome = purchase(order.lines, order.catalogue);
      const answered = [
        ...outcome.accepted.map((line) => ({ line, reason: null })),
        ...outcome.refused.map(({ line, reason }) => ({ line, reason })),
      ];
      const header = {
        system,
        type,
        orderKind: order.orderKind,
        pharmacyId: order.pharmacy.id,
        userId: request.user.id,
        created: app.clock(),
      };
      return storeOnce(app, request, async (db) => ({
        orderId: await storeOrder(db, header, answered, order.catalogue),
        errorMessage: outcome.errorMessage,
      }));
    });

  purchaseRoute(orderCalls.sendToPharmacySystem, 'pharmsm', pharmacySystemPurchase);
  purchaseRoute(orderCalls.sendToStu, 'stu', stuPurchase);
}
