/** A typed array that grows by doubling while rows arrive, cut to size at the end. */
export class Growing<T extends Float64Array | Uint32Array> {
  length = 0;
  constructor(
    private data: T,
    private readonly make: (size: number) => T,
  ) {}

  push(value: number): void {
    if (this.length === this.data.length) {
      const bigger = this.make(Math.max(16, this.data.length * 2));
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = value;
  }

  /** A whole column of a batch at once (a columnar answer): one copy, no per-row push. */
  append(values: ArrayLike<number>): void {
    const needed = this.length + values.length;
    if (needed > this.data.length) {
      const bigger = this.make(Math.max(16, this.data.length * 2, needed));
      bigger.set(this.data.subarray(0, this.length));
      this.data = bigger;
    }
    this.data.set(values, this.length);
    this.length = needed;
  }

  /** A tight copy: transferring a typed array moves its whole buffer. */
  finish(): T {
    return this.data.slice(0, this.length) as T;
  }
}

export const growingFloats = (capacity: number) => new Growing(new Float64Array(capacity), (size) => new Float64Array(size));
export const growingCodes = (capacity: number) => new Growing(new Uint32Array(capacity), (size) => new Uint32Array(size));
