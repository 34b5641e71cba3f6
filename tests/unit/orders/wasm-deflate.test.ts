import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { wasmDeflate } from '../../../src/domain/orders/wasm-deflate';
import { crc32, fastDeflating, LARGE_SHEET_LEVEL } from '../../../src/domain/orders/zip';

/** Sheet-like XML: rows of cells, as repetitive as a forecast's. */
const rows = (from: number, to: number) => {
  let xml = '';
  for (let row = from; row < to; row++)
    xml += `<row r="${row}"><c t="s"><v>${row % 977}</v></c><c s="2"><v>${(row * 731) / 100}</v></c></row>`;
  return new TextEncoder().encode(xml);
};

describe("the large sheet's deflate (miniz_oxide in WebAssembly)", () => {
  it('deflates chunk by chunk into one raw stream that inflates to the bytes written', async () => {
    const chunks = [rows(0, 3_000), new Uint8Array(0), rows(3_000, 9_000), rows(9_000, 9_001)];
    const deflate = await wasmDeflate(LARGE_SHEET_LEVEL);
    const out = chunks.map((chunk) => deflate.write(chunk));
    out.push(deflate.finish());
    const stream = Buffer.concat(out);
    expect(Buffer.compare(inflateRawSync(stream), Buffer.concat(chunks))).toBe(0);
    // Sheet XML deflates to a small part of itself.
    expect(stream.length).toBeLessThan(Buffer.concat(chunks).length / 5);
  });

  it('a finished or let-go deflate takes no more bytes; letting it go twice is harmless', async () => {
    const finished = await wasmDeflate(1);
    finished.finish();
    expect(() => finished.write(rows(0, 1))).toThrow('Сжатие уже завершено');
    expect(() => finished.finish()).toThrow('Сжатие уже завершено');
    finished.free();
    const letGo = await wasmDeflate(1);
    letGo.free();
    letGo.free();
    expect(() => letGo.write(rows(0, 1))).toThrow('Сжатие уже завершено');
  });

  it("fastDeflating gives the part's stream with the CRC-32 and size of what went in", async () => {
    const chunks = [rows(0, 5_000), rows(5_000, 12_000)];
    const whole = Buffer.concat(chunks);
    const part = await fastDeflating();
    for (const chunk of chunks) await part.write(chunk);
    const { data, crc, size } = await part.end();
    expect(Buffer.compare(inflateRawSync(data), whole)).toBe(0);
    expect(size).toBe(whole.length);
    expect(crc).toBe(crc32(whole));
  });

  it('a part written after its end fails in words, and an aborted part lets its deflate go', async () => {
    const ended = await fastDeflating();
    await ended.end();
    await expect(ended.write(rows(0, 1))).rejects.toThrow('Сжатие уже завершено');
    const aborted = await fastDeflating();
    await aborted.write(rows(0, 10));
    aborted.abort();
    await expect(aborted.end()).rejects.toThrow('Сжатие уже завершено');
  });
});
