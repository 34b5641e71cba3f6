import { DataType, type Data, type RecordBatch, type Vector } from 'apache-arrow';
import { forecastArrowColumns } from '../../api/contract/forecast-arrow';
import type {
  CodedLists,
  CodedTexts,
  CodedUtf8Texts,
  ForecastColumnBatch,
  NumberColumn,
  NumbersInto,
  TextLists,
  Utf8Texts,
} from '../../domain/forecast/column-batch';
import { BrokenBatchError } from '../../domain/forecast/column-batch';

/**
 * One record batch of the forecast's Arrow answer as the plain arrays the columns builder appends
 * (src/domain/forecast/column-batch.ts): views of the vectors' own buffers, no value read one by
 * one here; decimals and columns with nulls are turned into numbers while they are appended,
 * straight into the builder's columns (NumbersInto). The schema was checked once
 * (forecast-arrow-schema.ts); what is checked per batch is what a schema cannot promise: lengths
 * and nulls in columns that have none.
 */

const nullable = new Set<string>(forecastArrowColumns.filter(([, type]) => type === 'quantity?').map(([name]) => name));

function noNulls(data: Data, name: string): void {
  if (data.nullCount > 0) throw new BrokenBatchError(`пустые значения в столбце ${name}`);
}

/** A typed array of any number type. */
interface NumberView extends ArrayLike<number> {
  subarray(start: number, end: number): NumberView;
}

/** A fixed-width column's values (codes, ids, whole quantities): a view (sliced data keeps its values from its first row). */
function integers(data: Data, name: string): NumberView {
  const values = data.values as NumberView | undefined;
  if (!values || values.length < data.length) throw new BrokenBatchError(`в столбце ${name} не хватает значений`);
  return values.subarray(0, data.length);
}

/** NaN where rows from..from + target.length of the data are null (their validity bit is 0). */
function markNulls(target: Float64Array, bitmap: Uint8Array, first: number): void {
  for (let k = 0; k < target.length; k++) {
    const bit = first + k;
    if ((bitmap[bit >> 3] & (1 << (bit & 7))) === 0) target[k] = NaN;
  }
}

/**
 * A money or quantity column: a view of its integers or floats when it has no nulls; else (and
 * for decimals) numbers made as they are appended, straight into the builder's column, NaN where
 * null (what the columns keep for null).
 */
function numbers(data: Data, name: string): NumberColumn {
  if (DataType.isDecimal(data.type)) return decimals(data, data.type.scale, data.type.bitWidth / 32, name);
  const values = integers(data, name);
  if (data.nullCount === 0) return values;
  const bitmap = data.nullBitmap as Uint8Array;
  return {
    length: data.length,
    writeInto(target, from) {
      // Copied natively (a typed array into another converts as it copies), then the nulls marked.
      target.set(values.subarray(from, from + target.length));
      markNulls(target, bitmap, data.offset + from);
    },
  };
}

const twoTo32 = 2 ** 32;

/**
 * A decimal column (money in kopecks, quantities in thousandths) as numbers: each value's low 64
 * bits (little-endian 32-bit words, the top word signed) over its scale's unit; wider words must
 * only carry the sign. An integer below 2^53 over a power of ten is the double nearest to the
 * decimal, the same number the JSON text gives.
 */
function decimals(data: Data, scale: number, words: number, name: string): NumbersInto {
  const values = data.values as Uint32Array | undefined;
  if (!values || values.length < data.length * words) throw new BrokenBatchError(`в столбце ${name} не хватает значений`);
  const signed = new Int32Array(values.buffer, values.byteOffset, values.length);
  const unit = 10 ** scale;
  const bitmap = data.nullCount > 0 ? (data.nullBitmap as Uint8Array) : null;
  if (words === 2 && !bitmap)
    return { length: data.length, writeInto: (target, from) => decimal64s(values, signed, from, target, unit, name) };
  return {
    length: data.length,
    writeInto(target, from) {
      for (let k = 0; k < target.length; k++) {
        const i = from + k;
        // A null's slot may hold anything: marked below.
        if (bitmap && (bitmap[(data.offset + i) >> 3] & (1 << ((data.offset + i) & 7))) === 0) continue;
        const at = i * words;
        let value = words === 1 ? signed[at] : signed[at + 1] * twoTo32 + values[at];
        for (let word = 2; word < words; word++) if (signed[at + word] !== (value < 0 ? -1 : 0)) value = NaN;
        if (Number.isNaN(value) || !Number.isSafeInteger(value)) throw new BrokenBatchError(`в столбце ${name} число вне пределов`);
        target[k] = value / unit;
      }
      if (bitmap) markNulls(target, bitmap, data.offset + from);
    },
  };
}

/** Decimal64 without nulls (money, the gateway's every price and profit): the loop above without its branches. */
function decimal64s(values: Uint32Array, signed: Int32Array, from: number, target: Float64Array, unit: number, name: string): void {
  for (let k = 0; k < target.length; k++) {
    const i = from + k;
    const value = signed[2 * i + 1] * twoTo32 + values[2 * i];
    if (!(value >= -Number.MAX_SAFE_INTEGER && value <= Number.MAX_SAFE_INTEGER))
      throw new BrokenBatchError(`в столбце ${name} число вне пределов`);
    target[k] = value / unit;
  }
}

