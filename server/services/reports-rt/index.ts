import type { FastifyInstance } from 'fastify';
import { formatIsoDate } from '../../../src/domain/format';
import { isHiddenInitiativeType, normalizeInitiativeType } from '../../../src/domain/initiative-types';
import { currentPeriod } from '../../../src/domain/quarters';
import {
  FindCurrentByTypesRequest,
  RtPharmacyQuery,
  reportsRtRoutes,
  type CurrentInitiatives,
  type RtInitiatives,
  type RtPharmacy,
  type RtPurchases,
} from '../../../src/api/contract/reports-rt-overview';
import type { SignedInUser } from '../../auth/access-token';
import { parseInput } from '../../http/input';
import { initiativeRepository, toInitiativeRecord } from '../reports/initiatives';
import { namedPharmacy, pharmacyOfCallerOrNone } from '../reports/pharmacy-scope';

/**
 * /api/reports-rt: the real-time calls of the overview (paths in the contract). The live source
 * is the same data as the regular reports, read as of the clock's "now".
 */
export default async function reportsRt(app: FastifyInstance) {
  const repository = initiativeRepository(app.db);
  const config = { permissions: ['READ_REPORTS' as const] };

  /** The current quarter's records of the named pharmacy, expired ones included. */
  const currentRecords = async (user: SignedInUser, query: unknown) => {
    const { id } = parseInput(RtPharmacyQuery, query);
    const pharmacy = await namedPharmacy(app.db, user, id);
    return (await repository.ofPeriod(pharmacy.id, currentPeriod(app.clock()))).map(toInitiativeRecord);
  };

  app.get<{ Reply: RtInitiatives }>(reportsRtRoutes.initiatives, { config }, (request) => currentRecords(request.user, request.query));

  app.get<{ Reply: RtPharmacy }>(reportsRtRoutes.pharmacy, { config }, async (request) => {
    const { id } = parseInput(RtPharmacyQuery, request.query);
    const pharmacy = await namedPharmacy(app.db, request.user, id);
    return { id: pharmacy.id, dataFreshness: pharmacy.dataFreshness ? formatIsoDate(pharmacy.dataFreshness) : null };
  });

  app.get<{ Reply: RtPurchases }>(reportsRtRoutes.purchases, { config }, async (request) => {
    const records = await currentRecords(request.user, request.query);
    return records
      .filter((record) => !isHiddenInitiativeType(record.type) && record.purchaseSipSum != null)
      .map((record) => ({ initiativeId: record.id, purchaseSipSum: record.purchaseSipSum ?? 0 }));
  });

  // The order tabs' choice of initiative: those running now, of the asked types. Staff without
  // `?id=` get every pharmacy's.
  app.post<{ Reply: CurrentInitiatives }>(
    reportsRtRoutes.findCurrentByTypes,
    { config: { permissions: ['READ_INITIATIVES'] } },
    async (request) => {
      const { types } = parseInput(FindCurrentByTypesRequest, request.body ?? {});
      const pharmacy = await pharmacyOfCallerOrNone(app.db, request.user, request.query);
      // USTM_SALE and PRIVATE_LABEL are one type under two names.
      const wanted = new Set(types.map(normalizeInitiativeType));
      const running = await repository.runningNow(pharmacy?.id ?? null, app.clock());
      return running
        .filter((row) => wanted.has(normalizeInitiativeType(row.type)))
        .map((row) => ({ id: row.id, name: row.name, type: row.type }));
    },
  );
}
