import { BrokenBatchError, checkListOffsets, writeNumbers, type CodedTexts, type ForecastColumnBatch } from './column-batch';
import { encode, type Dictionary } from './dictionary';
import type { Growing } from './growing';
import type { OtherInitiativeSets } from './other-initiative-sets';
import { rowFigureColumns, type RowFigureColumn } from './row-figures';
import type { createRowWordListsBuilder, createRowWordsBuilder } from './row-words';

/** What of the columns builder (columns.ts) a batch is appended to. */
export interface BuilderParts {
  column: Record<'initiative' | 'promoter' | 'otherInitiatives' | 'supplierGroupStart' | 'supplierGroupCodes', Growing<Uint32Array>> &
    Record<RowFigureColumn, Growing<Float64Array>>;
  promoters: Dictionary;
  supplierGroups: Dictionary;
  promotionalProductName: ReturnType<typeof createRowWordsBuilder>;
  barcodes: ReturnType<typeof createRowWordListsBuilder>;
  initiativeCode(id: number, name: () => string): number;
  otherSets: OtherInitiativeSets;
}

/**
 * `count` of the batch's dictionary codes from `from` on, turned into the builder's and written
 * into `codes`: one lookup per distinct value, not per row.
 */
function recode(coded: CodedTexts, from: number, count: number, dictionary: Dictionary, codes: Uint32Array): void {
  if (!(from >= 0 && count >= 0 && from + count <= coded.codes.length))
    throw new BrokenBatchError(`кодов ${coded.codes.length}, нужны ${from}..${from + count}`);
  const ours = coded.values.map((value) => encode(dictionary, value));
  for (let i = 0; i < count; i++) {
    const code = ours[coded.codes[from + i]];
    if (code === undefined) throw new BrokenBatchError(`код ${coded.codes[from + i]} вне словаря из ${ours.length}`);
    codes[i] = code;
  }
}

/** The batch's text of code `code` of a column's dictionary. */
function valueOf(coded: CodedTexts, code: number): string {
  const value = coded.values[code];
  if (value === undefined) throw new BrokenBatchError(`код ${code} вне словаря из ${coded.values.length}`);
  return value;
}

/** Appends a batch to the builder's columns: the same columns as pushing its rows one by one. */
export function appendBatchTo(parts: BuilderParts, batch: ForecastColumnBatch): void {
  const { length } = batch;
  const { column } = parts;
  for (const name of rowFigureColumns) {
    if (batch[name].length !== length) throw new BrokenBatchError(`в столбце ${name} ${batch[name].length} значений, строк ${length}`);
  }
  if (batch.initiativeId.length !== length)
    throw new BrokenBatchError(`в столбце initiativeId ${batch.initiativeId.length} значений, строк ${length}`);

  // Everything is decoded and checked before anything is appended: a broken batch leaves no half row.
  const appendNames = parts.promotionalProductName.prepare(batch.promotionalProductName, length, 'promotionalProductName');
  const appendBarcodes = parts.barcodes.prepare(batch.barcodes, length, 'barcodes');
  if (batch.promoter.codes.length !== length) throw new BrokenBatchError(`промоутеров ${batch.promoter.codes.length}, строк ${length}`);
  // The rows' codes are written where their columns keep them, and kept (committed) only at the end.
  recode(batch.promoter, 0, length, parts.promoters, column.promoter.spare(length));
  const groups = batch.possibleSupplierGroups;
  checkListOffsets(groups.offsets, length, groups.items.codes.length);
  // The rows' items, from the first row's first (the lists of a sliced batch need not start at 0).
  const groupCount = groups.offsets[length] - groups.offsets[0];
  recode(groups.items, groups.offsets[0], groupCount, parts.supplierGroups, column.supplierGroupCodes.spare(groupCount));
  const others = batch.otherInitiatives;
  checkListOffsets(others.offsets, length, others.ids.length);
  if (others.names.codes.length !== others.ids.length) throw new BrokenBatchError('у других инициатив не хватает названий');
  const initiativeNames = batch.initiativeName;
  if (initiativeNames.codes.length !== length)
    throw new BrokenBatchError(`названий инициатив ${initiativeNames.codes.length}, строк ${length}`);

  const initiatives = column.initiative.spare(length);
  // The builder's code of each name code of the batch's dictionary with the id it came with: an
  // initiative's rows need not come together (a product's rows are in different initiatives), so
  // the previous row's answer is not enough; a typed-array lookup a row, no closure or map lookup.
  const names = initiativeNames.values.length;
  const memoId = new Float64Array(names).fill(NaN);
  const memoCode = new Uint32Array(names);
  for (let i = 0; i < length; i++) {
    const id = batch.initiativeId[i];
    const nameCode = initiativeNames.codes[i];
    if (memoId[nameCode] !== id) {
      const name = valueOf(initiativeNames, nameCode);
      memoCode[nameCode] = parts.initiativeCode(id, () => name);
      memoId[nameCode] = id;
    }
    initiatives[i] = memoCode[nameCode];
  }

  parts.otherSets.codesOfBatch(others, length, column.otherInitiatives.spare(length));

  // Where each row's groups end in the builder's codes (the next row's start).
  const groupStarts = column.supplierGroupStart.spare(length);
  const before = column.supplierGroupCodes.length - groups.offsets[0];
  for (let i = 0; i < length; i++) groupStarts[i] = before + groups.offsets[i + 1];

  // Money and quantities are made where their columns keep them (a value out of range throws here, before any commit).
  for (const name of rowFigureColumns) writeNumbers(batch[name], column[name].spare(length));

  for (const name of ['initiative', 'promoter', 'otherInitiatives', 'supplierGroupStart', ...rowFigureColumns] as const)
    column[name].commit(length);
  column.supplierGroupCodes.commit(groupCount);
  appendNames();
  appendBarcodes();
}
