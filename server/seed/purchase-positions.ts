import { round2 } from '../../src/domain/shared/money';
import type { initiativePlans, purchasePositions } from '../db/schema';
import { supplierGroups, type CatalogueEntry } from './forecast-products';
import type { DemoInitiative } from './running-initiatives';
import type { RandomSource } from './reports-random';

export type PurchasePositionInsert = typeof purchasePositions.$inferInsert;
export type InitiativePlanInsert = typeof initiativePlans.$inferInsert;
export type Source = 'rt' | 'regular';

/** Which report services list an initiative's positions, and whether the distributor set it a plan. */
export interface InitiativeShape {
  sources: readonly Source[];
  planned: boolean;
}

/**
 * One position's figures. About one in four has a zero balance, one in seven no supplier groups,
 * one in seven no plan; the rest are bought up to 1.4 times their plan, so some plans are met and
 * some are not. The proposal is what is left of the plan (a few packs without a plan).
 */
function figures(random: RandomSource) {
  const planAmount = random.chance(0.15) ? null : random.int(4, 40);
  const purchasedAmount = random.chance(0.05) ? null : random.int(0, Math.round((planAmount ?? 20) * 1.4));
  const balance = random.chance(0.05) ? null : random.chance(0.3) ? 0 : random.int(1, 30);
  return {
    planAmount,
    purchasedAmount,
    balance,
    orderAmount: planAmount === null ? random.int(0, 6) : Math.max(planAmount - (purchasedAmount ?? 0), 0),
    possibleSupplierGroups: random.chance(0.15) ? [] : random.sample(supplierGroups, random.int(1, 3)),
  };
}

/**
 * A pharmacy's purchase positions: each initiative takes a few products of the pool (so some
 * products are in several initiatives and name the others), listed by each service that has the
 * initiative. The two services draw their figures apart: an initiative both list differs between
 * them. Positions follow the initiatives' order, then the pool's.
 */
export function purchasePositionsOf(
  pharmacyId: number,
  initiatives: readonly DemoInitiative[],
  shapeOf: (initiative: DemoInitiative) => InitiativeShape,
  pool: readonly CatalogueEntry[],
  perInitiative: { min: number; max: number },
  random: RandomSource,
): PurchasePositionInsert[] {
  const chosen = new Map(
    initiatives.map((initiative) => [initiative.id, new Set(random.sample(pool, random.int(perInitiative.min, perInitiative.max)))]),
  );
  const rows: PurchasePositionInsert[] = [];
  for (const source of ['rt', 'regular'] as const) {
    for (const initiative of initiatives) {
      if (!shapeOf(initiative).sources.includes(source)) continue;
      const products = chosen.get(initiative.id) ?? new Set();
      for (const product of pool.filter((entry) => products.has(entry))) {
        rows.push({
          pharmacyId,
          source,
          initiativeId: initiative.id,
          productId: product.id,
          promoter: product.promoter,
          nominalPrice: product.price,
          otherInitiativeIds: initiatives
            .filter((other) => other.id !== initiative.id && chosen.get(other.id)?.has(product))
            .map((other) => other.id),
          ...figures(random),
        });
      }
    }
  }
  return rows;
}

/** The plans in SIP prices of the planned initiatives: what their positions plan, as the distributor sums it. */
export function initiativePlansOf(
  pharmacyId: number,
  initiatives: readonly DemoInitiative[],
  shapeOf: (initiative: DemoInitiative) => InitiativeShape,
  positions: readonly PurchasePositionInsert[],
): InitiativePlanInsert[] {
  return initiatives
    .filter((initiative) => shapeOf(initiative).planned)
    .map((initiative) => {
      const own = positions.filter((row) => row.initiativeId === initiative.id);
      // The regular service's figures when it has the initiative (they win on the screen).
      const source = own.some((row) => row.source === 'regular') ? 'regular' : 'rt';
      const planSum = own.filter((row) => row.source === source).reduce((sum, row) => sum + (row.planAmount ?? 0) * row.nominalPrice, 0);
      return { pharmacyId, initiativeId: initiative.id, planSum: round2(planSum) };
    });
}
