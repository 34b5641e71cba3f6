import * as XLSX from 'xlsx';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvField, orderCsv, orderCsvHeaders } from '../../../src/domain/orders/order-csv';
import { orderXml } from '../../../src/domain/orders/order-xml';
import type { OrderFilePosition } from '../../../src/domain/orders/positions';
import { rejectedSheetName, rejectedWorkbook } from '../../../server/services/orders/rejected-file';
import { readXml } from './xml-reader';

const positions: OrderFilePosition[] = [
  { promotionalProductId: 101, barcode: '4601234567890', name: 'Нурофен; таблетки "200 мг"', quantity: 3, price: 150.5 },
  { promotionalProductId: 102, barcode: '', name: 'Аспирин & <Ко>', quantity: 10, price: 0.35 },
];

/** Splits csv text the way Excel does with ';' (quoted fields may hold ; and ""). */
function splitCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let k = 0; k < text.length; k++) {
    const c = text[k];
    if (quoted && c === '"' && text[k + 1] === '"') {
      field += '"';
      k++;
    } else if (quoted) {
      if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ';') endField();
    else if (c === '\r' && text[k + 1] === '\n') {
      endField();
      rows.push(row);
      row = [];
      k++;
    } else field += c;
  }
  return rows;
}

describe('the csv order file', () => {
  const bytes = orderCsv(positions);
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);

  it('starts with a UTF-8 byte order mark so Excel reads Cyrillic', () => {
    expect(Array.from(bytes.subarray(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
  });

  it("has Russian headers and ';'-separated fields with a decimal comma", () => {
    const rows = splitCsv(text.slice(1));
    expect(rows[0]).toEqual([...orderCsvHeaders]);
    expect(rows[0][0]).toBe('Код товара');
    expect(rows.slice(1)).toEqual([
      ['101', '4601234567890', 'Нурофен; таблетки "200 мг"', '3', '150,50', '451,50'],
      ['102', '', 'Аспирин & <Ко>', '10', '0,35', '3,50'],
    ]);
  });

  it('gives any name back as it was, except a formula guard', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const row = splitCsv(`${csvField(name)}\r\n`)[0];
        expect(row).toEqual([/^[=+\-@\t\r]/u.test(name) ? `'${name}` : name]);
      }),
    );
  });
});

describe('the XML for the ordering systems', () => {
  const created = new Date(2026, 10, 22, 15, 30);
  const text = new TextDecoder().decode(orderXml(positions, { type: 'mtx', pharmacyId: 7, created }));

  it('declares UTF-8 and parses', () => {
    const { declaration, root } = readXml(text);
    expect(declaration).toEqual({ version: '1.0', encoding: 'UTF-8' });
    expect(root.name).toBe('order');
    expect(root.attributes).toEqual({ type: 'mtx', pharmacyId: '7', created: '2026-11-22', positions: '2' });
  });

  it('has a position per product with id, barcode, name, quantity and price', () => {
    const { root } = readXml(text);
    const read = root.children.map((position) => Object.fromEntries(position.children.map((field) => [field.name, field.text])));
    expect(read).toEqual([
      { productId: '101', barcode: '4601234567890', name: 'Нурофен; таблетки "200 мг"', quantity: '3', price: '150.50' },
      { productId: '102', barcode: '', name: 'Аспирин & <Ко>', quantity: '10', price: '0.35' },
    ]);
  });

  it('stays well-formed whatever the names hold, dropping only what XML forbids', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'binary' }), { maxLength: 5 }), (names) => {
        const file = orderXml(
          names.map((name, k) => ({ promotionalProductId: k, barcode: name, name, quantity: 1, price: 1 })),
          { type: 'mtx', pharmacyId: null, created },
        );
        const { root } = readXml(new TextDecoder().decode(file));
        // eslint-disable-next-line no-control-regex -- the characters XML 1.0 forbids
        const allowed = (name: string) => name.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/gu, '');
        expect(root.children.map((position) => position.children[2].text)).toEqual(names.map(allowed));
      }),
    );
  });
});

describe('rejected.xlsx', () => {
  it('lists product, amount and reason under Russian headers', async () => {
    const bytes = await rejectedWorkbook([
      {
        product: { promotionalProductId: 101, promotionalProductName: 'Нурофен', barcodes: ['4601234567890'] },
        amount: 5,
        reason: 'Товара нет на складе Пульс 77',
      },
    ]);
    const book = XLSX.read(bytes, { type: 'array' });
    expect(book.SheetNames).toEqual([rejectedSheetName]);
    const sheet = book.Sheets[rejectedSheetName];
    expect(XLSX.utils.sheet_to_json(sheet, { header: 1 })).toEqual([
      ['Код товара', 'Товар', 'Штрихкоды', 'Количество, уп.', 'Причина отказа'],
      [101, 'Нурофен', '4601234567890', 5, 'Товара нет на складе Пульс 77'],
    ]);
    expect(sheet.D2).toMatchObject({ t: 'n', v: 5 });
  });
});
