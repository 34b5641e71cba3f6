import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allRows, toColumns } from '../../../src/domain/forecast/columns';
import {
  editQuantity,
  orderFilePositions,
  orderDraft,
  parseOrderQuantity,
  quantityText,
  settleDrafts,
  type QuantityDrafts,
} from '../../../src/domain/forecast/edits';
import { sampleRow } from './arbitraries';

describe('order quantity typed by the user (§5)', () => {
  it.each([
    ['5', 5],
    [' 12 ', 12],
    ['12,5', 13],
    ['12.4', 12],
    ['1 000', 1000],
    ['-3', 0],
    ['abc', 0],
    ['', 0],
    ['5 уп', 0],
    ['1e3', 0],
    ['0x10', 0],
    ['1,2,3', 0],
    ['Infinity', 0],
    [',5', 1],
  ])('%j becomes %d packs on an action', (text, packs) => {
    expect(parseOrderQuantity(text)).toBe(packs);
  });

  it('always gives a whole number of packs, never negative', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const packs = parseOrderQuantity(text);
        expect(Number.isInteger(packs)).toBe(true);
        expect(packs).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('reads any decimal typed with a comma like the number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100000 }), fc.integer({ min: 0, max: 99 }), (whole, hundredths) => {
        const text = `${whole},${String(hundredths).padStart(2, '0')}`;
        expect(parseOrderQuantity(text)).toBe(Math.round(whole + hundredths / 100));
      }),
    );
  });

  it('keeps the text while typing, the number for the totals, and settles on an action', () => {
    const quantity = new Float64Array(2);
    const drafts: QuantityDrafts = new Map();
    expect(editQuantity(quantity, drafts, 1, '7,')).toBe(7);
    expect(quantityText(quantity, drafts, 1)).toBe('7,');
    expect(quantity[1]).toBe(7);
    settleDrafts(drafts);
    expect(quantityText(quantity, drafts, 1)).toBe('7');
    expect(quantityText(quantity, drafts, 0)).toBe('0');
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
    expect(orderDraft(columns, allRows(4), quantity)).toEqual({
      lines: [
        { promotionalProductId: 1, orderAmount: 5 },
        { promotionalProductId: 3, orderAmount: 1 },
      ],
      // 6 packs at 150,50 ₽.
      sum: 903,
    });
  });

  it('sends nothing when nothing is above 0', () => {
    expect(orderDraft(columns, allRows(4), new Float64Array(4))).toEqual({ lines: [], sum: 0 });
  });

  it('sums kopecks exactly, where adding floats would drift', () => {
    const cheap = toColumns([sampleRow({ promotionalProductId: 1, regionalPurchasingPrice: 0.1 }), sampleRow({ promotionalProductId: 2, regionalPurchasingPrice: 0.2 })]);
    expect(orderDraft(cheap, allRows(2), Float64Array.from([1, 1])).sum).toBe(0.3);
  });

  it('gives file positions with the first barcode, the name and the price', () => {
    const positions = orderFilePositions(columns, Uint32Array.from([3, 0]), Float64Array.from([2, 0, 0, 1]));
    expect(positions).toEqual([
      { promotionalProductId: 3, barcode: '', name: 'Нурофен таблетки 200 мг №20', quantity: 1, price: 150.5 },
      { promotionalProductId: 1, barcode: '4600000000001', name: 'Нурофен таблетки 200 мг №20', quantity: 2, price: 150.5 },
    ]);
  });
});
