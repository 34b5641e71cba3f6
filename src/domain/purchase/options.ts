import type { OrderPosition } from './position';

/** An initiative a position also takes part in, as the exclusion menus offer it. */
export interface InitiativeRef {
  id: number;
  name: string;
}

/**
 * What a list of positions offers its filters when no call lists the options (the RG order, spec
 * §2.4: excluded initiatives by name, supplier groups, promo products; the purchase order: the
 * other initiatives by id, of any type, §5): each value once, sorted as a Russian reader looks for it.
 */
export interface PositionOptions {
  otherInitiativeNames: string[];
  /** The other initiatives of positions that name them by id and name (the RG order's name only). */
  otherInitiatives: InitiativeRef[];
  supplierGroups: string[];
  products: Array<{ id: number; name: string }>;
}

const sortedRu = (values: Iterable<string>) => [...values].sort((a, b) => a.localeCompare(b, 'ru'));
const byNameRu = (refs: Iterable<[number, string]>) =>
  [...refs].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, 'ru') || a.id - b.id);

/**
 * The id and name of each other initiative of a position. They are paired by place only when the
 * position gives both lists whole (the same length): a row with names and no ids (the RG order's)
 * offers none, and a row whose lists disagree is not guessed at.
 */
function otherInitiativesOf(position: OrderPosition): Array<[number, string]> {
  const { otherInitiativeIds: ids, otherInitiativeNames: names } = position;
  return ids.length === names.length ? ids.map((id, k) => [id, names[k]]) : [];
}

export function positionOptions(positions: readonly OrderPosition[]): PositionOptions {
  const names = new Set<string>();
  const initiatives = new Map<number, string>();
  const groups = new Set<string>();
  const products = new Map<number, string>();
  for (const position of positions) {
    for (const name of position.otherInitiativeNames) names.add(name);
    for (const [id, name] of otherInitiativesOf(position)) if (!initiatives.has(id)) initiatives.set(id, name);
    for (const group of position.supplierGroups) groups.add(group);
    if (!products.has(position.productId)) products.set(position.productId, position.productName);
  }
  return {
    otherInitiativeNames: sortedRu(names),
    otherInitiatives: byNameRu(initiatives),
    supplierGroups: sortedRu(groups),
    products: byNameRu(products),
  };
}
