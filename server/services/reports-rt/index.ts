import type { FastifyInstance } from 'fastify';
import { formatIsoDate } from '../../../src/domain/shared/format';
import { isHiddenInitiativeType, normalizeInitiativeType } from '../../../src/domain/shared/initiative-types';
import { currentPeriod } from '../../../src/domain/shared/quarters';
import { reportsRtCalls } from '../../../src/api/contract/reports-rt-overview';
import type { SignedInUser } from '../../auth/access-token';
import { route, type RouteOptions } from '../../http/route';
import { initiativeRepository, toInitiativeRecord } from '../../reports/initiatives';
import { pharmacyOfCaller, pharmacyOfCallerOrNone } from '../reports/pharmacy-scope';

/**
 * /api/reports-rt: the real-time calls of the overview (declared in the contract). The live
 * source is the same data as the regular reports, read as of the clock's "now". The spec's calls
 * name no pharmacy: a pharmacy user's own is answered, staff name one with `?id=` (ours).
 */
export default async function reportsRt(app: FastifyInstance) {
  const repository = initiativeRepository(app.db);
  const options: RouteOptions = { permissions: ['READ_REPORTS'] };
  const { rtInitiatives, rtPharmacy, rtPurchases, findCurrentByTypes } = reportsRtCalls;

  /** The current quarter's records of the caller's pharmacy (or the one staff name), expired ones included. */
  const currentRecords = async (user: SignedInUser, id: number | undefined) => {
    const pharmacy = await pharmacyOfCaller(app.db, user, id);
    return (await repository.ofPeriod(pharmacy.id, currentPeriod(app.clock()))).map(toInitiativeRecord);
  };

  route(app, rtInitiatives, options, ({ query }, request) => currentRecords(request.user, query.id));

  route(app, rtPharmacy, options, async ({ query }, request) => {
    const pharmacy = await pharmacyOfCaller(app.db, request.user, query.id);
    return { id: pharmacy.id, dataFreshness: pharmacy.dataFreshness ? formatIsoDate(pharmacy.dataFreshness) : null };
  });

  route(app, rtPurchases, options, async ({ query }, request) => {
    const records = await currentRecords(request.user, query.id);
    return records
      .filter((record) => !isHiddenInitiativeType(record.type) && record.purchaseSipSum != null)
      .map((record) => ({ initiativeId: record.id, purchaseSipSum: record.purchaseSipSum ?? 0 }));
  });

  // The order tabs' choice of initiative: those running now, of the asked types. Staff without
  // `?id=` get every pharmacy's. A call without a body is told which field it lacks (`types`).
  const noBodyIsEmpty = {
    permissions: ['READ_INITIATIVES'] as const,
    beforeParse: (request: { body: unknown }) => void (request.body ??= {}),
  };
  route(app, findCurrentByTypes, noBodyIsEmpty, async ({ query, body }, request) => {
    const pharmacy = await pharmacyOfCallerOrNone(app.db, request.user, query);
    // USTM_SALE and PRIVATE_LABEL are one type under two names.
    const wanted = new Set(body.types.map(normalizeInitiativeType));
    const running = await repository.runningNow(pharmacy?.id ?? null, app.clock());
    return running
      .filter((row) => wanted.has(normalizeInitiativeType(row.type)))
      .map((row) => ({ id: row.id, name: row.name, type: row.type }));
  });
}
