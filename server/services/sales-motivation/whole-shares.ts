/**
 * Whole packs split over products in proportion to weights (equally when every weight is 0), by
 * largest remainder: the shares are whole and add up to the total rounded to whole packs. A
 * cashier's measured packs of the plan's products (cashier_month_sales.initiative_sale_quantity)
 * split so over its plans of them; the demo seed splits a cashier's month plan so over products.
 */
export function wholeShares(total: number, weights: readonly number[]): number[] {
  const packs = Math.max(0, Math.round(total));
  if (weights.length === 0) return [];
  const weighted = weights.reduce((sum, weight) => sum + weight, 0);
  const used = weighted > 0 ? weights : weights.map(() => 1);
  const usedSum = weighted > 0 ? weighted : weights.length;
  const exact = used.map((weight) => (packs * weight) / usedSum);
  const shares = exact.map(Math.floor);
  let left = packs - shares.reduce((sum, share) => sum + share, 0);
  // The largest remainders get the packs left over; ties go to the earlier product.
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] += 1;
    left -= 1;
  }
  return shares;
}
