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
    // Lengths 0..40 put the final end-of-block code at every bit of a byte, the stored block's
    // header inside the last byte's padding or past it.
    // The second stream only has to follow: a few rows (the whole second half took seconds here,
    // paid again for every mutant in mutation testing).
    const after = sheetRows(20_000, 20_050);
    const afterDeflated = new Uint8Array(deflateRawSync(after));
    for (let size = 0; size <= 40; size++) {
      const a = sheetRows(0, 1).subarray(0, size);
      const stream = joined(new Uint8Array(deflateRawSync(a)), afterDeflated);
      expect(Buffer.compare(inflateRawSync(stream), Buffer.concat([a, after]))).toBe(0);
    }
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
