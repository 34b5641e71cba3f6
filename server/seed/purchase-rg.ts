import type { rgPositions } from '../db/schema';
import { supplierGroups, type CatalogueEntry } from './forecast-products';
import type { RandomSource } from './reports-random';

export type RgPositionInsert = typeof rgPositions.$inferInsert;

/**
 * A pharmacy's RG positions: the products given, at their catalogue prices (the demo catalogue
 * runs from 61.70 to 1 834.00 RUB, so the price filter has tens, hundreds and thousands to cut).
 * One in four has a zero balance, one in six no supplier groups, some take part in other
 * initiatives (by name: RG positions carry only names), some propose nothing.
 */
export function rgPositionsOf(
  pharmacyId: number,
  products: readonly CatalogueEntry[],
  initiativeNames: readonly string[],
  random: RandomSource,
): RgPositionInsert[] {
  return products.map((product) => ({
    pharmacyId,
    productId: product.id,
    promoter: product.promoter,
    nominalPrice: product.price,
    purchasedAmount: random.chance(0.05) ? null : random.int(0, 40),
    balance: random.chance(0.25) ? 0 : random.int(1, 25),
    orderAmount: random.chance(0.2) ? 0 : random.int(1, 12),
    otherInitiativeNames: random.chance(0.4) ? [] : random.sample(initiativeNames, random.int(1, 2)),
    possibleSupplierGroups: random.chance(0.17) ? [] : random.sample(supplierGroups, random.int(1, 3)),
  }));
}
