import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { purchaseOrderCalls, PurchaseFilterOptionsQuery } from '../../../src/api/contract/purchase-order';
import { matchingIndices } from '../../../src/domain/orders/purchase/matching';
import { fromPurchasePosition } from '../../../src/domain/orders/purchase/normalize';
import { noFilter } from '../../../src/domain/orders/purchase/position';
import { route } from '../../http/route';
import { purchaseOrderFilter, requestedType } from './filter';
import { initiativeNamer } from '../../reports/initiatives';
import { openInitiatives } from './open-initiatives';
import { purchasePositions, type Source } from './positions';
import { askedPharmacy, purchaseOrderOptions } from './scope';
import { sortedById, sortedTexts } from '../../../src/domain/shared/russian-order';

type Calls = typeof purchaseOrderCalls;
/** The twin calls of one service: the real-time one's or the regular one's. */
interface OfSource {
  filtersOptions: Calls['purchaseFilterOptions'] | Calls['regularPurchaseFilterOptions'];
  positions: Calls['purchasePositions'] | Calls['regularPurchasePositions'];
}

/**
 * filters-options and purchase-order of one report service (§7.1): each reads its own `source`
 * rows; the portal asks both and merges them. Both answer about the open initiatives of the
 * requested type only.
 */
export function purchaseOrderOfSource(app: FastifyInstance, source: Source, calls: OfSource) {
  const load = async <Q extends PurchaseFilterOptionsQuery>(request: FastifyRequest, query: Q) => {
    const type = requestedType(query.initiativeTypeId);
    const pharmacy = await askedPharmacy(app.db, request.user, query.pharmacyId);
    const ofType = (await openInitiatives(app.db, pharmacy.id, app.clock())).filter((initiative) => initiative.type === type);
    const nameOf = await initiativeNamer(app.db, pharmacy.id);
    const wires = await purchasePositions(
      app.db,
      pharmacy.id,
      source,
      ofType.map((initiative) => initiative.id),
      nameOf,
    );
    return { query, ofType, wires, positions: wires.map(fromPurchasePosition) };
  };

  // The options to choose from: the initiatives of the type this service has positions of, and the
  // promoters, groups and products of the chosen initiatives (all when none is chosen). The other
  // filters do not narrow them: they are what the user picks next (§4, the filter cascade).
  route(app, calls.filtersOptions, purchaseOrderOptions, async ({ body }, request) => {
    const { query, ofType, wires, positions } = await load(request, body);
    const listed = new Set(wires.map((wire) => wire.initiativeId));
    const chosen = Array.from(matchingIndices(positions, { ...noFilter, initiatives: query.selectedInitiatives }), (index) => wires[index]);
    return {
      initiativesOfPharmacy: sortedById(ofType.filter((initiative) => listed.has(initiative.id))),
      promoters: sortedTexts(chosen.map((wire) => wire.promoter)),
      possibleSupplierGroups: sortedTexts(chosen.flatMap((wire) => wire.possibleSupplierGroups)),
      products: sortedById(chosen.map((wire) => ({ id: wire.promotionalProductId, name: wire.promotionalProductName }))),
    };
  });

  // The positions the request's filters keep, by the portal's own rule (matching.ts).
  route(app, calls.positions, purchaseOrderOptions, async ({ body }, request) => {
    const { query, wires, positions } = await load(request, body);
    return Array.from(matchingIndices(positions, purchaseOrderFilter(query)), (index) => wires[index]);
  });
}
