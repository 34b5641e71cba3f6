import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ReportRows, reportCalls, type Report } from '../../../src/api/contract/reports';
import { reportLayoutOf } from '../../../src/domain/initiative-types';
import { periodOf } from '../../../src/domain/quarters';
import { unixSeconds } from '../../clock';
import { reportRows } from '../../db/schema';
import { notFound } from '../../http/errors';
import { route, type RouteOptions } from '../../http/route';
import { type InitiativeRow } from './initiatives';
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

/** Report detail: a report is its initiative, so its id is the initiative's (the overview's view action). */
export default async function detail(app: FastifyInstance) {
  const options: RouteOptions = { permissions: ['READ_REPORTS'] };
  route(app, reportCalls.reportById, options, async ({ params: { id } }, request) => {
    return toReport(await ownedInitiative(app, request.user, id, `Отчёт №${id} не найден`));
  });

  route(app, reportCalls.reportRowsById, options, async ({ params: { id } }, request) => {
    const initiative = await ownedInitiative(app, request.user, id, `Отчёт №${id} не найден`);
    const layout = reportLayoutOf(initiative.type);
    if (!layout) throw notFound(`У отчёта №${id} нет таблицы строк`);
    const [stored] = await app.db.select({ rows: reportRows.rows }).from(reportRows).where(eq(reportRows.initiativeId, id));
    // Checked against the contract: the database does not know the shape of a layout's rows.
    return v.parse(ReportRows, { layout, rows: stored?.rows ?? [] });
  });
}
