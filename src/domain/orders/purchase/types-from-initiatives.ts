import { initiativeTypeId, initiativeTypeName, initiativeTypes, orderTabOf } from '../../shared/initiative-types';
import { sortedById } from '../../shared/russian-order';

/** A type the purchase order offers, as our type list answers it (InitiativeTypeOption of the contract). */
export interface PurchaseOrderType {
  id: number;
  type: string;
  displayName: string;
}

/** The spec's initiative types (§3) whose orders are made on the purchase-order tab: what find-current-by-types is asked for. */
export const purchaseOrderTypes: readonly string[] = initiativeTypes.filter(
  (type) => orderTabOf(type) === 'purchaseOrder' && initiativeTypeId(type) !== null,
);

/**
 * The purchase order's type list made from the spec's own calls, for a back end without our type
 * list: the types of the pharmacy's running initiatives that order on this tab, once
 * each, as our list names and orders them. It may offer a type whose initiatives have no
 * positions (our list leaves those out): its list then says there are none.
 */
export function typesOfInitiatives(initiatives: readonly { type: string }[]): PurchaseOrderType[] {
  const types = [...new Set(initiatives.map(({ type }) => type))].filter((type) => purchaseOrderTypes.includes(type));
  return sortedById(types.map((type) => ({ id: initiativeTypeId(type) ?? 0, name: initiativeTypeName(type), type }))).map(
    ({ id, name, type }) => ({
      id,
      type,
      displayName: name,
    }),
  );
}
