import { describe, expect, it } from 'vitest';
import { SharedStrings } from '../../../src/domain/orders/shared-strings';

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
const CHUNK_BYTES = 256 * 1024;
const LONGEST_CELL = 32_767;

const chunksOf = (table: Iterable<string | Uint8Array>) =>
  [...table].map((chunk) => (typeof chunk === 'string' ? encoder.encode(chunk) : chunk));

describe('the shared-string table handed to deflate', () => {
  it('comes in chunks of about 256 KB, none empty, that join into the whole table', () => {
    // A million-row sheet's table is tens of megabytes: it is deflated piece by piece, in pieces
    // neither so small that deflate is called per text nor held whole in memory.
    const strings = new SharedStrings();
    const names: string[] = [];
    for (let i = 0; i < 40_000; i++) {
      const name = `Аспирин Кардио таблетки 100 мг №${i} «Байер» & Ко`;
      names.push(name);
      if (i % 2 === 0) strings.add(name);
      else strings.addUtf8(encoder.encode(name));
    }
    strings.addUtf8(encoder.encode('Ж'.repeat(LONGEST_CELL / 2)));
    const chunks = chunksOf(strings.xml());
    const [head, ...rest] = chunks;
    const texts = rest.slice(0, -1);
    expect(decoder.decode(head)).toContain('count="40001" uniqueCount="40001">');
    expect(decoder.decode(rest.at(-1))).toBe('</sst>');
    expect(texts.length).toBeGreaterThan(4);
    for (const chunk of texts.slice(0, -1)) {
      expect(chunk.length).toBeGreaterThanOrEqual(CHUNK_BYTES);
      expect(chunk.length).toBeLessThan(CHUNK_BYTES + 2 * LONGEST_CELL + 64);
    }
    expect(texts.at(-1)?.length).toBeGreaterThan(0);
    const joined = texts.map((chunk) => decoder.decode(chunk)).join('');
    expect(joined).toBe(
      names.map((name) => `<si><t>${name.replace('&', '&amp;')}</t></si>`).join('') + `<si><t>${'Ж'.repeat(LONGEST_CELL / 2)}</t></si>`,
    );
  });

  it('writes the longest texts a cell holds, escaped, one after another without losing a byte', () => {
    // Each text escapes to six times its length ('"' is '&quot;'): the worst a chunk must hold.
    const strings = new SharedStrings();
    for (let i = 0; i < 13; i++) strings.add('"'.repeat(LONGEST_CELL));
    strings.addUtf8(encoder.encode('"'.repeat(LONGEST_CELL)));
    const chunks = chunksOf(strings.xml());
    // Every second text fills a chunk, the last one too: nothing empty is handed on after it.
    expect(chunks.filter((chunk) => chunk.length === 0)).toEqual([]);
    const table = chunks.map((chunk) => decoder.decode(chunk)).join('');
    expect(table.split(`<si><t>${'&quot;'.repeat(LONGEST_CELL)}</t></si>`)).toHaveLength(15);
  });

  it('keeps a byte order mark that opens a text too long for a cell, as it keeps one in a short text', () => {
    const long = encoder.encode(`\ufeff${'Ё'.repeat(LONGEST_CELL)}`);
    const strings = new SharedStrings();
    strings.addUtf8(long);
    strings.addUtf8(encoder.encode('\ufeffА'));
    const table = chunksOf(strings.xml())
      .map((chunk) => decoder.decode(chunk))
      .join('');
    // U+FEFF counts as white space (JavaScript's \s), so both keep their spaces.
    expect(table).toContain(`<si><t xml:space="preserve">\ufeff${'Ё'.repeat(LONGEST_CELL - 1)}</t></si>`);
    expect(table).toContain('<si><t xml:space="preserve">\ufeffА</t></si>');
  });
});
