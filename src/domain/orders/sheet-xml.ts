import { ascii, AsciiBytes } from './ascii-bytes';
import { HEAD, MAIN, REL } from './ooxml';
import type { SharedStrings } from './shared-strings';
import { styleOf, styleOfValue, type CellKind } from './workbook-styles';

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
  last: Iterable<string | Uint8Array<ArrayBuffer>>;
}

/** A sheet's rows go to deflate in chunks of about this many bytes. */
const CHUNK_BYTES = 256 * 1024;
/** Bounds for one cell and a row's own tags: a reference, a style and a number's longest text. */
const CELL_BYTES_MAX = 80;
const ROW_BYTES_MAX = 40;
const CELL = ascii('<c');
const CELL_AT = ascii('<c r="');
const QUOTE = ascii('"');
const TEXT = ascii(' t="s"><v>');
/** By style id. */
const NUMBER_STYLE = Array.from({ length: 6 }, (_, style) => ascii(` s="${style}"><v>`));
const CELL_END = ascii('</v></c>');
const ROW = ascii('<row r="');
const ROW_END = ascii('">');
const ROW_CLOSE = ascii('</row>');

/** A, B, …, Z, AA, … */
export function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** A sheet: a header row, then one row per item (items are read once, while writing). */
export function sheet<T>(name: string, columns: readonly SheetColumn<T>[], items: Iterable<T>): Sheet {
  const letters = columns.map((_, c) => columnLetter(c));
  const last = letters[letters.length - 1] ?? 'A';
  const letterBytes = letters.map(ascii);
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
    /** Rows of the items, the first numbered `rowBefore + 1`; the last chunk ends with `after`. */
    function* rows(part: Iterable<T>, rowBefore: number, after: (lastRow: number) => string): Iterable<Uint8Array<ArrayBuffer>> {
      let row = rowBefore;
      const out = new AsciiBytes(CHUNK_BYTES + columns.length * CELL_BYTES_MAX);
      // A cell right after the one before needs no reference (OOXML: `r` is optional, the cell then
      // takes the next column); after an empty cell it carries one. That is a third less XML.
      const open = (c: number, next: number) => {
        if (c === next) out.ascii(CELL);
        else {
          out.ascii(CELL_AT);
          out.ascii(letterBytes[c]);
          out.number(row);
          out.ascii(QUOTE);
        }
      };
      for (const item of part) {
        row++;
        out.reserve(ROW_BYTES_MAX + columns.length * CELL_BYTES_MAX);
        out.ascii(ROW);
        out.number(row);
        out.ascii(ROW_END);
        let next = 0;
        for (let c = 0; c < columns.length; c++) {
          const column = columns[c];
          const code = column.code === undefined ? -1 : column.code(item);
          let position: number | undefined;
          if (code >= 0) {
            position = byCode[c][code];
            if (position === undefined) {
              const text = column.value(item);
              position = text === null ? -2 : strings.add(String(text));
              byCode[c][code] = position;
            } else if (position >= 0) strings.uses++;
            if (position < 0) continue;
          } else {
            const value = column.value(item);
            if (value === null) continue;
            if (typeof value === 'string' || column.kind === 'text') position = strings.position(String(value));
            else if (Number.isFinite(value)) {
              open(c, next);
              out.ascii(NUMBER_STYLE[styleOfValue(column.kind, value)]);
              out.number(value);
              out.ascii(CELL_END);
              next = c + 1;
              continue;
            } else continue;
          }
          open(c, next);
          out.ascii(TEXT);
          out.number(position);
          out.ascii(CELL_END);
          next = c + 1;
        }
        out.ascii(ROW_CLOSE);
        written++;
        if (out.length >= CHUNK_BYTES) {
          onRows?.(written);
          yield out.take();
        }
      }
      out.text(after(row));
      yield out.take();
    }
    return { head, end, rows };
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
    const { head, end, rows } = writer(strings, onRows);
    const count = listed.length;
    const from = Math.max(0, Math.min(at, count));
    return {
      first: (function* () {
        yield head();
        yield* rows(itemsOf(listed, 0, from), 1, () => '');
      })(),
      last: rows(itemsOf(listed, from, count), from + 1, (lastRow) => {
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
