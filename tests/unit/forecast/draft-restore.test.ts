import { describe, expect, it } from 'vitest';
import { toColumns } from '../../../src/domain/forecast/columns';
import { draftChangeText } from '../../../src/domain/orders/draft-changes';
import { createForecastTable } from '../../../src/workers/forecast/forecast-table';
import type { ForecastViewParams } from '../../../src/workers/forecast/forecast-types';
import { sampleRow } from './arbitraries';

/** The forecast's draft: only the rows typed into leave the worker; a restore puts them back by key. */
const view: ForecastViewParams = { initiativeId: null, supplierGroups: [], size: 0, priceWeight: 1, calculationType: 'byInitiative' };
const rows = [
  sampleRow({ promotionalProductId: 101, promotionalProductName: 'Нурофен', regionalPurchasingPrice: 100, balance: 2 }),
  sampleRow({ promotionalProductId: 102, promotionalProductName: 'Мидокалм', regionalPurchasingPrice: 50, balance: null }),
  sampleRow({ initiativeId: 12, promotionalProductId: 101, promotionalProductName: 'Нурофен', regionalPurchasingPrice: 100, balance: 2 }),
];

describe('the forecast draft', () => {
  it('keeps only the rows typed into, each with its key and what it was', () => {
    const table = createForecastTable(toColumns(rows));
    table.setView(view);
    table.edit(1, '4');
    expect(table.typedEdits()).toEqual([{ key: '11:102', text: '4', name: 'Мидокалм', price: 50, balance: null }]);
  });

  it('puts the typed rows back on a forecast loaded anew, names what changed, and the totals follow', () => {
    const table = createForecastTable(toColumns([{ ...rows[0], regionalPurchasingPrice: 110 }, rows[1], rows[2]]));
    table.setView(view);
    const { totals, changes } = table.restoreEdits([
      { key: '11:101', text: '3', name: 'Нурофен', price: 100, balance: 2 },
      { key: '12:101', text: '1', name: 'Нурофен', price: 100, balance: 2 },
      { key: '11:999', text: '5', name: 'Вольтарен', price: 10, balance: 1 },
    ]);
    expect(changes.map(draftChangeText)).toEqual([
      'Цена изменилась: Нурофен — 100,00 ₽ → 110,00 ₽',
      'Позиции больше нет: Вольтарен (было введено 5)',
    ]);
    expect(totals).toMatchObject({ positions: 2, packs: 4 });
    expect(
      table
        .window(0, 3)
        .rows.filter((row) => row.quantityText !== '0')
        .map((row) => [row.row, row.quantityText]),
    ).toEqual(
      expect.arrayContaining([
        [0, '3'],
        [2, '1'],
      ]),
    );
  });

  it('restoring none brings the proposal back everywhere («Очистить черновик»)', () => {
    const table = createForecastTable(toColumns(rows));
    table.setView(view);
    table.edit(0, '9');
    const restored = table.restoreEdits([]);
    expect(restored.totals).toMatchObject({ positions: 0, packs: 0 });
    expect(table.typedEdits()).toEqual([]);
    // The rows are read anew under the revision the restore answers: the window says so.
    expect(table.window(0, 3).revision).toBe(restored.revision);
  });
});
