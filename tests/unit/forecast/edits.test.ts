import { describe, expect, it } from 'vitest';
import { allRows, toColumns } from '../../../src/domain/forecast/columns';
import {
  editQuantity,
  orderFilePositions,
  orderDraft,
  quantityText,
  settleDrafts,
  type QuantityDrafts,
} from '../../../src/domain/forecast/edits';
import { sampleRow } from './arbitraries';

describe('order quantity typed by the user (whole packs only)', () => {
  it('keeps the text while typing, the number for the totals, and settles on an action', () => {
    const quantity = new Float64Array(2);
    const drafts: QuantityDrafts = new Map();
    expect(editQuantity(quantity, drafts, 1, '07')).toBe(7);
    expect(quantityText(quantity, drafts, 1)).toBe('07');
    expect(quantity[1]).toBe(7);
    settleDrafts(drafts);
    expect(quantityText(quantity, drafts, 1)).toBe('7');
    expect(quantityText(quantity, drafts, 0)).toBe('0');
  });

  it.each(['7,', '1,5', '1.5', '-5', '1a2b', '10001'])('refuses %j: the row keeps its packs and its text', (text) => {
    const quantity = Float64Array.of(0, 3);
    const drafts: QuantityDrafts = new Map([[1, '3']]);
    expect(editQuantity(quantity, drafts, 1, text)).toBeNull();
    expect(quantity[1]).toBe(3);
    expect(quantityText(quantity, drafts, 1)).toBe('3');
  });
});

describe('what an action sends', () => {
  const columns = toColumns([
    sampleRow({ promotionalProductId: 1, barcodes: ['4600000000001', '4600000000009'] }),
    sampleRow({ promotionalProductId: 2 }),
    sampleRow({ promotionalProductId: 1, initiativeId: 12, initiativeName: 'Матрица Б' }),
    sampleRow({ promotionalProductId: 3, barcodes: [] }),
  ]);

  it('sends only rows above 0, one line per product, and sums them at the purchase price', () => {
    const quantity = Float64Array.from([2, 0, 3, 1]);
    expect(orderDraft(columns, allRows(4), quantity, Float64Array.from([2, 0, 3, 1]))).toEqual({
      lines: [
        { promotionalProductId: 1, orderAmount: 5 },
        { promotionalProductId: 3, orderAmount: 1 },
      ],
      // 6 packs at 150,50 ₽.
      sum: 903,
      unusual: [],
    });
  });

  it('names the products ordered far above what the rule gives them, their rows added up', () => {
    const quantity = Float64Array.from([20, 0, 30, 1]);
    const { unusual } = orderDraft(columns, allRows(4), quantity, Float64Array.from([2, 0, 3, 1]));
    expect(unusual).toEqual([
      { promotionalProductId: 1, name: 'Нурофен таблетки 200 мг №20', packs: 50, recommended: 5, flag: 'farAbove' },
    ]);
  });

  it('sends nothing when nothing is above 0', () => {
    expect(orderDraft(columns, allRows(4), new Float64Array(4), new Float64Array(4))).toEqual({ lines: [], sum: 0, unusual: [] });
  });

  it('sums kopecks exactly, where adding floats would drift', () => {
    const cheap = toColumns([
      sampleRow({ promotionalProductId: 1, regionalPurchasingPrice: 0.1 }),
      sampleRow({ promotionalProductId: 2, regionalPurchasingPrice: 0.2 }),
    ]);
    expect(orderDraft(cheap, allRows(2), Float64Array.from([1, 1]), Float64Array.from([1, 1])).sum).toBe(0.3);
  });

  it('gives file positions with the first barcode, the name and the price', () => {
    const positions = orderFilePositions(columns, Uint32Array.from([3, 0]), Float64Array.from([2, 0, 0, 1]));
    expect(positions).toEqual([
      { promotionalProductId: 3, barcode: '', name: 'Нурофен таблетки 200 мг №20', quantity: 1, price: 150.5 },
      { promotionalProductId: 1, barcode: '4600000000001', name: 'Нурофен таблетки 200 мг №20', quantity: 2, price: 150.5 },
    ]);
  });

  it('leaves a kept row of 0 packs out of the order file', () => {
    const positions = orderFilePositions(columns, allRows(4), Float64Array.from([0, 4, 0, 0]));
    expect(positions).toEqual([
      { promotionalProductId: 2, barcode: '4601234567890', name: 'Нурофен таблетки 200 мг №20', quantity: 4, price: 150.5 },
    ]);
  });
});
