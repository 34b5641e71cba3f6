import { appendBatchTo } from './column-batch-append';
import { OTHER_INITIATIVES_SEPARATOR, otherInitiativeKey, type ForecastColumnBatch } from './column-batch';
import { createDictionary, encode, type Dictionary } from './dictionary';
import { createOtherInitiativeSets } from './other-initiative-sets';
import { growingCodes, growingFloats } from './growing';
import {
  createRowWordListsBuilder,
  createRowWordsBuilder,
  firstWordOf,
  joinedWordsOf,
  onlyWordBytesOf,
  wordBytesOf,
  wordOf,
  wordsOf,
  type RowWordLists,
  type RowWords,
} from './row-words';
import type { ForecastRow, InitiativeRef } from './row';
import { rowFigureColumns } from './row-figures';

/**
 * The forecast as columns (ARCHITECTURE.md, "Workers"): one typed array per number, small integer
 * codes for the repeated strings. A million rows then cost a few dozen megabytes of flat memory
 * the worker scans in milliseconds, instead of a million objects; only the rows of the visible
 * window are turned back into objects. Even the per-row texts are codes into words packed into one
 * string (row-words.ts), so the garbage collector has almost nothing to walk.
 */
export interface ForecastColumns {
  readonly length: number;
  /**
   * Code of the row's initiative into `initiatives` (one entry per initiative id, first name seen).
   * Rows whose source does not tell their initiative share one entry, `untoldInitiative`'s.
   */
  readonly initiative: Uint32Array;
  readonly initiatives: InitiativeRef[];
  /** Code of the row's promoter into `promoters`. */
  readonly promoter: Uint32Array;
  readonly promoters: Dictionary;
  readonly promotionalProductId: Float64Array;
  readonly promotionalProductName: RowWords;
  readonly barcodes: RowWordLists;
  readonly regionalPurchasingPrice: Float64Array;
  readonly minQuantity: Float64Array;
  readonly requiredQuantity: Float64Array;
  readonly regionalSalesQuantity: Float64Array;
  readonly possibleProfit: Float64Array;
  readonly quantityForOrder: Float64Array;
  /** NaN where the source sent null. */
  readonly purchasedAmount: Float64Array;
  readonly balance: Float64Array;
  /**
   * Supplier groups in compressed rows: the codes of row i are
   * supplierGroupCodes[supplierGroupStart[i] .. supplierGroupStart[i + 1]).
   */
  readonly supplierGroupStart: Uint32Array;
  readonly supplierGroupCodes: Uint32Array;
  readonly supplierGroups: Dictionary;
  /** Code of the row's set of other initiatives into `otherInitiativeSets`; sets repeat a lot. */
  readonly otherInitiatives: Uint32Array;
  readonly otherInitiativeSets: InitiativeRef[][];
}

/** The columns of one value a row (supplier groups' starts have one more, their codes any number). */
const rowColumns = ['initiative', 'promoter', 'otherInitiatives', ...rowFigureColumns] as const;

/**
 * The initiative of the rows whose source does not tell it: the spec's forecast row has no
 * initiative field (PP §3). Its id is no id (NaN), so no filter, file or key mistakes it for one.
 */
export const untoldInitiative: InitiativeRef = Object.freeze({ id: Number.NaN, name: '' });

export const isToldInitiative = (initiative: InitiativeRef): boolean => !Number.isNaN(initiative.id);

/**
 * Whether the source told the initiative of every row: only then are the initiative column and
 * filter offered (a filter would otherwise hide rows it cannot place, under an initiative's name).
 */
export const initiativesTold = (columns: Pick<ForecastColumns, 'initiatives'>): boolean => columns.initiatives.every(isToldInitiative);

/** The initiatives a filter may offer: those the rows tell. */
export const toldInitiatives = (columns: Pick<ForecastColumns, 'initiatives'>): InitiativeRef[] =>
  columns.initiatives.filter(isToldInitiative);

/** Barcodes are digits; a control character cannot clash with them. */
export const BARCODE_SEPARATOR = '\u001f';

/**
 * Builds the columns row by row, so a worker can feed rows as it parses them (pages, a stream)
 * without keeping the whole array of objects alive; or batch by batch from a columnar answer
 * (appendBatch, column-batch-append.ts), to the same columns without an object per row.
 */
