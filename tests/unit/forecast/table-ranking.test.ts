import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toColumns } from '../../../src/domain/forecast/columns';
import type { ForecastRow } from '../../../src/domain/forecast/row';
import { createForecastTable } from '../../../src/workers/forecast/forecast-table';
import type { ForecastViewParams } from '../../../src/workers/forecast/forecast-types';
import { forecastRows, sampleRow } from './arbitraries';

/**
 * A view of a few initiatives' rows is ranked whole when it is made; a larger one by its first rows
 * (the cut). Both must show the same rows in the same order, with the same proposal and totals.
 */
const base: ForecastViewParams = { initiativeId: null, supplierGroups: [], size: null, priceWeight: 1, calculationType: 'byInitiative' };

function shown(rows: ForecastRow[], views: ForecastViewParams[], wholeRankingRows: number) {
  const table = createForecastTable(toColumns(rows), { wholeRankingRows });
  return views.map((view) => {
    const { order, totals, matching } = table.setView(view);
    const window = table.window(0, matching);
    return { order: Array.from(order), totals, rows: window.rows.map((row) => [row.promotionalProductId, row.quantityText]) };
  });
}

/** Rows with prices and profits that repeat (ties) and differ, over three initiatives. */
const manyRows = Array.from({ length: 2_500 }, (_, k) =>
  sampleRow({
    initiativeId: 11 + (k % 3),
    promotionalProductId: 1_000 + k,
    regionalPurchasingPrice: 10 + ((k * 7_919) % 97),
    possibleProfit: (k * 104_729) % 53,
  }),
);

describe('a view ranked whole or by its first rows', () => {
  it('shows the same rows, proposal and totals, filtered or not, at any weight and size', () => {
    const views = [11, 12, null].flatMap((initiativeId) =>
      [1, 0.35, 0].flatMap((priceWeight) => [null, 0, 700, 1_500].map((size) => ({ ...base, initiativeId, priceWeight, size }))),
    );
    expect(shown(manyRows, views, 65_536)).toEqual(shown(manyRows, views, 0));
  });

  it('agrees on any rows', () => {
    fc.assert(
      fc.property(
        forecastRows(),
        fc.integer({ min: 0, max: 100 }),
        fc.option(fc.integer({ min: 0, max: 40 }), { nil: null }),
        (rows, weight, size) => {
          const views = [11, 12, null].map((initiativeId) => ({ ...base, initiativeId, priceWeight: weight / 100, size }));
          expect(shown(rows, views, 65_536)).toEqual(shown(rows, views, 0));
        },
      ),
    );
  });
});
