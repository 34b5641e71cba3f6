import type { DraftEdit, OrderDraft } from '../../api/contract/order-drafts';
import { mergeDraftEdits, typedTwiceText } from '../../domain/orders/draft-merge';

/** The same JSON whatever the order of its keys (the gateway's database may reorder them). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const keysOf = (value: object) => Object.keys(value).filter((key) => (value as Record<string, unknown>)[key] !== undefined);
  const [aKeys, bKeys] = [keysOf(a), keysOf(b)];
  return (
    aKeys.length === bKeys.length &&
    aKeys.every((key) => sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

/** Two copies of a draft put back together, and the notice's lines of what was typed in both places. */
export interface MergedDraft {
  draft: OrderDraft;
  notes: string[];
}

/**
 * This computer's draft (`here`, made from the gateway's `base`) merged into the gateway's newer
 * one (`there`): the typed lines line by line (src/domain/orders/draft-merge.ts); the screen's
 * choices are the newer copy's whole (`hereIsNewer`), or this computer's where the gateway's was
 * cleared (a cleared draft has no choices to show).
 */
export function mergeDrafts(
  base: OrderDraft | null,
  there: OrderDraft | null,
  here: { state: OrderDraft['state']; edits: DraftEdit[] },
  hereIsNewer: boolean,
): MergedDraft {
  const { edits, typedTwice } = mergeDraftEdits(base?.edits ?? [], there?.edits ?? [], here.edits);
  const state = hereIsNewer || !there ? here.state : there.state;
  return { draft: { state, edits }, notes: typedTwice.map(typedTwiceText) };
}
