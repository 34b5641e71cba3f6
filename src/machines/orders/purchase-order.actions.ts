import { offersPharmacySystem, type PharmacySystemsCheck } from '../../domain/orders/pharmacy-systems';
import type { OrderAction } from './positions-order-actions';

/**
 * The action dropdown of the purchase order by initiative, in the order shown;
 * labels, events and downloads are those of every order screen (positions-order-actions.ts). The
 * pharmacy ordering system's action is hidden when its check answers an empty list (as in the
 * forecast); every other action is always offered.
 */
export const purchaseOrderActions = [
  'sendToPuls',
  'sendToPurchaseService',
  'sendToPharmacySystem',
  'sendToStu',
  'downloadOrder',
  'downloadPulsFile',
] as const satisfies readonly OrderAction[];
export type PurchaseOrderAction = (typeof purchaseOrderActions)[number];

export const availablePurchaseOrderActions = (pharmacySystems: PharmacySystemsCheck): PurchaseOrderAction[] =>
  purchaseOrderActions.filter((action) => action !== 'sendToPharmacySystem' || offersPharmacySystem(pharmacySystems));
