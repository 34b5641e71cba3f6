import { linesByKey, matchDraftEdits, type DraftChange, type KeptEdit } from '../../domain/orders/draft-changes';
import { matchingIndices } from '../../domain/orders/purchase/matching';
import { orderDraftOf, type OrderDraft } from '../../domain/orders/purchase/order-lines';
import { noFilter, type OrderPosition, type PositionFilter, type PositionTotals } from '../../domain/orders/purchase/position';
import { readPacks } from '../../domain/orders/order-quantity';
import { positionTotals } from '../../domain/orders/purchase/totals';
import { maxWindowRows } from '../forecast/forecast-types';
import type { PositionRow, PositionsView, PositionsWindow } from './positions-types';

/** A position across loads (a draft names its typed lines by it): its initiative and its product. */
export const positionKey = (position: OrderPosition): string => `${position.initiativeId ?? ''}:${position.productId}`;

/**
 * The positions of one order screen as the worker keeps them: the positions, the packs ordered of
 * each (the source's proposal until the user types), the texts typed, and the current filter's
 * matching indices. Quantities are kept by position, not by grid row, so a filter that hides a
 * position and brings it back keeps what was typed.
 */
export function createPositionsTable(positions: readonly OrderPosition[]) {
  const packs = Float64Array.from(positions, (position) => position.proposedAmount);
  const typed = new Map<number, string>();
  let matching: Uint32Array = matchingIndices(positions, noFilter);
  let revision = 0;
  let totals: PositionTotals = positionTotals(positions, matching, packs);

  function setFilter(filter: PositionFilter): PositionsView {
    matching = matchingIndices(positions, filter);
    revision++;
    totals = positionTotals(positions, matching, packs);
    return { revision, matching: matching.length, totals };
  }

  const orderText = (index: number): string => typed.get(index) ?? String(packs[index]);

  /** The rows at grid positions start..end (exclusive), at most maxWindowRows of them. */
  function window(start: number, end: number): PositionsWindow {
    const from = Math.max(0, Math.floor(start) || 0);
    const to = Math.min(matching.length, Math.floor(end) || 0, from + maxWindowRows);
    const rows: PositionRow[] = [];
    for (let k = from; k < to; k++) {
      const index = matching[k];
      rows.push({ ...positions[index], index, orderText: orderText(index) });
    }
    return { revision, start: from, rows };
  }

  /**
   * The user typed `text` into position `index`'s quantity (a whole number of packs up
   * to the per-line bound). Text that breaks the rule changes nothing, as an unknown position
   * does: the totals stay.
   */
  function edit(index: number, text: string): PositionTotals {
    const reading = readPacks(text);
    if (!Number.isInteger(index) || index < 0 || index >= positions.length || 'refused' in reading) return totals;
    typed.set(index, text);
    const before = packs[index];
    packs[index] = reading.packs;
    // A hidden position, or the same packs written anew ('7' → '07'), leaves the totals as they are.
    if (packs[index] !== before && isMatching(index)) totals = positionTotals(positions, matching, packs);
    return totals;
  }

  /** Whether position `index` is among the matching ones (kept in ascending order: a binary search). */
  function isMatching(index: number): boolean {
    let low = 0;
    let high = matching.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      if (matching[middle] === index) return true;
      if (matching[middle] < index) low = middle + 1;
      else high = middle - 1;
    }
    return false;
  }

  /** The typed lines, for a draft: once per key, with what the line was when typed. */
  function typedEdits(): KeptEdit[] {
    const kept = new Map<string, KeptEdit>();
    for (const [index, text] of typed) {
      const position = positions[index];
      const key = positionKey(position);
      if (!kept.has(key)) kept.set(key, { key, text, name: position.productName, price: position.price, balance: position.balance });
    }
    return [...kept.values()];
  }

  /** A kept draft's typed lines, applied to the positions loaded now; what changed since is answered. */
  function restore(edits: readonly KeptEdit[]): DraftChange[] {
    const byKey = linesByKey(positions.length, (index) => positionKey(positions[index]));
    const { applied, changes } = matchDraftEdits(
      edits,
      (key) => byKey.get(key),
      (index) => positions[index],
    );
    for (const [index, text] of applied) edit(index, text);
    totals = positionTotals(positions, matching, packs);
    return changes;
  }

  return {
    positions,
    packs,
    typedEdits,
    restore,
    setFilter,
    window,
    edit,
    matching: () => matching,
    orderDraft: (): OrderDraft => orderDraftOf(positions, matching, packs),
  };
}

export type PositionsTable = ReturnType<typeof createPositionsTable>;
