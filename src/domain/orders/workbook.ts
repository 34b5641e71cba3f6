import { ascii, AsciiBytes } from './ascii-bytes';
import { xmlText } from './xml-text';
import { deflateEntry, deflateEntryInTwo, zip, type PartDeflater, type ZipEntry } from './zip';

/**
 * Spreadsheets of the order screens, as bytes a worker transfers and the gateway sends.
 *
 * Written here rather than with SheetJS: SheetJS builds an object per cell (1.6 M for the
 * 100 000-row forecast) and took 8-9 s for that file where this writer took 4-5 s on the same
 * busy machine, with a file a third the size (10 MB against 29 MB); a million-row 'download all'
 * would not fit a worker's memory as cell objects. This writer streams the sheet XML row by row
 * into deflate (docs/decisions/forecast-files.md), the rows as bytes (ascii-bytes.ts). At a
 * million rows deflate is then most of the time, so the XML is kept short: cells in sequence
 * carry no reference.
 * Numbers are written as numbers with a display format, so Excel can sum them; text goes to the
 * shared-string table once per distinct value (initiatives, promoters and groups repeat on
 * every row), or for a coded column once per distinct code. The header row is bold, frozen and carries filter buttons.
 */
export type CellKind = 'text' | 'integer' | 'money' | 'number';

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

/**
 * Told between chunks of the sheets' rows: the items written so far, all sheets together. It may
 * wait (a worker then answers its messages: progress, a stop) and what it throws stops the file.
 */
export type WorkbookPace = (written: number) => Promise<void> | void;

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Style ids of styles.xml below. */
const styleOf: Record<CellKind | 'header' | 'whole', number> = { text: 0, header: 1, integer: 2, money: 3, number: 4, whole: 5 };
/**
 * A 'number' cell's style: a whole value grouped without decimals ('4 356'), a fraction with up to
 * three decimals. One format for both ('#,##0.###') shows a whole number with a dangling
 * separator ('4,356.'), which reads like a typo.
 */
const styleOfValue = (kind: CellKind, value: number) => (kind === 'number' && Number.isInteger(value) ? styleOf.whole : styleOf[kind]);
const ROWS_PER_CHUNK = 1000;
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
const MAX_CELL_TEXT = 32767;

/** The workbook's shared strings: each distinct text once, cells refer to it by position. */
export class SharedStrings {
  readonly list: string[] = [];
  private readonly positions = new Map<string, number>();
  uses = 0;
  position(text: string): number {
    this.uses++;
    let position = this.positions.get(text);
    if (position === undefined) {
      position = this.list.length;
      this.list.push(text.length > MAX_CELL_TEXT ? text.slice(0, MAX_CELL_TEXT) : text);
      this.positions.set(text, position);
    }
    return position;
  }
  /**
   * A text added without looking for it first: for a coded column, whose writer already keeps
   * each code's position. A text that also appears elsewhere is then listed twice, which readers
   * accept; hashing a million product names was the cost this avoids.
   */
  add(text: string): number {
    this.uses++;
    this.list.push(text.length > MAX_CELL_TEXT ? text.slice(0, MAX_CELL_TEXT) : text);
    return this.list.length - 1;
  }
  /** The table's XML in chunks: a million-row sheet has millions of distinct texts. */
  *xml(): Iterable<string> {
    yield this.head();
    yield* this.items(0, this.list.length);
    yield '</sst>';
  }
  /** The table's XML in two parts, split before text `at` (to be deflated at once, as a sheet's). */
  xmlParts(at: number): { first: Iterable<string>; last: Iterable<string> } {
    return { first: this.firstPart(at), last: this.lastPart(at) };
  }
  private *firstPart(at: number): Iterable<string> {
    yield this.head();
    yield* this.items(0, at);
  }
  private *lastPart(at: number): Iterable<string> {
    yield* this.items(at, this.list.length);
    yield '</sst>';
  }
  private head(): string {
    return `${HEAD}<sst xmlns="${MAIN}" count="${this.uses}" uniqueCount="${this.list.length}">`;
  }
  private *items(from: number, to: number): Iterable<string> {
    for (let start = from; start < to; start += ROWS_PER_CHUNK) {
      yield this.list
        .slice(start, Math.min(start + ROWS_PER_CHUNK, to))
        .map((text) => `<si><t${/^\s|\s$/u.test(text) ? ' xml:space="preserve"' : ''}>${xmlText(text)}</t></si>`)
        .join('');
    }
  }
}

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

/** Excel refuses sheet names over 31 characters, with []:*?/\ in them or an apostrophe at an end. */
const sheetName = (name: string) =>
  name
    .replace(/[[\]:*?/\\]/gu, ' ')
    .slice(0, 31)
    .replace(/^[\s']+|[\s']+$/gu, '') || 'Лист';

