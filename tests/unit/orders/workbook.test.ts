import * as XLSX from 'xlsx';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { columnLetter, sheet, workbookBytes, type SheetColumn } from '../../../src/domain/orders/workbook';
import { crc32 } from '../../../src/domain/orders/zip';
import { unzip } from './unzip';
import { readXml } from './xml-reader';

interface Item {
  name: string;
  count: number | null;
  price: number;
}
const columns: SheetColumn<Item>[] = [
  { header: 'Товар', width: 30, kind: 'text', value: (item) => item.name },
  { header: 'Количество', width: 10, kind: 'integer', value: (item) => item.count },
  { header: 'Цена, руб.', width: 10, kind: 'money', value: (item) => item.price },
];

const read = (bytes: Uint8Array) => XLSX.read(bytes, { type: 'array', cellNF: true });

describe('spreadsheets', () => {
  it('are zip files whose every part is well-formed XML', async () => {
    const bytes = await workbookBytes([sheet('Лист', columns, [{ name: 'а & <б>', count: 1, price: 2 }])]);
    const parts = unzip(bytes);
    expect([...parts.keys()].sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/sharedStrings.xml',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    for (const text of parts.values()) expect(() => readXml(text)).not.toThrow();
  });

  it('read back with headers, text as text and numbers as numbers', async () => {
    const book = read(await workbookBytes([sheet('Товары', columns, [{ name: 'Нурофен', count: 3, price: 150.5 }])]));
    expect(book.SheetNames).toEqual(['Товары']);
    const cells = book.Sheets['Товары'];
    expect(XLSX.utils.sheet_to_json(cells, { header: 1 })).toEqual([
      ['Товар', 'Количество', 'Цена, руб.'],
      ['Нурофен', 3, 150.5],
    ]);
    expect(cells.C2).toMatchObject({ t: 'n', v: 150.5 });
    expect(cells.C2.z).toBe('#,##0.00');
    expect(cells.A1).toMatchObject({ t: 's', v: 'Товар' });
  });

  it('show a whole number grouped without a dangling separator, a fraction with its decimals', async () => {
    const figures: SheetColumn<number>[] = [{ header: 'Значение', width: 10, kind: 'number', value: (value) => value }];
    const cells = read(await workbookBytes([sheet('Лист', figures, [4356, 2.31])])).Sheets['Лист'];
    expect(cells.A2).toMatchObject({ v: 4356, z: '#,##0', w: '4,356' });
    expect(cells.A3).toMatchObject({ v: 2.31, z: '#,##0.###' });
  });

  it('leave empty cells for missing values and keep any text intact', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            name: fc.string({ unit: 'grapheme', maxLength: 20 }),
            count: fc.option(fc.integer(), { nil: null }),
            price: fc.double({ noNaN: true, noDefaultInfinity: true }),
          }),
          { maxLength: 8 },
        ),
        async (items) => {
          const rows = XLSX.utils.sheet_to_json(read(await workbookBytes([sheet('Лист', columns, items)])).Sheets['Лист'], {
            header: 1,
            defval: null,
            blankrows: true,
          }) as unknown[][];
          expect(rows.slice(1)).toEqual(
            items.map((item) => [item.name, item.count, Object.is(item.price, -0) ? 0 : item.price].slice(0, 3)),
          );
        },
      ),
      { numRuns: 30 },
    );
  });

  it('put every cell in its column when only the cells after an empty one carry a reference', async () => {
    interface Gappy {
      a: number | null;
      b: string | null;
      c: number | null;
      d: string;
    }
    const gappy: SheetColumn<Gappy>[] = [
      { header: 'А', width: 5, kind: 'integer', value: (item) => item.a },
      { header: 'Б', width: 5, kind: 'text', value: (item) => item.b },
      { header: 'В', width: 5, kind: 'number', value: (item) => item.c },
      { header: 'Г', width: 5, kind: 'text', value: (item) => item.d },
    ];
    const items: Gappy[] = [
      { a: 1, b: 'раз', c: 1.5, d: 'два' },
      { a: null, b: 'три', c: null, d: 'четыре' },
      { a: -7, b: null, c: null, d: 'пять' },
      { a: null, b: null, c: null, d: 'шесть' },
    ];
    const bytes = await workbookBytes([sheet('Лист', gappy, items)]);
    const xml = unzip(bytes).get('xl/worksheets/sheet1.xml') ?? '';
    expect(xml).toContain('<row r="2"><c s="2"><v>1</v></c><c t="s">');
    expect(xml).toContain('<row r="3"><c r="B3" t="s"><v>');
    expect(xml).toContain('<row r="5"><c r="D5" t="s">');
    const rows = XLSX.utils.sheet_to_json(read(bytes).Sheets['Лист'], { header: 1, defval: null }) as unknown[][];
    expect(rows).toEqual([
      ['А', 'Б', 'В', 'Г'],
      [1, 'раз', 1.5, 'два'],
      [null, 'три', null, 'четыре'],
      [-7, null, null, 'пять'],
      [null, null, null, 'шесть'],
    ]);
  });

  it('read coded text by its code, once per code, with every use counted', async () => {
    const names = ['Аптека', 'Склад', 'Аптека'];
    let asked = 0;
    const coded: SheetColumn<number>[] = [
      {
        header: 'Где',
        width: 10,
        kind: 'text',
        code: (code) => (code === 9 ? -1 : code),
        value: (code) => (asked++, code === 9 ? 'Без кода' : (names[code] ?? null)),
      },
    ];
    const bytes = await workbookBytes([sheet('Лист', coded, [0, 1, 0, 5, 2, 9, 1, 5])]);
    expect(asked).toBe(5); // codes 0, 1, 5 and 2 once each, the uncoded item every time
    const rows = XLSX.utils.sheet_to_json(read(bytes).Sheets['Лист'], { header: 1, defval: null, blankrows: true }) as unknown[][];
    expect(rows).toEqual([['Где'], ['Аптека'], ['Склад'], ['Аптека'], [null], ['Аптека'], ['Без кода'], ['Склад'], [null]]);
    expect(unzip(bytes).get('xl/sharedStrings.xml')).toContain('count="7" uniqueCount="5"');
  });

  it('make sheet names Excel accepts', async () => {
    const book = read(await workbookBytes([sheet('Отклонённые позиции: заказ [12] очень длинный', columns, [])]));
    expect(book.SheetNames[0]).toBe('Отклонённые позиции  заказ  12');
  });

  it('name columns like Excel and check sums like zip', () => {
    expect([0, 25, 26, 27, 701, 702].map(columnLetter)).toEqual(['A', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });

  it('check sums of any length, in one piece or continued, as the byte-at-a-time CRC-32 does', () => {
    const byteAtATime = (bytes: Uint8Array) => {
      let c = ~0;
      for (const byte of bytes) {
        c ^= byte;
        for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      }
      return ~c >>> 0;
    };
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 70 }), fc.nat(70), (bytes, cut) => {
        expect(crc32(bytes)).toBe(byteAtATime(bytes));
        expect(crc32(bytes.subarray(cut), crc32(bytes.subarray(0, cut)))).toBe(byteAtATime(bytes));
      }),
      { numRuns: 300 },
    );
  });
});
