import { BrokenBatchError, checkListOffsets, decodeTexts, type CodedUtf8Texts, type TextLists, type Utf8Texts } from './column-batch';

/**
 * A batch's per-row texts (product names, barcodes) as the packed strings keep them: one string
 * for the batch and where each row's text starts in it (packed-strings.ts). Plain UTF-8 texts are
 * decoded in one go; coded ones (a product's name stands on each of its initiatives' rows) decode
 * each distinct text of the dictionary once and join the rows' texts, a few times less decoding
 * and no bytes copied per row: what keeps a million rows' decoding up with their arrival.
 */
export interface RowTexts {
  readonly text: string;
  readonly starts: Uint32Array;
}

const isCoded = (texts: Utf8Texts | CodedUtf8Texts): texts is CodedUtf8Texts => 'codes' in texts;

/** Each distinct text of a dictionary as a string: one decoder call for all of them. */
function wordsOf(words: Utf8Texts): string[] {
  const { text, starts } = decodeTexts(words);
  const values = new Array<string>(starts.length - 1);
  for (let i = 0; i < values.length; i++) values[i] = text.slice(starts[i], starts[i + 1]);
  return values;
}

function wordAt(words: readonly string[], code: number, column: string): string {
  const word = words[code];
  if (word === undefined) throw new BrokenBatchError(`код ${code} вне словаря столбца ${column}`);
  return word;
}

/** `length` rows' texts joined, V8 copying them once into one flat string. */
function joined(length: number, textOf: (row: number) => string): RowTexts {
  const parts = new Array<string>(length);
  const starts = new Uint32Array(length + 1);
  for (let i = 0; i < length; i++) {
    const text = textOf(i);
    parts[i] = text;
    starts[i + 1] = starts[i] + text.length;
  }
  return { text: parts.join(''), starts };
}

/** One text a row (product names); `column` names the column in an error. */
export function rowTexts(texts: Utf8Texts | CodedUtf8Texts, length: number, column: string): RowTexts {
  if (!isCoded(texts)) {
    const decoded = decodeTexts(texts);
    if (decoded.starts.length !== length + 1) throw new BrokenBatchError(`текстов ${decoded.starts.length - 1}, строк ${length}`);
    return decoded;
  }
  const { codes } = texts;
  if (codes.length !== length) throw new BrokenBatchError(`текстов ${codes.length}, строк ${length}`);
  const words = wordsOf(texts.words);
  return joined(length, (row) => wordAt(words, codes[row], column));
}

/** Each row's list of UTF-8 texts joined by `separator` (one byte), still as UTF-8. */
function joinUtf8Lists(offsets: ArrayLike<number>, items: Utf8Texts, length: number, separator: number): Utf8Texts {
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

/** Each row's list of texts (barcodes) as one text joined by `separator` (one character). */
export function joinedRowLists({ offsets, items }: TextLists, length: number, separator: string, column: string): RowTexts {
  if (!isCoded(items)) return decodeTexts(joinUtf8Lists(offsets, items, length, separator.charCodeAt(0)));
  const { codes } = items;
  checkListOffsets(offsets, length, codes.length);
  const words = wordsOf(items.words);
  return joined(length, (row) => {
    const from = offsets[row];
    const to = offsets[row + 1];
    if (from === to) return '';
    let text = wordAt(words, codes[from], column);
    for (let k = from + 1; k < to; k++) text += separator + wordAt(words, codes[k], column);
    return text;
  });
}
