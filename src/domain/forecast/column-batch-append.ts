import {
  BrokenBatchError,
  checkListOffsets,
  checkTexts,
  decodeTexts,
  decodeUtf8,
  type BytesLookup,
  type CodedTexts,
  type ForecastColumnBatch,
  type TextLists,
  type Utf8Texts,
} from './column-batch';
import { encode, type Dictionary } from './dictionary';
import type { Growing } from './growing';
import type { createPackedStringsBuilder } from './packed-strings';
import type { OtherInitiativeSets } from './other-initiative-sets';

/** What of the columns builder (columns.ts) a batch is appended to. */
export interface BuilderParts {
  column: Record<'initiative' | 'promoter' | 'otherInitiatives' | 'supplierGroupStart' | 'supplierGroupCodes', Growing<Uint32Array>> &
    Record<
      | 'promotionalProductId' | 'regionalPurchasingPrice' | 'minQuantity' | 'requiredQuantity' | 'regionalSalesQuantity'
      | 'possibleProfit' | 'quantityForOrder' | 'purchasedAmount' | 'balance',
      Growing<Float64Array>
    >;
  promoters: Dictionary;
  supplierGroups: Dictionary;
  supplierGroupBytes: BytesLookup<number>;
  promotionalProductName: ReturnType<typeof createPackedStringsBuilder>;
  barcodes: ReturnType<typeof createPackedStringsBuilder>;
  barcodeSeparator: string;
  initiativeCode(id: number, name: () => string): number;
  otherSets: OtherInitiativeSets;
}

const numberColumns = [
  'promotionalProductId', 'regionalPurchasingPrice', 'minQuantity', 'requiredQuantity', 'regionalSalesQuantity',
  'possibleProfit', 'quantityForOrder', 'purchasedAmount', 'balance',
] as const;

/** The batch's dictionary codes turned into the builder's: one lookup per distinct value, not per row. */
function recode(coded: CodedTexts, length: number, dictionary: Dictionary): Uint32Array {
  if (coded.codes.length !== length) throw new BrokenBatchError(`кодов ${coded.codes.length}, строк ${length}`);
  const ours = coded.values.map((value) => encode(dictionary, value));
  const codes = new Uint32Array(length);
  for (let i = 0; i < length; i++) {
    const code = ours[coded.codes[i]];
    if (code === undefined) throw new BrokenBatchError(`код ${coded.codes[i]} вне словаря из ${ours.length}`);
    codes[i] = code;
  }
  return codes;
}

/** Each row's list of texts as one text joined by `separator` (one byte), still as UTF-8. */
function joinLists({ offsets, items }: TextLists, length: number, separator: number): Utf8Texts {
  checkListOffsets(offsets, length, items.offsets.length - 1);
  const first = items.offsets[offsets[0]];
  const last = items.offsets[offsets[length]];
  const bytes = new Uint8Array(last - first + Math.max(0, offsets[length] - offsets[0]));
  const rowOffsets = new Uint32Array(length + 1);
  let end = 0;
  for (let i = 0; i < length; i++) {
    for (let k = offsets[i]; k < offsets[i + 1]; k++) {
      if (k > offsets[i]) bytes[end++] = separator;
      const from = items.offsets[k];
      const to = items.offsets[k + 1];
      if (!(from >= 0 && to >= from && to <= items.bytes.length)) throw new BrokenBatchError('элемент списка за пределами данных');
      bytes.set(items.bytes.subarray(from, to), end);
      end += to - from;
    }
    rowOffsets[i + 1] = end;
  }
  return { bytes, offsets: rowOffsets };
}

/** The builder's code of supplier group item k: by its bytes, decoded only when new. */
function supplierGroupCode(parts: BuilderParts, { bytes, offsets }: Utf8Texts, k: number): number {
  const start = offsets[k];
  const end = offsets[k + 1];
  const found = parts.supplierGroupBytes.find(bytes, start, end);
  if (found.value !== undefined) return found.value;
  const code = encode(parts.supplierGroups, decodeUtf8(bytes.subarray(start, end)));
  parts.supplierGroupBytes.add(found.hash, bytes, start, end, code);
  return code;
}

