import * as v from 'valibot';
import type { DraftEdit, OrderDraft } from '../../api/contract/order-drafts';
import { draftChangeText, type DraftChange } from '../../domain/orders/draft-changes';
import type { OrderDraftNews } from './order-draft.machine';

/**
 * What every order screen's machine shares about its draft (order-draft.machine.ts is the child
 * that reads and saves it): the notice lines after a restore, and the reading of a kept draft's
 * state with the screen's own schema (a draft the screen cannot read counts as none: an old or
 * broken draft must never keep a screen from opening).
 */
export const draftReplacedText = 'Черновик изменён в другом окне — показан более новый';
export const draftRestoredText = 'Восстановлен черновик: после него изменилось следующее.';

/** The notice's lines after a restore: what changed under the typed lines, and whether another tab's draft replaced this one. */
export function draftNoticeLines(changes: readonly DraftChange[] | undefined, replaced = false): string[] {
  const lines = (changes ?? []).map(draftChangeText);
  if (replaced) return [draftReplacedText, ...lines];
  return lines.length > 0 ? [draftRestoredText, ...lines] : [];
}

/**
 * Another tab's draft took this one's place whole: the screen's notice says so. A replacement the
 * draft's own notice names (`explained`: the gateway's copy won, or the two were merged) needs no second line.
 */
export const replacedWhole = (news: OrderDraftNews) => news.type === 'draft.replaced' && !news.explained;

/** A kept draft read with the screen's schema: its state and typed lines, or null. */
export function readDraft<S extends v.GenericSchema>(
  schema: S,
  draft: OrderDraft | null,
): { state: v.InferOutput<S>; edits: DraftEdit[] } | null {
  if (!draft) return null;
  const state = v.safeParse(schema, draft.state);
  return state.success ? { state: state.output, edits: draft.edits } : null;
}
