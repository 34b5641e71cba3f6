import { HEAD, MAIN } from './ooxml';
import { xmlText } from './xml-text';
import { hasEdgeSpace, writeXmlTextBytes, XML_BYTES_PER_BYTE } from './xml-text-bytes';

/** The table's XML goes to deflate in chunks of about this many bytes. */
const CHUNK_BYTES = 256 * 1024;
/** Excel holds no longer text in a cell. */
const MAX_CELL_TEXT = 32767;

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
const asciiOf = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const OPEN = asciiOf('<si><t>');
const OPEN_KEEPING_SPACE = asciiOf('<si><t xml:space="preserve">');
const CLOSE = asciiOf('</t></si>');
/**
 * The most one text's XML can take: its tags and xml:space, and its text escaped (a UTF-16 unit
 * or a byte of UTF-8 takes at most XML_BYTES_PER_BYTE: '"' is '&quot;'; a Cyrillic letter two).
 */
const LONGEST_TEXT_XML = OPEN_KEEPING_SPACE.length + CLOSE.length + MAX_CELL_TEXT * XML_BYTES_PER_BYTE;

/**
 * The workbook's shared strings: each distinct text once, cells refer to it by position. A text
 * is kept as a string or as UTF-8 bytes (`addUtf8`: a product name from the forecast's packed
 * dictionary), which go into the table's XML without being decoded.
 */
export class SharedStrings {
  readonly list: (string | Uint8Array)[] = [];
  private readonly positions = new Map<string, number>();
  uses = 0;
  position(text: string): number {
    this.uses++;
    let position = this.positions.get(text);
    if (position === undefined) {
      position = this.list.length;
      this.list.push(cut(text));
      this.positions.set(text, position);
    }
    return position;
  }
  /**
   * A text added without looking for it first: for a coded column, whose writer already keeps
   * each code's position. A text that also appears elsewhere is then listed twice, which readers
   * accept; hashing a million product names was the cost this avoids.
   */
  add(text: string): number {
    this.uses++;
    this.list.push(cut(text));
    return this.list.length - 1;
  }
  /** As `add`, for a text given as UTF-8 bytes (kept as given: the caller does not change them). */
  addUtf8(bytes: Uint8Array): number {
    // A text longer than a cell holds is cut by characters, as a string.
    if (bytes.length > MAX_CELL_TEXT) return this.add(decoder.decode(bytes));
    this.uses++;
    this.list.push(bytes);
    return this.list.length - 1;
  }
  /** The table's XML in chunks: a million-row sheet has millions of distinct texts. */
  *xml(): Iterable<string | Uint8Array<ArrayBuffer>> {
    yield this.head();
    yield* this.items(0, this.list.length);
    yield '</sst>';
  }
  /** The table's XML in two parts, split before text `at` (to be deflated at once, as a sheet's). */
  xmlParts(at: number): { first: Iterable<string | Uint8Array<ArrayBuffer>>; last: Iterable<string | Uint8Array<ArrayBuffer>> } {
    return { first: this.firstPart(at), last: this.lastPart(at) };
  }
  private *firstPart(at: number): Iterable<string | Uint8Array<ArrayBuffer>> {
    yield this.head();
    yield* this.items(0, at);
  }
  private *lastPart(at: number): Iterable<string | Uint8Array<ArrayBuffer>> {
    yield* this.items(at, this.list.length);
    yield '</sst>';
  }
  private head(): string {
    return `${HEAD}<sst xmlns="${MAIN}" count="${this.uses}" uniqueCount="${this.list.length}">`;
  }
  /** The texts' XML as UTF-8, in chunks of about CHUNK_BYTES. */
  private *items(from: number, to: number): Iterable<Uint8Array<ArrayBuffer>> {
    // A chunk is handed on once it holds CHUNK_BYTES, so before a text less than that is written,
    // and no text is longer than a cell holds: the buffer never has to grow.
    const out = new Uint8Array(CHUNK_BYTES + LONGEST_TEXT_XML);
    let at = 0;
    for (let k = from; k < to; k++) {
      const text = this.list[k];
      if (typeof text === 'string') {
        const open = /^\s|\s$/u.test(text) ? OPEN_KEEPING_SPACE : OPEN;
        out.set(open, at);
        at += open.length;
        at += encoder.encodeInto(xmlText(text), out.subarray(at)).written;
      } else {
        const open = hasEdgeSpace(text, 0, text.length) ? OPEN_KEEPING_SPACE : OPEN;
        out.set(open, at);
        at += open.length;
        at = writeXmlTextBytes(text, 0, text.length, out, at);
      }
      out.set(CLOSE, at);
      at += CLOSE.length;
      if (at >= CHUNK_BYTES) {
        yield out.slice(0, at);
        at = 0;
      }
    }
    if (at > 0) yield out.slice(0, at);
  }
}

const cut = (text: string) => (text.length > MAX_CELL_TEXT ? text.slice(0, MAX_CELL_TEXT) : text);
