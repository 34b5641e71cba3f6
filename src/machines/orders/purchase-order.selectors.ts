import type { InitiativeOption, ProductOption } from '../../api/contract/purchase-order';
import type { InitiativeRef } from '../../domain/orders/purchase/options';
import type { PurchaseOrderSnapshot } from './purchase-order.config';
import type { PreselectedInitiative } from './purchase-order.types';
import { offersPharmacySystem } from '../../domain/orders/pharmacy-systems';

/**
 * What the purchase order's components read, each a value that changes only when what it shows
 * changes. Flags are derived from the state, never kept beside it.
 */
type Snapshot = PurchaseOrderSnapshot;

const none: never[] = [];

export const selectTypesLoading = (snapshot: Snapshot) => snapshot.matches('loadingTypes');
export const selectTypesFailure = (snapshot: Snapshot) => (snapshot.matches('typesFailed') ? snapshot.context.failures.types : null);
export const selectTypes = (snapshot: Snapshot) => snapshot.context.types ?? none;
export const selectTypeId = (snapshot: Snapshot) => snapshot.context.choice.typeId;

export const selectFiltersLoading = (snapshot: Snapshot) => snapshot.matches({ ready: { filters: 'loading' } });
export const selectFiltersFailure = (snapshot: Snapshot) =>
  snapshot.matches({ ready: { filters: 'failed' } }) ? snapshot.context.failures.filters : null;
/** The menus can be used: the types are in, a type is chosen and its options are not loading. */
export const selectMenusOpen = (snapshot: Snapshot) =>
  snapshot.context.choice.typeId !== null && !snapshot.matches({ ready: { filters: 'loading' } }) && snapshot.matches('ready');

/**
 * The initiatives to choose from: the options' initiatives of the chosen type, with the
 * overview's initiative while it is chosen even if the options do not name it (so the preselection shows).
 */
export function withPreselected(
  listed: readonly InitiativeOption[],
  preselected: PreselectedInitiative | null,
  chosen: readonly number[],
): InitiativeOption[] {
  if (!preselected || !chosen.includes(preselected.initiativeId) || listed.some((each) => each.id === preselected.initiativeId))
    return [...listed];
  return [...listed, { id: preselected.initiativeId, name: preselected.initiativeName, type: preselected.type }];
}
export const selectPreselected = (snapshot: Snapshot) => snapshot.context.preselected;
export const selectInitiativeOptions = (snapshot: Snapshot) => snapshot.context.options?.initiativesOfPharmacy ?? none;
export const selectPromoterOptions = (snapshot: Snapshot) => snapshot.context.options?.promoters ?? none;
export const selectSupplierOptions = (snapshot: Snapshot) => snapshot.context.options?.possibleSupplierGroups ?? none;
export const selectProductOptions = (snapshot: Snapshot): ProductOption[] => snapshot.context.options?.products ?? none;

export const selectInitiatives = (snapshot: Snapshot) => snapshot.context.choice.initiatives;
export const selectListInitiatives = (snapshot: Snapshot) => snapshot.context.listInitiatives;

/**
 * The initiatives one can exclude (§5): those of the type not chosen for the order itself, then the
 * other initiatives of the positions loaded, of any type, that the type's list does not name; each
 * once by id, never one of the chosen.
 */
export function excludableInitiatives(
  listed: readonly InitiativeOption[],
  chosen: readonly number[],
  ofList: readonly InitiativeRef[],
): InitiativeRef[] {
  const offered = new Map<number, string>();
  for (const { id, name } of [...listed, ...ofList]) if (!chosen.includes(id) && !offered.has(id)) offered.set(id, name);
  return [...offered].map(([id, name]) => ({ id, name }));
}
export const selectExcludable = (snapshot: Snapshot) =>
  excludableInitiatives(selectInitiativeOptions(snapshot), selectInitiatives(snapshot), selectListInitiatives(snapshot));
export const selectPromoters = (snapshot: Snapshot) => snapshot.context.choice.promoters;
export const selectSuppliers = (snapshot: Snapshot) => snapshot.context.choice.suppliers;
export const selectProducts = (snapshot: Snapshot) => snapshot.context.choice.products;
export const selectExcluded = (snapshot: Snapshot) => snapshot.context.choice.excluded;
export const selectZeroBalance = (snapshot: Snapshot) => snapshot.context.choice.zeroBalance;
export const selectPlanNotFulfilled = (snapshot: Snapshot) => snapshot.context.choice.planNotFulfilled;

/** The plan of the one chosen initiative; null ('—') when none or several are chosen, or it is not in yet. */
export const selectPlanSum = (snapshot: Snapshot) => (snapshot.context.choice.initiatives.length === 1 ? snapshot.context.planSum : null);

/** 'Показать список товаров' can be pressed: the machine would take it now. */
export const selectCanShowList = (snapshot: Snapshot) => snapshot.can({ type: 'list.show' });
export type ListState = 'none' | 'loading' | 'failed' | 'shown';
export const selectListState = (snapshot: Snapshot): ListState => {
  for (const state of ['loading', 'failed', 'shown'] as const) if (snapshot.matches({ ready: { list: state } })) return state;
  return 'none';
};
export const selectListFailure = (snapshot: Snapshot) =>
  snapshot.matches({ ready: { list: 'failed' } }) ? snapshot.context.failures.list : null;
export const selectGrid = (snapshot: Snapshot) => snapshot.children.grid;

export const selectAction = (snapshot: Snapshot) => snapshot.context.action;
export const selectHasPharmacySystem = (snapshot: Snapshot) => offersPharmacySystem(snapshot.context.pharmacySystemsCheck);
export const selectExecuting = (snapshot: Snapshot) => snapshot.matches({ ready: { order: 'executing' } });
export const selectCanExecute = (snapshot: Snapshot) => snapshot.can({ type: 'order.execute' });
export const selectPharmacySystemsActor = (snapshot: Snapshot) => snapshot.children.pharmacySystems!;

/** The draft: its machine (the status line) and the notice of what changed under a restored one. */
export const selectDraftActor = (snapshot: Snapshot) => snapshot.children.draft;
export const selectDraftNotice = (snapshot: Snapshot) => snapshot.context.draftNotice;
