import { inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { salesMotivationCalls } from '../../../src/api/contract/sales-motivation';
import { sortedById, sortedTexts } from '../../../src/domain/shared/russian-order';
import { products } from '../../db/schema';
import { route, type RouteOptions } from '../../http/route';
import { askedPharmacy } from '../purchase-order/scope';
import { runningContracts } from './contracts';
import { offersOf, type Offer } from './offer';

const options: RouteOptions = { permissions: ['READ_REPORTS'] };

/** A search sent without a body asks with no filter (as an empty object does). */
const noBodyIsNoFilter: RouteOptions = { ...options, beforeParse: (request: FastifyRequest) => void (request.body ??= {}) };

/** The picker lists at most this many products; a filter narrows the rest. */
export const maxProductOptions = 2_000;

/** The products of the offers a filter keeps; null: the filter is empty and keeps every product. */
function productsWhere(
  offers: readonly Offer[],
  chosen: readonly (string | number)[],
  key: (offer: Offer) => string | number | null,
): Set<number> | null {
  if (chosen.length === 0) return null;
  const wanted = new Set(chosen);
  return new Set(offers.filter((offer) => wanted.has(key(offer) ?? NaN)).map((offer) => offer.productId));
}

/** The ids every given filter keeps, or null when no filter is given. */
function intersection(sets: readonly (Set<number> | null)[]): number[] | null {
  const given = sets.filter((set): set is Set<number> => set !== null);
  if (given.length === 0) return null;
  const [first, ...rest] = given;
  return [...first].filter((id) => rest.every((set) => set.has(id)));
}

/** The plan editor's filters and picker (§2.7, §7.1 cashier-initiative calls). */
export function findRoutes(app: FastifyInstance) {
  const { currentContracts, findMotivationPromoters, findMotivationProducts } = salesMotivationCalls;

  route(app, currentContracts, options, async ({ query: { pharmacyId } }, request) => {
    await askedPharmacy(app.db, request.user, pharmacyId);
    return sortedById((await runningContracts(app.db, app.clock())).map(({ id, name }) => ({ id, name })));
  });

  // The promoters of the chosen initiatives' positions; with none chosen, every promoter the
  // pharmacy may motivate, the running contracts' holders included.
  route(app, findMotivationPromoters, noBodyIsNoFilter, async ({ body: query }, request) => {
    const pharmacy = await askedPharmacy(app.db, request.user, query.pharmacyId);
    const now = app.clock();
    const contracts = await runningContracts(app.db, now);
    const offers = await offersOf(app.db, pharmacy.id, now, contracts, query.initiativeIds.length === 0 ? contracts : []);
    const initiatives = new Set(query.initiativeIds);
    const promoters = offers
      .filter((offer) => initiatives.size === 0 || (offer.initiativeId !== null && initiatives.has(offer.initiativeId)))
      .map((offer) => offer.promoter);
    return sortedTexts(promoters.filter((promoter) => promoter !== ''));
  });

  // Products every given filter keeps (contracts, initiatives, promoters); no filter: the catalogue.
  route(app, findMotivationProducts, noBodyIsNoFilter, async ({ body: query }, request) => {
    const pharmacy = await askedPharmacy(app.db, request.user, query.pharmacyId);
    const now = app.clock();
    const contracts = await runningContracts(app.db, now);
    const offers = await offersOf(app.db, pharmacy.id, now, contracts, contracts);
    const ids = intersection([
      productsWhere(offers, query.contractIds, (offer) => offer.contractId),
      productsWhere(offers, query.initiativeIds, (offer) => offer.initiativeId),
      productsWhere(offers, query.promoterIds, (offer) => offer.promoter),
    ]);
    if (ids?.length === 0) return [];
    const columns = { id: products.id, name: products.name };
    const rows =
      ids === null
        ? await app.db.select(columns).from(products)
        : await app.db.select(columns).from(products).where(inArray(products.id, ids));
    return sortedById(rows).slice(0, maxProductOptions);
  });
}
