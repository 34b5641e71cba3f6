import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { sheet, workbookBytes, type SheetColumn } from '../../../src/domain/orders/workbook';
import { unzip } from './unzip';

// What a pharmacist's Excel sees in the order spreadsheets: several sheets numbered and named
// right, long files written in chunks without losing or repeating a row, texts kept as typed.
// Expected values are written by hand from the Office Open XML parts (ECMA-376).

interface Line {
  name: string;
  count: number | null;
}
const columns: SheetColumn<Line>[] = [
  { header: 'Товар', width: 30, kind: 'text', value: (line) => line.name },
  { header: 'Количество', width: 12, kind: 'integer', value: (line) => line.count },
];
const read = (bytes: Uint8Array) => XLSX.read(bytes, { type: 'array' });
const rowsOf = (book: XLSX.WorkBook, name: string) =>
  XLSX.utils.sheet_to_json(book.Sheets[name], { header: 1, defval: null }) as unknown[][];
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

describe('a workbook of two sheets', () => {
  const twoSheets = () =>
    workbookBytes([
      sheet('Заказ', columns, [{ name: 'Нурофен', count: 2 }]),
      sheet(
        "Аптека О'Нил",
        [...columns, { header: 'Цена', width: 10, kind: 'money', value: () => 150.5 }],
        [
          { name: 'Аспирин', count: 1 },
          { name: 'Нурофен', count: 5 },
        ],
      ),
    ]);

  it('opens in Excel with both sheets in order, each with its own rows', async () => {
    const book = read(await twoSheets());
    expect(book.SheetNames).toEqual(['Заказ', "Аптека О'Нил"]);
    expect(rowsOf(book, 'Заказ')).toEqual([
      ['Товар', 'Количество'],
      ['Нурофен', 2],
    ]);
    expect(rowsOf(book, "Аптека О'Нил")).toEqual([
      ['Товар', 'Количество', 'Цена'],
      ['Аспирин', 1, 150.5],
      ['Нурофен', 5, 150.5],
    ]);
  });

  it('numbers the sheets, their relationships, content types and filter ranges 1, 2', async () => {
    const parts = unzip(await twoSheets());
    const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
    expect(parts.get('xl/workbook.xml')).toBe(
      `${HEAD}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${rel}">` +
        '<sheets><sheet name="Заказ" sheetId="1" r:id="rId1"/><sheet name="Аптека О&apos;Нил" sheetId="2" r:id="rId2"/></sheets>' +
        '<definedNames>' +
        '<definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">&apos;Заказ&apos;!$A$1:$B$2</definedName>' +
        '<definedName name="_xlnm._FilterDatabase" localSheetId="1" hidden="1">&apos;Аптека О&apos;&apos;Нил&apos;!$A$1:$C$3</definedName>' +
        '</definedNames></workbook>',
    );
    expect(parts.get('xl/_rels/workbook.xml.rels')).toBe(
      `${HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
        `<Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="${rel}/worksheet" Target="worksheets/sheet2.xml"/>` +
        `<Relationship Id="rId3" Type="${rel}/styles" Target="styles.xml"/>` +
        `<Relationship Id="rId4" Type="${rel}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    );
    const ml = 'application/vnd.openxmlformats-officedocument.spreadsheetml';
    expect(parts.get('[Content_Types].xml')).toBe(
      `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        `<Override PartName="/xl/workbook.xml" ContentType="${ml}.sheet.main+xml"/>` +
        `<Override PartName="/xl/styles.xml" ContentType="${ml}.styles+xml"/>` +
        `<Override PartName="/xl/sharedStrings.xml" ContentType="${ml}.sharedStrings+xml"/>` +
        `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${ml}.worksheet+xml"/>` +
        `<Override PartName="/xl/worksheets/sheet2.xml" ContentType="${ml}.worksheet+xml"/>` +
        '</Types>',
    );
  });

  it('shares each distinct text once across the sheets and counts every use', async () => {
    // Texts used: Товар, Количество, Нурофен (sheet 1); Товар, Количество, Цена, Аспирин, Нурофен (sheet 2).
    expect(unzip(await twoSheets()).get('xl/sharedStrings.xml')).toBe(
      `${HEAD}<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="8" uniqueCount="5">` +
        '<si><t>Товар</t></si><si><t>Количество</t></si><si><t>Нурофен</t></si><si><t>Цена</t></si><si><t>Аспирин</t></si></sst>',
    );
  });
});

describe('one sheet', () => {
  it('has column widths, a frozen bold header, text-kind numbers as text and a filter over all rows', async () => {
    const codes: SheetColumn<Line>[] = [
      { header: 'Код', width: 8, kind: 'text', value: (line) => line.count },
      { header: 'Товар', width: 30, kind: 'text', value: (line) => line.name },
    ];
    const bytes = await workbookBytes([
      sheet('Коды', codes, [
        { name: 'Нурофен', count: 7 },
        { name: 'Аспирин', count: null },
      ]),
    ]);
    expect(unzip(bytes).get('xl/worksheets/sheet1.xml')).toBe(
      `${HEAD}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">` +
        '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
        '<sheetFormatPr defaultRowHeight="15"/><cols><col min="1" max="1" width="8" customWidth="1"/><col min="2" max="2" width="30" customWidth="1"/></cols>' +
        '<sheetData><row r="1"><c r="A1" t="s" s="1"><v>0</v></c><c r="B1" t="s" s="1"><v>1</v></c></row>' +
        // A cell that follows the one before carries no reference; one after an empty cell does.
        '<row r="2"><c t="s"><v>2</v></c><c t="s"><v>3</v></c></row>' +
        '<row r="3"><c r="B3" t="s"><v>4</v></c></row>' +
        '</sheetData><autoFilter ref="A1:B3"/></worksheet>',
    );
    const cells = read(bytes).Sheets['Коды'];
    expect(cells.A2).toMatchObject({ t: 's', v: '7' });
  });

  it('of no columns keeps a filter on column A', async () => {
    const parts = unzip(await workbookBytes([sheet('Пусто', [], [{ name: 'x', count: 1 }])]));
    expect(parts.get('xl/worksheets/sheet1.xml')).toContain('<row r="2"></row></sheetData><autoFilter ref="A1:A2"/></worksheet>');
    expect(parts.get('xl/workbook.xml')).toContain('>&apos;Пусто&apos;!$A$1:$A$2</definedName>');
  });
});

describe('sheet names Excel accepts', () => {
  const namesOf = async (...names: string[]) => read(await workbookBytes(names.map((name) => sheet(name, columns, [])))).SheetNames;

  it('lose forbidden characters, every apostrophe and space at the ends, and keep 31 characters', async () => {
    expect(await namesOf("'' Заказ/март?  ''", '[Аптека]: №1*', 'Очень длинное название аптеки номер 12345')).toEqual([
      'Заказ март',
      'Аптека   №1',
      'Очень длинное название аптеки н',
    ]);
  });

  it('become "Лист" when nothing is left', async () => {
    expect(await namesOf(" ' ")).toEqual(['Лист']);
  });
});

describe('texts in cells', () => {
  it('keep spaces at either end (xml:space="preserve") and only there', async () => {
    const items = [' слева', 'справа ', 'в середине'].map((name) => ({ name, count: null }));
    const parts = unzip(await workbookBytes([sheet('Лист', columns.slice(0, 1), items)]));
    expect(parts.get('xl/sharedStrings.xml')).toContain(
      '<si><t>Товар</t></si><si><t xml:space="preserve"> слева</t></si><si><t xml:space="preserve">справа </t></si><si><t>в середине</t></si></sst>',
    );
  });

  it('are cut to 32 767 characters, the most a cell holds', async () => {
    const book = read(await workbookBytes([sheet('Лист', columns.slice(0, 1), [{ name: 'я'.repeat(40_000), count: null }])]));
    expect((book.Sheets['Лист'].A2.v as string).length).toBe(32_767);
  });
});

describe('a long sheet, written in chunks of 1000 rows', () => {
  it('has every row once, in order, and every distinct text once', async () => {
    const items = Array.from({ length: 2_345 }, (_, k) => ({ name: `Товар ${k + 1}`, count: k + 1 }));
    const bytes = await workbookBytes([sheet('Лист', columns, items)]);
    const rows = rowsOf(read(bytes), 'Лист');
    expect(rows).toHaveLength(2_346);
    expect(rows[1]).toEqual(['Товар 1', 1]);
    expect(rows[1000]).toEqual(['Товар 1000', 1000]);
    expect(rows[1001]).toEqual(['Товар 1001', 1001]);
    expect(rows[2345]).toEqual(['Товар 2345', 2345]);
    const parts = unzip(bytes);
    const sheetXml = parts.get('xl/worksheets/sheet1.xml') ?? '';
    expect(sheetXml.match(/<row /gu)).toHaveLength(2_346);
    expect(sheetXml).toContain('<autoFilter ref="A1:B2346"/>');
    // Nothing but rows between the chunks: stray text in sheetData makes Excel 'repair' the file.
    expect(sheetXml).toMatch(/<sheetData>(<row r="\d+">(<c [^>]*><v>[^<]*<\/v><\/c>)*<\/row>)*<\/sheetData>/u);
    const strings = parts.get('xl/sharedStrings.xml') ?? '';
    expect(strings).toContain('count="2347" uniqueCount="2347"');
    expect(strings.match(/<si>/gu)).toHaveLength(2_347);
  });
});
