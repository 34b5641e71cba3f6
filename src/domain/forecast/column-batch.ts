import { isUtf8 } from './packed-utf8';
import { rowFigureColumns } from './row-figures';

/**
 * A batch of forecast rows as columns, the way a columnar answer (Apache Arrow record batches)
 * carries them: numbers in typed arrays, texts as UTF-8 bytes with offsets, repeated texts as
 * codes into the batch's own small dictionary, lists as offsets into a child column. Plain arrays
 * only: the worker takes them out of the Arrow vectors, the domain knows nothing of Arrow.
 * createColumnsBuilder().appendBatch() turns a batch into the same columns as the rows pushed one
 * by one, without an object per row.
 */

/** Texts as UTF-8: value i is bytes[offsets[i] .. offsets[i + 1]) (offsets has one more entry). */
export interface Utf8Texts {
  readonly bytes: Uint8Array;
  readonly offsets: ArrayLike<number>;
}

/** Repeated texts: the row's code into the batch's `values` (a later batch has its own). */
export interface CodedTexts {
  readonly codes: ArrayLike<number>;
  readonly values: readonly string[];
}

/**
 * Texts that stand on several rows (a product's name and barcodes on each of its initiatives'
 * rows), coded into the batch's dictionary of distinct texts still in UTF-8: each distinct text is
 * decoded once, not once per row.
 */
export interface CodedUtf8Texts {
  readonly codes: ArrayLike<number>;
  readonly words: Utf8Texts;
}

/** Lists: the items of row i are items[offsets[i] .. offsets[i + 1]). */
export interface TextLists {
  readonly offsets: ArrayLike<number>;
  readonly items: Utf8Texts | CodedUtf8Texts;
}

/** Lists of repeated texts (supplier groups): the items are codes into the batch's dictionary. */
export interface CodedLists {
  readonly offsets: ArrayLike<number>;
  readonly items: CodedTexts;
}

/** The product's other initiatives: item k is (ids[k], names' value of code k). */
export interface InitiativeLists {
  readonly offsets: ArrayLike<number>;
  readonly ids: ArrayLike<number>;
  readonly names: CodedTexts;
}

/**
 * Numbers made while they are appended (money from Decimal64's kopecks, quantities with nulls):
 * written straight into the builder's column, no array of the batch's own in between. Values
 * from..from + target.length go into target; a value out of range throws BrokenBatchError.
 */
export interface NumbersInto {
  readonly length: number;
  writeInto(target: Float64Array, from: number): void;
}

/** A number column: the values themselves, or made as they are appended. */
export type NumberColumn = ArrayLike<number> | NumbersInto;

const isNumbersInto = (values: NumberColumn): values is NumbersInto => 'writeInto' in values;

/** Writes a number column's values from..from + target.length into target. */
export function writeNumbers(values: NumberColumn, target: Float64Array, from = 0): void {
  if (isNumbersInto(values)) values.writeInto(target, from);
  else if (from === 0 && values.length === target.length) target.set(values);
  else for (let i = 0; i < target.length; i++) target[i] = values[from + i];
}

export interface ForecastColumnBatch {
  readonly length: number;
  readonly initiativeId: ArrayLike<number>;
  readonly initiativeName: CodedTexts;
  readonly promoter: CodedTexts;
  readonly promotionalProductId: NumberColumn;
  readonly promotionalProductName: Utf8Texts | CodedUtf8Texts;
  readonly barcodes: TextLists;
  readonly regionalPurchasingPrice: NumberColumn;
  readonly minQuantity: NumberColumn;
  readonly requiredQuantity: NumberColumn;
  readonly regionalSalesQuantity: NumberColumn;
  readonly possibleProfit: NumberColumn;
  readonly possibleSupplierGroups: CodedLists;
  readonly quantityForOrder: NumberColumn;
  /** NaN where the source has no value, as the columns keep it. */
  readonly purchasedAmount: NumberColumn;
  readonly balance: NumberColumn;
  readonly otherInitiatives: InitiativeLists;
}

/** Key of one other initiative inside the key of a set (ids and names never hold these characters). */
export const otherInitiativeKey = (id: number, name: string) => `${id}\u001f${name}`;
export const OTHER_INITIATIVES_SEPARATOR = '\u001e';

