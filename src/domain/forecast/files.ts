import {
  BARCODE_SEPARATOR,
  initiativesTold,
  joinedBarcodesOf,
  onlyBarcodeBytesOf,
  productNameBytesOf,
  productNameOf,
  supplierGroupsOf,
  type ForecastColumns,
} from './columns';
import { sheet, workbookBytes, type SheetColumn, type WorkbookPace } from '../orders/workbook';
import type { PartDeflater } from '../orders/zip';

/**
 * The forecast's spreadsheets: the whole forecast ('download all') and the products of the order.
 * Items are row indices into the columns, so a file of 100 000 rows is written without turning
 * them into objects. The worker builds them for the screen; the gateway builds the same files for
 * the -as-file calls (after `toColumns` of the rows it was sent).
 */
type RowColumn = SheetColumn<number>;

/** Barcodes as the sheet shows them, without building an array per row. */
const barcodeText = (joined: string) => (joined.includes(BARCODE_SEPARATOR) ? joined.replaceAll(BARCODE_SEPARATOR, ', ') : joined);

const textColumns = (columns: ForecastColumns) =>
  ({
    initiative: {
      header: 'Инициатива',
      width: 30,
      kind: 'text',
      value: (i) => columns.initiatives[columns.initiative[i]].name,
      code: (i) => columns.initiative[i],
    },
    promoter: {
      header: 'Промоутер (держатель контракта)',
      width: 28,
      kind: 'text',
      value: (i) => columns.promoters.values[columns.promoter[i]],
      code: (i) => columns.promoter[i],
    },
    productId: { header: 'Код промо-товара', width: 14, kind: 'integer', value: (i) => columns.promotionalProductId[i] },
    product: {
      header: 'Товар',
      width: 40,
      kind: 'text',
      value: (i) => productNameOf(columns, i),
      code: (i) => columns.promotionalProductName.codes[i],
      utf8: (i) => productNameBytesOf(columns, i),
    },
    barcodes: {
      header: 'Штрихкоды',
      width: 18,
      kind: 'text',
      value: (i) => barcodeText(joinedBarcodesOf(columns, i)),
      code: (i) => oneOrNoneCode(columns.barcodes, i),
      // One barcode is its text as it is; several are joined by `value`.
      utf8: (i) => onlyBarcodeBytesOf(columns, i),
    },
    price: { header: 'Стоимость закупки, руб.', width: 14, kind: 'money', value: (i) => columns.regionalPurchasingPrice[i] },
  }) satisfies Record<string, RowColumn>;

/** The initiative column, where the rows tell their initiative (a source after the spec's row does not): none otherwise. */
const initiativeColumn = (columns: ForecastColumns): RowColumn[] => (initiativesTold(columns) ? [textColumns(columns).initiative] : []);

/**
 * A list column's code for the sheet: none is 0, one its dictionary code + 1; several have no code
 * (their joined text decides). Most rows have one barcode and one supplier group.
 */
function oneOrNoneCode({ start, codes }: { start: Uint32Array; codes: Uint32Array }, i: number): number {
  const count = start[i + 1] - start[i];
  return count === 0 ? 0 : count === 1 ? codes[start[i]] + 1 : -1;
}

/**
 * A list column's code for the sheet where the dictionary is small (supplier groups): as
 * `oneOrNoneCode`, and lists of two or three get a code of their own, the codes in order as digits
 * of base `size`. Most rows have two or three supplier groups; without a code each of them joined
 * and looked up its text.
 */
function fewCodesCode({ start, codes }: { start: Uint32Array; codes: Uint32Array }, size: number, i: number): number {
  const from = start[i];
  switch (start[i + 1] - from) {
    case 0:
      return 0;
    case 1:
      return 1 + codes[from];
    case 2:
      return size > FEW_CODES_SIZE_MAX ? -1 : 1 + size + codes[from] * size + codes[from + 1];
    case 3:
      return size > FEW_CODES_SIZE_MAX ? -1 : 1 + size + size * size + (codes[from] * size + codes[from + 1]) * size + codes[from + 2];
    default:
      return -1;
  }
}

