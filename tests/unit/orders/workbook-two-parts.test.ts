import * as XLSX from 'xlsx';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FIRST_PART_SHARE, sheet, TWO_PARTS_MIN_ITEMS, workbookBytes, type SheetColumn } from '../../../src/domain/orders/workbook';
import { AsciiBytes } from '../../../src/domain/orders/ascii-bytes';
import { cellRowsXml } from '../../../src/domain/orders/sheet-cells';
import { crc32, crc32Combine, deflating, type PartDeflater } from '../../../src/domain/orders/zip';
import { unzip } from './unzip';

/**
 * A large sheet deflated in two parts, the end by another thread's deflate: here one in the same
 * process (the browser's is a worker, src/workers/shared/sheet-deflate.ts), which takes a chunk
 * only now and then, so the two parts' chunks are made alternately as with a busy worker.
 */
function inProcessDeflater() {
  const seen = { parts: 0, bytes: 0, cellRows: 0, aborted: 0 };
  const out = new AsciiBytes(1024);
  const deflater: PartDeflater = {
    begin() {
      seen.parts++;
      const part = deflating();
      let turns = 0;
      return {
        write(bytes) {
          seen.bytes += bytes.length;
          return part.write(bytes);
        },
        writeCells(rows) {
          seen.cellRows += rows.rowCount;
          const bytes = cellRowsXml(rows, out);
          seen.bytes += bytes.length;
          return part.write(bytes);
        },
        end: () => part.end(),
        abort(reason) {
          seen.aborted++;
          part.abort(reason);
        },
        hasRoom: () => turns % 3 === 0,
        room: () => Promise.resolve(),
        turn: () => {
          turns++;
          return Promise.resolve();
        },
      };
    },
  };
  return { deflater, seen };
}

interface Line {
  n: number;
  group: number;
  price: number;
}
const groups = ['Аптека', 'Склад «Север»', ' с пробелом ', 'Ещё одна'];
const columns: SheetColumn<number>[] = [
  { header: 'Номер', width: 8, kind: 'integer', value: (i) => lines[i].n },
  { header: 'Группа', width: 20, kind: 'text', code: (i) => lines[i].group, value: (i) => groups[lines[i].group] ?? null },
  { header: 'Товар', width: 20, kind: 'text', value: (i) => (i % 7 === 0 ? null : `Товар ${i}`) },
  { header: 'Цена, руб.', width: 10, kind: 'money', value: (i) => lines[i].price },
  { header: 'Остаток', width: 10, kind: 'number', value: (i) => (i % 11 === 0 ? Number.NaN : i / 8) },
];
/**
 * The sheet is split from this many items here: the portal's 20 000 (tested on its own below) made
 * these tests read 27 000 rows back twice, which mutation testing paid again for every mutant of
 * the writer, instrumented.
 */
const TWO_PARTS_FROM = 5_000;
const COUNT = TWO_PARTS_FROM + 1_321;
const lines: Line[] = Array.from({ length: COUNT }, (_, i) => ({ n: i * 3, group: i % 5, price: (i * 731) / 100 }));
const indices = Uint32Array.from({ length: COUNT }, (_, i) => i);

/**
 * The first row that differs between two sheets' cells (-1: none), rows as JSON: a deep equality of
 * thousands of rows took vitest seconds, which mutation testing pays again for every mutant.
 */
const firstRowApart = (a: unknown[], b: unknown[]) =>
  a.length === b.length ? a.findIndex((row, k) => JSON.stringify(row) !== JSON.stringify(b[k])) : Math.min(a.length, b.length);

const cellsOf = (bytes: Uint8Array): unknown[] =>
  XLSX.utils.sheet_to_json(XLSX.read(bytes, { type: 'array' }).Sheets['Лист'], { header: 1, defval: null, blankrows: true });

describe('CRC-32 of two parts combined', () => {
  it('is the CRC-32 of the parts joined, for any lengths', () => {
    for (const [a, b] of [
      [0, 0],
      [5, 0],
      [0, 9],
      [1, 1],
      [17, 1_000],
      [70_000, 3],
      [1_234, 300_001],
    ]) {
      const first = new Uint8Array(randomBytes(a));
      const second = new Uint8Array(randomBytes(b));
      const joined = new Uint8Array(a + b);
      joined.set(first);
      joined.set(second, a);
      expect(crc32Combine(crc32(first), crc32(second), b)).toBe(crc32(joined));
    }
  });
});

