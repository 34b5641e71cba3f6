import { BrokenBatchError, checkListOffsets, checkUtf8Texts, type CodedUtf8Texts, type TextLists, type Utf8Texts } from './column-batch';
import { growingCodes, type Growing } from './growing';
import { bytesAt, createPackedUtf8Builder, textAt, type PackedUtf8 } from './packed-utf8';

/**
 * Texts that many rows share (a product's name and barcodes stand on each of its initiatives'
 * rows), kept as the Arrow answer sends them: each row holds codes into the words, and the words
 * are the dictionaries' UTF-8 bytes (packed-utf8.ts), decoded only for the rows read. A columnar
 * batch then costs a check and a copy of its dictionary and a typed-array loop for its rows: no
 * string is made per row or per word, and the words take a quarter of the memory the rows' own
 * copies took. Rows pushed one by one (the
 * JSON pages) get a word each. Words are not shared across batches: each batch's dictionary is
 * appended as it came (finding a word of an earlier batch would cost a string and a lookup per
 * word, a few times the rest of the batch's work), except a dictionary a batch reuses unchanged.
 */
export interface RowWords {
  /** Row i's text is words' value codes[i]. */
  readonly codes: Uint32Array;
  readonly words: PackedUtf8;
}

/** A list of texts a row (barcodes): row i's texts are the words of codes[start[i] .. start[i + 1]). */
export interface RowWordLists {
  readonly start: Uint32Array;
  readonly codes: Uint32Array;
  readonly words: PackedUtf8;
}

export const wordOf = (column: RowWords, row: number): string => textAt(column.words, column.codes[row]);

/** Row `row`'s text as UTF-8 bytes (a view into the words). */
export const wordBytesOf = (column: RowWords, row: number): Uint8Array => bytesAt(column.words, column.codes[row]);

/** Row `row`'s only text as UTF-8 bytes; null when it has none or several. */
export const onlyWordBytesOf = ({ start, codes, words }: RowWordLists, row: number): Uint8Array | null =>
  start[row + 1] - start[row] === 1 ? bytesAt(words, codes[start[row]]) : null;

/** Row `row`'s texts joined by `separator` ('' when it has none). */
export function joinedWordsOf({ start, codes, words }: RowWordLists, row: number, separator: string): string {
  let text = '';
  for (let k = start[row]; k < start[row + 1]; k++) text += (k > start[row] ? separator : '') + textAt(words, codes[k]);
  return text;
}

/** Row `row`'s first text; '' when it has none. */
export const firstWordOf = ({ start, codes, words }: RowWordLists, row: number): string =>
  start[row] < start[row + 1] ? textAt(words, codes[start[row]]) : '';

export function wordsOf({ start, codes, words }: RowWordLists, row: number): string[] {
  const texts: string[] = [];
  for (let k = start[row]; k < start[row + 1]; k++) texts.push(textAt(words, codes[k]));
  return texts;
}

const isCoded = (texts: Utf8Texts | CodedUtf8Texts): texts is CodedUtf8Texts => 'codes' in texts;

/**
 * The packed words of a builder. A batch's texts are checked before anything of
 * the batch is appended, and appended after; a later batch handing the very same dictionary (a
 * stream may keep one for several batches) reuses its words.
 */
function createWords(capacity: number) {
  const packed = createPackedUtf8Builder(capacity);
  let count = 0;
  let last: { words: Utf8Texts; base: number } | null = null;

  function push(text: string): number {
    packed.push(text);
    return count++;
  }

  /** The dictionary checked, and a function that appends it and answers where its words start in ours. */
  function prepare(words: Utf8Texts): () => number {
    if (last?.words === words) {
      const { base } = last;
      return () => base;
    }
    checkUtf8Texts(words);
    return () => {
      const base = count;
      packed.pushPacked(words.bytes, words.offsets);
      count += words.offsets.length - 1;
      last = { words, base };
      return base;
    };
  }

  return { push, prepare, finish: packed.finish };
}

