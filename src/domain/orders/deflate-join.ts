/**
 * Two raw deflate streams made one, so two workers can deflate the halves of one sheet at once.
 *
 * A raw deflate stream (RFC 1951) is a run of blocks; the last has its BFINAL bit set and the
 * stream ends after its end-of-block code, padded to a byte. The platform's CompressionStream has
 * no "flush without finishing", so each half comes out as a finished stream. To follow the first
 * with the second: clear the first's BFINAL bit, end it with an empty stored block (which pads it to
 * a byte, exactly as zlib's sync flush does) and append the second. The second's back references
 * stay within itself, so the joined stream inflates to the two halves in order.
 *
 * Where the final block starts and ends is not written anywhere: the blocks are walked, every code
 * read (never the output made). The walk reads the Huffman codes through a 10-bit table, so it
 * costs a small part of what deflating the same data did.
 */

/** Where the final block's header bit is and where its end-of-block code ends, in bits. */
export interface FinalBlock {
  headerBit: number;
  endBit: number;
}

const broken = (why: string) => new Error(`Поток deflate повреждён: ${why}`);

// Extra bits of the length codes 257..285 and of the distance codes 0..29 (RFC 1951 §3.2.5).
const LENGTH_EXTRA = Uint8Array.from([0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]);
const DISTANCE_EXTRA = Uint8Array.from([0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]);
// The order code length codes come in (RFC 1951 §3.2.7).
const CODE_LENGTH_ORDER = Uint8Array.from([16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]);

const FAST_BITS = 10;
const FAST_MASK = (1 << FAST_BITS) - 1;

/**
 * A canonical Huffman code: a table of the codes up to FAST_BITS long (entry = symbol << 4 |
 * length; 0 where a longer code starts) and, for longer codes, the counts and sorted symbols.
 */
interface HuffmanCode {
  fast: Uint16Array;
  counts: Uint16Array;
  symbols: Uint16Array;
}

function huffmanCode(lengths: Uint8Array): HuffmanCode {
  const counts = new Uint16Array(16);
  for (const length of lengths) counts[length]++;
  counts[0] = 0;
  const offsets = new Uint16Array(16);
  for (let length = 1; length < 16; length++) offsets[length] = offsets[length - 1] + counts[length - 1];
  const symbols = new Uint16Array(lengths.length);
  for (let symbol = 0; symbol < lengths.length; symbol++) if (lengths[symbol]) symbols[offsets[lengths[symbol]]++] = symbol;
  // Deflate writes codes from their first bit on, so the table is indexed by the bits reversed.
  const fast = new Uint16Array(1 << FAST_BITS);
  let code = 0;
  let next = 0;
  for (let length = 1; length <= FAST_BITS; length++) {
    for (let k = 0; k < counts[length]; k++) {
      let reversed = 0;
      for (let bit = 0; bit < length; bit++) reversed |= ((code >> bit) & 1) << (length - 1 - bit);
      for (let fill = reversed; fill < 1 << FAST_BITS; fill += 1 << length) fast[fill] = (symbols[next] << 4) | length;
      code++;
      next++;
    }
    code <<= 1;
  }
  return { fast, counts, symbols };
}

const FIXED_LITERALS = huffmanCode(Uint8Array.from({ length: 288 }, (_, n) => (n < 144 ? 8 : n < 256 ? 9 : n < 280 ? 7 : 8)));
const FIXED_DISTANCES = huffmanCode(new Uint8Array(30).fill(5));

