import type { OrderPosition, PositionFilter } from './position';

/**
 * Whether a position matches the filters of §5 ("Purchase-order position matching"). It matches
 * only if all hold:
 * - zero balance, when checked: its balance is known and not above 0;
 * - purchased below plan, when checked: it has a plan and bought less than it;
 * - its promoter is among the chosen ones;
 * - its initiative is among the chosen ones;
 * - none of its other initiatives is excluded (by id, or by name for RG positions);
 * - its supplier groups meet the chosen ones: a position with no groups is out once a supplier
 *   is chosen;
 * - its product is among the chosen ones;
 * - its price lies within the price range (RG), bounds included.
 * An empty choice is no filter. The portal's worker and the gateway run this same function.
 */
export function matchesPosition(position: OrderPosition, filter: PositionFilter): boolean {
  if (filter.zeroBalance && !(position.balance !== null && position.balance <= 0)) return false;
  if (filter.planNotFulfilled && !(position.planAmount !== null && (position.purchasedAmount ?? 0) < position.planAmount)) return false;
  if (filter.promoters.length > 0 && !filter.promoters.includes(position.promoter)) return false;
  if (filter.initiatives.length > 0 && (position.initiativeId === null || !filter.initiatives.includes(position.initiativeId)))
    return false;
  if (filter.excludedInitiatives.length > 0 && position.otherInitiativeIds.some((id) => filter.excludedInitiatives.includes(id)))
    return false;
  if (
    filter.excludedInitiativeNames.length > 0 &&
    position.otherInitiativeNames.some((name) => filter.excludedInitiativeNames.includes(name))
  ) {
    return false;
  }
  if (filter.suppliers.length > 0 && !position.supplierGroups.some((group) => filter.suppliers.includes(group))) return false;
  if (filter.products.length > 0 && !filter.products.includes(position.productId)) return false;
  if (filter.priceFrom !== null && position.price < filter.priceFrom) return false;
  if (filter.priceTo !== null && position.price > filter.priceTo) return false;
  return true;
}

/**
 * The same test for many positions, with the chosen sets turned into Sets once (100 000 positions
 * against a few hundred chosen products would otherwise be quadratic). Answers the matching
 * positions' indices in their order.
 */
export function matchingIndices(positions: readonly OrderPosition[], filter: PositionFilter): Uint32Array {
  const sets = {
    promoters: new Set(filter.promoters),
    initiatives: new Set(filter.initiatives),
    excluded: new Set(filter.excludedInitiatives),
    excludedNames: new Set(filter.excludedInitiativeNames),
    suppliers: new Set(filter.suppliers),
    products: new Set(filter.products),
  };
  const kept = new Uint32Array(positions.length);
  let count = 0;
  for (let index = 0; index < positions.length; index++) {
    const position = positions[index];
    if (filter.zeroBalance && !(position.balance !== null && position.balance <= 0)) continue;
    if (filter.planNotFulfilled && !(position.planAmount !== null && (position.purchasedAmount ?? 0) < position.planAmount)) continue;
    if (sets.promoters.size > 0 && !sets.promoters.has(position.promoter)) continue;
    if (sets.initiatives.size > 0 && (position.initiativeId === null || !sets.initiatives.has(position.initiativeId))) continue;
    if (sets.excluded.size > 0 && position.otherInitiativeIds.some((id) => sets.excluded.has(id))) continue;
    if (sets.excludedNames.size > 0 && position.otherInitiativeNames.some((name) => sets.excludedNames.has(name))) continue;
    if (sets.suppliers.size > 0 && !position.supplierGroups.some((group) => sets.suppliers.has(group))) continue;
    if (sets.products.size > 0 && !sets.products.has(position.productId)) continue;
    if (filter.priceFrom !== null && position.price < filter.priceFrom) continue;
    if (filter.priceTo !== null && position.price > filter.priceTo) continue;
    kept[count++] = index;
  }
  return kept.slice(0, count);
}
