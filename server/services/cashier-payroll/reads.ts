import type { FastifyInstance } from 'fastify';
import { payrollRoutes, type CashierParams, type PharmacyParams, type PharmacyStat } from '../../../src/api/contract/payroll';
import { cashierRows } from './cashier-rows';
import { payrollParams, payrollStat } from './month-figures';
import { monthOfQuery, pharmacyOfPath } from './scope';

/**
 * The three GETs of the tab, each `{pharmacy id}?month=YYYY-MM-01`: a saved month as saved;
 * otherwise what the screen starts from (month-figures.ts, cashier-rows.ts).
 */
export function readRoutes(app: FastifyInstance) {
  const paths = payrollRoutes.cashierPayroll;
  const config = { permissions: ['READ_REPORTS'] as const };

  app.get<{ Reply: PharmacyStat }>(paths.pharmacyStat, { config }, async (request) => {
    const month = monthOfQuery(request.query);
    const pharmacy = await pharmacyOfPath(app.db, request.user, request.params);
    return payrollStat(app.db, pharmacy.id, month);
  });

  app.get<{ Reply: PharmacyParams }>(paths.pharmacyParams, { config }, async (request) => {
    const month = monthOfQuery(request.query);
    const pharmacy = await pharmacyOfPath(app.db, request.user, request.params);
    return payrollParams(app.db, pharmacy.id, month);
  });

  app.get<{ Reply: CashierParams }>(paths.cashiers, { config }, async (request) => {
    const month = monthOfQuery(request.query);
    const pharmacy = await pharmacyOfPath(app.db, request.user, request.params);
    return cashierRows(app.db, pharmacy.id, month, await payrollStat(app.db, pharmacy.id, month));
  });
}
