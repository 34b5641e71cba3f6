import { describe, expect, it } from 'vitest';
import { AsciiBytes } from '../../../src/domain/orders/ascii-bytes';
import { SharedStrings } from '../../../src/domain/orders/shared-strings';
import { cellRowsXml } from '../../../src/domain/orders/sheet-cells';
import { sheet, type SheetColumn } from '../../../src/domain/orders/sheet-xml';

/** The sheet writer's block: the progress a file's bar moves by, and what a second thread is handed. */
const BLOCK_ROWS = 1024;

const decoder = new TextDecoder();
/** The XML of chunks that are text or bytes, as a deflate would take them: anything else is a fault. */
const textOf = (chunks: Iterable<string | Uint8Array>) =>
  [...chunks]
    .map((chunk) => {
      if (typeof chunk === 'string') return chunk;
      if (chunk instanceof Uint8Array) return decoder.decode(chunk);
      throw new TypeError(`not a chunk of XML: ${String(chunk)}`);
    })
    .join('');

const columns: SheetColumn<number>[] = [
  { header: 'Код', width: 8, kind: 'integer', value: (i) => i },
  { header: 'Промоутер', width: 20, kind: 'text', value: (i) => ['Байер', 'Гедеон'][i % 2], code: (i) => i % 2 },
];
const items = (count: number) => Array.from({ length: count }, (_, i) => i);

describe("a sheet's rows", () => {
  it('report the items written after each block of 1 024 rows and after the last, once each', () => {
    for (const [count, reports] of [
      [2 * BLOCK_ROWS + 5, [BLOCK_ROWS, 2 * BLOCK_ROWS, 2 * BLOCK_ROWS + 5]],
      [2 * BLOCK_ROWS, [BLOCK_ROWS, 2 * BLOCK_ROWS]],
      [3, [3]],
    ] as const) {
      const written: number[] = [];
      textOf(
        sheet('Лист', columns, items(count)).xml(
          new SharedStrings(),
          () => {},
          (rows) => written.push(rows),
        ),
      );
      expect(written, `${count} rows`).toEqual(reports);
    }
  });

  it('are written whole without anyone following their progress', () => {
    let lastRow = 0;
    const xml = textOf(sheet('Лист', columns, items(BLOCK_ROWS + 1)).xml(new SharedStrings(), (row) => (lastRow = row)));
    expect(lastRow).toBe(BLOCK_ROWS + 2);
    expect(xml).toContain(`<row r="${BLOCK_ROWS + 2}">`);
    expect(xml.endsWith(`<autoFilter ref="A1:B${BLOCK_ROWS + 2}"/></worksheet>`)).toBe(true);
  });

  it("count every use of a coded column's text, the first listed one too", () => {
    // The table's count="…" is the number of cells that refer to it: Excel checks it.
    const strings = new SharedStrings();
    textOf(sheet('Лист', columns, items(5)).xml(strings, () => {}));
    // Two header texts and five coded cells.
    expect(strings.uses).toBe(7);
    expect(strings.list).toHaveLength(4);
  });
});

describe("a sheet's two parts", () => {
  it('hand the second part to another thread in blocks of their own, read after the first part is written', () => {
    // The sheet deflate worker receives each block as a message and reads it later: a block filled
    // again for the next rows would change rows already handed over.
    const strings = new SharedStrings();
    const count = 3 * BLOCK_ROWS + 7;
    const parts = sheet('Лист', columns, items(count)).parts!(strings, BLOCK_ROWS, () => {});
    const first = textOf(parts.first);
    const last = [...parts.last];
    const out = new AsciiBytes(1024);
    const lastXml = last.map((chunk) => (typeof chunk === 'string' ? chunk : decoder.decode(cellRowsXml(chunk, out)))).join('');
    const whole = textOf(sheet('Лист', columns, items(count)).xml(new SharedStrings(), () => {}));
    expect(first + lastXml).toBe(whole);
  });

  it('make a first part that is the head and its rows only, with nothing after them', () => {
    const parts = sheet('Лист', columns, items(10)).parts!(new SharedStrings(), 4, () => {});
    const first = textOf(parts.first);
    expect(first.endsWith('</row>')).toBe(true);
    expect(first).toContain('<row r="5">');
    expect(first).not.toContain('<row r="6">');
  });

  it('are offered only for items that can be read twice, and refused in words otherwise', () => {
    function* once() {
      yield 1;
      yield 2;
    }
    const readOnce = sheet('Лист', columns, once());
    expect(readOnce.count).toBeUndefined();
    expect(readOnce.parts).toBeUndefined();
    expect(sheet('Лист', columns, Uint32Array.of(1, 2)).count).toBe(2);
  });
});