export function createColumnsBuilder(capacity = 1024) {
  const initiativeCodes = new Map<number, number>();
  const initiatives: InitiativeRef[] = [];
  const promoters = createDictionary();
  const supplierGroups = createDictionary();
  const otherInitiativeKeys = createDictionary();
  const otherInitiativeSets: InitiativeRef[][] = [];
  const promotionalProductName = createRowWordsBuilder(capacity);
  const barcodes = createRowWordListsBuilder(capacity);
  const column = {
    initiative: growingCodes(capacity),
    promoter: growingCodes(capacity),
    otherInitiatives: growingCodes(capacity),
    supplierGroupStart: growingCodes(capacity + 1),
    supplierGroupCodes: growingCodes(capacity),
    promotionalProductId: growingFloats(capacity),
    regionalPurchasingPrice: growingFloats(capacity),
    minQuantity: growingFloats(capacity),
    requiredQuantity: growingFloats(capacity),
    regionalSalesQuantity: growingFloats(capacity),
    possibleProfit: growingFloats(capacity),
    quantityForOrder: growingFloats(capacity),
    purchasedAmount: growingFloats(capacity),
    balance: growingFloats(capacity),
  };
  column.supplierGroupStart.push(0);

  /** The code of an initiative id; a new id keeps the first name seen with it. */
  function initiativeCode(id: number, name: () => string): number {
    let initiative = initiativeCodes.get(id);
    if (initiative === undefined) {
      initiative = initiatives.length;
      initiatives.push({ id, name: name() });
      initiativeCodes.set(id, initiative);
    }
    return initiative;
  }

  let untoldCode = -1;
  /** The code of the rows without an initiative: one entry, made with the first such row. */
  function untoldInitiativeCode(): number {
    if (untoldCode < 0) {
      untoldCode = initiatives.length;
      initiatives.push(untoldInitiative);
    }
    return untoldCode;
  }

  /**
   * The code of a set of other initiatives by its key (otherInitiativesKey: rows and batches build
   * the same one); `set` makes the set's objects only when it is new.
   */
  function otherInitiativesCode(key: string, set: () => InitiativeRef[]): number {
    const othersCode = encode(otherInitiativeKeys, key);
    if (othersCode === otherInitiativeSets.length) otherInitiativeSets.push(set());
    return othersCode;
  }

  function push(row: ForecastRow): void {
    // A name without an id cannot be told from another initiative's: such a row tells none. A
    // known id is looked up first, so most rows make no closure for a name they will not need.
    const id = row.initiativeId;
    column.initiative.push(
      id === undefined
        ? untoldInitiativeCode()
        : (initiativeCodes.get(id) ?? initiativeCode(id, () => row.initiativeName ?? `Инициатива №${id}`)),
    );
    column.promoter.push(encode(promoters, row.promoter));
    const others = row.otherInitiatives;
    const othersKey =
      others.length === 0 ? '' : others.map((other) => otherInitiativeKey(other.id, other.name)).join(OTHER_INITIATIVES_SEPARATOR);
    column.otherInitiatives.push(otherInitiativesCode(othersKey, () => others.map(({ id, name }) => ({ id, name }))));
    for (const group of row.possibleSupplierGroups) column.supplierGroupCodes.push(encode(supplierGroups, group));
    column.supplierGroupStart.push(column.supplierGroupCodes.length);
    promotionalProductName.push(row.promotionalProductName);
    barcodes.push(row.barcodes);
    column.promotionalProductId.push(row.promotionalProductId);
    column.regionalPurchasingPrice.push(row.regionalPurchasingPrice);
    column.minQuantity.push(row.minQuantity);
    column.requiredQuantity.push(row.requiredQuantity);
    column.regionalSalesQuantity.push(row.regionalSalesQuantity);
    column.possibleProfit.push(row.possibleProfit);
    column.quantityForOrder.push(row.quantityForOrder);
    column.purchasedAmount.push(row.purchasedAmount ?? NaN);
    column.balance.push(row.balance ?? NaN);
  }

  function finish(): ForecastColumns {
    return {
      length: column.initiative.length,
      initiatives,
      promoters,
      supplierGroups,
      otherInitiativeSets,
      promotionalProductName: promotionalProductName.finish(),
      barcodes: barcodes.finish(),
      initiative: column.initiative.finish(),
      promoter: column.promoter.finish(),
      otherInitiatives: column.otherInitiatives.finish(),
      supplierGroupStart: column.supplierGroupStart.finish(),
      supplierGroupCodes: column.supplierGroupCodes.finish(),
      promotionalProductId: column.promotionalProductId.finish(),
      regionalPurchasingPrice: column.regionalPurchasingPrice.finish(),
      minQuantity: column.minQuantity.finish(),
      requiredQuantity: column.requiredQuantity.finish(),
      regionalSalesQuantity: column.regionalSalesQuantity.finish(),
      possibleProfit: column.possibleProfit.finish(),
      quantityForOrder: column.quantityForOrder.finish(),
      purchasedAmount: column.purchasedAmount.finish(),
      balance: column.balance.finish(),
    };
  }

  /**
   * Room for `rows` rows in every column of one value a row, when the answer announces how many it
   * holds (forecast-arrow-read.ts): each is then filled in place and finished without a copy. More
   * rows than announced still fit (the columns grow in parts); fewer cost the copy to size.
   */
  function expectRows(rows: number): void {
    for (const name of rowColumns) column[name].reserve(rows);
    column.supplierGroupStart.reserve(rows + 1);
    promotionalProductName.reserve(rows);
    barcodes.reserve(rows);
  }

  let batchParts: Parameters<typeof appendBatchTo>[0] | null = null;
  function appendBatch(batch: ForecastColumnBatch): void {
    batchParts ??= {
      column,
      promoters,
      supplierGroups,
      promotionalProductName,
      barcodes,
      initiativeCode,
      otherSets: createOtherInitiativeSets(otherInitiativesCode),
    };
    appendBatchTo(batchParts, batch);
  }

  return { push, appendBatch, expectRows, finish };
}

