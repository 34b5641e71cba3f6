import {
  Data,
  DataType as Types,
  makeData,
  RecordBatch,
  Struct,
  Utf8,
  Vector,
  type DataType,
  type Dictionary,
  type Int32,
  type List,
  type Schema,
} from 'apache-arrow';
import { forecastArrowSchema, initiativeRefType } from './arrow-schema';

/**
 * One record batch of the forecast, as columns: what the database hands over batch by batch
 * (arrow-source.ts), never one object per row. Names of the product's other initiatives are
 * looked up by `nameOf`, as the JSON pages do.
 */
export interface ForecastColumns {
  length: number;
  initiativeId: ArrayLike<number>;
  initiativeName: readonly string[];
  promoter: readonly string[];
  promotionalProductId: ArrayLike<number>;
  promotionalProductName: readonly string[];
  barcodes: readonly (readonly string[])[];
  regionalPurchasingPrice: ArrayLike<number>;
  minQuantity: ArrayLike<number>;
  requiredQuantity: ArrayLike<number>;
  regionalSalesQuantity: ArrayLike<number>;
  possibleProfit: ArrayLike<number>;
  possibleSupplierGroups: readonly (readonly string[])[];
  quantityForOrder: ArrayLike<number>;
  purchasedAmount: readonly (number | null)[];
  balance: readonly (number | null)[];
  otherInitiativeIds: readonly (readonly number[])[];
  nameOf: (initiativeId: number) => string;
}

/** A batch of no rows: what the schema message is cut from, and a pharmacy without a forecast. */
export const noColumns: ForecastColumns = {
  length: 0,
  initiativeId: [],
  initiativeName: [],
  promoter: [],
  promotionalProductId: [],
  promotionalProductName: [],
  barcodes: [],
  regionalPurchasingPrice: [],
  minQuantity: [],
  requiredQuantity: [],
  regionalSalesQuantity: [],
  possibleProfit: [],
  possibleSupplierGroups: [],
  quantityForOrder: [],
  purchasedAmount: [],
  balance: [],
  otherInitiativeIds: [],
  nameOf: String,
};

const encoder = new TextEncoder();

const utf8Type = new Utf8();

/** Utf8 data written straight into one buffer (an Arrow builder per string was the slow part). */
function utf8(strings: readonly string[]): Data<Utf8> {
  const offsets = new Int32Array(strings.length + 1);
  let capacity = 0;
  for (const text of strings) capacity += text.length * 3;
  const bytes = new Uint8Array(capacity);
  let end = 0;
  for (let i = 0; i < strings.length; i++) {
    end += encoder.encodeInto(strings[i], bytes.subarray(end)).written;
    offsets[i + 1] = end;
  }
  return makeData({ type: utf8Type, length: strings.length, nullCount: 0, valueOffsets: offsets, data: bytes.subarray(0, end) });
}

function int32(type: DataType, values: ArrayLike<number>): Data<Int32> {
  return makeData({ type: type as Int32, length: values.length, nullCount: 0, data: Int32Array.from(values) });
}

const intArrays = { 8: Int8Array, 16: Int16Array, 32: Int32Array } as const;

/**
 * A number column in its schema type: an integer of the column's width, or a decimal as a 64-bit
 * integer of its scale's units (kopecks, thousandths of a pack), the way Arrow keeps Decimal64.
 * Null where the value is null (the two columns the source may not know). A value its integer
 * column cannot hold (the forecast changed after its widths were read) throws: the answer then
 * ends broken, never with a wrong number.
 */
function numbers(type: DataType, values: ArrayLike<number | null>): Data {
  const valid = new Uint8Array((values.length + 7) >> 3);
  let nullCount = 0;
  let data: Int8Array | Int16Array | Int32Array | BigInt64Array;
  let put: (i: number, value: number) => void;
  if (Types.isDecimal(type)) {
    const unit = 10 ** type.scale;
    const scaled = (data = new BigInt64Array(values.length));
    put = (i, value) => (scaled[i] = BigInt(Math.round(value * unit)));
  } else if (Types.isInt(type) && type.bitWidth in intArrays) {
    const whole = (data = new intArrays[type.bitWidth as 8 | 16 | 32](values.length));
    put = (i, value) => {
      whole[i] = value;
      if (whole[i] !== value) throw new Error(`${value} does not fit the column's ${String(type)}`);
    };
  } else throw new Error(`no number column of type ${String(type)}`);
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (value === null) nullCount++;
    else {
      put(i, value);
      valid[i >> 3] |= 1 << (i & 7);
    }
  }
  const words = data instanceof BigInt64Array ? new Uint32Array(data.buffer) : data;
  return makeData({
    type: type as Int32,
    length: values.length,
    nullCount,
    data: words as Int32Array,
    nullBitmap: nullCount > 0 ? valid : undefined,
  });
}

