import * as v from 'valibot';
import type { OrderDraft } from '../../api/contract/order-drafts';
import { calculationTypes } from '../../domain/forecast/quantity';
import type { ForecastViewParams } from '../../workers/forecast/forecast-types';
import { readDraft } from '../orders/order-draft.parent';

/** The profit forecast's part of its draft: the filters, the two sliders and the calculation type. */
const ForecastDraftState = v.object({
  params: v.object({
    initiativeId: v.nullable(v.number()),
    supplierGroups: v.array(v.string()),
    size: v.nullable(v.number()),
    priceWeight: v.number(),
    calculationType: v.picklist(calculationTypes),
  }),
});

export const forecastDraftState = (params: ForecastViewParams) => ({ params });

/** The kept draft as the forecast applies it; null when none or unreadable. Its typed rows are sparse: only those typed into. */
export function restoredForecastDraft(draft: OrderDraft | null) {
  const read = readDraft(ForecastDraftState, draft);
  return read && { params: read.state.params, edits: read.edits };
}
