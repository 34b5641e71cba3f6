/**
 * A typed array that grows while rows arrive, cut to size at the end. It grows in parts, not by
 * doubling one array: a full part is kept as it is and a new one started, so each value is copied
 * once into a part and once into the finished column, where doubling copied it up to twice more
 * on the way (about a sixth of a columnar load's decoding went to those copies).
 */
export class Growing<T extends Float64Array | Uint32Array> {
  length = 0;
  /** Filled parts before `data`, in order. */
  private parts: T[] = [];
  /** Values in `data`. */
  private used = 0;
  constructor(
    private data: T,
    private readonly make: (size: number) => T,
  ) {}

  /** Keeps what `data` holds as a part; the next values go to a new part of `size`. */
  private startPart(size: number): void {
    if (this.used > 0) this.parts.push(this.data.subarray(0, this.used) as T);
    this.data = this.make(size);
    this.used = 0;
  }

  push(value: number): void {
    if (this.used === this.data.length) this.startPart(Math.max(16, this.length));
    this.data[this.used++] = value;
    this.length++;
  }

  /** A whole column of a batch at once (a columnar answer): one copy, no per-row push. */
  append(values: ArrayLike<number>): void {
    const count = values.length;
    if (this.used + count > this.data.length) this.startPart(Math.max(16, count, this.length));
    this.data.set(values, this.used);
    this.used += count;
    this.length += count;
  }

  /**
   * Values the caller made for this column and will not touch again (a batch's codes): kept as a
   * part of their own, not copied until the column is finished.
   */
  adopt(values: T): void {
    if (this.used > 0) this.startPart(0);
    this.parts.push(values);
    this.length += values.length;
  }

  /** A tight copy: transferring a typed array moves its whole buffer. */
  finish(): T {
    if (this.parts.length === 0) return this.data.slice(0, this.used) as T;
    const column = this.make(this.length);
    let at = 0;
    for (const part of this.parts) {
      column.set(part, at);
      at += part.length;
    }
    column.set(this.data.subarray(0, this.used), at);
    return column;
  }
}

export const growingFloats = (capacity: number) => new Growing(new Float64Array(capacity), (size) => new Float64Array(size));
export const growingCodes = (capacity: number) => new Growing(new Uint32Array(capacity), (size) => new Uint32Array(size));
