import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { ReportRows, reportCalls, type Report } from '../../../src/api/contract/reports';
import { reportLayoutOf } from '../../../src/domain/shared/initiative-types';
import { periodOf } from '../../../src/domain/shared/quarters';
import { unixSeconds } from '../../core/clock';
import { reportRows } from '../../db/schema';
import { notFound } from '../../core/errors';
import { route, type RouteOptions } from '../../http/route';
import { type InitiativeRow } from '../../reports/initiatives';
import { ownedInitiative } from './owned-initiative';

const roman = ['I', 'II', 'III', 'IV'];

/** The distributor's own text for the period ('IV квартал 2026'); the portal labels the quarter itself. */
const periodText = (from: Date): string => {
  const { year, quarter } = periodOf(from);
  return `${roman[quarter - 1]} квартал ${year}`;
};

const toReport = (row: InitiativeRow): Report => ({
  id: row.id,
  name: row.name,
  type: row.type,
  from: unixSeconds(row.periodFrom),
  to: unixSeconds(row.periodTo),
  period: periodText(row.periodFrom),
  dataFreshness: row.dataFreshness ? unixSeconds(row.dataFreshness) : null,
});

/** The call of each table (the spec's rows per report type) and the table's name in its 404. */
const tableCalls = [
  { layout: 'salesPlan', call: reportCalls.salesPlanRows, table: 'план продаж / закупок' },
  { layout: 'contract', call: reportCalls.contractRows, table: 'по контракту' },
  { layout: 'matrixLevel', call: reportCalls.mandatoryMatrixRows, table: 'уровни обязательной матрицы' },
  { layout: 'motivation', call: reportCalls.pharmacyMotivationRows, table: 'мотивация аптеки' },
  { layout: 'discountCompensation', call: reportCalls.discountCompensationRows, table: 'компенсация скидки' },
] as const;

/** Report detail: a report is its initiative, so its id is the initiative's (the overview's view action). */
export default async function detail(app: FastifyInstance) {
  const options: RouteOptions = { permissions: ['READ_REPORTS'] };
  route(app, reportCalls.reportById, options, async ({ params: { id } }, request) => {
    return toReport(await ownedInitiative(app, request.user, id, `Отчёт №${id} не найден`));
  });

  /** The report's rows with their layout; 404 for an id that is no report of this user's, or has no table. */
  const rowsOf = async (id: number, request: FastifyRequest): Promise<ReportRows> => {
    const initiative = await ownedInitiative(app, request.user, id, `Отчёт №${id} не найден`);
    const layout = reportLayoutOf(initiative.type);
    if (!layout) throw notFound(`У отчёта №${id} нет таблицы строк`);
    const [stored] = await app.db.select({ rows: reportRows.rows }).from(reportRows).where(eq(reportRows.initiativeId, id));
    // Checked against the contract: the database does not know the shape of a layout's rows.
    return v.parse(ReportRows, { layout, rows: stored?.rows ?? [] });
  };

  for (const { layout, call, table } of tableCalls) {
    route(app, call, options, async ({ params: { id } }, request) => {
      const answer = await rowsOf(id, request);
      if (answer.layout !== layout) throw notFound(`Отчёт №${id} — не отчёт «${table}»: его строки в другой таблице`);
      return answer.rows;
    });
  }

  // Our older form (an extension): every table from one call, the answer tagged with its layout.
  route(app, reportCalls.reportRowsById, options, async ({ params: { id } }, request) => rowsOf(id, request));
}