/** Three codes of a dictionary this size still make a code below 2^31. */
const FEW_CODES_SIZE_MAX = 1200;

const supplierGroupLists = (columns: ForecastColumns) => ({ start: columns.supplierGroupStart, codes: columns.supplierGroupCodes });

/** What a row's order costs: its quantity at the regional purchasing price. */
const orderSum = (columns: ForecastColumns, quantity: Float64Array): RowColumn => ({
  header: 'Сумма заказа, руб.',
  width: 14,
  kind: 'money',
  value: (i) => quantity[i] * columns.regionalPurchasingPrice[i],
});

export function forecastSheetColumns(columns: ForecastColumns, quantity: Float64Array): RowColumn[] {
  const text = textColumns(columns);
  const groups = supplierGroupLists(columns);
  const groupCount = columns.supplierGroups.values.length;
  // Sets of other initiatives repeat: their text is made once per set.
  const otherNames = columns.otherInitiativeSets.map((set) => set.map((other) => other.name).join('; '));
  return [
    ...initiativeColumn(columns),
    text.promoter,
    text.productId,
    text.product,
    text.barcodes,
    text.price,
    { header: 'План закупки, уп.', width: 12, kind: 'number', value: (i) => columns.requiredQuantity[i] },
    { header: 'Закуплено с начала инициативы, уп.', width: 16, kind: 'number', value: (i) => columns.purchasedAmount[i] },
    { header: 'Остаток, уп.', width: 10, kind: 'number', value: (i) => columns.balance[i] },
    { header: 'Количество к заказу, уп.', width: 12, kind: 'integer', value: (i) => quantity[i] },
    {
      header: 'Другие инициативы',
      width: 30,
      kind: 'text',
      value: (i) => otherNames[columns.otherInitiatives[i]],
      code: (i) => columns.otherInitiatives[i],
    },
    {
      header: 'Допустимые группы поставщиков',
      width: 24,
      kind: 'text',
      value: (i) => supplierGroupsOf(columns, i).join(', '),
      code: (i) => fewCodesCode(groups, groupCount, i),
    },
    { header: 'Минимальное количество, уп.', width: 12, kind: 'number', value: (i) => columns.minQuantity[i] },
    { header: 'Продажи в регионе за 30 дней, уп.', width: 14, kind: 'number', value: (i) => columns.regionalSalesQuantity[i] },
    { header: 'Возможная прибыль за 30 дней, руб.', width: 16, kind: 'money', value: (i) => columns.possibleProfit[i] },
    orderSum(columns, quantity),
  ];
}

/**
 * A forecast file of the given rows with their order quantities; `pace` as the rows are written;
 * `elsewhere`, another thread's deflate, takes part of a large sheet.
 */
type ForecastFile = (
  columns: ForecastColumns,
  indices: Uint32Array,
  quantity: Float64Array,
  pace?: WorkbookPace,
  elsewhere?: PartDeflater,
) => Promise<Uint8Array>;

/** 'Download all': every given row, ordered or not. */
export const forecastWorkbook: ForecastFile = (columns, indices, quantity, pace, elsewhere) =>
  workbookBytes([sheet('Прогноз прибыли', forecastSheetColumns(columns, quantity), indices)], pace, elsewhere);

export function productsSheetColumns(columns: ForecastColumns, quantity: Float64Array): RowColumn[] {
  const text = textColumns(columns);
  return [
    text.productId,
    text.product,
    text.barcodes,
    text.promoter,
    ...initiativeColumn(columns),
    { header: 'Количество к заказу, уп.', width: 12, kind: 'integer', value: (i) => quantity[i] },
    text.price,
    orderSum(columns, quantity),
  ];
}

/** The products of the order: the given rows whose quantity is above 0. */
export const productsWorkbook: ForecastFile = (columns, indices, quantity, pace, elsewhere) => {
  const ordered = indices.filter((i) => quantity[i] > 0);
  return workbookBytes([sheet('Товары заказа', productsSheetColumns(columns, quantity), ordered)], pace, elsewhere);
};
