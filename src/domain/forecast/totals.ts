import type { ForecastColumns } from './columns';

/**
 * The 'Итого' summary of the order being built, over the rows the filters keep:
 * positions = rows ordered (quantity above 0), packs = Σ quantity,
 * orderSum = Σ quantity × regionalPurchasingPrice, profit = Σ possibleProfit of the ordered rows
 * (the 30-day profit a product brings once it is on the shelf). One pass over the kept rows: a
 * million take a few milliseconds, so a quantity edit simply recomputes them.
 */
export interface ForecastTotals {
  positions: number;
  packs: number;
  /** RUB, rounded to kopecks. */
  orderSum: number;
  /** RUB over 30 days, rounded to kopecks. */
  profit: number;
}

export const totalsLabels = {
  title: 'Итого',
  positions: 'Позиций',
  packs: 'Упаковок',
  orderSum: 'Сумма заказа, руб.',
  profit: 'Возможная прибыль за 30 дней, руб.',
} as const;

const kopecks = (value: number) => Math.round(value * 100) / 100;

/** `indices`: the kept rows, best in forecast order (the filter's result) for sequential memory access. */
export function computeTotals(columns: ForecastColumns, indices: Uint32Array, quantity: Float64Array): ForecastTotals {
  const price = columns.regionalPurchasingPrice;
  const profit = columns.possibleProfit;
  let positions = 0;
  let packs = 0;
  let orderSum = 0;
  let profitSum = 0;
  for (let k = 0; k < indices.length; k++) {
    const i = indices[k];
    const q = quantity[i];
    if (q > 0) {
      positions++;
      packs += q;
      orderSum += q * price[i];
      profitSum += profit[i];
    }
  }
  return { positions, packs, orderSum: kopecks(orderSum), profit: kopecks(profitSum) };
}
