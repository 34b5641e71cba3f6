import { firstBarcode, productNameOf, type ForecastColumns } from './columns';
import { sumMoney } from '../money';
import { mergeLines, mergePositions, type OrderFilePosition, type OrderLine } from '../orders/positions';

/**
 * Order quantity edits (spec §5): the cell accepts any text while the user types and keeps it as
 * typed (a draft); the number behind it, which the totals use, is read at once by the rule
 * below, and once an action runs the drafts are settled and the grid shows numbers. Only rows
 * above 0 are sent.
 */
const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/u;

/**
 * Text → packs: spaces dropped ('1 000'), a comma is a decimal point, anything that is not a
 * plain decimal number is 0, negatives are 0, and the result is rounded to whole packs.
 */
export function parseOrderQuantity(text: string): number {
  const normalised = text.replace(/\s/gu, '').replace(',', '.');
  if (!NUMBER.test(normalised)) return 0;
  const value = Math.round(Number(normalised));
  return value > 0 && Number.isFinite(value) ? value : 0;
}

/** Texts typed into order-quantity cells, by row index, until the next action. */
export type QuantityDrafts = Map<number, string>;

/** Records what was typed in a row and updates the row's quantity; returns the quantity. */
export function editQuantity(quantity: Float64Array, drafts: QuantityDrafts, row: number, text: string): number {
  drafts.set(row, text);
  quantity[row] = parseOrderQuantity(text);
  return quantity[row];
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
 * (regionalPurchasingPrice × packs), each row's amount in whole kopecks so the sum is exact.
 */
export function orderDraft(columns: ForecastColumns, indices: Uint32Array, quantity: Float64Array): { lines: OrderLine[]; sum: number } {
  const lines: OrderLine[] = [];
  const amounts: number[] = [];
  const price = columns.regionalPurchasingPrice;
  for (let k = 0; k < indices.length; k++) {
    const i = indices[k];
    if (quantity[i] > 0) {
      lines.push({ promotionalProductId: columns.promotionalProductId[i], orderAmount: quantity[i] });
      amounts.push(quantity[i] * price[i]);
    }
  }
  return { lines: mergeLines(lines), sum: sumMoney(amounts) };
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
