import { sumMoney, sumPresentMoney } from '../../shared/money';
import type { OrderPosition, PositionTotals } from './position';

/**
 * The summary of the matching positions (§2.2's four cells; every screen's approximate cost).
 * `indices` are the matching positions, `packs[i]` the packs ordered of position i. Money is
 * summed in kopecks (src/domain/shared/money.ts): each amount rounded as a cell shows it, the total their
 * exact sum.
 */
export function positionTotals(positions: readonly OrderPosition[], indices: ArrayLike<number>, packs: ArrayLike<number>): PositionTotals {
  let orderPositions = 0;
  let orderPacks = 0;
  for (let k = 0; k < indices.length; k++) {
    const amount = packs[indices[k]];
    if (amount > 0) {
      orderPositions++;
      orderPacks += amount;
    }
  }
  return {
    orderCost: sumMoney(amounts(indices, (i) => (packs[i] > 0 ? packs[i] * positions[i].price : null))),
    orderPositions,
    orderPacks,
    purchasedSip: sumMoney(amounts(indices, (i) => (positions[i].purchasedAmount ?? 0) * positions[i].price)),
    planSip: sumPresentMoney(
      amounts(indices, (i) => (positions[i].planAmount === null ? null : positions[i].planAmount * positions[i].price)),
    ),
  };
}

function* amounts(indices: ArrayLike<number>, amount: (index: number) => number | null): Iterable<number | null> {
  for (let k = 0; k < indices.length; k++) yield amount(indices[k]);
}

/**
 * Plan fulfilment, % (§2.2's fourth cell): purchased over plan, both in SIP prices. Null when
 * there is no plan or the plan is 0: a percentage of nothing would be a division by zero.
 */
export function planFulfilment(purchasedSip: number, planSum: number | null | undefined): number | null {
  if (planSum == null || planSum === 0 || !Number.isFinite(planSum)) return null;
  return (purchasedSip / planSum) * 100;
}