/** Appends a batch to the builder's columns: the same columns as pushing its rows one by one. */
export function appendBatchTo(parts: BuilderParts, batch: ForecastColumnBatch): void {
  const { length } = batch;
  const { column } = parts;
  for (const name of numberColumns) {
    if (batch[name].length !== length) throw new BrokenBatchError(`в столбце ${name} ${batch[name].length} значений, строк ${length}`);
  }
  if (batch.initiativeId.length !== length) throw new BrokenBatchError(`в столбце initiativeId ${batch.initiativeId.length} значений, строк ${length}`);

  // Everything is decoded and checked before anything is appended: a broken batch leaves no half row.
  const names = decodeTexts(batch.promotionalProductName);
  if (names.starts.length !== length + 1) throw new BrokenBatchError(`названий ${names.starts.length - 1}, строк ${length}`);
  const barcodes = decodeTexts(joinLists(batch.barcodes, length, parts.barcodeSeparator.charCodeAt(0)));
  const promoters = recode(batch.promoter, length, parts.promoters);
  const groups = batch.possibleSupplierGroups;
  checkListOffsets(groups.offsets, length, groups.items.offsets.length - 1);
  checkTexts(groups.items);
  const others = batch.otherInitiatives;
  checkListOffsets(others.offsets, length, others.ids.length);
  checkTexts(others.names);
  if (others.names.offsets.length !== others.ids.length + 1) throw new BrokenBatchError('у других инициатив не хватает названий');
  const initiativeNames = batch.initiativeName;
  if (initiativeNames.codes.length !== length) throw new BrokenBatchError(`названий инициатив ${initiativeNames.codes.length}, строк ${length}`);

  const initiatives = new Uint32Array(length);
  let lastId = NaN;
  let lastCode = 0;
  for (let i = 0; i < length; i++) {
    const id = batch.initiativeId[i];
    // Rows of one initiative come together: the previous row's answer saves the map lookup.
    if (id !== lastId) {
      const name = initiativeNames.values[initiativeNames.codes[i]];
      if (name === undefined) throw new BrokenBatchError(`код названия инициативы ${initiativeNames.codes[i]} вне словаря`);
      lastCode = parts.initiativeCode(id, () => name);
      lastId = id;
    }
    initiatives[i] = lastCode;
  }

  const otherCodes = new Uint32Array(length);
  const set: number[] = [];
  for (let i = 0; i < length; i++) {
    set.length = 0;
    for (let k = others.offsets[i]; k < others.offsets[i + 1]; k++) {
      set.push(parts.otherSets.refOf(others.ids[k], others.names.bytes, others.names.offsets[k], others.names.offsets[k + 1]));
    }
    otherCodes[i] = parts.otherSets.codeOfRefs(set);
  }

  const groupCodes = new Uint32Array(Math.max(0, groups.offsets[length] - groups.offsets[0]));
  const groupStarts = new Uint32Array(length);
  let codeCount = column.supplierGroupCodes.length;
  for (let i = 0, n = 0; i < length; i++) {
    for (let k = groups.offsets[i]; k < groups.offsets[i + 1]; k++, n++) {
      groupCodes[n] = supplierGroupCode(parts, groups.items, k);
    }
    codeCount += groups.offsets[i + 1] - groups.offsets[i];
    groupStarts[i] = codeCount;
  }

  column.initiative.append(initiatives);
  column.promoter.append(promoters);
  column.otherInitiatives.append(otherCodes);
  column.supplierGroupCodes.append(groupCodes);
  column.supplierGroupStart.append(groupStarts);
  parts.promotionalProductName.pushPacked(names.text, names.starts);
  parts.barcodes.pushPacked(barcodes.text, barcodes.starts);
  for (const name of numberColumns) column[name].append(batch[name]);
}
