import { describe, expect, it } from 'vitest';
import { draftChangeText } from '../../../src/domain/orders/draft-changes';
import type { OrderPosition } from '../../../src/domain/orders/purchase/position';
import { createPositionsTable } from '../../../src/workers/orders/positions-table';

/** A draft's typed lines back on a list loaded anew: applied by key, and what changed is named. */
const position = (productId: number, productName: string, price: number, balance: number | null): OrderPosition => ({
  initiativeId: 11,
  initiativeName: 'Закупка 11',
  promoter: 'Промоутер',
  productId,
  productName,
  barcodes: [],
  price,
  planAmount: null,
  purchasedAmount: null,
  balance,
  proposedAmount: 1,
  otherInitiativeIds: [],
  otherInitiativeNames: [],
  supplierGroups: [],
});

describe('a draft restored on the positions', () => {
  it('keeps what was typed, once per line, with the line as it was', () => {
    const table = createPositionsTable([position(501, 'Нурофен', 120, 4), position(502, 'Мидокалм', 300, 0)]);
    table.edit(1, '12');
    expect(table.typedEdits()).toEqual([{ key: '11:502', text: '12', name: 'Мидокалм', price: 300, balance: 0 }]);
  });

  it('applies the typed lines to a new list and names prices, stock and lines gone instead of applying silently', () => {
    const typedBefore = [
      { key: '11:501', text: '7', name: 'Нурофен', price: 120, balance: 4 },
      { key: '11:502', text: '3', name: 'Мидокалм', price: 300, balance: 0 },
      { key: '11:503', text: '5', name: 'Вольтарен', price: 250, balance: 2 },
    ];
    const table = createPositionsTable([position(501, 'Нурофен', 130.5, 4), position(502, 'Мидокалм', 300, 6)]);
    const changes = table.restore(typedBefore);
    expect(changes.map(draftChangeText)).toEqual([
      'Цена изменилась: Нурофен — 120,00 ₽ → 130,50 ₽',
      'Остаток изменился: Мидокалм — 0 → 6',
      'Позиции больше нет: Вольтарен (было введено 5)',
    ]);
    // What the grid shows and the order totals use: the typed quantities.
    expect(table.window(0, 2).rows.map((row) => row.orderText)).toEqual(['7', '3']);
    expect(table.orderDraft()).toEqual({
      lines: [
        { promotionalProductId: 501, orderAmount: 7 },
        { promotionalProductId: 502, orderAmount: 3 },
      ],
      sum: 1813.5,
      unusual: [],
    });
  });

  it('says nothing when nothing changed', () => {
    const table = createPositionsTable([position(501, 'Нурофен', 120, 4)]);
    expect(table.restore([{ key: '11:501', text: '2', name: 'Нурофен', price: 120, balance: 4 }])).toEqual([]);
    expect(table.typedEdits()).toEqual([{ key: '11:501', text: '2', name: 'Нурофен', price: 120, balance: 4 }]);
  });
});
