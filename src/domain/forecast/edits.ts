import { firstBarcode, productNameOf, type ForecastColumns } from './columns';
import { sumMoney } from '../shared/money';
import { readPacks, unusualLines, type ProposedLine, type UnusualLine } from '../orders/order-quantity';
import { mergeLines, mergePositions, type OrderFilePosition, type OrderLine } from '../orders/positions';

/**
 * Order quantity edits: the cell takes a whole number of packs (which overrides
 * §5's "any text, converted on action": docs/decisions/order-quantities.md) and keeps it as typed (a draft, '007'
 * stays '007') until the next action settles the drafts and the grid shows numbers. A text that
 * is not one is refused: the row keeps its packs and its text. Only rows above 0 are sent.
 */
/** Texts typed into order-quantity cells, by row index, until the next action. */
export type QuantityDrafts = Map<number, string>;

/**
 * Records what was typed in a row and updates the row's quantity; returns the quantity, or null
 * when the text is refused (nothing changed).
 */
export function editQuantity(quantity: Float64Array, drafts: QuantityDrafts, row: number, text: string): number | null {
  const reading = readPacks(text);
  if ('refused' in reading) return null;
  drafts.set(row, text);
  quantity[row] = reading.packs;
  return reading.packs;
}

/** What the cell shows: the draft while there is one, the number otherwise. */
export const quantityText = (quantity: Float64Array, drafts: QuantityDrafts, row: number): string =>
  drafts.get(row) ?? String(quantity[row]);

/** On an action: every draft becomes its number (already in `quantity`), so the drafts go. */
export function settleDrafts(drafts: QuantityDrafts): void {
  drafts.clear();
}

/**
 * The order as it would be sent (the order-send machine's OrderDraft): the productsList — the
 * kept rows above 0, one line per product — and its sum at the forecast's purchase price
 * (regionalPurchasingPrice × packs), each row's amount in whole kopecks so the sum is exact; and
 * the lines above the per-line bound or far above what the rule gives them (`recommended`).
 */
export function orderDraft(
  columns: ForecastColumns,
  indices: Uint32Array,
  quantity: Float64Array,
  recommended: Float64Array,
): { lines: OrderLine[]; sum: number; unusual: UnusualLine[] } {
  const lines: OrderLine[] = [];
  const proposed: ProposedLine[] = [];
  const amounts: number[] = [];
  const price = columns.regionalPurchasingPrice;
  for (let k = 0; k < indices.length; k++) {
    const i = indices[k];
    if (quantity[i] > 0) {
      lines.push({ promotionalProductId: columns.promotionalProductId[i], orderAmount: quantity[i] });
      proposed.push({
        promotionalProductId: columns.promotionalProductId[i],
        name: productNameOf(columns, i),
        packs: quantity[i],
        recommended: recommended[i],
      });
      amounts.push(quantity[i] * price[i]);
    }
  }
  return { lines: mergeLines(lines), sum: sumMoney(amounts), unusual: unusualLines(proposed) };
}

/** The positions of the order files (csv, XML): the kept rows above 0, one per product. */
export function orderFilePositions(columns: ForecastColumns, indices: Uint32Array, quantity: Float64Array): OrderFilePosition[] {
  const positions: OrderFilePosition[] = [];
  for (let k = 0; k < indices.length; k++) {
    const i = indices[k];
    if (quantity[i] > 0) {
      positions.push({
        promotionalProductId: columns.promotionalProductId[i],
        barcode: firstBarcode(columns, i),
        name: productNameOf(columns, i),
        quantity: quantity[i],
        price: columns.regionalPurchasingPrice[i],
      });
    }
  }
  return mergePositions(positions);
}
