import type { FastifyInstance } from 'fastify';
import { purchaseOrderCalls } from '../../../src/api/contract/purchase-order';
import { isProcurementType } from '../../../src/domain/shared/initiative-types';
import { sumMoney } from '../../../src/domain/shared/money';
import { isPharmacyUser } from '../../../src/domain/session/permissions';
import { matchingIndices } from '../../../src/domain/orders/purchase/matching';
import { fromRecommendedProduct } from '../../../src/domain/orders/purchase/normalize';
import { noFilter, type PositionFilter } from '../../../src/domain/orders/purchase/position';
import type { SignedInUser } from '../../auth/access-token';
import { badRequest, forbidden } from '../../core/errors';
import { fieldMessage } from '../../http/input';
import { route } from '../../http/route';
import type { PharmacyRow } from '../reports/pharmacy-scope';
import { openInitiatives } from './open-initiatives';
import { recommendationsOf, type Recommendation } from './recommended';
import { sortedById, sortedTexts } from '../../../src/domain/shared/russian-order';
import { askedPharmacy, purchaseOrderOptions } from './scope';

/** The types a recommended order is built for: the path names them (procurement, procurement amount, established order, mandatory matrix). */
const composable = (type: string) => isProcurementType(type) || type === 'ESTABLISHED_ORDER' || type === 'MANDATORY_MATRIX';

/** The recommendations the filter keeps, by the portal's rule; each is matched under its own initiative. */
const matching = (recommendations: readonly Recommendation[], filter: PositionFilter): Recommendation[] =>
  Array.from(
    matchingIndices(
      recommendations.map(({ initiativeId, product }) => ({ ...fromRecommendedProduct(product), initiativeId })),
      filter,
    ),
    (index) => recommendations[index],
  );

/**
 * The Пульс warehouse a find-product names must be the pharmacy's own: its stock is what the
 * answer shows. A pharmacy user naming another is refused as for another pharmacy's data (403);
 * staff get a 400 naming the field. Missing or blank: the pharmacy's own.
 */
function checkWarehouse(user: SignedInUser, pharmacy: PharmacyRow, code: string | null) {
  const asked = code?.trim();
  if (!asked || asked === pharmacy.pulsWarehouseCode) return;
  if (isPharmacyUser(user.authorities)) throw forbidden('Нет доступа к складу «Пульс» другой аптеки');
  throw badRequest(fieldMessage('pulsWarehouseCode', `это не склад «Пульс» аптеки №${pharmacy.id}`));
}

/** The recommended order's calls (§2.3, §7.1). */
export function composeRoutes(app: FastifyInstance) {
  const { composeInitiatives, composePromoterSupplier, composeProducts } = purchaseOrderCalls;
  route(app, composeInitiatives, purchaseOrderOptions, async ({ query }, request) => {
    const pharmacy = await askedPharmacy(app.db, request.user, query.pharmacyId);
    return sortedById((await openInitiatives(app.db, pharmacy.id, app.clock())).filter((initiative) => composable(initiative.type)));
  });

  route(app, composePromoterSupplier, purchaseOrderOptions, async ({ body: query }, request) => {
    const pharmacy = await askedPharmacy(app.db, request.user, query.pharmacyId);
    const kept = matching(await recommendationsOf(app.db, pharmacy), { ...noFilter, initiatives: query.initiativeIds });
    return {
      promoters: sortedTexts(kept.map(({ product }) => product.promoterName)),
      supplierGroups: sortedTexts(kept.flatMap(({ product }) => product.possibleSupplierGroups)),
    };
  });

  // The answer's price: what the recommended packs of the answered products cost, RUB.
  route(app, composeProducts, purchaseOrderOptions, async ({ body: query }, request) => {
    const pharmacy = await askedPharmacy(app.db, request.user, query.pharmacyId);
    checkWarehouse(request.user, pharmacy, query.pulsWarehouseCode);
    const filter = { ...noFilter, initiatives: query.initiativeIds, promoters: query.promoterIds, suppliers: query.supplierGroups };
    const products = matching(await recommendationsOf(app.db, pharmacy), filter).map(({ product }) => product);
    return { products, price: sumMoney(products.map((product) => (product.order ?? 0) * product.nominalPrice)) };
  });
}
