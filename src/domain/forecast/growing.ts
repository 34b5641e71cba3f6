/**
 * A typed array that grows while rows arrive, cut to size at the end. It grows in parts, not by
 * doubling one array: a full part is kept as it is and a new one started, so each value is copied
 * once into a part and once into the finished column, where doubling copied it up to twice more
 * on the way (about a sixth of a columnar load's decoding went to those copies). When the number
 * of values is known ahead (`reserve`: the Arrow answer announces its rows), the values go
 * straight into the one array that is then the finished column, with no copy at the end.
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

  /**
   * Room for `total` values in all, in one array, when nothing has been split into parts yet: a
   * column of exactly `total` values is then finished without a copy. A wrong guess costs only
   * the copy it was meant to save.
   */
  reserve(total: number): void {
    if (this.parts.length > 0 || total <= this.data.length) return;
    const data = this.make(total);
    data.set(this.data.subarray(0, this.used));
    this.data = data;
  }

  push(value: number): void {
    if (this.used === this.data.length) this.startPart(Math.max(16, this.length));
    this.data[this.used++] = value;
    this.length++;
  }

  /**
   * The free room for the next `count` values, to be written in place (a batch's codes, made
   * where the column keeps them) and kept by `commit(count)`: a batch found broken before its
   * commit leaves the column as it was.
   */
  spare(count: number): T {
    if (this.used + count > this.data.length) this.startPart(Math.max(16, count, this.length));
    return this.data.subarray(this.used, this.used + count) as T;
  }

  /** Keeps the `count` values written into `spare(count)`. */
  commit(count: number): void {
    this.used += count;
    this.length += count;
  }

  /** A whole column of a batch at once (a columnar answer): one copy, no per-row push. */
  append(values: ArrayLike<number>): void {
    this.spare(values.length).set(values);
    this.commit(values.length);
  }

  /**
   * A tight column: transferring a typed array moves its whole buffer. The array itself when it
   * is exactly full (reserved to the right size); the growing column is not used after.
   */
  finish(): T {
    if (this.parts.length === 0) return this.used === this.data.length ? this.data : (this.data.slice(0, this.used) as T);
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