/** Finds the final block of a raw deflate stream by reading every block's codes. */
export function finalBlock(stream: Uint8Array): FinalBlock {
  const length = stream.length;
  // The bits not yet taken: `hold` has `have` of them, taken from its low end; the bytes before
  // `next` are in it or taken. Past the end zeros come in, and `overrun` counts them. At most 24
  // bits are held, so `hold` stays a small integer (V8 keeps those unboxed), and a fill brings at
  // least 17: a code (15 at most) or the extra bits of a length or distance (13 at most).
  let hold = 0;
  let have = 0;
  let next = 0;
  let overrun = 0;
  const fill = () => {
    while (have <= 16) {
      if (next < length) hold |= stream[next] << have;
      else overrun += 8;
      next++;
      have += 8;
    }
  };
  const position = () => next * 8 - have;
  const checkEnd = () => {
    if (position() > length * 8) throw broken('поток оборван');
  };
  const bits = (count: number): number => {
    fill();
    const value = hold & ((1 << count) - 1);
    hold >>= count;
    have -= count;
    return value;
  };

  const decode = (code: HuffmanCode): number => {
    fill();
    const entry = code.fast[hold & FAST_MASK];
    if (entry !== 0) {
      hold >>= entry & 15;
      have -= entry & 15;
      return entry >>> 4;
    }
    // A code longer than the table: read bit by bit, as the canonical code is defined.
    let first = 0;
    let index = 0;
    let value = 0;
    for (let bit = 1; bit < 16; bit++) {
      value |= bits(1);
      const count = code.counts[bit];
      if (value - first < count) return code.symbols[index + value - first];
      index += count;
      first = (first + count) << 1;
      value <<= 1;
    }
    throw broken('неизвестный код');
  };

  const dynamicCodes = (): [HuffmanCode, HuffmanCode] => {
    const literalCount = bits(5) + 257;
    const distanceCount = bits(5) + 1;
    const lengthCodeCount = bits(4) + 4;
    const lengthLengths = new Uint8Array(19);
    for (let k = 0; k < lengthCodeCount; k++) lengthLengths[CODE_LENGTH_ORDER[k]] = bits(3);
    const lengthCode = huffmanCode(lengthLengths);
    const lengths = new Uint8Array(literalCount + distanceCount);
    for (let k = 0; k < lengths.length;) {
      const symbol = decode(lengthCode);
      if (symbol < 16) lengths[k++] = symbol;
      else {
        const [repeat, value] =
          symbol === 16 ? [3 + bits(2), k > 0 ? lengths[k - 1] : -1] : symbol === 17 ? [3 + bits(3), 0] : [11 + bits(7), 0];
        if (value < 0 || k + repeat > lengths.length) throw broken('неверные длины кодов');
        lengths.fill(value, k, k + repeat);
        k += repeat;
      }
    }
    return [huffmanCode(lengths.subarray(0, literalCount)), huffmanCode(lengths.subarray(literalCount))];
  };

  for (;;) {
    const headerBit = position();
    const last = bits(1) === 1;
    const type = bits(2);
    if (type === 0) {
      // A stored block: its length on the next byte, then its bytes as they are.
      bits(have & 7);
      const size = bits(16);
      if ((bits(16) ^ 0xffff) !== size) throw broken('неверная длина блока без сжатия');
      const skipped = position() + size * 8;
      hold = 0;
      have = 0;
      // Past the end? checkEnd, below, says so.
      next = skipped >>> 3;
    } else if (type === 1 || type === 2) {
      const [literals, distances] = type === 1 ? [FIXED_LITERALS, FIXED_DISTANCES] : dynamicCodes();
      for (;;) {
        const symbol = decode(literals);
        if (symbol < 256) continue;
        if (symbol === 256) break;
        if (symbol > 285) throw broken('неверный код длины');
        // The extra bits of a length and a distance are skipped, never read.
        bits(LENGTH_EXTRA[symbol - 257]);
        const distance = decode(distances);
        if (distance > 29) throw broken('неверный код расстояния');
        bits(DISTANCE_EXTRA[distance]);
        if (overrun > 32) throw broken('поток оборван');
      }
    } else throw broken('неизвестный тип блока');
    checkEnd();
    if (last) return { headerBit, endBit: position() };
  }
}

/** An empty stored block's length and its complement (RFC 1951 §3.2.4): what follows the header. */
const EMPTY_STORED = Uint8Array.from([0x00, 0x00, 0xff, 0xff]);

/**
 * The first stream's bytes to stand before another raw deflate stream: its final block made
 * non-final and followed by an empty stored block, so the next stream starts on a byte. Changes
 * `stream` in place; what stood after the final block (its padding) is left out.
 */
export function continuedStream(stream: Uint8Array): Uint8Array[] {
  const { headerBit, endBit } = finalBlock(stream);
  stream[headerBit >>> 3] &= ~(1 << (headerBit & 7));
  // The stored block's header is three 0 bits (not final, type 00) after the end-of-block code,
  // then 0 bits up to the byte's end: the byte holding the code's end keeps only the bits before it
  // (a code ending on the stream's last bit leaves no such byte: the write past the end does nothing).
  const codeEndByte = endBit >>> 3;
  const size = (endBit + 3 + 7) >>> 3;
  stream[codeEndByte] &= (1 << (endBit & 7)) - 1;
  if (size <= stream.length) return [stream.subarray(0, size).fill(0, codeEndByte + 1), EMPTY_STORED];
  // The header does not fit in the last byte's padding: one more byte of zeros holds its end.
  return [stream, new Uint8Array(size - stream.length), EMPTY_STORED];
}
