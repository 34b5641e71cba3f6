import { growingCodes } from './growing';

/**
 * A column of distinct strings (product names, barcodes) packed into one string with offsets,
 * as Apache Arrow keeps text columns. A million separate strings are a million objects the
 * garbage collector walks on every full collection: with them a worker holding the forecast
 * paused about half a second whenever it allocated a few typed arrays. One string is one object.
 * Value i is text.slice(start[i], start[i + 1]); reading makes a string only for rows shown or
 * written to a file. Limit: the whole column must fit one string (2^29 characters in V8), about
 * 500 characters per row at a million rows.
 */
export interface PackedStrings {
  readonly length: number;
  readonly text: string;
  readonly start: Uint32Array;
}

const CHUNK = 4096;

export function createPackedStringsBuilder(capacity = 1024) {
  const start = growingCodes(capacity + 1);
  const chunks: string[] = [];
  let pending: string[] = [];
  let end = 0;
  start.push(0);

  function push(value: string): void {
    pending.push(value);
    end += value.length;
    start.push(end);
    // Joining as we go keeps the parsed rows' strings from piling up until the end.
    if (pending.length === CHUNK) {
      chunks.push(pending.join(''));
      pending = [];
    }
  }

  /**
   * Many values already packed (a batch of a columnar answer decoded in one go): value i is
   * text.slice(starts[i], starts[i + 1]), starts[0] being 0. The text is kept as one chunk.
   */
  function pushPacked(text: string, starts: ArrayLike<number>): void {
    if (pending.length > 0) chunks.push(pending.join(''));
    pending = [];
    chunks.push(text);
    for (let i = 1; i < starts.length; i++) start.push(end + starts[i]);
    end += text.length;
  }

  function finish(): PackedStrings {
    chunks.push(pending.join(''));
    const offsets = start.finish();
    return { length: offsets.length - 1, text: chunks.join(''), start: offsets };
  }

  return { push, pushPacked, finish };
}

export const stringAt = (packed: PackedStrings, index: number): string => packed.text.slice(packed.start[index], packed.start[index + 1]);
