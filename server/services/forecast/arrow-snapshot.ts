import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import { forecastArrowBatchRows } from '../../../src/api/contract/forecast-arrow';
import type { Database } from '../../db/connect';
import { forecastArrowBuilds, forecastRows } from '../../db/schema';
import { encodeForecastBatch } from './arrow-encode';
import { batchMessages, endOfStream, schemaMessage } from './arrow-messages';
import { arrowEngine, type ArrowEngine } from './arrow-engine';
import { initiativeNamer, readColumns } from './arrow-source';

/**
 * A pharmacy's forecast as an Arrow stream, piece by piece (schema, each batch, end of stream):
 * from its stored build when there is one, else built from the forecast rows batch by batch and
 * stored while it is sent, so the next read only copies bytes. At most one batch is in memory.
 * The triggers of migration 0007 delete builds when the forecast, products or initiatives change.
 */
export async function* forecastArrowPieces(db: Database, pharmacyId: number, now: () => Date): AsyncGenerator<Uint8Array> {
  yield schemaMessage();
  const [stored] = await db
    .select({ id: forecastArrowBuilds.id, batches: forecastArrowBuilds.batches })
    .from(forecastArrowBuilds)
    .where(and(eq(forecastArrowBuilds.pharmacyId, pharmacyId), isNotNull(forecastArrowBuilds.batches)))
    .orderBy(desc(forecastArrowBuilds.startedAt))
    .limit(1);
  const engine = arrowEngine(db);
  if (stored?.batches != null) yield* engine.readBuild(stored.id, stored.batches);
  else yield* builtBatches(db, engine, pharmacyId, now);
  yield endOfStream;
}

/** A build left behind by a gateway that stopped while writing it. */
const abandonedAfterMs = 10 * 60_000;

async function* builtBatches(db: Database, engine: ArrowEngine, pharmacyId: number, now: () => Date): AsyncGenerator<Uint8Array> {
  const started = now();
  await db
    .delete(forecastArrowBuilds)
    .where(and(eq(forecastArrowBuilds.pharmacyId, pharmacyId), isNull(forecastArrowBuilds.batches), lt(forecastArrowBuilds.startedAt, new Date(started.getTime() - abandonedAfterMs))));
  const buildId = randomUUID();
  await db.insert(forecastArrowBuilds).values({ id: buildId, pharmacyId, startedAt: started });
  let storing = true;
  let batch = 0;
  try {
    const nameOf = await initiativeNamer(db, pharmacyId);
    for (let afterLine = -1; ; batch++) {
      const read = await readColumns(engine, pharmacyId, afterLine, forecastArrowBatchRows, nameOf);
      if (!read) break;
      afterLine = read.lastLine;
      const messages = batchMessages(encodeForecastBatch(read.columns));
      // The forecast changed meanwhile (a trigger deleted the build): this answer still goes out
      // whole, the build is not kept.
      if (storing) storing = await engine.writeBatch(buildId, batch, messages);
      yield messages;
    }
    if (storing) await db.update(forecastArrowBuilds).set({ batches: batch }).where(eq(forecastArrowBuilds.id, buildId));
  } finally {
    // The caller went away (or a read failed) before the last batch: nothing half-built stays.
    if (!(await isComplete(db, buildId))) await db.delete(forecastArrowBuilds).where(eq(forecastArrowBuilds.id, buildId));
  }
}

async function isComplete(db: Database, buildId: string): Promise<boolean> {
  const [build] = await db.select({ batches: forecastArrowBuilds.batches }).from(forecastArrowBuilds).where(eq(forecastArrowBuilds.id, buildId));
  return build?.batches != null;
}

/**
 * Writes the stored build of every pharmacy that has a forecast, after the forecast was written
 * (the demo seed), so the first Arrow read already only copies bytes.
 */
export async function storeForecastArrows(db: Database, now: () => Date): Promise<void> {
  const pharmacies = await db.selectDistinct({ id: forecastRows.pharmacyId }).from(forecastRows);
  for (const { id } of pharmacies) for await (const piece of forecastArrowPieces(db, id, now)) void piece;
}
