import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { allRows, toColumns } from '../../../src/domain/forecast/columns';
import { forecastWorkbook, productsWorkbook } from '../../../src/domain/forecast/files';
import { sampleRow } from './arbitraries';

// Excel shows and sums a column by its number format: money with kopecks, packs as numbers,
// codes and order quantities as whole numbers, text as text.
const columns = toColumns([
  sampleRow({
    promotionalProductId: 101,
    otherInitiatives: [
      { id: 12, name: 'Матрица Б' },
      { id: 13, name: 'Матрица В' },
    ],
  }),
  sampleRow({ promotionalProductId: 102 }),
]);
const quantity = Float64Array.from([4, 0]);

/** Each cell of the first data row as [type, number format]. */
const firstRowFormats = (bytes: Uint8Array) => {
  const book = XLSX.read(bytes, { type: 'array', cellNF: true });
  const sheet = book.Sheets[book.SheetNames[0]];
  const cells = Object.entries(sheet)
    .filter(([address]) => /^[A-Z]2$/u.test(address))
    .sort(([a], [b]) => a.localeCompare(b));
  return cells.map(([, cell]) => [(cell as XLSX.CellObject).t, (cell as XLSX.CellObject).z]);
};

const text = ['s', 'General'];
const whole = ['n', '0'];
const money = ['n', '#,##0.00'];
// Packs here are whole: grouped without a dangling separator (a fraction would get '#,##0.###').
const packs = ['n', '#,##0'];

describe('number formats of the forecast spreadsheets', () => {
  it('download all: each of the 16 columns in its format', async () => {
    expect(firstRowFormats(await forecastWorkbook(columns, allRows(2), quantity))).toEqual([
      text,
      text,
      whole,
      text,
      text,
      money,
      packs,
      packs,
      packs,
      whole,
      text,
      text,
      packs,
      packs,
      money,
      money,
    ]);
  });

  it('download all: the other initiatives of a row joined with "; "', async () => {
    const book = XLSX.read(await forecastWorkbook(columns, allRows(2), quantity), { type: 'array' });
    expect(book.Sheets[book.SheetNames[0]].K2.v).toBe('Матрица Б; Матрица В');
  });

  it('the products of the order: each of the 8 columns in its format', async () => {
    expect(firstRowFormats(await productsWorkbook(columns, allRows(2), quantity))).toEqual([
      whole,
      text,
      text,
      text,
      text,
      whole,
      money,
      money,
    ]);
  });
});
