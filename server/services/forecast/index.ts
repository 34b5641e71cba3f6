import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forecastCalls, type ForecastQuery } from '../../../src/api/contract/forecast';
import { route, type RouteOptions } from '../../http/route';
import { badRequest } from '../../core/errors';
import { fieldMessage } from '../../http/input';
import { pharmacyInScope } from '../../http/ownership';
import { namedPharmacy } from '../reports/pharmacy-scope';
import { forecastPrediction, matrixBonuses } from './bonuses';
import { forecastFiles } from './files';
import { createTurns } from './page-turns';
import { sendArrow, wantsArrow } from './arrow-route';
import { forecastPage } from './rows';

/** Whether the caller paged the rows: the spec's bare form (no offset, no limit) answers every row. */
function paged(request: FastifyRequest): boolean {
  const query = (request.query ?? {}) as Record<string, unknown>;
  return 'offset' in query || 'limit' in query;
}

/**
 * /api/reports-rt, the profit forecast calls (spec §7.1; declared in src/api/contract/forecast.ts).
 * A second plugin under the prefix: the overview's calls live in services/reports-rt. A read
 * names its pharmacy, or is about the caller's own (the spec shows no query: a pharmacy user's
 * pharmacy comes from its token; staff must name one). A pharmacy user naming another gets 403
 * before anything is read.
 */
export default async function forecast(app: FastifyInstance) {
  const options: RouteOptions = { permissions: ['READ_REPORTS'] };

  const scoped = async (request: FastifyRequest, query: ForecastQuery) => {
    const id = pharmacyInScope(request.user, query.pharmacyId ?? null);
    if (id === null) throw badRequest(fieldMessage('pharmacyId', 'укажите аптеку'));
    const pharmacy = await namedPharmacy(app.db, request.user, id);
    return { ...query, pharmacyId: pharmacy.id };
  };

  const pageTurns = createTurns();
  route(app, forecastCalls.forecastRows, options, async (input, request, reply) => {
    const query = await scoped(request, input.query);
    // Every row as an Arrow stream when asked for; JSON pages otherwise.
    if (wantsArrow(request)) return sendArrow(app, request, reply, query.pharmacyId);
    const turn = pageTurns.take(`${request.user.id}:${query.pharmacyId}`);
    // 'finish': the page has left; 'close': it has, or the caller went away before it did.
    let gone = false;
    reply.raw.once('finish', turn.end);
    reply.raw.once('close', () => ((gone = !reply.raw.writableFinished), turn.end()));
    await turn.ready;
    // A page read ahead and cancelled (the one after the last) is not built for nobody.
    if (gone) return [];
    // A back end that does not page (the spec names no paging) answers every row at once.
    return forecastPage(app.db, query.pharmacyId, paged(request) ? query : { offset: 0, limit: null });
  });

  route(app, forecastCalls.forecastPrediction, options, async ({ query }, request) =>
    forecastPrediction(app.db, (await scoped(request, query)).pharmacyId),
  );

  route(app, forecastCalls.mandatoryMatrixBonuses, options, async ({ query }, request) =>
    matrixBonuses(app.db, (await scoped(request, query)).pharmacyId),
  );

  forecastFiles(app);
}
