import type { ForecastRow } from '../src/domain/forecast/row';

/**
 * Deterministic synthetic forecast rows for benchmarks: the same seed gives the same rows on
 * every machine, so figures compare. Shaped like a large network's forecast: a few hundred
 * initiatives and promoters, a few dozen supplier groups, products in several initiatives.
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const syntheticShape = { initiatives: 240, promoters: 160, supplierGroups: 40, products: 250_000 } as const;

const initiativeName = (id: number) => `Матрица ${id}: обязательный ассортимент`;

/** Calls `take` with each of `count` rows; rows are not kept, so a million cost no memory. */
export function generateForecastRows(count: number, take: (row: ForecastRow) => void, seed = 20261122): void {
  const random = mulberry32(seed);
  const pick = (n: number) => Math.floor(random() * n);
  for (let r = 0; r < count; r++) {
    const initiativeId = 1000 + pick(syntheticShape.initiatives);
    const productId = 100_000 + pick(syntheticShape.products);
    const price = Math.round((10 + random() * random() * 4990) * 100) / 100;
    const sales = pick(4) === 0 ? 0 : pick(300);
    const groups: string[] = [];
    const groupCount = pick(10) === 0 ? 0 : 1 + pick(3);
    for (let g = 0; g < groupCount; g++) groups.push(`Группа поставщиков ${1 + pick(syntheticShape.supplierGroups)}`);
    const others = [];
    for (let o = pick(3); o > 0; o--) {
      const id = 1000 + pick(syntheticShape.initiatives);
      others.push({ id, name: initiativeName(id) });
    }
    take({
      initiativeId,
      initiativeName: initiativeName(initiativeId),
      promoter: `Промоутер ${1 + pick(syntheticShape.promoters)}`,
      promotionalProductId: productId,
      promotionalProductName: `Товар ${productId} таблетки ${1 + pick(50)} мг №${10 + pick(90)}`,
      barcodes: pick(10) === 0 ? [] : [`46${String(productId).padStart(11, '0')}`],
      regionalPurchasingPrice: price,
      minQuantity: 1 + pick(3),
      requiredQuantity: 1 + pick(10),
      regionalSalesQuantity: sales,
      possibleProfit: Math.round(sales * price * (0.05 + random() * 0.3) * 100) / 100,
      possibleSupplierGroups: groups,
      quantityForOrder: 0,
      purchasedAmount: pick(5) === 0 ? null : pick(50),
      balance: pick(5) === 0 ? null : pick(20),
      otherInitiatives: others,
    });
  }
}
