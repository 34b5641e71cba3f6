import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { KeptJson } from '../../server/http/kept-answers';

/** A kept answer is compressed once per encoding, not on every call. */
describe('a kept JSON answer', () => {
  const text = JSON.stringify({
    pharmacyId: 1,
    initiatives: Array.from({ length: 40 }, (_, id) => ({ id, name: `Инициатива ${id}`, earned: 1234.5 })),
  });

  it('keeps its UTF-8 bytes, Cyrillic included', () => {
    expect(new KeptJson(text).bytes.toString('utf8')).toBe(text);
  });

  it.each([
    ['br', zlib.brotliDecompressSync],
    ['gzip', zlib.gunzipSync],
  ] as const)('is compressed in %s on the first ask and hands the same bytes after', (encoding, decompress) => {
    const kept = new KeptJson(text);
    const first = kept.compressed(encoding);
    expect(decompress(first).toString('utf8')).toBe(text);
    expect(first.length).toBeLessThan(kept.bytes.length / 2);
    expect(kept.compressed(encoding)).toBe(first);
  });
});
