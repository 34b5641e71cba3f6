import { sortedById, sortedTexts } from '../../shared/russian-order';
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

/**
 * The id and name of each other initiative of a position. They are paired by place only when the
 * position gives both lists whole (the same length): a row with names and no ids (the RG order's)
 * offers none, and a row whose lists disagree is not guessed at.
 */
function otherInitiativesOf(position: OrderPosition): InitiativeRef[] {
  const { otherInitiativeIds: ids, otherInitiativeNames: names } = position;
  return ids.length === names.length ? ids.map((id, k) => ({ id, name: names[k] })) : [];
}

export function positionOptions(positions: readonly OrderPosition[]): PositionOptions {
  return {
    otherInitiativeNames: sortedTexts(positions.flatMap((position) => position.otherInitiativeNames)),
    otherInitiatives: sortedById(positions.flatMap(otherInitiativesOf)),
    supplierGroups: sortedTexts(positions.flatMap((position) => position.supplierGroups)),
    products: sortedById(positions.map((position) => ({ id: position.productId, name: position.productName }))),
  };
}
