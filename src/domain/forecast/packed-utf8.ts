import { growingCodes } from './growing';

/**
 * A column of distinct texts (product names, barcodes) kept as UTF-8 bytes with offsets, as
 * Apache Arrow sends a text column: value i is bytes[start[i] .. start[i + 1]). A columnar answer's
 * dictionary is appended as it came, one copy of its bytes, and never decoded as a whole: only
 * the rows shown or written to a file are decoded, one text at a time. Decoding every dictionary
 * while the answer arrived was a third of the decoder's work (Node's TextDecoder reads Cyrillic at
 * about 130 MB/s). The bytes are checked to be UTF-8 when appended (isUtf8, a loop that makes no
 * string), so a broken answer is still an error at load, not a U+FFFD on screen later. One
 * Uint8Array is one object for the garbage collector, and Cyrillic takes about the two bytes a
 * character V8's own strings take.
 */
export interface PackedUtf8 {
  readonly length: number;
  readonly bytes: Uint8Array;
  readonly start: Uint32Array;
}

const encoder = new TextEncoder();
// Not fatal: the bytes were checked when appended. ignoreBOM: a text that starts with U+FEFF keeps it.
const decoder = new TextDecoder('utf-8', { ignoreBOM: true });

export function createPackedUtf8Builder(capacity = 1024) {
  const start = growingCodes(capacity + 1);
  let bytes = new Uint8Array(capacity * 16);
  let end = 0;
  start.push(0);

  function reserve(more: number): void {
    if (end + more <= bytes.length) return;
    const bigger = new Uint8Array(Math.max(bytes.length * 2, end + more));
    bigger.set(bytes.subarray(0, end));
    bytes = bigger;
  }

  /** One text (a row of the JSON pages). */
  function push(text: string): void {
    // UTF-8 takes at most three bytes per UTF-16 unit.
    reserve(text.length * 3);
    end += encoder.encodeInto(text, bytes.subarray(end)).written;
    start.push(end);
  }

  /**
   * Many texts at once (a batch's dictionary, already checked): text i is
   * texts[offsets[i] .. offsets[i + 1]); one copy of the bytes from offsets[0] to the last.
   */
  function pushPacked(texts: Uint8Array, offsets: ArrayLike<number>): void {
    const count = offsets.length - 1;
    const first = offsets[0];
    const shift = end - first;
    reserve(offsets[count] - first);
    bytes.set(texts.subarray(first, offsets[count]), end);
    for (let i = 1; i <= count; i++) start.push(offsets[i] + shift);
    end += offsets[count] - first;
  }

  /** A tight copy of the bytes, as the typed-array columns are (growing.ts). */
  function finish(): PackedUtf8 {
    const offsets = start.finish();
    return { length: offsets.length - 1, bytes: bytes.slice(0, end), start: offsets };
  }

  return { push, pushPacked, finish };
}

/** Value `index` as its UTF-8 bytes: a view into the column, not a copy. */
export const bytesAt = (packed: PackedUtf8, index: number): Uint8Array =>
  packed.bytes.subarray(packed.start[index], packed.start[index + 1]);

export const textAt = (packed: PackedUtf8, index: number): string =>
  decoder.decode(packed.bytes.subarray(packed.start[index], packed.start[index + 1]));

/**
 * Whether bytes[from .. to) is well-formed UTF-8 (the WHATWG decoder's rules: no overlong form,
 * no surrogate, nothing above U+10FFFF, no sequence cut at `to`). Runs of ASCII and runs of
 * two-byte characters (Cyrillic: most of a product name) are each walked by a loop of their own,
 * one comparison a byte or pair: about a fifth faster in Node and a third in Chromium than one
 * loop asking every byte which kind it is. TextDecoder with `fatal` checks the same rules but
 * makes the string: it was two to three times slower in both.
 */
export function isUtf8(bytes: Uint8Array, from: number, to: number): boolean {
  let i = from;
  while (i < to) {
    let lead = bytes[i];
    while (lead < 0x80) {
      if (++i === to) return true;
      lead = bytes[i];
    }
    while (lead >= 0xc2 && lead <= 0xdf) {
      if (i + 1 >= to || (bytes[i + 1] & 0xc0) !== 0x80) return false;
      i += 2;
      if (i === to) return true;
      lead = bytes[i];
    }
    if (lead < 0x80) continue;
    if (lead >= 0xe0 && lead <= 0xef) {
      if (i + 2 >= to) return false;
      const second = bytes[i + 1];
      if ((second & 0xc0) !== 0x80 || (bytes[i + 2] & 0xc0) !== 0x80) return false;
      if ((lead === 0xe0 && second < 0xa0) || (lead === 0xed && second > 0x9f)) return false;
      i += 3;
      continue;
    }
    if (lead >= 0xf0 && lead <= 0xf4) {
      if (i + 3 >= to) return false;
      const second = bytes[i + 1];
      if ((second & 0xc0) !== 0x80 || (bytes[i + 2] & 0xc0) !== 0x80 || (bytes[i + 3] & 0xc0) !== 0x80) return false;
      if ((lead === 0xf0 && second < 0x90) || (lead === 0xf4 && second > 0x8f)) return false;
      i += 4;
      continue;
    }
    return false;
  }
  return true;
}
