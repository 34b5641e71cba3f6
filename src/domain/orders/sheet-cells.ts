import { ascii, AsciiBytes } from './ascii-bytes';

/**
 * A sheet's rows as cells, before they are XML: what each cell is (empty, a shared string, a
 * number in a style) and its value, row after row in typed arrays. The writer of a large sheet
 * decides the cells (its columns' values and the shared-string positions live on its thread) and
 * hands the second part's cells to the sheet deflate worker, which makes their XML and deflates
 * it: making the XML was half of the rows' time, and it now runs beside the writer.
 */
export interface CellRows {
  /** The row number (1-based, the header is row 1) of the first row. */
  firstRow: number;
  rowCount: number;
  columnCount: number;
  /** Per cell, row by row: EMPTY, SHARED_STRING, or NUMBER_CELL + the style id. */
  kinds: Uint8Array<ArrayBuffer>;
  /** Per cell: the shared string's position, or the number. */
  values: Float64Array<ArrayBuffer>;
}

export const EMPTY = 0;
export const SHARED_STRING = 1;
/** A number cell's kind is this plus its style id. */
export const NUMBER_CELL = 2;

/** Room for `rows` rows of `columnCount` cells, the first numbered `firstRow`. */
export function cellRows(firstRow: number, rows: number, columnCount: number): CellRows {
  return {
    firstRow,
    rowCount: 0,
    columnCount,
    kinds: new Uint8Array(rows * columnCount),
    values: new Float64Array(rows * columnCount),
  };
}

/** A, B, …, Z, AA, … */
export function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** Bounds for one cell and a row's own tags: a reference, a style and a number's longest text. */
const CELL_BYTES_MAX = 80;
const ROW_BYTES_MAX = 40;
const CELL = ascii('<c');
const CELL_AT = ascii('<c r="');
const QUOTE = ascii('"');
const TEXT = ascii(' t="s"><v>');
/** By style id. */
const NUMBER_STYLE = Array.from({ length: 8 }, (_, style) => ascii(` s="${style}"><v>`));
const CELL_END = ascii('</v></c>');
const ROW = ascii('<row r="');
const ROW_END = ascii('">');
const ROW_CLOSE = ascii('</row>');

const letterBytes: Uint8Array[] = [];
const letterOf = (column: number) => (letterBytes[column] ??= ascii(columnLetter(column)));

/**
 * The rows' XML as bytes, written into `out` and taken from it. A cell right after the one before
 * needs no reference (OOXML: `r` is optional, the cell then takes the next column); after an empty
 * cell it carries one. That is a third less XML.
 */
export function cellRowsXml(block: CellRows, out: AsciiBytes): Uint8Array<ArrayBuffer> {
  const { kinds, values, columnCount } = block;
  let at = 0;
  for (let r = 0; r < block.rowCount; r++) {
    const row = block.firstRow + r;
    out.reserve(ROW_BYTES_MAX + columnCount * CELL_BYTES_MAX);
    out.ascii(ROW);
    out.number(row);
    out.ascii(ROW_END);
    let next = 0;
    for (let c = 0; c < columnCount; c++, at++) {
      const kind = kinds[at];
      if (kind === EMPTY) continue;
      if (c === next) out.ascii(CELL);
      else {
        out.ascii(CELL_AT);
        out.ascii(letterOf(c));
        out.number(row);
        out.ascii(QUOTE);
      }
      out.ascii(kind === SHARED_STRING ? TEXT : NUMBER_STYLE[kind - NUMBER_CELL]);
      out.number(values[at]);
      out.ascii(CELL_END);
      next = c + 1;
    }
    out.ascii(ROW_CLOSE);
  }
  return out.take();
}
