import fc from 'fast-check';
import type { ForecastRow } from '../../../src/domain/forecast/row';

/**
 * Forecast rows as the source sends them: prices and profits in kopecks, counts in packs, names
 * drawn from small pools so that dictionaries repeat the way real forecasts do.
 */
export const kopecks = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((value) => value / 100);

const initiative = fc.constantFrom(
  { id: 11, name: 'Матрица А' },
  { id: 12, name: 'Матрица Б' },
  { id: 13, name: 'Матрица В' },
  { id: 14, name: 'Матрица Г' },
);
const promoter = fc.constantFrom('Промоутер 1', 'Промоутер 2', 'Промоутер 3');
const group = fc.constantFrom('Группа 1', 'Группа 2', 'Группа 3', 'Группа 4');
const barcode = fc.stringMatching(/^46\d{11}$/u);

export const forecastRow: fc.Arbitrary<ForecastRow> = fc
  .record({
    initiative,
    promoter,
    promotionalProductId: fc.integer({ min: 1, max: 500 }),
    promotionalProductName: fc.string({ minLength: 1, maxLength: 30 }),
    barcodes: fc.array(barcode, { maxLength: 3 }),
    regionalPurchasingPrice: kopecks(100_000),
    minQuantity: fc.integer({ min: 0, max: 5 }),
    requiredQuantity: fc.integer({ min: 0, max: 50 }),
    regionalSalesQuantity: fc.integer({ min: 0, max: 2000 }),
    possibleProfit: kopecks(1_000_000),
    possibleSupplierGroups: fc.uniqueArray(group, { maxLength: 3 }),
    quantityForOrder: fc.integer({ min: 0, max: 100 }),
    purchasedAmount: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
    balance: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
    otherInitiatives: fc.uniqueArray(initiative, { maxLength: 2, selector: (ref) => ref.id }),
  })
  .map(({ initiative: ref, ...row }) => ({ initiativeId: ref.id, initiativeName: ref.name, ...row }));

export const forecastRows = (maxLength = 60) => fc.array(forecastRow, { maxLength });

/** A sample row for example-based tests. */
export function sampleRow(overrides: Partial<ForecastRow> = {}): ForecastRow {
  return {
    initiativeId: 11,
    initiativeName: 'Матрица А',
    promoter: 'Промоутер 1',
    promotionalProductId: 101,
    promotionalProductName: 'Нурофен таблетки 200 мг №20',
    barcodes: ['4601234567890'],
    regionalPurchasingPrice: 150.5,
    minQuantity: 1,
    requiredQuantity: 3,
    regionalSalesQuantity: 30,
    possibleProfit: 1200,
    possibleSupplierGroups: ['Группа 1'],
    quantityForOrder: 3,
    purchasedAmount: 10,
    balance: 2,
    otherInitiatives: [],
    ...overrides,
  };
}
