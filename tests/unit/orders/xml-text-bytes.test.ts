import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SharedStrings } from '../../../src/domain/orders/shared-strings';
import { xmlText } from '../../../src/domain/orders/xml-text';
import { hasEdgeSpace, writeXmlTextBytes, XML_BYTES_PER_BYTE } from '../../../src/domain/orders/xml-text-bytes';

const encoder = new TextEncoder();
// ignoreBOM: a text that starts with U+FEFF keeps it, as the file does.
const decoder = new TextDecoder('utf-8', { ignoreBOM: true });

/** The bytes path, for a text given as its UTF-8 bytes. */
const escapedBytes = (text: string) => {
  const bytes = encoder.encode(text);
  const into = new Uint8Array(bytes.length * XML_BYTES_PER_BYTE);
  return decoder.decode(into.subarray(0, writeXmlTextBytes(bytes, 0, bytes.length, into, 0)));
};

// Texts UTF-8 can hold (no lone surrogates), with the characters the escapes and the space test meet.
const awkward = fc.constantFrom(
  ...'&<>"\'\r\n\t\u0000\u0001\u000b\u000c\u001f \u00a0\u1680\u2000\u2005\u200a\u200b\u2028\u2029\u202f\u205f\u3000\ufeff\ufffe\uffff\ufffdЖё«»😀',
);
const texts = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: fc.oneof(awkward, fc.constantFrom('а', 'Z', '7')), maxLength: 12 }),
);

describe('XML text written from UTF-8 bytes', () => {
  it('escapes and drops exactly what xmlText does, for any text', () => {
    fc.assert(fc.property(texts, (text) => escapedBytes(text) === xmlText(text)));
  });

  it('tells white space at either end as /^\\s|\\s$/u does, for any text', () => {
    fc.assert(
      fc.property(texts, (text) => {
        const bytes = encoder.encode(text);
        return hasEdgeSpace(bytes, 0, bytes.length) === /^\s|\s$/u.test(text);
      }),
    );
  });

  // Every character of the Basic Multilingual Plane (bar the surrogates, which UTF-8 cannot hold)
  // alone, between letters, and at the end: the random texts above seldom meet a rare one.
  const everyCharacter = Array.from({ length: 0x10000 }, (_, code) => code)
    .filter((code) => code < 0xd800 || code > 0xdfff)
    .map((code) => String.fromCharCode(code));

  it('escapes and drops every character as xmlText does', () => {
    const differing = everyCharacter.filter((c) => escapedBytes(`а${c}b`) !== xmlText(`а${c}b`) || escapedBytes(c) !== xmlText(c));
    expect(differing).toEqual([]);
  });

  it('tells every character at either end as white space exactly when /\\s/u does', () => {
    const differing = everyCharacter.filter((c) => {
      const space = /\s/u.test(c);
      const alone = encoder.encode(c);
      const first = encoder.encode(`${c}я`);
      const last = encoder.encode(`я${c}`);
      return (
        hasEdgeSpace(alone, 0, alone.length) !== space ||
        hasEdgeSpace(first, 0, first.length) !== space ||
        hasEdgeSpace(last, 0, last.length) !== space
      );
    });
    expect(differing).toEqual([]);
  });

  it('does not take a character cut by the end of its range for white space', () => {
    // A packed dictionary's word ends where the next begins: the bytes past the end are not its own.
    for (const space of ['\u00a0', '\u1680', '\u2000', '\u2028', '\u202f', '\u205f', '\u3000', '\ufeff']) {
      const bytes = encoder.encode(space);
      for (let cut = 1; cut < bytes.length; cut++) expect(hasEdgeSpace(bytes, 0, cut), `${space} cut to ${cut}`).toBe(false);
      expect(hasEdgeSpace(bytes, 0, bytes.length)).toBe(true);
    }
  });

  it('reads only its own range of a larger buffer', () => {
    // A word of a packed dictionary is a view into its neighbours' bytes: U+FFFE cut at the end is
    // not dropped, and a space just past the end does not count.
    const packed = encoder.encode('аб\ufffe в');
    const cutAt = encoder.encode('аб').length + 2;
    const into = new Uint8Array(64);
    const end = writeXmlTextBytes(packed, 0, cutAt, into, 0);
    expect(Array.from(into.subarray(0, end))).toEqual(Array.from(packed.subarray(0, cutAt)));
    const word = encoder.encode('аб').length;
    expect(hasEdgeSpace(encoder.encode('аб в'), 0, word)).toBe(false);
    expect(hasEdgeSpace(encoder.encode('аб в'), 0, word + 1)).toBe(true);
    expect(hasEdgeSpace(packed, 0, 0)).toBe(false);
    // An empty word has no edges, whatever stands after it.
    expect(hasEdgeSpace(encoder.encode(' а'), 0, 0)).toBe(false);
    expect(hasEdgeSpace(encoder.encode('а\u3000'), 2, 2)).toBe(false);
  });
});

describe('the shared-string table with texts kept as UTF-8', () => {
  const tableOf = (strings: SharedStrings) => {
    const chunks = [...strings.xml()].map((chunk) => (typeof chunk === 'string' ? chunk : decoder.decode(chunk)));
    return chunks.join('');
  };

  it('lists a text given as bytes exactly as the same text given as a string', () => {
    fc.assert(
      fc.property(fc.array(texts, { maxLength: 8 }), (list) => {
        const asStrings = new SharedStrings();
        const asBytes = new SharedStrings();
        for (const text of list) {
          asStrings.add(text);
          asBytes.addUtf8(encoder.encode(text));
        }
        return tableOf(asBytes) === tableOf(asStrings);
      }),
    );
  });

  it('keeps the spaces of a text that starts or ends with one, and cuts a text longer than a cell holds', () => {
    const strings = new SharedStrings();
    expect(strings.addUtf8(encoder.encode(' Аспирин & Ко '))).toBe(0);
    strings.addUtf8(encoder.encode('Ё'.repeat(40_000)));
    strings.add('<b>');
    const table = tableOf(strings);
    expect(table).toContain('<si><t xml:space="preserve"> Аспирин &amp; Ко </t></si>');
    expect(table).toContain(`<si><t>${'Ё'.repeat(32_767)}</t></si><si><t>&lt;b&gt;</t></si></sst>`);
    expect(table).toContain('count="3" uniqueCount="3"');
  });
});
