import { defaultCalculationType, quantityForOrder } from '../../src/domain/forecast/quantity';
import { round2 } from '../../src/domain/shared/money';
import type { forecastRows } from '../db/schema';
import type { DemoInitiative } from './running-initiatives';
import type { CatalogueEntry } from './forecast-products';
import { supplierGroups } from './forecast-products';
import type { RandomSource } from './reports-random';

export type ForecastRowInsert = typeof forecastRows.$inferInsert;

/** How many of the forecast's initiatives a product takes part in. */
export interface Spread {
  min: number;
  max: number;
}

/** The figures of one row; a 'low stock' product asks for more packs than Пульс holds (1-2). */
function figures(product: CatalogueEntry, random: RandomSource) {
  const minQuantity = random.int(1, 3);
  const requiredQuantity = Math.max(minQuantity + random.int(0, 10), product.note === 'low stock' ? 4 : 0);
  const regionalSalesQuantity = random.chance(0.15) ? 0 : random.int(5, 400);
  return {
    promoter: product.promoter,
    regionalPurchasingPrice: product.price,
    minQuantity,
    requiredQuantity,
    regionalSalesQuantity,
    possibleProfit: round2(regionalSalesQuantity * product.price * random.amount(0.06, 0.22)),
    possibleSupplierGroups: random.chance(0.1) ? [] : random.sample(supplierGroups, random.int(1, 3)),
    // The distributor proposes what the default calculation type would.
    quantityForOrder: quantityForOrder(defaultCalculationType, regionalSalesQuantity, requiredQuantity),
    purchasedAmount: random.chance(0.1) ? null : random.int(0, requiredQuantity * 2),
    balance: random.chance(0.1) ? null : random.int(0, 30),
  };
}

/**
 * A pharmacy's forecast: each product in a few of the initiatives, one row per pair, listed by
 * initiative and then by product (the distributor's order). Each row names the product's other
 * initiatives.
 */
export function forecastRowsOf(
  pharmacyId: number,
  initiatives: readonly DemoInitiative[],
  products: readonly CatalogueEntry[],
  spread: Spread,
  random: RandomSource,
): ForecastRowInsert[] {
  const memberships = products.map((product) => ({
    product,
    initiativeIds: new Set(random.sample(initiatives, random.int(spread.min, spread.max)).map((initiative) => initiative.id)),
  }));
  const rows: ForecastRowInsert[] = [];
  for (const initiative of initiatives) {
    for (const { product, initiativeIds } of memberships) {
      if (!initiativeIds.has(initiative.id)) continue;
      rows.push({
        pharmacyId,
        line: rows.length,
        initiativeId: initiative.id,
        productId: product.id,
        otherInitiativeIds: initiatives
          .filter((other) => other.id !== initiative.id && initiativeIds.has(other.id))
          .map((other) => other.id),
        ...figures(product, random),
      });
    }
  }
  return rows;
}
