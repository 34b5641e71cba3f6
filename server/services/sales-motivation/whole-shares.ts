/**
 * How a cashier's measured packs of the month's plan products (cashier_month_sales
 * .initiative_sale_quantity, whole packs) split over the products: in proportion to the
 * cashier's plan of each (equally when it planned none), by largest remainder, so the packs per
 * product are whole and add up to the measured total.
 */
export function soldShares(total: number, plans: readonly number[]): number[] {
  const packs = Math.max(0, Math.round(total));
  if (plans.length === 0) return [];
  const planned = plans.reduce((sum, plan) => sum + plan, 0);
  const weights = planned > 0 ? plans : plans.map(() => 1);
  const weightSum = planned > 0 ? planned : plans.length;
  const exact = weights.map((weight) => (packs * weight) / weightSum);
  const shares = exact.map(Math.floor);
  let left = packs - shares.reduce((sum, share) => sum + share, 0);
  // The largest remainders get the packs left over; ties go to the earlier product.
  const order = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] += 1;
    left -= 1;
  }
  return shares;
}
