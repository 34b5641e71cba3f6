import * as v from 'valibot';
import type { OrderDraft } from '../../api/contract/order-drafts';
import { readDraft } from './order-draft.parent';
import { RgFilters, type RgOrderContext } from './rg-order.types';

/** The RG order's part of its draft: the promoters whose positions are loaded and the other filters. */
const RgDraftState = v.object({ promoters: v.array(v.string()), filters: RgFilters });

export const rgDraftState = (context: Pick<RgOrderContext, 'requestedPromoters' | 'filters'>) => ({
  promoters: context.requestedPromoters,
  filters: context.filters,
});

/** The kept draft as the RG order applies it; null when none or unreadable. */
export function restoredRgDraft(draft: OrderDraft | null) {
  const read = readDraft(RgDraftState, draft);
  return read && { promoters: read.state.promoters, filters: read.state.filters, edits: read.edits };
}
