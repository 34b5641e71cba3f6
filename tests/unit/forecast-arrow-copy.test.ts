import { describe, expect, it } from 'vitest';
import { copyBinaryParts, copyBinaryPieces, int4Bytes, readCopyBinary, uuidBytes } from '../../server/services/forecast/arrow-copy';
import { batchQuery } from '../../server/services/forecast/arrow-source';
import { wantsArrow } from '../../server/services/forecast/arrow-route';
import { forecastArrowMediaType } from '../../src/api/contract/forecast-arrow';
import type { FastifyRequest } from 'fastify';

describe("PostgreSQL's binary COPY framing (PGlite's fast path for bulk bytes)", () => {
  it('reads back the rows it framed, fields as they were', () => {
    const big = Uint8Array.from({ length: 70_000 }, (_, i) => i & 0xff);
    const file = Buffer.concat(
      copyBinaryParts([[uuidBytes('0123abcd-0000-4000-8000-00000000ffff'), int4Bytes(-2), big], [new Uint8Array(0)]]),
    );
    const rows = readCopyBinary(file);
    expect(rows).toHaveLength(2);
    expect([...(rows[0][0] ?? [])]).toEqual([0x01, 0x23, 0xab, 0xcd, 0, 0, 0x40, 0, 0x80, 0, 0, 0, 0, 0, 0xff, 0xff]);
    expect(Buffer.from(rows[0][1] ?? []).readInt32BE()).toBe(-2);
    expect(Buffer.from(rows[0][2] ?? []).equals(big)).toBe(true);
    expect(rows[1].map((field) => field?.length)).toEqual([0]);
  });

  it('reads a null field as null and refuses what is not a binary COPY file', () => {
    // The header of an empty file, then a row of one field whose length is -1, then the end.
    const [header] = copyBinaryParts([]);
    const row = Buffer.alloc(6);
    row.writeInt16BE(1);
    row.writeInt32BE(-1, 2);
    expect(readCopyBinary(Buffer.concat([header, row, Uint8Array.of(0xff, 0xff)]))).toEqual([[null]]);
    expect(() => readCopyBinary(Buffer.from('id,name\n'))).toThrow('not a binary COPY file');
  });

  it('puts only checked integers into the batch query text', () => {
    expect(batchQuery(7, -1, 65_536)).toMatch(/f\.pharmacy_id = 7 AND f\.line > -1\s+ORDER BY f\.line LIMIT 65536/u);
    expect(() => batchQuery(Number.NaN, 0, 1)).toThrow('not an integer');
    expect(() => batchQuery(1.5, 0, 1)).toThrow('not an integer');
  });
});

describe('asking for the Arrow answer', () => {
  const request = (accept: string | undefined, query: Record<string, string> = { pharmacyId: '1' }) =>
    ({ headers: { accept }, query }) as unknown as FastifyRequest;
  it('takes the media type in Accept, not refused with q=0, and only without paging', () => {
    expect(wantsArrow(request(forecastArrowMediaType))).toBe(true);
    expect(wantsArrow(request(`application/json;q=0.9, ${forecastArrowMediaType.toUpperCase()};q=1`))).toBe(true);
    expect(wantsArrow(request(`${forecastArrowMediaType};q=0`))).toBe(false);
    expect(wantsArrow(request('application/json'))).toBe(false);
    expect(wantsArrow(request(undefined))).toBe(false);
    expect(wantsArrow(request(forecastArrowMediaType, { pharmacyId: '1', offset: '0' }))).toBe(false);
    expect(wantsArrow(request(forecastArrowMediaType, { pharmacyId: '1', limit: '10' }))).toBe(false);
  });
});

describe('a binary COPY stream read as it arrives (PostgreSQL hands the stored batches over this way)', () => {
  const rowsOf = async (chunks: Uint8Array[]) => {
    const rows: number[][] = [];
    for await (const { row, piece } of copyBinaryPieces(
      (async function* () {
        yield* chunks;
      })(),
    )) {
      rows[row] = [...(rows[row] ?? []), ...piece];
    }
    return rows;
  };
  const fields = [Uint8Array.from({ length: 300 }, (_, i) => (i * 7) & 0xff), new Uint8Array(0), Uint8Array.of(0xff, 0xff, 0, 1)];
  const file = Buffer.concat(copyBinaryParts(fields.map((field) => [field])));

  it('gives every row its bytes whatever the chunks, cut anywhere, one byte at a time included', async () => {
    const expected = fields.map((field) => [...field]);
    expect(await rowsOf([file])).toEqual(expected);
    expect(await rowsOf([...file].map((byte) => Uint8Array.of(byte)))).toEqual(expected);
    for (let cut = 1; cut < file.length; cut += 7) expect(await rowsOf([file.subarray(0, cut), file.subarray(cut)])).toEqual(expected);
  });

  it('hands field bytes over as views of the chunks, never copies', async () => {
    const pieces: Uint8Array[] = [];
    for await (const { piece } of copyBinaryPieces(
      (async function* () {
        yield file;
      })(),
    ))
      pieces.push(piece);
    expect(pieces[0].buffer).toBe(file.buffer);
  });

  it('refuses a stream cut before its end marker, a null field, two fields in a row, and another format', async () => {
    await expect(rowsOf([file.subarray(0, file.length - 2)])).rejects.toThrow('cut before its end');
    await expect(rowsOf([file.subarray(0, 100)])).rejects.toThrow('cut before its end');
    const [header] = copyBinaryParts([]);
    const nullRow = Buffer.alloc(6);
    nullRow.writeInt16BE(1);
    nullRow.writeInt32BE(-1, 2);
    await expect(rowsOf([header, nullRow])).rejects.toThrow('a null field');
    await expect(rowsOf([Buffer.concat(copyBinaryParts([[Uint8Array.of(1), Uint8Array.of(2)]]))])).rejects.toThrow(
      'a binary COPY row of 2 fields',
    );
    await expect(rowsOf([Buffer.from('id,name\nhello, world\n')])).rejects.toThrow('not a binary COPY file');
    await expect(rowsOf([file, Uint8Array.of(0)])).rejects.toThrow('bytes after the end');
  });
});