export type ColumnsBuilder = ReturnType<typeof createColumnsBuilder>;

export function toColumns(rows: readonly ForecastRow[]): ForecastColumns {
  const builder = createColumnsBuilder(rows.length);
  for (const row of rows) builder.push(row);
  return builder.finish();
}

/** Every row index in forecast order: what "no filter" selects. */
export function allRows(length: number): Uint32Array {
  const indices = new Uint32Array(length);
  for (let i = 0; i < length; i++) indices[i] = i;
  return indices;
}

export const productNameOf = (columns: ForecastColumns, index: number): string => wordOf(columns.promotionalProductName, index);

/** The product's name as UTF-8 bytes, as the forecast keeps it (for the spreadsheet's shared strings). */
export const productNameBytesOf = (columns: ForecastColumns, index: number): Uint8Array =>
  wordBytesOf(columns.promotionalProductName, index);

/** The row's barcode as UTF-8 bytes where it has exactly one; null otherwise. */
export const onlyBarcodeBytesOf = (columns: ForecastColumns, index: number): Uint8Array | null => onlyWordBytesOf(columns.barcodes, index);

/** The row's barcodes joined with BARCODE_SEPARATOR ('' when none). */
export const joinedBarcodesOf = (columns: ForecastColumns, index: number): string =>
  joinedWordsOf(columns.barcodes, index, BARCODE_SEPARATOR);

export const barcodesOf = (columns: ForecastColumns, index: number): string[] => wordsOf(columns.barcodes, index);

/** The first barcode, for the one-barcode fields of order files; '' when the row has none. */
export const firstBarcode = (columns: ForecastColumns, index: number): string => firstWordOf(columns.barcodes, index);

export function supplierGroupsOf(columns: ForecastColumns, index: number): string[] {
  const groups: string[] = [];
  for (let k = columns.supplierGroupStart[index]; k < columns.supplierGroupStart[index + 1]; k++) {
    groups.push(columns.supplierGroups.values[columns.supplierGroupCodes[k]]);
  }
  return groups;
}

const nullable = (value: number): number | null => (Number.isNaN(value) ? null : value);

/** One row back as an object, for the grid's window and for files; without an initiative where the source told none. */
export function readRow(columns: ForecastColumns, index: number): ForecastRow {
  const initiative = columns.initiatives[columns.initiative[index]];
  return {
    ...(isToldInitiative(initiative) && { initiativeId: initiative.id, initiativeName: initiative.name }),
    promoter: columns.promoters.values[columns.promoter[index]],
    promotionalProductId: columns.promotionalProductId[index],
    promotionalProductName: productNameOf(columns, index),
    barcodes: barcodesOf(columns, index),
    regionalPurchasingPrice: columns.regionalPurchasingPrice[index],
    minQuantity: columns.minQuantity[index],
    requiredQuantity: columns.requiredQuantity[index],
    regionalSalesQuantity: columns.regionalSalesQuantity[index],
    possibleProfit: columns.possibleProfit[index],
    possibleSupplierGroups: supplierGroupsOf(columns, index),
    quantityForOrder: columns.quantityForOrder[index],
    purchasedAmount: nullable(columns.purchasedAmount[index]),
    balance: nullable(columns.balance[index]),
    otherInitiatives: columns.otherInitiativeSets[columns.otherInitiatives[index]].map(({ id, name }) => ({ id, name })),
  };
}

/** The rows at positions start..end (exclusive) of an index array: the grid's visible window. */
export function readWindow(columns: ForecastColumns, indices: Uint32Array, start: number, end: number): ForecastRow[] {
  const rows: ForecastRow[] = [];
  for (let k = Math.max(0, start); k < Math.min(end, indices.length); k++) rows.push(readRow(columns, indices[k]));
  return rows;
}
