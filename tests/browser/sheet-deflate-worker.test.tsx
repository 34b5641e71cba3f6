import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { sheet, TWO_PARTS_MIN_ITEMS, workbookBytes, type SheetColumn } from '../../src/domain/orders/workbook';
import { sheetDeflateThread } from '../../src/workers/shared/sheet-deflate';

/**
 * A large sheet written in Chromium as the forecast worker writes it: the sheet deflate worker
 * (its own module, with the WebAssembly deflate it loads) makes the XML of the second part from
 * cells and deflates it. The file reads back cell for cell like the one written on one thread.
 */
const COUNT = TWO_PARTS_MIN_ITEMS + 3_217;
const names = ['Аспирин «Форте» & Ко', ' Бинт <стерильный> ', 'Крем "Детский"'];
const columns: SheetColumn<number>[] = [
  { header: 'Код', width: 8, kind: 'integer', value: (i) => i * 7 },
  {
    header: 'Товар',
    width: 30,
    kind: 'text',
    code: (i) => i % 3,
    value: (i) => names[i % 3],
    utf8: (i) => (i % 2 ? new TextEncoder().encode(names[i % 3]) : null),
  },
  { header: 'Цена, руб.', width: 10, kind: 'money', value: (i) => (i % 5 === 0 ? null : (i * 731) / 100) },
  { header: 'Остаток', width: 10, kind: 'number', value: (i) => i / 8 },
  { header: 'Примечание', width: 20, kind: 'text', value: (i) => `Строка ${i}` },
];
const items = Uint32Array.from({ length: COUNT }, (_, i) => i);

const cellsOf = (bytes: Uint8Array): unknown[][] =>
  XLSX.utils.sheet_to_json(XLSX.read(bytes, { type: 'array' }).Sheets['Лист'], { header: 1, defval: null, blankrows: true });

describe('the sheet deflate worker in Chromium', () => {
  it('writes the second part of a large sheet so the file reads back like one written on one thread', { timeout: 60_000 }, async () => {
    const thread = sheetDeflateThread(
      () => new Worker(new URL('../../src/workers/shared/sheet-deflate.worker.ts', import.meta.url), { type: 'module' }),
    );
    let twoParts: Uint8Array;
    try {
      twoParts = await workbookBytes([sheet('Лист', columns, items)], undefined, thread);
    } finally {
      thread.end();
    }
    const oneThread = await workbookBytes([sheet('Лист', columns, items)]);
    const cells = cellsOf(twoParts);
    expect(cells).toHaveLength(COUNT + 1);
    expect(JSON.stringify(cells)).toBe(JSON.stringify(cellsOf(oneThread)));
    expect(cells[COUNT]).toEqual([
      (COUNT - 1) * 7,
      names[(COUNT - 1) % 3],
      ((COUNT - 1) * 731) / 100,
      (COUNT - 1) / 8,
      `Строка ${COUNT - 1}`,
    ]);
  });
});
