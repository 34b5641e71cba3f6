import { HEAD, MAIN, REL } from './ooxml';
import { SharedStrings } from './shared-strings';
import { columnLetter, type Sheet } from './sheet-xml';
import { STYLES } from './workbook-styles';
import { wasmDeflateLoads } from './wasm-deflate';
import { xmlText } from './xml-text';
import { deflateEntry, deflateEntryInTwo, zip, type PartDeflater, type ZipEntry } from './zip';

export { columnLetter, sheet, type Sheet, type SheetColumn } from './sheet-xml';
export type { CellKind } from './workbook-styles';

/**
 * Spreadsheets of the order screens, as bytes a worker transfers and the gateway sends.
 *
 * Written here rather than with SheetJS: SheetJS builds an object per cell (1.6 M for the
 * 100 000-row forecast) and took 8-9 s for that file where this writer took 4-5 s on the same
 * busy machine, with a file a third the size (10 MB against 29 MB); a million-row 'download all'
 * would not fit a worker's memory as cell objects. This writer streams the sheet XML row by row
 * into deflate (docs/decisions/forecast-files.md), the rows as bytes (ascii-bytes.ts). At a
 * million rows deflate is then most of the time (sheet-xml.ts keeps the XML short; a large sheet
 * is deflated in two parts at once, on two threads, by a faster deflate than the platform's:
 * zip.ts, wasm-deflate.ts). Numbers are written as numbers with a display format,
 * so Excel can sum them; text goes to the shared-string table once (shared-strings.ts).
 * Here: the file of the sheets, with its workbook, styles and relationships.
 */
/**
 * Told between chunks of the sheets' rows: the items written so far, all sheets together. It may
 * wait (a worker then answers its messages: progress, a stop) and what it throws stops the file.
 */
export type WorkbookPace = (written: number) => Promise<void> | void;

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Excel refuses sheet names over 31 characters, with []:*?/\ in them or an apostrophe at an end. */
const sheetName = (name: string) =>
  name
    .replace(/[[\]:*?/\\]/gu, ' ')
    .slice(0, 31)
    .replace(/^[\s']+|[\s']+$/gu, '') || 'Лист';

/**
 * A sheet of at least this many items is deflated in two parts when a part deflater is given:
 * below it, starting the other thread costs more than it saves.
 */
export const TWO_PARTS_MIN_ITEMS = 20_000;
/**
 * The share of a sheet's items in the part deflated here. This thread decides every row's cells,
 * makes its own part's XML and deflates it; the other makes the XML of the rest from their cells
 * and deflates it. Measured at a million rows in a Chromium worker (2026-11-29): with 0.2 this
 * thread waited 2.0–2.6 s for the other, with 0.4 about 0.2 s.
 */
export const FIRST_PART_SHARE = 0.4;
/** The same for the shared-string table, whose XML is all made here: at 0.35 this thread never waited. */
const FIRST_STRINGS_SHARE = 0.3;

/**
 * The xlsx file of the given sheets; `pace`, when given, between chunks of their rows. With
 * `elsewhere` (another thread's deflate), a sheet or a shared-string table of `twoPartsFrom` items
 * or more is deflated in two parts at once (tests give a smaller size than the portal's).
 */
export async function workbookBytes(
  sheets: readonly Sheet[],
  pace?: WorkbookPace,
  given?: PartDeflater,
  twoPartsFrom = TWO_PARTS_MIN_ITEMS,
): Promise<Uint8Array> {
  // Two parts are deflated by the WebAssembly deflate: without it, one thread as before.
  const elsewhere = given && (await wasmDeflateLoads()) ? given : undefined;
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
    if (elsewhere && s.parts && s.count !== undefined && s.count >= twoPartsFrom) {
      const { first, last } = s.parts(strings, Math.round(s.count * FIRST_PART_SHARE), onEnd, onRows);
      entries.push(await deflateEntryInTwo(name, first, last, elsewhere.begin(), between));
    } else entries.push(await deflateEntry(name, s.xml(strings, onEnd, onRows), between));
    before += lastRows[k] - 1;
  }
  // The table is as large as a third of a million-row sheet: it too is deflated in two parts.
  if (elsewhere && strings.list.length >= twoPartsFrom) {
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