function texts(data: Data, name: string): Utf8Texts {
  noNulls(data, name);
  const offsets = data.valueOffsets as Int32Array | undefined;
  if (!offsets || offsets.length < data.length + 1 || !data.values) throw new BrokenBatchError(`в столбце ${name} нет смещений текстов`);
  return { bytes: data.values as Uint8Array, offsets: offsets.subarray(0, data.length + 1) };
}

function listOffsets(data: Data, name: string): Int32Array {
  noNulls(data, name);
  const offsets = data.valueOffsets as Int32Array | undefined;
  if (!offsets || offsets.length < data.length + 1) throw new BrokenBatchError(`в столбце ${name} нет смещений списков`);
  return offsets.subarray(0, data.length + 1);
}

function childOf(data: Data, name: string): Data {
  const child = data.children[0];
  if (!child) throw new BrokenBatchError(`у столбца ${name} нет элементов списков`);
  return child;
}

const encoder = new TextEncoder();

/**
 * A dictionary's texts, one object per dictionary: a batch that keeps the previous batch's
 * dictionary hands the builder the same words, which it then does not append again.
 */
const wordsOfDictionary = new WeakMap<Vector, Utf8Texts>();

function dictionaryTexts(dictionary: Vector, name: string): Utf8Texts {
  let words = wordsOfDictionary.get(dictionary);
  if (!words) wordsOfDictionary.set(dictionary, (words = readDictionaryTexts(dictionary, name)));
  return words;
}

/** A dictionary's texts as one buffer and offsets: its own when it came in one piece. */
function readDictionaryTexts(dictionary: Vector, name: string): Utf8Texts {
  if (dictionary.data.length === 1) return texts(dictionary.data[0], name);
  // A reader may have merged delta dictionaries into several pieces: spelled out once.
  const values = dictionary.toArray() as string[];
  const encoded = values.map((value) => encoder.encode(value));
  const offsets = new Int32Array(values.length + 1);
  encoded.forEach((bytes, i) => (offsets[i + 1] = offsets[i] + bytes.length));
  const bytes = new Uint8Array(offsets[values.length]);
  encoded.forEach((value, i) => bytes.set(value, offsets[i]));
  return { bytes, offsets };
}

/**
 * Coded texts (product names, barcodes: coded on the wire because a product stands on several
 * rows) handed on coded, the dictionary still in UTF-8: the builder keeps the rows' codes and
 * decodes the dictionary once (src/domain/forecast/row-words.ts), no string made a row.
 */
function codedWords(data: Data, name: string): CodedUtf8Texts {
  noNulls(data, name);
  if (!data.dictionary) throw new BrokenBatchError(`у столбца ${name} нет словаря`);
  return { codes: integers(data, name), words: dictionaryTexts(data.dictionary, name) };
}

function textLists(data: Data, name: string): TextLists {
  return { offsets: listOffsets(data, name), items: codedWords(childOf(data, name), name) };
}

function codedLists(data: Data, name: string): CodedLists {
  return { offsets: listOffsets(data, name), items: coded(childOf(data, name), name) };
}

function coded(data: Data, name: string): CodedTexts {
  noNulls(data, name);
  const dictionary = data.dictionary;
  if (!dictionary) throw new BrokenBatchError(`у столбца ${name} нет словаря`);
  if (dictionary.nullCount > 0) throw new BrokenBatchError(`пустые значения в словаре столбца ${name}`);
  // A dictionary holds a few hundred distinct values at most: reading them one by one is cheap.
  return { codes: integers(data, name), values: dictionary.toArray() as string[] };
}

export function columnBatchOf(batch: RecordBatch): ForecastColumnBatch {
  const columns = new Map(batch.schema.fields.map((field, index) => [field.name, batch.data.children[index]]));
  const column = (name: string): Data => {
    const data = columns.get(name);
    if (!data || data.length !== batch.numRows) throw new BrokenBatchError(`столбец ${name} короче пачки строк`);
    if (!nullable.has(name)) noNulls(data, name);
    return data;
  };
  const number = (name: string) => numbers(column(name), name);
  const others = column('otherInitiatives');
  const refs = childOf(others, 'otherInitiatives');
  noNulls(refs, 'otherInitiatives');
  const [ids, names] = refs.children;
  if (!ids || !names) throw new BrokenBatchError('у других инициатив нет id или названий');
  noNulls(ids, 'otherInitiatives.id');
  return {
    length: batch.numRows,
    initiativeId: integers(column('initiativeId'), 'initiativeId'),
    initiativeName: coded(column('initiativeName'), 'initiativeName'),
    promoter: coded(column('promoter'), 'promoter'),
    promotionalProductId: number('promotionalProductId'),
    promotionalProductName: codedWords(column('promotionalProductName'), 'promotionalProductName'),
    barcodes: textLists(column('barcodes'), 'barcodes'),
    regionalPurchasingPrice: number('regionalPurchasingPrice'),
    minQuantity: number('minQuantity'),
    requiredQuantity: number('requiredQuantity'),
    regionalSalesQuantity: number('regionalSalesQuantity'),
    possibleProfit: number('possibleProfit'),
    possibleSupplierGroups: codedLists(column('possibleSupplierGroups'), 'possibleSupplierGroups'),
    quantityForOrder: number('quantityForOrder'),
    purchasedAmount: number('purchasedAmount'),
    balance: number('balance'),
    otherInitiatives: {
      offsets: listOffsets(others, 'otherInitiatives'),
      ids: integers(ids, 'otherInitiatives.id'),
      names: coded(names, 'otherInitiatives.name'),
    },
  };
}
