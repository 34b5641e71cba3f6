import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import zlib from 'node:zlib';
import { tableFromIPC } from 'apache-arrow';
import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ForecastRows, forecastCalls } from '../../src/api/contract/forecast';
import { rowsOf } from './support/arrow-rows';
import { forecastArrowMediaType } from '../../src/api/contract/forecast-arrow';
import { reportCalls } from '../../src/api/contract/reports';
import { forecastArrowBatches, forecastArrowBuilds, forecastRows } from '../../server/db/schema';
import { storedEncodings } from '../../server/core/arrow-encodings';
import { startGateway, type TestGateway } from './support/app';
import { signIn, urlOf } from './support/requests';

/**
 * Answers are compressed when the client accepts it and plain when not;
 * the portal's files as the build compressed them, JSON on the fly, the forecast's Arrow stream
 * as stored; a compressed stream cut short is an error to its reader.
 */
type Zstd = { zstdDecompressSync?: (bytes: Buffer) => Buffer };
const decoders: Record<string, (bytes: Buffer) => Buffer> = {
  gzip: zlib.gunzipSync,
  br: zlib.brotliDecompressSync,
  ...((zlib as Zstd).zstdDecompressSync ? { zstd: (zlib as Zstd).zstdDecompressSync! } : {}),
};
const decoded = (encoding: string | undefined, bytes: Buffer) => (encoding ? decoders[encoding](bytes) : bytes);

const SCRIPT = `console.log(${JSON.stringify('Портал аптеки '.repeat(400))});`;

let portalDir: string;
let gateway: TestGateway;
let token: string;
beforeAll(async () => {
  portalDir = mkdtempSync(join(tmpdir(), 'portal-'));
  mkdirSync(join(portalDir, 'assets'));
  writeFileSync(join(portalDir, 'index.html'), '<!doctype html><title>Портал</title><div id="root"></div>');
  // As the build writes them (vite.config.ts): the file, and its brotli and gzip copies beside it.
  writeFileSync(join(portalDir, 'assets', 'main-abc123.js'), SCRIPT);
  writeFileSync(join(portalDir, 'assets', 'main-abc123.js.br'), zlib.brotliCompressSync(SCRIPT));
  writeFileSync(join(portalDir, 'assets', 'main-abc123.js.gz'), zlib.gzipSync(SCRIPT));
  gateway = await startGateway({ PORTAL_DIR: portalDir });
  token = (await signIn(gateway.app, 'apteka1')).access_token;
});
afterAll(async () => {
  await gateway?.close();
  rmSync(portalDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  gateway.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, ...headers } });

describe('the portal files', () => {
  it.each(['br', 'gzip'])('go out as the build compressed them in %s, still cacheable for good', async (encoding) => {
    const answer = await get('/pa/assets/main-abc123.js', { 'accept-encoding': encoding });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers.vary).toMatch(/accept-encoding/iu);
    expect(answer.headers['content-type']).toMatch(/javascript/u);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.rawPayload.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 5);
    expect(decoded(encoding, answer.rawPayload).toString()).toBe(SCRIPT);
  });

  it('go out plain to a client that accepts no compression', async () => {
    const answer = await get('/pa/assets/main-abc123.js');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body).toBe(SCRIPT);
  });
});

describe('JSON answers', () => {
  const overview = `${urlOf(reportCalls.initiativesReport)}?id=1`;

  it.each(Object.keys(decoders))('over 1 KB come compressed in %s when asked, the same JSON as plain', async (encoding) => {
    const plain = await get(overview);
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const compressed = await get(overview, { 'accept-encoding': encoding });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe(encoding);
    expect(compressed.headers.vary).toMatch(/accept-encoding/iu);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(decoded(encoding, compressed.rawPayload).toString())).toEqual(plain.json());
  });

  it('under 1 KB go out plain even when compression is accepted', async () => {
    const answer = await get('/pa/config.json', { 'accept-encoding': 'gzip, br' });
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.length).toBeLessThan(1024);
    expect(answer.headers['content-encoding']).toBeUndefined();
  });
});