const STYLES =
  `${HEAD}<styleSheet xmlns="${MAIN}">` +
  '<numFmts count="1"><numFmt numFmtId="164" formatCode="#,##0.###"/></numFmts>' +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="6">' +
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '<xf numFmtId="1" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="4" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="3" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '</cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';

/**
 * A sheet of at least this many items is deflated in two parts when a part deflater is given:
 * below it, starting the other thread costs more than it saves.
 */
export const TWO_PARTS_MIN_ITEMS = 20_000;
/**
 * The share of a sheet's items in the part deflated here. This thread makes every row and
 * deflates its own part; the other only deflates: measured in a Chromium worker, both end
 * together with about this share here.
 */
export const FIRST_PART_SHARE = 0.3;
/** The same for the shared-string table: its XML is all made here, so this thread deflates less than half. */
const FIRST_STRINGS_SHARE = 0.4;

/**
 * The xlsx file of the given sheets; `pace`, when given, between chunks of their rows. With
 * `elsewhere` (another thread's deflate), a large sheet is deflated in two parts at once.
 */
export async function workbookBytes(sheets: readonly Sheet[], pace?: WorkbookPace, elsewhere?: PartDeflater): Promise<Uint8Array> {
  const names = sheets.map((s) => sheetName(s.name));
  const entries: ZipEntry[] = [];
  const lastRows: number[] = [];
  const strings = new SharedStrings();
  // Items of the sheets before, and of the one being written.
  let before = 0;
  let current = 0;
  for (const [k, s] of sheets.entries()) {
    current = 0;
    const name = `xl/worksheets/sheet${k + 1}.xml`;
    const onEnd = (lastRow: number) => (lastRows[k] = lastRow);
    const onRows = (written: number) => (current = written);
    const between = pace && (() => pace(before + current));
    if (elsewhere && s.parts && s.count !== undefined && s.count >= TWO_PARTS_MIN_ITEMS) {
      const { first, last } = s.parts(strings, Math.round(s.count * FIRST_PART_SHARE), onEnd, onRows);
      entries.push(await deflateEntryInTwo(name, first, last, elsewhere.begin(), between));
    } else entries.push(await deflateEntry(name, s.xml(strings, onEnd, onRows), between));
    before += lastRows[k] - 1;
  }
  // The table is as large as a third of a million-row sheet: it too is deflated in two parts.
  if (elsewhere && strings.list.length >= TWO_PARTS_MIN_ITEMS) {
    const { first, last } = strings.xmlParts(Math.round(strings.list.length * FIRST_STRINGS_SHARE));
    entries.push(await deflateEntryInTwo('xl/sharedStrings.xml', first, last, elsewhere.begin()));
  } else entries.push(await deflateEntry('xl/sharedStrings.xml', strings.xml()));
  const sheetList = names.map((name, k) => `<sheet name="${xmlText(name)}" sheetId="${k + 1}" r:id="rId${k + 1}"/>`).join('');
  // Excel keeps a sheet's filter range in a hidden defined name.
  const filters = sheets
    .map((s, k) => {
      const last = columnLetter(Math.max(0, s.columnCount - 1));
      const quoted = `'${names[k].replaceAll("'", "''")}'`;
      return `<definedName name="_xlnm._FilterDatabase" localSheetId="${k}" hidden="1">${xmlText(`${quoted}!$A$1:$${last}$${lastRows[k]}`)}</definedName>`;
    })
    .join('');
  const workbook = `${HEAD}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>${sheetList}</sheets><definedNames>${filters}</definedNames></workbook>`;
  const workbookRels =
    `${HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
    sheets.map((_, k) => `<Relationship Id="rId${k + 1}" Type="${REL}/worksheet" Target="worksheets/sheet${k + 1}.xml"/>`).join('') +
    `<Relationship Id="rId${sheets.length + 1}" Type="${REL}/styles" Target="styles.xml"/>` +
    `<Relationship Id="rId${sheets.length + 2}" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`;
  const contentTypes =
    `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
    '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
    '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' +
    sheets
      .map(
        (_, k) =>
          `<Override PartName="/xl/worksheets/sheet${k + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
      )
      .join('') +
    '</Types>';
  const rootRels =
    `${HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
    `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
  const parts: [string, string][] = [
    ['[Content_Types].xml', contentTypes],
    ['_rels/.rels', rootRels],
    ['xl/workbook.xml', workbook],
    ['xl/_rels/workbook.xml.rels', workbookRels],
    ['xl/styles.xml', STYLES],
  ];
  const head = await Promise.all(parts.map(([name, text]) => deflateEntry(name, [text])));
  return zip([...head, ...entries]);
}
