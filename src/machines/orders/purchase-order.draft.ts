import * as v from 'valibot';
import type { OrderDraft } from '../../api/contract/order-drafts';
import { readDraft } from './order-draft.parent';
import { PurchaseOrderChoice, type PurchaseOrderContext } from './purchase-order.types';

/** The purchase order's part of its draft: the filters chosen and whether the list was shown. */
const PurchaseDraftState = v.object({ choice: PurchaseOrderChoice, listShown: v.boolean() });

export const purchaseDraftState = (context: Pick<PurchaseOrderContext, 'choice' | 'listWanted'>) => ({
  choice: context.choice,
  listShown: context.listWanted,
});

/** The kept draft as the purchase order applies it; null when none or unreadable. */
export function restoredPurchaseDraft(draft: OrderDraft | null) {
  const read = readDraft(PurchaseDraftState, draft);
  if (!read) return null;
  return {
    choice: read.state.choice,
    listShown: read.state.listShown && read.state.choice.typeId !== null,
    edits: read.state.listShown ? read.edits : [],
  };
}
