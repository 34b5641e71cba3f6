import { HEAD, MAIN } from './ooxml';
import { xmlText } from './xml-text';

/** Texts of the table's XML in one chunk. */
const TEXTS_PER_CHUNK = 1000;
/** Excel holds no longer text in a cell. */
const MAX_CELL_TEXT = 32767;

/** The workbook's shared strings: each distinct text once, cells refer to it by position. */
export class SharedStrings {
  readonly list: string[] = [];
  private readonly positions = new Map<string, number>();
  uses = 0;
  position(text: string): number {
    this.uses++;
    let position = this.positions.get(text);
    if (position === undefined) {
      position = this.list.length;
      this.list.push(text.length > MAX_CELL_TEXT ? text.slice(0, MAX_CELL_TEXT) : text);
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
    this.list.push(text.length > MAX_CELL_TEXT ? text.slice(0, MAX_CELL_TEXT) : text);
    return this.list.length - 1;
  }
  /** The table's XML in chunks: a million-row sheet has millions of distinct texts. */
  *xml(): Iterable<string> {
    yield this.head();
    yield* this.items(0, this.list.length);
    yield '</sst>';
  }
  /** The table's XML in two parts, split before text `at` (to be deflated at once, as a sheet's). */
  xmlParts(at: number): { first: Iterable<string>; last: Iterable<string> } {
    return { first: this.firstPart(at), last: this.lastPart(at) };
  }
  private *firstPart(at: number): Iterable<string> {
    yield this.head();
    yield* this.items(0, at);
  }
  private *lastPart(at: number): Iterable<string> {
    yield* this.items(at, this.list.length);
    yield '</sst>';
  }
  private head(): string {
    return `${HEAD}<sst xmlns="${MAIN}" count="${this.uses}" uniqueCount="${this.list.length}">`;
  }
  private *items(from: number, to: number): Iterable<string> {
    for (let start = from; start < to; start += TEXTS_PER_CHUNK) {
      yield this.list
        .slice(start, Math.min(start + TEXTS_PER_CHUNK, to))
        .map((text) => `<si><t${/^\s|\s$/u.test(text) ? ' xml:space="preserve"' : ''}>${xmlText(text)}</t></si>`)
        .join('');
    }
  }
}
