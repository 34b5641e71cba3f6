import { sortedById, sortedTexts } from '../../shared/russian-order';

/**
 * The purchase order's two sources (spec purchasing-and-pay §7.1): filter options and position
 * lists come from the real-time and from the regular report service and are merged. The regular
 * service computes an initiative's positions in full after the day closes, so where it knows an
 * initiative its entries win; the real-time service fills in what the regular one does not know yet.
 *
 * The shapes are the contract's (PurchaseFilterOptions, PurchasePosition), written structurally:
 * the domain imports nothing of src/api.
 */
export interface InitiativeEntry {
  id: number;
  name: string;
  type: string;
}

export interface ProductEntry {
  id: number;
  name: string;
}

export interface FilterOptions {
  initiativesOfPharmacy: InitiativeEntry[];
  promoters: string[];
  possibleSupplierGroups: string[];
  products: ProductEntry[];
}

/** A service that lists nothing: a back end without the regular service's calls. */
export const noFilterOptions: FilterOptions = Object.freeze({
  initiativesOfPharmacy: [],
  promoters: [],
  possibleSupplierGroups: [],
  products: [],
});

/** One entry per id, the regular's where both have it (it is seen first), in Russian order of the names. */
const unionById = <T extends { id: number; name: string }>(realTime: readonly T[], regular: readonly T[]): T[] =>
  sortedById([...regular, ...realTime]);

const unionOfTexts = (realTime: readonly string[], regular: readonly string[]): string[] => sortedTexts([...realTime, ...regular]);

/** Both services' filter options as one: every option of either, once, sorted; an initiative or product both name is the regular's. */
export function mergeFilterOptions(realTime: FilterOptions, regular: FilterOptions): FilterOptions {
  return {
    initiativesOfPharmacy: unionById(realTime.initiativesOfPharmacy, regular.initiativesOfPharmacy),
    promoters: unionOfTexts(realTime.promoters, regular.promoters),
    possibleSupplierGroups: unionOfTexts(realTime.possibleSupplierGroups, regular.possibleSupplierGroups),
    products: unionById(realTime.products, regular.products),
  };
}

/**
 * Both services' positions as one list: for every initiative the regular list holds, only its
 * positions; the real-time positions of the other initiatives are kept. The real-time ones come
 * first, in their order, then the regular's in theirs.
 */
export function mergePositionLists<P extends { initiativeId: number }>(realTime: readonly P[], regular: readonly P[]): P[] {
  const regularInitiatives = new Set(regular.map((position) => position.initiativeId));
  return [...realTime.filter((position) => !regularInitiatives.has(position.initiativeId)), ...regular];
}