describe('a large sheet deflated in two parts', { timeout: 60_000 }, () => {
  it('reads back cell for cell like the sheet deflated on one thread, with a sound zip', async () => {
    const { deflater, seen } = inProcessDeflater();
    const twoParts = await workbookBytes([sheet('Лист', columns, indices)], undefined, deflater, TWO_PARTS_FROM);
    const oneThread = await workbookBytes([sheet('Лист', columns, indices)]);
    // The other thread deflated most of the sheet, and part of the shared-string table (a text per row).
    expect(seen.parts).toBe(2);
    expect(seen.bytes).toBeGreaterThan(unzip(twoParts).get('xl/worksheets/sheet1.xml')!.length / 2);
    // Its rows came as cells, whose XML that thread made.
    expect(seen.cellRows).toBe(COUNT - Math.round(COUNT * FIRST_PART_SHARE));
    // unzip checks every entry's CRC and size against its inflated bytes.
    const entries = unzip(twoParts);
    expect(entries.get('xl/worksheets/sheet1.xml')).toContain(`<autoFilter ref="A1:E${COUNT + 1}"/></worksheet>`);
    const cells = cellsOf(twoParts);
    expect(cells).toHaveLength(COUNT + 1);
    expect(firstRowApart(cells, cellsOf(oneThread))).toBe(-1);
    expect(cells[COUNT]).toEqual([
      (COUNT - 1) * 3,
      groups[(COUNT - 1) % 5] ?? null,
      `Товар ${COUNT - 1}`,
      lines[COUNT - 1].price,
      (COUNT - 1) / 8,
    ]);
  });

  it('tells the rows written in both parts, never going back, up to every row', async () => {
    const { deflater } = inProcessDeflater();
    const told: number[] = [];
    await workbookBytes([sheet('Лист', columns, indices)], (written) => void told.push(written), deflater, TWO_PARTS_FROM);
    expect(told.length).toBeGreaterThan(10);
    for (let k = 1; k < told.length; k++) expect(told[k]).toBeGreaterThanOrEqual(told[k - 1]);
    expect(told[told.length - 1]).toBeGreaterThan(COUNT * 0.95);
  });

  it('stops both parts when the file is stopped', async () => {
    const { deflater, seen } = inProcessDeflater();
    const stop = new Error('Формирование файла отменено');
    const stopping = workbookBytes(
      [sheet('Лист', columns, indices)],
      (written) => {
        if (written > COUNT / 3) throw stop;
      },
      deflater,
      TWO_PARTS_FROM,
    );
    await expect(stopping).rejects.toBe(stop);
    expect(seen.aborted).toBe(1);
  });

  it('is written on one thread below its size, or for items read once', async () => {
    const { deflater, seen } = inProcessDeflater();
    await workbookBytes([sheet('Лист', columns, indices.subarray(0, TWO_PARTS_FROM - 1))], undefined, deflater, TWO_PARTS_FROM);
    expect(seen.parts).toBe(0);
    // Items read once: the sheet on one thread; only its shared-string table (a text per row) in two parts.
    const bytes = await workbookBytes([sheet('Лист', columns, indices.values())], undefined, deflater, TWO_PARTS_FROM);
    expect(seen.parts).toBe(1);
    expect(unzip(bytes).get('xl/sharedStrings.xml')).toContain(`<si><t>Товар ${COUNT - 1}</t></si></sst>`);
  });
});

describe('where a workbook is deflated in two parts', () => {
  const numbers: SheetColumn<number>[] = [{ header: 'Номер', width: 8, kind: 'integer', value: (i) => i }];
  const texts: SheetColumn<number>[] = [{ header: 'Т', width: 8, kind: 'text', value: (i) => `т${i}` }];
  const partsOf = async (sheets: Parameters<typeof workbookBytes>[0]) => {
    const { deflater, seen } = inProcessDeflater();
    await workbookBytes(sheets, undefined, deflater);
    return seen.parts;
  };
  const items = (count: number) => Uint32Array.from({ length: count }, (_, i) => i);

  it('splits a sheet from 20 000 items on, and the shared strings from 20 000 texts on', async () => {
    expect(await partsOf([sheet('Лист', numbers, items(TWO_PARTS_MIN_ITEMS))])).toBe(1);
    expect(await partsOf([sheet('Лист', numbers, items(TWO_PARTS_MIN_ITEMS - 1))])).toBe(0);
    // The header's text and one text an item: 20 000 texts from 19 999 items.
    expect(await partsOf([sheet('Лист', texts, items(TWO_PARTS_MIN_ITEMS - 1))])).toBe(1);
    expect(await partsOf([sheet('Лист', texts, items(TWO_PARTS_MIN_ITEMS - 2))])).toBe(0);
  });

  it('writes a sheet of 20 000 items whole on this thread when no other deflates', async () => {
    const entries = unzip(await workbookBytes([sheet('Лист', numbers, items(TWO_PARTS_MIN_ITEMS))]));
    expect(entries.get('xl/worksheets/sheet1.xml')).toContain(`<autoFilter ref="A1:A${TWO_PARTS_MIN_ITEMS + 1}"/></worksheet>`);
  });

  it("moves the progress on through every sheet's items, never past them", async () => {
    const written: number[] = [];
    await workbookBytes([sheet('Первый', numbers, items(3000)), sheet('Второй', numbers, items(2000))], (count) => {
      written.push(count);
    });
    expect(written.length).toBeGreaterThan(2);
    expect(written).toEqual([...written].sort((a, b) => a - b));
    expect(written.some((count) => count > 3000)).toBe(true);
    expect(Math.max(...written)).toBeLessThanOrEqual(5000);
  });
});
