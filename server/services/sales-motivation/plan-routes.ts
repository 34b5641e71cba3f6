import type { FastifyInstance } from 'fastify';
import { salesMotivationCalls } from '../../../src/api/contract/sales-motivation';
import { badRequest } from '../../core/errors';
import { fieldMessage } from '../../http/input';
import { route, type RouteOptions } from '../../http/route';
import { askedPharmacy } from '../purchase-order/scope';
import { namedPharmacy } from '../reports/pharmacy-scope';
import { checkCashiers, checkMonth, checkProducts, checkRepeats } from './plan-checks';
import { planAnswer, savedPlan, writePlan } from './plans';
import { monthOfDate, nextMonth, previousMonth } from './months';

const options: RouteOptions = { permissions: ['READ_REPORTS'] };

/**
 * The month a prolong writes: the one named (ours), which may be this clock's month or the next (a
 * pharmacy east of the gateway turns the month first), else this clock's month, as the spec says.
 * Never a past month, which stays read-only, nor a later one, which no pharmacy is in yet.
 */
function prolongedInto(named: string | undefined, now: Date): string {
  const current = monthOfDate(now);
  if (named === undefined || named === current) return current;
  const next = nextMonth(current);
  if (named === next) return next;
  throw badRequest(
    fieldMessage(
      'month',
      `продлить план можно на текущий месяц (${monthText(current)}) или, если он уже наступил у аптеки, на ${monthText(next)}`,
    ),
  );
}

const monthText = (monthStart: string) => `${monthStart.slice(5, 7)}.${monthStart.slice(0, 4)}`;

/** §7.5: the month's plan of a pharmacy — read, saved whole (cleared with no products), prolonged. */
export function planRoutes(app: FastifyInstance) {
  const { loadSalesMotivation, saveSalesMotivation, prolongSalesMotivation } = salesMotivationCalls;

  route(app, loadSalesMotivation, options, async ({ query: { pharmacyId, startDate } }, request) => {
    const pharmacy = await askedPharmacy(app.db, request.user, pharmacyId);
    return planAnswer(startDate, await savedPlan(app.db, pharmacy.id, startDate));
  });

  route(app, saveSalesMotivation, options, async ({ body: plan }, request) => {
    const pharmacy = await namedPharmacy(app.db, request.user, plan.pharmacies[0]);
    const now = app.clock();
    checkMonth(plan.startDate, plan.expirationDate, monthOfDate(now));
    checkRepeats(plan.productProperties);
    await checkProducts(app.db, plan.productProperties);
    await checkCashiers(app.db, pharmacy.id, plan.productProperties);
    const basedOn =
      plan.salesMotivationUpdateDate === undefined
        ? undefined
        : plan.salesMotivationUpdateDate === null
          ? null
          : new Date(plan.salesMotivationUpdateDate);
    const savedAt = await writePlan(app.db, {
      pharmacyId: pharmacy.id,
      month: plan.startDate,
      productProperties: plan.productProperties,
      savedAt: now,
      savedBy: request.user.id,
      basedOn,
    });
    return { salesMotivationUpdateDate: savedAt.toISOString() };
  });

  // The previous month's plan becomes the current month's, replacing what it held; the copy is
  // taken as saved (its products and cashiers were checked when it was saved). Read and written
  // in one transaction.
  route(app, prolongSalesMotivation, options, async ({ query: { pharmacyId, month: named } }, request) => {
    const pharmacy = await askedPharmacy(app.db, request.user, pharmacyId);
    const now = app.clock();
    const month = prolongedInto(named, now);
    const savedAt = await app.db.transaction(async (tx) => {
      const previous = await savedPlan(tx, pharmacy.id, previousMonth(month));
      if (!previous || previous.productProperties.length === 0) throw badRequest('Нет плана прошлого месяца для продления');
      return writePlan(tx, {
        pharmacyId: pharmacy.id,
        month,
        productProperties: previous.productProperties,
        savedAt: now,
        savedBy: request.user.id,
      });
    });
    return { salesMotivationUpdateDate: savedAt.toISOString() };
  });
}
