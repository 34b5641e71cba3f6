/**
 * A sheet's rows written straight as bytes. With every text in the shared-string table, a row of
 * a sheet is plain ASCII (tags, digits, column letters), so it needs neither strings nor a
 * TextEncoder: at a million rows, building and encoding the rows as strings, and collecting that
 * garbage, took most of the workbook's time.
 */
export class AsciiBytes {
  private bytes: Uint8Array<ArrayBuffer>;
  private at = 0;
  private readonly digits = new Uint8Array(24);

  constructor(capacity: number) {
    this.bytes = new Uint8Array(capacity);
  }

  /** Makes sure `count` more bytes fit. */
  reserve(count: number): void {
    if (this.at + count <= this.bytes.length) return;
    const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.at + count));
    grown.set(this.bytes.subarray(0, this.at));
    this.bytes = grown;
  }

  /** ASCII text: every char code below 128 (callers write tags, letters and number texts only). */
  text(text: string): void {
    const { bytes } = this;
    let at = this.at;
    for (let i = 0; i < text.length; i++) bytes[at++] = text.charCodeAt(i);
    this.at = at;
  }

  /** Pre-encoded ASCII, for the tags every cell repeats. */
  ascii(part: Uint8Array): void {
    const { bytes } = this;
    let at = this.at;
    for (let i = 0; i < part.length; i++) bytes[at++] = part[i];
    this.at = at;
  }

  /** A finite number as JavaScript prints it; whole numbers without making a string. */
  number(value: number): void {
    // Most cells hold small whole numbers (counts, shared-string positions): 32-bit integers.
    if ((value | 0) === value) {
      if (value < 0) this.bytes[this.at++] = 45; // '-'
      this.digitsOf(Math.abs(value));
      return;
    }
    if (this.hundredths(value)) return;
    this.text(String(value));
  }

  /**
   * Money and quantities with up to two decimals, written from their whole hundredths: String()
   * of every price on a million rows was a large part of the sheet's time. Only when the
   * hundredths divided by 100 give back the very same double, so a reader parses the text to the
   * value String() would have printed. Whole numbers never come here: those of 32 bits are written
   * above, and any other has more than 0x7fffffff hundredths.
   */
  private hundredths(value: number): boolean {
    const scaled = Math.round(Math.abs(value) * 100);
    if (scaled > 0x7fffffff || scaled / 100 !== Math.abs(value)) return false;
    if (value < 0) this.bytes[this.at++] = 45; // '-'
    const whole = (scaled / 100) | 0;
    const cents = scaled - whole * 100;
    this.digitsOf(whole);
    const { bytes } = this;
    bytes[this.at++] = 46; // '.'
    const tenths = (cents / 10) | 0;
    bytes[this.at++] = 48 + tenths;
    if (cents !== tenths * 10) bytes[this.at++] = 48 + cents - tenths * 10;
    return true;
  }

  private digitsOf(whole: number): void {
    const { digits, bytes } = this;
    let n = whole;
    let count = 0;
    do {
      const tenth = (n / 10) | 0;
      digits[count++] = 48 + n - tenth * 10;
      n = tenth;
    } while (n > 0);
    let at = this.at;
    while (count > 0) bytes[at++] = digits[--count];
    this.at = at;
  }

  /** The bytes so far, copied out (the caller may hand them on while more are written), and empties. */
  take(): Uint8Array<ArrayBuffer> {
    const taken = this.bytes.slice(0, this.at);
    this.at = 0;
    return taken;
  }
}

export const ascii = (text: string): Uint8Array => Uint8Array.from(text, (c) => c.charCodeAt(0));
