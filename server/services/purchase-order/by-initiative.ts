import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  PurchaseOrderRequest,
  type PurchaseFilterOptions,
  type PurchasePosition,
} from '../../../src/api/contract/purchase-order';
import { matchingIndices } from '../../../src/domain/purchase/matching';
import { fromPurchasePosition } from '../../../src/domain/purchase/normalize';
import { noFilter } from '../../../src/domain/purchase/position';
import { parseInput } from '../../http/input';
import { purchaseOrderFilter, requestedType } from './filter';
import { initiativeNamer, openInitiatives } from './open-initiatives';
import { purchasePositions, type Source } from './positions';
import { askedPharmacy } from './scope';
import { sortedById, sortedTexts } from '../../../src/domain/russian-order';

const config = { permissions: ['READ_REPORTS' as const] };

/**
 * filters-options and purchase-order of one report service (§7.1): each reads its own `source`
 * rows; the portal asks both and merges them. Both answer about the open initiatives of the
 * requested type only.
 */
export function purchaseOrderOfSource(app: FastifyInstance, source: Source, paths: { filtersOptions: string; positions: string }) {
  const load = async (request: FastifyRequest) => {
    const query = parseInput(PurchaseOrderRequest, request.body ?? {});
    const type = requestedType(query.initiativeTypeId);
    const pharmacy = await askedPharmacy(app.db, request.user, query.pharmacyId);
    const ofType = (await openInitiatives(app.db, pharmacy.id, app.clock())).filter((initiative) => initiative.type === type);
    const nameOf = await initiativeNamer(app.db, pharmacy.id);
    const wires = await purchasePositions(app.db, pharmacy.id, source, ofType.map((initiative) => initiative.id), nameOf);
    return { query, ofType, wires, positions: wires.map(fromPurchasePosition) };
  };

  // The options to choose from: the initiatives of the type this service has positions of, and the
  // promoters, groups and products of the chosen initiatives (all when none is chosen). The other
  // filters do not narrow them: they are what the user picks next (§4, the filter cascade).
  app.post<{ Reply: PurchaseFilterOptions }>(paths.filtersOptions, { config }, async (request) => {
    const { query, ofType, wires, positions } = await load(request);
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
  app.post<{ Reply: PurchasePosition[] }>(paths.positions, { config }, async (request) => {
    const { query, wires, positions } = await load(request);
    return Array.from(matchingIndices(positions, purchaseOrderFilter(query)), (index) => wires[index]);
  });
}
