import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ForecastQuery,
  forecastPaths,
  type ForecastPrediction,
  type ForecastRowWire,
  type MandatoryMatrixBonusWire,
} from '../../../src/api/contract/forecast';
import { parseInput } from '../../http/input';
import { namedPharmacy } from '../reports/pharmacy-scope';
import { forecastPrediction, matrixBonuses } from './bonuses';
import { forecastFiles } from './files';
import { createTurns } from './page-turns';
import { sendArrow, wantsArrow } from './arrow-route';
import { inService } from './paths';
import { forecastPage } from './rows';

/**
 * /api/reports-rt, the profit forecast calls (spec §7.1; paths in src/api/contract/forecast.ts).
 * A second plugin under the prefix: the overview's calls live in services/reports-rt. Every read
 * names its pharmacy; a pharmacy user naming another gets 403 before anything is read.
 */
export default async function forecast(app: FastifyInstance) {
  const config = { permissions: ['READ_REPORTS' as const] };

  const scoped = async (request: FastifyRequest) => {
    const query = parseInput(ForecastQuery, request.query);
    const pharmacy = await namedPharmacy(app.db, request.user, query.pharmacyId);
    return { ...query, pharmacyId: pharmacy.id };
  };

  const pageTurns = createTurns();
  app.get<{ Reply: ForecastRowWire[] }>(inService(forecastPaths.rows), { config }, async (request, reply) => {
    const query = await scoped(request);
    // Every row as an Arrow stream (issue 13) when asked for; JSON pages otherwise.
    if (wantsArrow(request)) return sendArrow(app, reply, query.pharmacyId);
    const turn = pageTurns.take(`${request.user.id}:${query.pharmacyId}`);
    // 'finish': the page has left; 'close': it has, or the caller went away before it did.
    let gone = false;
    reply.raw.once('finish', turn.end);
    reply.raw.once('close', () => ((gone = !reply.raw.writableFinished), turn.end()));
    await turn.ready;
    // A page read ahead and cancelled (the one after the last) is not built for nobody.
    if (gone) return [];
    return forecastPage(app.db, query.pharmacyId, query);
  });

  app.get<{ Reply: ForecastPrediction }>(inService(forecastPaths.prediction), { config }, async (request) =>
    forecastPrediction(app.db, (await scoped(request)).pharmacyId),
  );

  app.get<{ Reply: MandatoryMatrixBonusWire[] }>(inService(forecastPaths.bonuses), { config }, async (request) =>
    matrixBonuses(app.db, (await scoped(request)).pharmacyId),
  );

  forecastFiles(app);
}
