import { AsciiBytes } from './ascii-bytes';
import { HEAD, MAIN, REL } from './ooxml';
import type { SharedStrings } from './shared-strings';
import { cellRows, cellRowsXml, columnLetter, EMPTY, NUMBER_CELL, SHARED_STRING, type CellRows } from './sheet-cells';
import { styleOf, styleOfValue, type CellKind } from './workbook-styles';

export { columnLetter } from './sheet-cells';

/**
 * A sheet's XML, streamed row by row as bytes (ascii-bytes.ts), in one part or in two that can be
 * deflated at once (workbook.ts). The XML is kept short, since deflate is most of a million-row
 * file's time: cells in sequence carry no reference; text goes to the shared-string table, or
 * for a coded column once per distinct code. The header row is bold, frozen and carries filter
 * buttons.
 */
export interface SheetColumn<T> {
  header: string;
  /** Width in characters. */
  width: number;
  kind: CellKind;
  /** The cell's value; null, NaN or ±Infinity leaves the cell empty. */
  value: (item: T) => string | number | null;
  /**
   * For text drawn from a small dictionary (initiatives, promoters): the item's code into it, the
   * same code always meaning the same text, or -1 when the item has none (then `value` alone
   * decides). The writer then finds the text's shared-string position by code in an array instead
   * of hashing the text on every row: at a million rows that hashing was a good part of the time.
   */
  code?: (item: T) => number;
  /**
   * For a coded column whose texts are kept as UTF-8 (the forecast's packed dictionaries): the
   * item's text as those bytes, or null to use `value`. The shared-string table then takes the
   * bytes as they are, never decoded and encoded again.
   */
  utf8?: (item: T) => Uint8Array | null;
}

export interface Sheet {
  name: string;
  /**
   * Makes the sheet's XML in chunks (text, or rows already as UTF-8 bytes); `onEnd` receives the
   * last row number, `onRows` the items written before each chunk.
   */
  xml: (
    strings: SharedStrings,
    onEnd: (lastRow: number) => void,
    onRows?: (written: number) => void,
  ) => Iterable<string | Uint8Array<ArrayBuffer>>;
  columnCount: number;
  /** How many items, where they can be split in two parts (an array of them). */
  count?: number;
  /**
   * The sheet's XML in two parts, split before item `at`: the head and the rows before, and the
   * rows from there on with the sheet's end. The parts share one writer, so they may be read
   * alternately; `onRows` receives the items written in both.
   */
  parts?: (strings: SharedStrings, at: number, onEnd: (lastRow: number) => void, onRows?: (written: number) => void) => SheetParts;
}

export interface SheetParts {
  first: Iterable<string | Uint8Array<ArrayBuffer>>;
  /** The second part's rows as cells, whose XML the thread that deflates them makes (sheet-cells.ts). */
  last: Iterable<string | CellRows>;
}

/**
 * A sheet's rows are decided and written in blocks of this many rows: about 400 KB of XML for a
 * forecast's sixteen columns, a chunk for deflate or a message to the sheet deflate worker.
 */
const BLOCK_ROWS = 1024;
/** The XML of a block fits this many bytes per cell before its buffer grows. */
const CELL_BYTES_GUESS = 28;

