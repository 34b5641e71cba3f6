import type { FastifyInstance } from 'fastify';
import { payrollCalls } from '../../../src/api/contract/payroll';
import { route } from '../../http/route';
import { cashierRows } from './cashier-rows';
import { payrollParams, payrollStat } from './month-figures';
import { monthFirst, monthOr, pharmacyOfPath } from './scope';

/**
 * The three GETs of the tab, each `{pharmacy id}` as the spec writes it (the previous month) or
 * with our `?month=YYYY-MM-01`: a saved month as saved; otherwise what the screen starts from
 * (month-figures.ts, cashier-rows.ts).
 */
export function readRoutes(app: FastifyInstance) {
  route(app, payrollCalls.payrollPharmacyStat, monthFirst, async ({ params, query }, request) => {
    const month = monthOr(query.month, app.clock());
    const pharmacy = await pharmacyOfPath(app.db, request.user, params);
    return payrollStat(app.db, pharmacy.id, month);
  });

  route(app, payrollCalls.payrollPharmacyParams, monthFirst, async ({ params, query }, request) => {
    const month = monthOr(query.month, app.clock());
    const pharmacy = await pharmacyOfPath(app.db, request.user, params);
    return payrollParams(app.db, pharmacy.id, month);
  });

  route(app, payrollCalls.payrollCashiers, monthFirst, async ({ params, query }, request) => {
    const month = monthOr(query.month, app.clock());
    const pharmacy = await pharmacyOfPath(app.db, request.user, params);
    return cashierRows(app.db, pharmacy.id, month, await payrollStat(app.db, pharmacy.id, month));
  });
}