/** A batch that does not hold together (offsets past the end, a code past the dictionary). */
export class BrokenBatchError extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = 'BrokenBatchError';
  }
}

/**
 * Checks texts before they are kept as they came (packed-utf8.ts): offsets in order and inside the
 * bytes, the bytes UTF-8, and no text starting in the middle of a character (so each text on its
 * own is UTF-8 too). No string is made.
 */
export function checkUtf8Texts({ bytes, offsets }: Utf8Texts): void {
  const count = offsets.length - 1;
  const first = offsets[0];
  const last = offsets[count];
  if (!(first >= 0 && last >= first && last <= bytes.length))
    throw new BrokenBatchError(`тексты за пределами данных (${first}..${last} из ${bytes.length} байт)`);
  if (!isUtf8(bytes, first, last)) throw new BrokenBatchError('текст не в кодировке UTF-8');
  for (let i = 0; i < count; i++) {
    const end = offsets[i + 1];
    if (!(end >= offsets[i] && end <= last)) throw new BrokenBatchError('смещения текстов идут не по порядку');
    if (end < last && (bytes[end] & 0xc0) === 0x80) throw new BrokenBatchError('текст разрезан посреди символа');
  }
}

/** List offsets that stay inside the child column. */
export function checkListOffsets(offsets: ArrayLike<number>, length: number, items: number): void {
  if (offsets.length !== length + 1) throw new BrokenBatchError(`смещений списка ${offsets.length}, строк ${length}`);
  for (let i = 0; i < length; i++) {
    if (offsets[i + 1] < offsets[i]) throw new BrokenBatchError('смещения списка идут не по порядку');
  }
  if (offsets[0] < 0 || offsets[length] > items) throw new BrokenBatchError('список за пределами данных');
}

type NumberColumnName = {
  [K in keyof ForecastColumnBatch]: ForecastColumnBatch[K] extends NumberColumn ? K : never;
}[keyof ForecastColumnBatch];

const numberColumns: readonly NumberColumnName[] = ['initiativeId', ...rowFigureColumns];

/** Values from..to of a column: a view when the column is a typed array. */
function part(values: ArrayLike<number>, from: number, to: number): ArrayLike<number> {
  if (ArrayBuffer.isView(values)) return (values as unknown as Float64Array).subarray(from, to);
  return Array.prototype.slice.call(values, from, to) as number[];
}

/** Rows from..to of a number column, still made only when appended. */
function numbersPart(values: NumberColumn, from: number, to: number): NumberColumn {
  if (!isNumbersInto(values)) return part(values, from, to);
  return { length: to - from, writeInto: (target, start) => values.writeInto(target, from + start) };
}

/** A list column's offsets of rows from..to (the items stay: a list may start past item 0). */
const listPart = <T extends { offsets: ArrayLike<number> }>(lists: T, from: number, to: number): T => ({
  ...lists,
  offsets: part(lists.offsets, from, to + 1),
});

/** A coded text column's rows from..to, with the whole dictionary. */
const codedPart = <T extends { codes: ArrayLike<number> }>(texts: T, from: number, to: number): T => ({
  ...texts,
  codes: part(texts.codes, from, to),
});

/**
 * Rows from..to of a batch, as views of its columns, the dictionaries whole: a decoder appends a
 * large batch in parts and lets other work run between them (the reading of the next bytes above
 * all). The parts give the same columns as the whole batch; the builder appends a dictionary that
 * several parts share once.
 */
export function sliceColumnBatch(batch: ForecastColumnBatch, from: number, to: number): ForecastColumnBatch {
  if (from === 0 && to === batch.length) return batch;
  const name = batch.promotionalProductName;
  const numbers = Object.fromEntries(numberColumns.map((column) => [column, numbersPart(batch[column], from, to)]));
  return {
    ...batch,
    ...numbers,
    length: to - from,
    initiativeName: codedPart(batch.initiativeName, from, to),
    promoter: codedPart(batch.promoter, from, to),
    promotionalProductName: 'codes' in name ? codedPart(name, from, to) : { bytes: name.bytes, offsets: part(name.offsets, from, to + 1) },
    barcodes: listPart(batch.barcodes, from, to),
    possibleSupplierGroups: listPart(batch.possibleSupplierGroups, from, to),
    otherInitiatives: listPart(batch.otherInitiatives, from, to),
  };
}
