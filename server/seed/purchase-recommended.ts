import { explanationCodes, type ExplanationCode } from '../../src/api/contract/purchase-order';
import type { recommendedProducts } from '../db/schema';
import { supplierGroups, type CatalogueEntry } from './forecast-products';
import type { DemoInitiative } from './running-initiatives';
import type { RandomSource } from './reports-random';

export type RecommendedProductInsert = typeof recommendedProducts.$inferInsert;

/** The six codes a stocked product may carry, in turn; NO_BALANCE is for what the warehouse lacks. */
const stockedCodes = explanationCodes.filter((code): code is Exclude<ExplanationCode, 'NO_BALANCE'> => code !== 'NO_BALANCE');

/** Packs over 30 days and the recommendation, as each explanation reads (spec section 8). */
function figures(code: ExplanationCode, random: RandomSource) {
  switch (code) {
    case 'NEW_PRODUCT': // new to the pharmacy: nothing sold or bought yet, a couple of packs to try
      return { regionSaleQty: random.int(5, 60), saleQty: 0, purchased: 0, balance: 0, order: 2 };
    case 'AVG_MONTH_ALL_SALES': {
      // from the country's average: the region sells, the pharmacy hardly
      const regionSaleQty = random.int(100, 400);
      return {
        regionSaleQty,
        saleQty: random.int(0, 2),
        purchased: random.int(0, 3),
        balance: random.int(0, 2),
        order: Math.ceil(regionSaleQty / 60),
      };
    }
    case 'AVG_3_MONTH_SALES': {
      // out of stock: the pharmacy's own three-month average
      const saleQty = random.int(5, 20);
      return { regionSaleQty: random.int(50, 300), saleQty, purchased: random.int(saleQty, saleQty * 3), balance: 0, order: saleQty };
    }
    case 'LOW_TURNOVER':
      return {
        regionSaleQty: random.int(5, 40),
        saleQty: random.int(0, 2),
        purchased: random.int(10, 30),
        balance: random.int(10, 25),
        order: 1,
      };
    case 'OPTIMAL_SALES': {
      // the stock already matches the pace of sales: nothing to add
      const saleQty = random.int(5, 15);
      return { regionSaleQty: random.int(50, 300), saleQty, purchased: random.int(saleQty, saleQty * 2), balance: saleQty, order: 0 };
    }
    case 'AVG_MONTH_SALES':
    case 'NO_BALANCE': {
      const saleQty = random.int(8, 30);
      const balance = random.int(0, 5);
      return {
        regionSaleQty: random.int(50, 400),
        saleQty,
        purchased: random.int(saleQty, saleQty * 2),
        balance,
        order: saleQty - balance,
      };
    }
  }
}

/**
 * A pharmacy's recommended order: the products given, each under one of the initiatives in turn.
 * A product its Пульс warehouse does not stock is NO_BALANCE; the others take the six other codes
 * in turn, so every code appears once there are six stocked products.
 */
export function recommendedProductsOf(
  pharmacyId: number,
  products: readonly CatalogueEntry[],
  initiatives: readonly DemoInitiative[],
  stocked: ReadonlySet<number>,
  random: RandomSource,
): RecommendedProductInsert[] {
  let turn = 0;
  return products.map((product, index) => {
    const explanation: ExplanationCode = stocked.has(product.id) ? stockedCodes[turn++ % stockedCodes.length] : 'NO_BALANCE';
    return {
      pharmacyId,
      productId: product.id,
      initiativeId: initiatives[index % initiatives.length].id,
      promoter: product.promoter,
      pulsCode: String(700_000 + (product.id % 100_000)),
      explanation,
      possibleSupplierGroups: random.chance(0.15) ? [] : random.sample(supplierGroups, random.int(1, 3)),
      ...figures(explanation, random),
    };
  });
}