/** `count` codes from `from` on, checked against a dictionary of `size` words, written into `checked`. */
function checkCodes(codes: ArrayLike<number>, from: number, count: number, size: number, column: string, checked: Uint32Array): void {
  if (!(from >= 0 && count >= 0 && from + count <= codes.length))
    throw new BrokenBatchError(`кодов ${codes.length}, нужны ${from}..${from + count}`);
  for (let i = 0; i < count; i++) {
    const code = codes[from + i];
    if (!(code >= 0 && code < size)) throw new BrokenBatchError(`код ${code} вне словаря столбца ${column}`);
    checked[i] = code;
  }
}

/** Codes moved past `base`, where their dictionary starts in ours. */
function shift(codes: Uint32Array, base: number): void {
  if (base > 0) for (let i = 0; i < codes.length; i++) codes[i] += base;
}

/**
 * A batch's texts coded, the codes written into the room `codes` gives (plain texts, another back
 * end's, are each their own word); the words they are codes into.
 */
function codedOf(texts: Utf8Texts | CodedUtf8Texts, from: number, count: number, column: string, codes: Growing<Uint32Array>): Utf8Texts {
  if (isCoded(texts)) {
    if (!(count >= 0)) throw new BrokenBatchError(`кодов ${texts.codes.length}, нужны ${from}..${from + count}`);
    checkCodes(texts.codes, from, count, texts.words.offsets.length - 1, column, codes.spare(count));
    return texts.words;
  }
  if (!(from >= 0 && count >= 0 && from + count < texts.offsets.length))
    throw new BrokenBatchError(`текстов ${texts.offsets.length - 1}, нужны ${from}..${from + count}`);
  const own = codes.spare(count);
  for (let i = 0; i < count; i++) own[i] = i;
  return { bytes: texts.bytes, offsets: Array.prototype.slice.call(texts.offsets, from, from + count + 1) as number[] };
}

/** Keeps the `count` codes written by codedOf, moved past where their words start in ours. */
function commitCodes(codes: Growing<Uint32Array>, count: number, base: number): void {
  shift(codes.spare(count), base);
  codes.commit(count);
}

/** One text a row (product names). */
export function createRowWordsBuilder(capacity: number) {
  const codes = growingCodes(capacity);
  const words = createWords(capacity);
  return {
    push: (text: string) => codes.push(words.push(text)),
    /** Room for `rows` rows' codes in one array (growing.ts). */
    reserve: (rows: number) => codes.reserve(rows),
    /** A batch's texts checked, and the function that appends them (a broken batch appends nothing). */
    prepare(texts: Utf8Texts | CodedUtf8Texts, length: number, column: string): () => void {
      const rows = isCoded(texts) ? texts.codes.length : texts.offsets.length - 1;
      if (rows !== length) throw new BrokenBatchError(`текстов ${rows}, строк ${length}`);
      const appendWords = words.prepare(codedOf(texts, 0, length, column, codes));
      return () => commitCodes(codes, length, appendWords());
    },
    finish: (): RowWords => ({ codes: codes.finish(), words: words.finish() }),
  };
}

/** A list of texts a row (barcodes). */
export function createRowWordListsBuilder(capacity: number) {
  const start = growingCodes(capacity + 1);
  const codes = growingCodes(capacity);
  const words = createWords(capacity);
  start.push(0);
  return {
    push(texts: readonly string[]): void {
      for (const text of texts) codes.push(words.push(text));
      start.push(codes.length);
    },
    /** Room for `rows` rows' list starts in one array (how many items they hold is not known ahead). */
    reserve: (rows: number) => start.reserve(rows + 1),
    /** A batch's lists checked, and the function that appends them. */
    prepare({ offsets, items }: TextLists, length: number, column: string): () => void {
      checkListOffsets(offsets, length, isCoded(items) ? items.codes.length : items.offsets.length - 1);
      // The rows' items, from the first row's first (the lists of a sliced batch need not start at 0).
      const first = offsets[0];
      const count = offsets[length] - first;
      const appendWords = words.prepare(codedOf(items, first, count, column, codes));
      return () => {
        const before = codes.length - first;
        const ends = start.spare(length);
        for (let i = 0; i < length; i++) ends[i] = before + offsets[i + 1];
        start.commit(length);
        commitCodes(codes, count, appendWords());
      };
    },
    finish: (): RowWordLists => ({ start: start.finish(), codes: codes.finish(), words: words.finish() }),
  };
}
