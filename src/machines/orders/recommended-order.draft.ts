import * as v from 'valibot';
import type { OrderDraft } from '../../api/contract/order-drafts';
import { readDraft } from './order-draft.parent';
import { RecommendedFilters, type RecommendedOrderContext } from './recommended-order.types';

/** The recommended order's part of its draft: the four filters of §2.3. */
const RecommendedDraftState = v.object({ filters: RecommendedFilters });

export const recommendedDraftState = (context: Pick<RecommendedOrderContext, 'filters'>) => ({ filters: context.filters });

/** The kept draft as the recommended order applies it; null when none or unreadable. */
export function restoredRecommendedDraft(draft: OrderDraft | null) {
  const read = readDraft(RecommendedDraftState, draft);
  return read && { filters: read.state.filters, edits: read.edits };
}
