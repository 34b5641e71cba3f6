import type { FastifyInstance } from 'fastify';
import { payrollCalls } from '../../../src/api/contract/payroll';
import { calculatePayroll } from '../../../src/domain/payroll/calculate';
import { payrollFileName, payrollWorkbook } from './workbook';
import { route } from '../../http/route';
import { sendFile } from '../orders/file-answer';
import { measuredStat } from './month-figures';
import { checkedPayroll } from './payroll-body';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * POST payroll-pharmacy/download: the month as the screen shows it, computed by the same domain
 * code, as 'Расчёт зарплаты первостольника {DD.MM.YYYY HH-mm}.xlsx' by the gateway's clock. The
 * same checks as a save: a month that could not be saved is not exported either.
 */
export function downloadRoute(app: FastifyInstance) {
  route(app, payrollCalls.downloadPayroll, { permissions: ['READ_REPORTS'] }, async ({ body }, request, reply) => {
    const { pharmacy, month } = await checkedPayroll(app.db, request.user, body, app.clock());
    const pharmacyStat = body.pharmacyStat ?? (await measuredStat(app.db, pharmacy.id, month));
    const { pharmacyParams, cashierParams } = body;
    const bytes = await payrollWorkbook({
      pharmacyName: `Аптека №${pharmacy.id}`,
      pharmacyAddress: pharmacy.address,
      month,
      result: calculatePayroll({ pharmacyParams, cashierParams, pharmacyStat }),
      pharmacyParams,
      pharmacyStat,
    });
    return sendFile(reply, bytes, XLSX_TYPE, payrollFileName(app.clock()));
  });
}
