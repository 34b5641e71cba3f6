/**
 * xmlText (xml-text.ts) for a text kept as UTF-8 bytes, written straight into a byte buffer: the
 * same five characters and CR escaped, the same characters XML 1.0 forbids dropped. A million-row
 * forecast's product names and barcodes come as UTF-8 (a packed dictionary): decoding each to a
 * string, escaping it and encoding it again for the shared-string table was about a fifth of the
 * writer's time. The bytes are well-formed UTF-8 (checked when the dictionary arrived), so they
 * hold no lone surrogate.
 */

/** At most this many bytes are written per byte of text ('"' becomes '&quot;'). */
export const XML_BYTES_PER_BYTE = 6;

const AMP = 0x26;
const LT = 0x3c;
const GT = 0x3e;
const QUOT = 0x22;
const APOS = 0x27;
const CR = 0x0d;
const TAB = 0x09;
const LF = 0x0a;

const ENTITY: Record<number, Uint8Array> = Object.fromEntries(
  [
    [AMP, '&amp;'],
    [LT, '&lt;'],
    [GT, '&gt;'],
    [QUOT, '&quot;'],
    [APOS, '&apos;'],
    [CR, '&#13;'],
  ].map(([byte, entity]) => [byte, Uint8Array.from(entity as string, (c) => c.charCodeAt(0))]),
);

/**
 * Writes bytes[from .. to) escaped into `into` at `at` (room for XML_BYTES_PER_BYTE bytes a byte
 * of text); returns where it ended.
 */
export function writeXmlTextBytes(bytes: Uint8Array, from: number, to: number, into: Uint8Array, at: number): number {
  let out = at;
  for (let i = from; i < to; i++) {
    const byte = bytes[i];
    if (byte >= 0x40 && byte !== 0xef) {
      into[out++] = byte;
      continue;
    }
    if (byte < 0x20 && byte !== TAB && byte !== LF) {
      if (byte !== CR) continue; // a control character XML forbids
    }
    const entity = ENTITY[byte];
    if (entity !== undefined) {
      into.set(entity, out);
      out += entity.length;
    } else if (byte === 0xef && i + 2 < to && bytes[i + 1] === 0xbf && (bytes[i + 2] === 0xbe || bytes[i + 2] === 0xbf)) {
      i += 2; // U+FFFE, U+FFFF: not characters XML allows
    } else into[out++] = byte;
  }
  return out;
}

/**
 * Whether the text bytes[from .. to) starts or ends with white space as JavaScript's `\s` counts
 * it (then the shared string keeps it with xml:space="preserve").
 */
export function hasEdgeSpace(bytes: Uint8Array, from: number, to: number): boolean {
  if (from >= to) return false;
  if (spaceAt(bytes, from, to)) return true;
  // The last character starts after its continuation bytes (10xxxxxx).
  let last = to - 1;
  while (last > from && (bytes[last] & 0xc0) === 0x80) last--;
  return spaceAt(bytes, last, to);
}

/** Whether the character at `i` is white space: ASCII, or one of Unicode's space separators. */
function spaceAt(bytes: Uint8Array, i: number, to: number): boolean {
  const b = bytes[i];
  if (b < 0x80) return b === 0x20 || (b >= TAB && b <= CR);
  const b1 = i + 1 < to ? bytes[i + 1] : -1;
  const b2 = i + 2 < to ? bytes[i + 2] : -1;
  switch (b) {
    case 0xc2:
      return b1 === 0xa0; // U+00A0
    case 0xe1:
      return b1 === 0x9a && b2 === 0x80; // U+1680
    case 0xe2:
      // U+2000..U+200A, U+2028, U+2029, U+202F; U+205F
      return (b1 === 0x80 && ((b2 >= 0x80 && b2 <= 0x8a) || b2 === 0xa8 || b2 === 0xa9 || b2 === 0xaf)) || (b1 === 0x81 && b2 === 0x9f);
    case 0xe3:
      return b1 === 0x80 && b2 === 0x80; // U+3000
    case 0xef:
      return b1 === 0xbb && b2 === 0xbf; // U+FEFF
    default:
      return false;
  }
}
