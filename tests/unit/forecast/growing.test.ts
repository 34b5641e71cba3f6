import { describe, expect, it } from 'vitest';
import { growingCodes, growingFloats } from '../../../src/domain/forecast/growing';

// The forecast's columns are built row by row into these arrays: a lost or extra value would
// shift every following row of the table.
describe('a column that grows while rows arrive', () => {
  it('keeps every value when it starts empty and has to grow several times', () => {
    const column = growingFloats(0);
    const values = Array.from({ length: 40 }, (_, i) => i + 0.5);
    values.forEach((value) => column.push(value));
    expect(column.length).toBe(40);
    expect([...column.finish()]).toEqual(values);
  });

  it('ends exactly as long as the rows it received, not as long as its capacity', () => {
    const column = growingCodes(100);
    column.push(7);
    column.push(4_000_000_000);
    const codes = column.finish();
    expect(codes).toBeInstanceOf(Uint32Array);
    expect([...codes]).toEqual([7, 4_000_000_000]);
    expect(codes.buffer.byteLength).toBe(8);
  });

  it('fills its capacity before growing and then keeps the first values', () => {
    const column = growingFloats(2);
    [1, 2, 3].forEach((value) => column.push(value));
    const floats = column.finish();
    expect(floats).toBeInstanceOf(Float64Array);
    expect([...floats]).toEqual([1, 2, 3]);
  });

  it('is empty when no row arrived', () => {
    expect([...growingCodes(4).finish()]).toEqual([]);
  });

  it('filled to the rows it made room for, ends as that one array; fewer or more values still end exact', () => {
    const exact = growingFloats(4);
    exact.reserve(3);
    exact.append([1, 2]);
    exact.push(3);
    const floats = exact.finish();
    expect([...floats]).toEqual([1, 2, 3]);
    expect(floats.buffer.byteLength).toBe(3 * 8);

    const fewer = growingCodes(4);
    fewer.reserve(100);
    fewer.append([5, 6]);
    expect(fewer.finish().buffer.byteLength).toBe(2 * 4);

    const more = growingCodes(0);
    more.reserve(2);
    [1, 2, 3, 4, 5].forEach((value) => more.push(value));
    expect([...more.finish()]).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps values written in place only once they are committed (a broken batch leaves the column as it was)', () => {
    const column = growingCodes(2);
    column.push(9);
    column.spare(3).set([1, 2, 3]);
    expect(column.length).toBe(1);
    const room = column.spare(2);
    room.set([7, 8]);
    column.commit(2);
    expect(column.length).toBe(3);
    expect([...column.finish()]).toEqual([9, 7, 8]);
  });
});
