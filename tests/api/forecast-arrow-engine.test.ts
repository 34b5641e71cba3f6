import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forecastArrowBatches, forecastArrowBuilds } from '../../server/db/schema';
import { arrowEngine } from '../../server/services/forecast/arrow-engine';
import { startGateway, type TestGateway } from './support/app';

/**
 * The stored Arrow build's bytes as the database hands them over (binary COPY on both engines):
 * whole and in order, a missing batch an error, and readers that go away in the middle of a
 * batch of several MB leave every connection usable (on PostgreSQL a COPY read half-way leaves
 * its connection mid-protocol).
 */
let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway?.close());

const batches = [randomBytes(6 << 20), randomBytes(3 << 20), randomBytes(1)];

async function storeBuild(stored: readonly Uint8Array[], claimed = stored.length): Promise<string> {
  const db = gateway.database.db;
  const id = randomUUID();
  // Pharmacy 99 has no forecast: no trigger touches this build meanwhile.
  await db.insert(forecastArrowBuilds).values({ id, pharmacyId: 99, startedAt: new Date('2026-11-23T10:00:00Z'), batches: claimed });
  const engine = arrowEngine(db);
  for (const [batch, messages] of stored.entries()) expect(await engine.writeBatch(id, 'identity', batch, messages)).toBe(true);
  return id;
}

async function readAll(id: string, count: number): Promise<Buffer> {
  const pieces: Uint8Array[] = [];
  for await (const piece of arrowEngine(gateway.database.db).readBuild(id, 'identity', count)) pieces.push(piece);
  return Buffer.concat(pieces);
}

describe('the stored Arrow build read back through binary COPY', () => {
  it('hands every batch over whole and in order', async () => {
    const id = await storeBuild(batches);
    expect((await readAll(id, batches.length)).equals(Buffer.concat(batches))).toBe(true);
  });

  it('refuses to store a batch of a build that is gone, and says a stored batch is missing', async () => {
    expect(await arrowEngine(gateway.database.db).writeBatch(randomUUID(), 'identity', 0, Uint8Array.of(1))).toBe(false);
    const id = await storeBuild(batches.slice(0, 2), 3);
    await expect(readAll(id, 3)).rejects.toThrow(`Arrow build ${id} lost batch 2 while being sent`);
  });

  it('leaves every connection usable after readers went away in the middle of a batch', async () => {
    const id = await storeBuild(batches);
    // More than the pool's 10 connections: one left mid-COPY would make later reads hang or fail.
    for (let reader = 0; reader < 12; reader++) {
      const pieces = arrowEngine(gateway.database.db).readBuild(id, 'identity', batches.length);
      const first = await pieces.next();
      expect(first.value?.length).toBeGreaterThan(0);
      expect(first.value!.length).toBeLessThan(batches[0].length + batches[1].length);
      await pieces.return(undefined);
    }
    expect((await readAll(id, batches.length)).equals(Buffer.concat(batches))).toBe(true);
    const [{ stored }] = (await gateway.database.db.select({ stored: sql<number>`count(*)::int` }).from(forecastArrowBatches)) as {
      stored: number;
    }[];
    expect(stored).toBeGreaterThanOrEqual(batches.length);
  });
});
