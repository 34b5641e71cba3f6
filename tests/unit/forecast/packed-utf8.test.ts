import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPackedUtf8Builder, isUtf8, textAt } from '../../../src/domain/forecast/packed-utf8';

const encoder = new TextEncoder();
// One, two, three and four bytes in UTF-8, and a byte order mark (kept, not skipped). Not fast-check's
// 'binary' unit: it spends a second building its table of every code point.
const character = fc.constantFrom('a', ' ', 'Ё', 'ж', '№', '€', '\uFEFF', '😀');
const fatal = new TextDecoder('utf-8', { fatal: true });
const isUtf8ByTheDecoder = (bytes: Uint8Array) => {
  try {
    fatal.decode(bytes);
    return true;
  } catch {
    return false;
  }
};

describe('texts packed as UTF-8', () => {
  it('give every value back, pushed one by one or as packed bytes, across the growth of their buffer', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: character, maxLength: 6 }), { maxLength: 1500 }), fc.nat(5), (values, skipped) => {
        const builder = createPackedUtf8Builder(1);
        const half = values.length >> 1;
        values.slice(0, half).forEach(builder.push);
        // The rest as a dictionary would come: bytes with offsets, not starting at 0.
        const encoded = values.slice(half).map((value) => encoder.encode(value));
        const offsets = [skipped];
        encoded.forEach((bytes, i) => offsets.push(offsets[i] + bytes.length));
        const bytes = new Uint8Array(offsets[offsets.length - 1]);
        encoded.forEach((value, i) => bytes.set(value, offsets[i]));
        builder.pushPacked(bytes, offsets);
        const packed = builder.finish();
        expect(packed.length).toBe(values.length);
        expect(values.map((_, i) => textAt(packed, i))).toEqual(values);
      }),
      { numRuns: 10 },
    );
  });

  it('are UTF-8 exactly when the WHATWG decoder reads them without error', () => {
    const samples = [
      [],
      [0x41],
      [0xd0, 0x90],
      [0xd0],
      [0x90],
      [0xc0, 0x80],
      [0xc1, 0xbf],
      [0xe0, 0x9f, 0x80],
      [0xe0, 0xa0, 0x80],
      [0xed, 0x9f, 0xbf],
      [0xed, 0xa0, 0x80],
      [0xef, 0xbf, 0xbf],
      [0xf0, 0x8f, 0xbf, 0xbf],
      [0xf0, 0x90, 0x80, 0x80],
      [0xf4, 0x8f, 0xbf, 0xbf],
      [0xf4, 0x90, 0x80, 0x80],
      [0xf5, 0x80, 0x80, 0x80],
      [0xff],
      [0xf0, 0x9f, 0x98],
      [0xe2, 0x82],
      ...Array.from(encoder.encode('Ёжик 😀 №5')).map((_, k, all) => all.slice(0, k)),
    ].map((bytes) => Uint8Array.from(bytes));
    for (const bytes of samples) expect(isUtf8(bytes, 0, bytes.length), String(bytes)).toBe(isUtf8ByTheDecoder(bytes));
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 12 }), (bytes) => isUtf8(bytes, 0, bytes.length) === isUtf8ByTheDecoder(bytes)),
      { numRuns: 3000 },
    );
  });

  it('agree with the decoder on texts of runs of ASCII and of two-byte letters, one byte changed, any slice of them', () => {
    // The check walks runs of one kind in loops of their own: a wrong byte at a run's edge or a
    // slice that ends inside a character must still be caught.
    const text = fc.string({ unit: fc.constantFrom('a', ' ', '5', 'Ё', 'ж', 'я', '№', '😀'), maxLength: 16 });
    const change = fc.option(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { nil: null });
    fc.assert(
      fc.property(text, change, fc.nat(), fc.nat(), (value, changed, a, b) => {
        const bytes = encoder.encode(value);
        if (changed && bytes.length > 0) bytes[changed[0] % bytes.length] = changed[1];
        const from = a % (bytes.length + 1);
        const to = from + (b % (bytes.length - from + 1));
        return isUtf8(bytes, from, to) === isUtf8ByTheDecoder(bytes.subarray(from, to));
      }),
      { numRuns: 1000 },
    );
  });
});
