import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { allRows, toColumns } from '../../../src/domain/forecast/columns';
import { forecastWorkbook, productsWorkbook } from '../../../src/domain/forecast/files';
import { sampleRow } from './arbitraries';

const columns = toColumns([
  sampleRow({
    promotionalProductId: 101,
    barcodes: ['4601234567890', '4601234567891'],
    possibleSupplierGroups: ['Группа 1', 'Группа 2'],
    otherInitiatives: [{ id: 12, name: 'Матрица Б' }],
  }),
  sampleRow({ promotionalProductId: 102, regionalPurchasingPrice: 20, purchasedAmount: null }),
]);
const quantity = Float64Array.from([4, 0]);

const sheetRows = (bytes: Uint8Array) => {
  const book = XLSX.read(bytes, { type: 'array' });
  const sheet = book.Sheets[book.SheetNames[0]];
  return { name: book.SheetNames[0], sheet, rows: XLSX.utils.sheet_to_json(sheet, { header: 1, defval: null }) as unknown[][] };
};

describe('the forecast spreadsheet (download all)', () => {
  it('has every row under Russian headers, numbers as numbers', async () => {
    const { name, sheet, rows } = sheetRows(await forecastWorkbook(columns, allRows(2), quantity));
    expect(name).toBe('Прогноз прибыли');
    expect(rows[0]).toEqual([
      'Инициатива',
      'Промоутер (держатель контракта)',
      'Код промо-товара',
      'Товар',
      'Штрихкоды',
      'Стоимость закупки, руб.',
      'План закупки, уп.',
      'Закуплено с начала инициативы, уп.',
      'Остаток, уп.',
      'Количество к заказу, уп.',
      'Другие инициативы',
      'Допустимые группы поставщиков',
      'Минимальное количество, уп.',
      'Продажи в регионе за 30 дней, уп.',
      'Возможная прибыль за 30 дней, руб.',
      'Сумма заказа, руб.',
    ]);
    expect(rows).toHaveLength(3);
    expect(rows[1]).toEqual([
      'Матрица А',
      'Промоутер 1',
      101,
      'Нурофен таблетки 200 мг №20',
      '4601234567890, 4601234567891',
      150.5,
      3,
      10,
      2,
      4,
      'Матрица Б',
      'Группа 1, Группа 2',
      1,
      30,
      1200,
      602,
    ]);
    expect(sheet.F2).toMatchObject({ t: 'n', v: 150.5 });
    expect(rows[2][7]).toBeNull(); // purchased amount not known
    expect(rows[2][9]).toBe(0);
  });
});

describe('the products spreadsheet', () => {
  it('has only the rows above 0', async () => {
    const { name, rows } = sheetRows(await productsWorkbook(columns, allRows(2), quantity));
    expect(name).toBe('Товары заказа');
    expect(rows[0]).toEqual([
      'Код промо-товара',
      'Товар',
      'Штрихкоды',
      'Промоутер (держатель контракта)',
      'Инициатива',
      'Количество к заказу, уп.',
      'Стоимость закупки, руб.',
      'Сумма заказа, руб.',
    ]);
    expect(rows.slice(1)).toEqual([
      [101, 'Нурофен таблетки 200 мг №20', '4601234567890, 4601234567891', 'Промоутер 1', 'Матрица А', 4, 150.5, 602],
    ]);
  });
});

describe('the forecast spreadsheet with repeating texts', () => {
  it('gives every row its own promoter, product, barcodes, other initiatives and groups, however often they repeat', async () => {
    // Lists of two or three sharing their first items, so each list is told apart by all of them.
    const lists = [[], ['А'], ['Б'], ['А', 'Б'], ['Б', 'В', 'А'], ['А', 'В'], ['Б', 'В', 'Г']];
    const source = Array.from({ length: 40 }, (_, k) =>
      sampleRow({
        initiativeId: 10 + (k % 3),
        initiativeName: `Матрица ${k % 3}`,
        promoter: `Промоутер ${k % 4}`,
        promotionalProductId: 200 + (k % 7),
        promotionalProductName: `Товар ${k % 7}`,
        barcodes: lists[k % lists.length].map((letter) => `460${letter.charCodeAt(0)}`),
        possibleSupplierGroups: lists[(k + 2) % lists.length].map((letter) => `Группа ${letter}`),
        otherInitiatives: k % 2 ? [{ id: 50, name: 'Матрица Д' }] : [],
      }),
    );
    const rows = sheetRows(await forecastWorkbook(toColumns(source), allRows(source.length), new Float64Array(source.length))).rows.slice(
      1,
    );
    expect(rows.map((row) => [row[0], row[1], row[3], row[4], row[10], row[11]])).toEqual(
      source.map((row) => [
        row.initiativeName,
        row.promoter,
        row.promotionalProductName,
        row.barcodes.join(', '),
        row.otherInitiatives.map((other) => other.name).join('; '),
        row.possibleSupplierGroups.join(', '),
      ]),
    );
  });
});

describe('the forecast spreadsheet with product names as they came', () => {
  it('reads back names and barcodes with markup characters, edge spaces and quotes exactly', async () => {
    // Written from the forecast's UTF-8 bytes without being decoded: escapes and xml:space must hold.
    const names = [' Аспирин & «Ко» ', 'Бинт <стерильный>', 'Крем "Детский"\r\nот солнца', "Сироп д'Оро\u3000", 'Мазь\u0001 10 г'];
    const source = names.map((name, k) =>
      sampleRow({ promotionalProductId: 300 + k, promotionalProductName: name, barcodes: [`<46${k}&>`] }),
    );
    const rows = sheetRows(await forecastWorkbook(toColumns(source), allRows(source.length), new Float64Array(source.length))).rows.slice(
      1,
    );
    expect(rows.map((row) => [row[3], row[4]])).toEqual([
      [' Аспирин & «Ко» ', '<460&>'],
      ['Бинт <стерильный>', '<461&>'],
      ['Крем "Детский"\r\nот солнца', '<462&>'],
      ["Сироп д'Оро\u3000", '<463&>'],
      // A control character XML forbids is dropped, as from any text.
      ['Мазь 10 г', '<464&>'],
    ]);
  });
});
