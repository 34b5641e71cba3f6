import type { OrderPosition } from './position';

/**
 * What a list of positions offers its filters when no call lists the options (the RG order, spec
 * §2.4: excluded initiatives by name, supplier groups, promo products): each value once, sorted
 * as a Russian reader looks for it.
 */
export interface PositionOptions {
  otherInitiativeNames: string[];
  supplierGroups: string[];
  products: Array<{ id: number; name: string }>;
}

const sortedRu = (values: Iterable<string>) => [...values].sort((a, b) => a.localeCompare(b, 'ru'));

export function positionOptions(positions: readonly OrderPosition[]): PositionOptions {
  const names = new Set<string>();
  const groups = new Set<string>();
  const products = new Map<number, string>();
  for (const position of positions) {
    for (const name of position.otherInitiativeNames) names.add(name);
    for (const group of position.supplierGroups) groups.add(group);
    if (!products.has(position.productId)) products.set(position.productId, position.productName);
  }
  return {
    otherInitiativeNames: sortedRu(names),
    supplierGroups: sortedRu(groups),
    products: [...products].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, 'ru') || a.id - b.id),
  };
}