describe('the forecast as Arrow', () => {
  const url = `${urlOf(forecastCalls.forecastRows)}?pharmacyId=1`;
  const arrow = (acceptEncoding?: string) =>
    get(url, { accept: forecastArrowMediaType, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) });
  const jsonRows = async () => v.parse(ForecastRows, (await get(url, { accept: 'application/json' })).json());
  const encodingsStored = async () =>
    (
      await gateway.database.db
        .selectDistinct({ encoding: forecastArrowBatches.encoding })
        .from(forecastArrowBatches)
        .innerJoin(forecastArrowBuilds, eq(forecastArrowBuilds.id, forecastArrowBatches.buildId))
        .where(eq(forecastArrowBuilds.pharmacyId, 1))
    )
      .map(({ encoding }) => encoding)
      .sort();

  it('is stored by the seed in every form this runtime compresses to', async () => {
    expect(storedEncodings).toEqual(expect.arrayContaining(['br', 'gzip']));
    expect(await encodingsStored()).toEqual(['identity', ...storedEncodings].sort());
  });

  it.each(storedEncodings)('comes in %s as stored when asked, decoding to the JSON pages row for row', async (encoding) => {
    const json = await jsonRows();
    const answer = await arrow(encoding);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe(forecastArrowMediaType);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers.vary).toMatch(/accept-encoding/iu);
    expect(rowsOf(tableFromIPC(decoded(encoding, answer.rawPayload)))).toEqual(json);
  });

  it('comes plain to a client that accepts none of the stored forms', async () => {
    for (const acceptEncoding of [undefined, 'deflate', 'identity', 'gzip;q=0, br;q=0, zstd;q=0']) {
      const answer = await arrow(acceptEncoding);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(rowsOf(tableFromIPC(answer.rawPayload))).toEqual(await jsonRows());
    }
  });

  it('comes in the smallest stored form a browser accepts', async () => {
    const sizes = await Promise.all(
      storedEncodings.map(async (encoding) => [encoding, (await arrow(encoding)).rawPayload.length] as const),
    );
    const smallest = [...sizes].sort((a, b) => a[1] - b[1])[0][0];
    expect((await arrow('gzip, deflate, br, zstd')).headers['content-encoding']).toBe(smallest);
  });

  it('is compressed while it is built on a first read, and stored in every form for the next', async () => {
    // A change of the forecast forgets the build; the next read builds it and sends it compressed.
    await gateway.database.db
      .update(forecastRows)
      .set({ balance: 7 })
      .where(and(eq(forecastRows.pharmacyId, 1), eq(forecastRows.line, 0)));
    expect(await encodingsStored()).toEqual([]);
    const json = await jsonRows();
    expect(json[0].balance).toBe(7);
    const built = await arrow('br');
    expect(built.headers['content-encoding']).toBe('br');
    expect(rowsOf(tableFromIPC(decoded('br', built.rawPayload)))).toEqual(json);
    expect(await encodingsStored()).toEqual(['identity', ...storedEncodings].sort());
    const stored = await arrow('br');
    expect(stored.rawPayload.equals(built.rawPayload)).toBe(true);
    expect(rowsOf(tableFromIPC(decoded('gzip', (await arrow('gzip')).rawPayload)))).toEqual(json);
  });

  it.each(storedEncodings)('cut short in %s is an error to its reader, not a short table', async (encoding) => {
    const whole = (await arrow(encoding)).rawPayload;
    for (const kept of [whole.length - 1, Math.floor(whole.length / 2), 20]) {
      expect(() => decoded(encoding, whole.subarray(0, kept))).toThrow();
    }
  });

  it('ends in an error over the network when a stored piece is lost while it is sent', async () => {
    const db = gateway.database.db;
    // The last piece of every compressed form (the stream's end and its trailer) is gone.
    await db.execute(sql`DELETE FROM forecast_arrow_batches b USING forecast_arrow_builds f
      WHERE f.id = b.build_id AND f.pharmacy_id = 1 AND b.encoding <> 'identity' AND b.batch = f.batches`);
    await gateway.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = gateway.app.server.address() as AddressInfo;
    for (const encoding of storedEncodings) {
      // fetch decodes the content encoding as a browser does.
      const answer = await fetch(`http://127.0.0.1:${port}${url}`, {
        headers: { authorization: `Bearer ${token}`, accept: forecastArrowMediaType, 'accept-encoding': encoding },
      });
      expect(answer.headers.get('content-encoding')).toBe(encoding);
      await expect(answer.arrayBuffer()).rejects.toThrow();
    }
  });
});