/** A sheet: a header row, then one row per item (items are read once, while writing). */
export function sheet<T>(name: string, columns: readonly SheetColumn<T>[], items: Iterable<T>): Sheet {
  const letters = columns.map((_, c) => columnLetter(c));
  const last = letters[letters.length - 1] ?? 'A';
  const listed = isArrayLike(items) ? items : null;

  /** The sheet's XML for one table of shared strings: its head, rows of any items, its end. */
  function writer(strings: SharedStrings, onRows?: (written: number) => void) {
    // Shared-string positions by code, per coded column (-2: the code's cell is empty).
    const byCode = columns.map((): number[] => []);
    // Items written, whichever part of the sheet they are in.
    let written = 0;
    const head = () => {
      const cols = columns.map((column, c) => `<col min="${c + 1}" max="${c + 1}" width="${column.width}" customWidth="1"/>`);
      return (
        `${HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${REL}">` +
        '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
        `<sheetFormatPr defaultRowHeight="15"/><cols>${cols.join('')}</cols><sheetData>` +
        `<row r="1">${columns.map((column, c) => `<c r="${letters[c]}1" t="s" s="${styleOf.header}"><v>${strings.position(column.header)}</v></c>`).join('')}</row>`
      );
    };
    const end = (lastRow: number) => `</sheetData><autoFilter ref="A1:${last}${lastRow}"/></worksheet>`;

    /** Decides one item's cells into the block at cell `at`. */
    function decide(item: T, block: CellRows, at: number): void {
      const { kinds, values } = block;
      for (let c = 0; c < columns.length; c++, at++) {
        const column = columns[c];
        const code = column.code === undefined ? -1 : column.code(item);
        kinds[at] = EMPTY;
        if (code >= 0) {
          let position = byCode[c][code];
          if (position === undefined) {
            const bytes = column.utf8?.(item) ?? null;
            if (bytes !== null) position = strings.addUtf8(bytes);
            else {
              const text = column.value(item);
              position = text === null ? -2 : strings.add(String(text));
            }
            byCode[c][code] = position;
          } else if (position >= 0) strings.uses++;
          if (position >= 0) {
            kinds[at] = SHARED_STRING;
            values[at] = position;
          }
          continue;
        }
        const value = column.value(item);
        if (value === null) continue;
        if (typeof value === 'string' || column.kind === 'text') {
          kinds[at] = SHARED_STRING;
          values[at] = strings.position(String(value));
        } else if (Number.isFinite(value)) {
          kinds[at] = NUMBER_CELL + styleOfValue(column.kind, value);
          values[at] = value;
        }
      }
    }

    /**
     * The items' cells in blocks, the first row numbered `rowBefore + 1`; returns the last row's
     * number. With `reuse` one block is filled again each time (its reader is done with it by
     * then); otherwise each block is new, to be handed to another thread.
     */
    function* blocks(part: Iterable<T>, rowBefore: number, reuse: boolean): Generator<CellRows, number> {
      let row = rowBefore;
      let block = cellRows(row + 1, BLOCK_ROWS, columns.length);
      for (const item of part) {
        decide(item, block, block.rowCount * columns.length);
        block.rowCount++;
        row++;
        written++;
        if (block.rowCount === BLOCK_ROWS) {
          onRows?.(written);
          yield block;
          if (reuse) {
            block.firstRow = row + 1;
            block.rowCount = 0;
          } else block = cellRows(row + 1, BLOCK_ROWS, columns.length);
        }
      }
      if (block.rowCount > 0) {
        onRows?.(written);
        yield block;
      }
      return row;
    }

    /** Rows of the items as XML bytes, made here; the end is `after(lastRow)`. */
    function* rows(part: Iterable<T>, rowBefore: number, after: (lastRow: number) => string): Iterable<string | Uint8Array<ArrayBuffer>> {
      const out = new AsciiBytes(BLOCK_ROWS * columns.length * CELL_BYTES_GUESS);
      const made = blocks(part, rowBefore, true);
      for (let step = made.next(); ; step = made.next()) {
        if (step.done) {
          yield after(step.value);
          return;
        }
        yield cellRowsXml(step.value, out);
      }
    }

    /** Rows of the items as cells, for another thread to make their XML; the end as text. */
    function* cells(part: Iterable<T>, rowBefore: number, after: (lastRow: number) => string): Iterable<string | CellRows> {
      const lastRow = yield* blocks(part, rowBefore, false);
      yield after(lastRow);
    }
    return { head, end, rows, cells };
  }

  function* xml(
    strings: SharedStrings,
    onEnd: (lastRow: number) => void,
    onRows?: (written: number) => void,
  ): Iterable<string | Uint8Array<ArrayBuffer>> {
    const { head, end, rows } = writer(strings, onRows);
    yield head();
    yield* rows(items, 1, (lastRow) => {
      onEnd(lastRow);
      return end(lastRow);
    });
  }

  function parts(strings: SharedStrings, at: number, onEnd: (lastRow: number) => void, onRows?: (written: number) => void): SheetParts {
    if (!listed) throw new Error('A sheet of items read once is written in one part');
    const { head, end, rows, cells } = writer(strings, onRows);
    const count = listed.length;
    const from = Math.max(0, Math.min(at, count));
    return {
      first: (function* () {
        yield head();
        yield* rows(itemsOf(listed, 0, from), 1, () => '');
      })(),
      last: cells(itemsOf(listed, from, count), from + 1, (lastRow) => {
        onEnd(lastRow);
        return end(lastRow);
      }),
    };
  }

  return { name, xml, columnCount: columns.length, ...(listed && { count: listed.length, parts }) };
}

/** Items in an array (or a typed array) can be split where the sheet's rows are; others are read once. */
const isArrayLike = <T>(items: Iterable<T>): items is Iterable<T> & ArrayLike<T> => Array.isArray(items) || ArrayBuffer.isView(items);

function* itemsOf<T>(items: ArrayLike<T>, from: number, to: number): Iterable<T> {
  for (let i = from; i < to; i++) yield items[i];
}
