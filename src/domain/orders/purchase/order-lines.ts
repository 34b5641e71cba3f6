import { sumMoney } from '../../shared/money';
import { unusualLines, type UnusualLine } from '../order-quantity';
import type { OrderDraft as OrderDraftToSend } from '../order-draft';
import { mergeLines, type OrderLine } from '../positions';
import type { OrderPosition } from './position';

/**
 * The order as it would be sent, for the confirmation before it leaves.
 * The order draft of src/domain/orders/order-draft.ts, with its unusual lines always worked out.
 */
export interface OrderDraft extends OrderDraftToSend {
  /** Σ packs × price of the positions above 0, RUB; null when the screen knows no prices. */
  sum: number | null;
  /** The lines above the per-line bound or far above their proposal, named before sending. */
  unusual: UnusualLine[];
}

/** One line per product of the matching positions above 0 (§5), a product in several positions once with their packs. */
export function orderLinesOf(positions: readonly OrderPosition[], indices: ArrayLike<number>, packs: ArrayLike<number>): OrderLine[] {
  return mergeLines(ordered(indices, packs, (i) => ({ promotionalProductId: positions[i].productId, orderAmount: packs[i] })));
}

/** The lines and their sum at each position's own price (a product may cost differently under two initiatives). */
export function orderDraftOf(positions: readonly OrderPosition[], indices: ArrayLike<number>, packs: ArrayLike<number>): OrderDraft {
  return {
    lines: orderLinesOf(positions, indices, packs),
    sum: sumMoney(ordered(indices, packs, (i) => packs[i] * positions[i].price)),
    unusual: unusualLines(
      ordered(indices, packs, (i) => ({
        promotionalProductId: positions[i].productId,
        name: positions[i].productName,
        packs: packs[i],
        recommended: positions[i].proposedAmount,
      })),
    ),
  };
}

function* ordered<T>(indices: ArrayLike<number>, packs: ArrayLike<number>, item: (index: number) => T): Iterable<T> {
  for (let k = 0; k < indices.length; k++) if (packs[indices[k]] > 0) yield item(indices[k]);
}
