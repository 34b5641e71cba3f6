import { constants, deflateRawSync, inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { continuedStream, finalBlock } from '../../../src/domain/orders/deflate-join';
import { wasmDeflate } from '../../../src/domain/orders/wasm-deflate';

/**
 * Two halves of a sheet deflated apart (by zlib, as Chromium's CompressionStream deflates, and by
 * the platform's CompressionStream itself) and joined: the joined stream inflates to the whole.
 */
const sheetRows = (from: number, to: number) => {
  let xml = '';
  for (let row = from; row < to; row++)
    xml += `<row r="${row}"><c t="s"><v>${row % 977}</v></c><c><v>${(row * 731) / 100}</v></c><c t="s"><v>${(row * 13) % 40_000}</v></c></row>`;
  return new TextEncoder().encode(xml);
};

async function compressionStream(data: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const deflated = new Blob([data]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(deflated).arrayBuffer());
}

const joined = (first: Uint8Array, second: Uint8Array) => Buffer.concat([...continuedStream(first), second]);

const first = sheetRows(0, 20_000);
const second = sheetRows(20_000, 40_000);
const whole = Buffer.concat([first, second]);

// The second stream only has to follow: a few rows (the whole second half took seconds here,
// paid again for every mutant in mutation testing).
const after = sheetRows(20_000, 20_050);
const afterDeflated = new Uint8Array(deflateRawSync(after));

/**
 * First halves whose final end-of-block code ends at every bit of a byte: the sheet's first 0..40
 * bytes (dynamic codes, or fixed ones whose 8-bit literals keep the end where it is), and 0..8
 * bytes of 144..255 in fixed codes, 9 bits each, so each one moves the end by a bit.
 */
function firstHalves(): Array<Uint8Array & { fixed?: boolean }> {
  const texts = Array.from({ length: 41 }, (_, size) => sheetRows(0, 1).subarray(0, size));
  const nineBits = Array.from({ length: 9 }, (_, count) =>
    Object.assign(
      Uint8Array.from({ length: count }, (_, k) => 144 + ((k * 37) % 112)),
      { fixed: true },
    ),
  );
  return [...texts, ...nineBits];
}

describe('two deflate streams made one', () => {
  it("the platform's CompressionStream halves inflate to the whole sheet", async () => {
    const stream = joined(await compressionStream(first), await compressionStream(second));
    expect(Buffer.compare(inflateRawSync(stream), whole)).toBe(0);
  });

  it.each([
    ['fixed codes only', { strategy: constants.Z_FIXED }],
    ['dynamic codes, best compression', { level: 9 }],
    ['dynamic codes, fastest', { level: 1 }],
    ['stored blocks only', { level: 0 }],
    ['one long run (long matches)', { level: 6 }],
  ])('zlib halves with %s inflate to the whole', (name, options) => {
    const [a, b] = name.startsWith('one long run') ? [new Uint8Array(300_000).fill(65), new Uint8Array(70_000).fill(66)] : [first, second];
    const stream = joined(new Uint8Array(deflateRawSync(a, options)), new Uint8Array(deflateRawSync(b, options)));
    expect(Buffer.compare(inflateRawSync(stream), Buffer.concat([a, b]))).toBe(0);
  });

  it.each([1, 3, 6])("miniz_oxide halves at level %i (the large sheet's deflate) inflate to the whole", async (level) => {
    const deflated = async (bytes: Uint8Array) => {
      const deflate = await wasmDeflate(level);
      return Buffer.concat([deflate.write(bytes), deflate.finish()]);
    };
    const stream = joined(await deflated(first), await deflated(second));
    expect(Buffer.compare(inflateRawSync(stream), whole)).toBe(0);
  });

  it('an empty first half and every end-of-block position in a byte join', () => {
    // The stored block's header inside the last byte's padding or past it.
    const ends = new Set<number>();
    for (const a of firstHalves()) {
      const deflated = new Uint8Array(deflateRawSync(a, a.fixed ? { strategy: constants.Z_FIXED } : {}));
      ends.add(finalBlock(deflated).endBit % 8);
      const stream = joined(deflated, afterDeflated);
      expect(Buffer.compare(inflateRawSync(stream), Buffer.concat([a, after]))).toBe(0);
    }
    expect([...ends].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('finds the final block at the end of the stream', () => {
    const stream = new Uint8Array(deflateRawSync(first));
    const { endBit } = finalBlock(stream);
    // The end-of-block code ends in the last byte; the bits after it are padding.
    expect(endBit >>> 3).toBe(endBit % 8 === 0 ? stream.length : stream.length - 1);
  });

  it('a cut or broken stream is refused in words, never joined wrong', () => {
    const stream = new Uint8Array(deflateRawSync(first));
    expect(() => finalBlock(stream.subarray(0, stream.length >> 1))).toThrow(/^Поток deflate повреждён: поток оборван$/);
    expect(() => finalBlock(Uint8Array.of(0b111))).toThrow(/^Поток deflate повреждён: неизвестный тип блока$/);
    expect(() => finalBlock(Uint8Array.of(0b001, 0x05, 0x00, 0x05, 0x00))).toThrow(/неверная длина блока без сжатия/);
  });
});

/**
 * Deflate streams written bit by bit (RFC 1951), for what no deflater writes: codes a broken or
 * cut stream holds, and code lengths that end exactly at their count.
 */
class Bits {
  private readonly bytes: number[] = [];
  private at = 0;
  /** A header field or extra bits: the value's lowest bit first. */
  put(value: number, count: number): this {
    for (let bit = 0; bit < count; bit++) this.bit((value >> bit) & 1);
    return this;
  }
  /** A Huffman code: its first (highest) bit first. */
  code(code: number, length: number): this {
    for (let bit = length - 1; bit >= 0; bit--) this.bit((code >> bit) & 1);
    return this;
  }
  /** A symbol of the fixed literal/length code (RFC 1951 §3.2.6). */
  fixed(symbol: number): this {
    if (symbol < 144) return this.code(0x30 + symbol, 8);
    if (symbol < 256) return this.code(0x190 + symbol - 144, 9);
    if (symbol < 280) return this.code(symbol - 256, 7);
    return this.code(0xc0 + symbol - 280, 8);
  }
  get length(): number {
    return this.at;
  }
  bytesOf(): Uint8Array {
    return Uint8Array.from(this.bytes);
  }
  private bit(value: number) {
    if (this.at % 8 === 0) this.bytes.push(0);
    this.bytes[this.bytes.length - 1] |= value << (this.at % 8);
    this.at++;
  }
}

/** A final block with the fixed codes: header 1, 01. */
const fixedBlock = () => new Bits().put(1, 1).put(1, 2);

/**
 * A final block with its own codes. The code length code gives 0, 1, 16, 17 and 18 three bits
 * each (codes 000, 001, 010, 011, 100); `lengths` are its symbols with their extra bits, for
 * `literals` literal/length and `distances` distance code lengths.
 */
function dynamicBlock(literals: number, distances: number, lengths: Array<[symbol: number, extra?: number]>): Bits {
  const bits = new Bits()
    .put(1, 1)
    .put(2, 2)
    .put(literals - 257, 5)
    .put(distances - 1, 5);
  // In the order the lengths come (16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1): 18 of them.
  bits.put(18 - 4, 4);
  for (const symbol of [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1])
    bits.put([0, 1, 16, 17, 18].includes(symbol) ? 3 : 0, 3);
  const codeOf: Record<number, number> = { 0: 0, 1: 1, 16: 2, 17: 3, 18: 4 };
  const extraBits: Record<number, number> = { 16: 2, 17: 3, 18: 7 };
  for (const [symbol, extra = 0] of lengths) {
    bits.code(codeOf[symbol], 3);
    if (symbol >= 16) bits.put(extra, extraBits[symbol]);
  }
  return bits;
}

/** Literals 0..255 without a code (18: 11 + 127 zeros, then 11 + 107), the end of block 256 one bit long. */
const onlyEndOfBlock: Array<[number, number?]> = [[18, 127], [18, 107], [1]];

describe('a stream written by hand', () => {
  it('a fixed block: the final block is found where it was written', () => {
    const bits = fixedBlock().fixed(97).fixed(98).fixed(256);
    expect(finalBlock(bits.bytesOf())).toEqual({ headerBit: 0, endBit: 26 });
  });

  it('cut inside its end-of-block code: refused as cut, though the zeros after the end read as that code', () => {
    const bytes = fixedBlock().fixed(97).fixed(98).fixed(256).bytesOf();
    expect(() => finalBlock(bytes.subarray(0, 3))).toThrow(/^Поток deflate повреждён: поток оборван$/);
  });

  it('a length or distance code no stream may hold is refused in words', () => {
    expect(() => finalBlock(fixedBlock().fixed(286).fixed(256).bytesOf())).toThrow(/^Поток deflate повреждён: неверный код длины$/);
    // The fixed distance code has no 30: a block of its own codes gives 30 one (and 256, 257 one bit each).
    const farDistance = dynamicBlock(258, 31, [...onlyEndOfBlock, [1], [18, 19], [1]])
      .code(1, 1)
      .code(0, 1);
    expect(() => finalBlock(farDistance.bytesOf())).toThrow(/^Поток deflate повреждён: неверный код расстояния$/);
  });

  it('own codes: lengths that end exactly with a repeat are read, and the block ends where written', () => {
    // 257 literal lengths, then three distance lengths: one, repeated three times by 16 (3 + 0).
    const bits = dynamicBlock(257, 4, [...onlyEndOfBlock, [1], [16, 0]]);
    const endOfBlockAt = bits.length;
    bits.code(0, 1);
    expect(finalBlock(bits.bytesOf())).toEqual({ headerBit: 0, endBit: endOfBlockAt + 1 });
  });

  it('own codes: a repeat with nothing before it, one past the last length, and a code not in the table are refused', () => {
    const refused = /^Поток deflate повреждён: неверные длины кодов$/;
    expect(() =>
      finalBlock(
        dynamicBlock(257, 1, [[16, 0]])
          .code(0, 1)
          .bytesOf(),
      ),
    ).toThrow(refused);
    expect(() =>
      finalBlock(
        dynamicBlock(257, 1, [...onlyEndOfBlock, [16, 0]])
          .code(0, 1)
          .bytesOf(),
      ),
    ).toThrow(refused);
    // Only the end of block (code 0) in the literal code: a 1 bit is no code at all.
    const unknown = dynamicBlock(257, 1, [...onlyEndOfBlock, [1]])
      .code(1, 1)
      .code(0, 1);
    expect(() => finalBlock(unknown.bytesOf())).toThrow(/^Поток deflate повреждён: неизвестный код$/);
  });

  it('a first stream with ones in its padding and a byte after its end joins as if they were not there', () => {
    for (const a of firstHalves()) {
      const deflated = new Uint8Array(deflateRawSync(a, a.fixed ? { strategy: constants.Z_FIXED } : {}));
      const { endBit } = finalBlock(deflated);
      const ragged = Uint8Array.from([...deflated, 0xff]);
      if (endBit % 8 !== 0) ragged[endBit >>> 3] |= 0xff << (endBit % 8);
      expect(Buffer.compare(inflateRawSync(joined(ragged, afterDeflated)), Buffer.concat([a, after])), `${a.length} bytes`).toBe(0);
    }
  });
});