/** Repeating strings as indices into the batch's own dictionary (sent before the batch). */
function dictionary(type: DataType, values: readonly string[]): Data<Dictionary<Utf8, Int32>> {
  const indexOf = new Map<string, number>();
  const indices = new Int32Array(values.length);
  for (let i = 0; i < values.length; i++) {
    let index = indexOf.get(values[i]);
    if (index === undefined) indexOf.set(values[i], (index = indexOf.size));
    indices[i] = index;
  }
  return makeData({
    type: type as Dictionary<Utf8, Int32>,
    length: values.length,
    nullCount: 0,
    data: indices,
    dictionary: new Vector([utf8([...indexOf.keys()])]),
  });
}

function offsetsOf(lists: readonly (readonly unknown[])[]): Int32Array {
  const offsets = new Int32Array(lists.length + 1);
  for (let i = 0; i < lists.length; i++) offsets[i + 1] = offsets[i] + lists[i].length;
  return offsets;
}

/** Lists of repeating texts (supplier groups, a product's barcodes): the items coded into the batch's dictionary. */
function codedLists(type: DataType, lists: readonly (readonly string[])[]): Data<List<Dictionary<Utf8, Int32>>> {
  const listType = type as List<Dictionary<Utf8, Int32>>;
  return makeData({
    type: listType,
    length: lists.length,
    nullCount: 0,
    valueOffsets: offsetsOf(lists),
    child: dictionary(listType.children[0].type, lists.flat()),
  });
}

function initiativeLists(type: DataType, lists: readonly (readonly number[])[], nameOf: (id: number) => string): Data<List<Struct>> {
  const ids = lists.flat();
  const [idField, nameField] = initiativeRefType.children;
  const refs = makeData({
    type: initiativeRefType,
    length: ids.length,
    nullCount: 0,
    children: [int32(idField.type, ids), dictionary(nameField.type, ids.map(nameOf))],
  });
  return makeData({ type: type as List<Struct>, length: lists.length, nullCount: 0, valueOffsets: offsetsOf(lists), child: refs });
}

/**
 * The columns as one record batch of the contract's schema (src/api/contract/forecast-arrow.ts),
 * with its build's quantity widths (a value wider than its column is a bug of the caller).
 */
export function encodeForecastBatch(columns: ForecastColumns, schema: Schema = forecastArrowSchema): RecordBatch {
  const type = (index: number) => schema.fields[index].type as DataType;
  const children: Data[] = [
    int32(type(0), columns.initiativeId),
    dictionary(type(1), columns.initiativeName),
    dictionary(type(2), columns.promoter),
    int32(type(3), columns.promotionalProductId),
    dictionary(type(4), columns.promotionalProductName),
    codedLists(type(5), columns.barcodes),
    numbers(type(6), columns.regionalPurchasingPrice),
    numbers(type(7), columns.minQuantity),
    numbers(type(8), columns.requiredQuantity),
    numbers(type(9), columns.regionalSalesQuantity),
    numbers(type(10), columns.possibleProfit),
    codedLists(type(11), columns.possibleSupplierGroups),
    numbers(type(12), columns.quantityForOrder),
    numbers(type(13), columns.purchasedAmount),
    numbers(type(14), columns.balance),
    initiativeLists(type(15), columns.otherInitiativeIds, columns.nameOf),
  ];
  for (const child of children)
    if (child.length !== columns.length) throw new Error(`column of ${child.length} rows in a batch of ${columns.length}`);
  return new RecordBatch(schema, makeData({ type: new Struct(schema.fields), length: columns.length, nullCount: 0, children }));
}
