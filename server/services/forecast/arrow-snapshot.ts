import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import { forecastArrowBatchRows } from '../../../src/api/contract/forecast-arrow';
import type { Database } from '../../db/connect';
import { forecastArrowBatches, forecastArrowBuilds, forecastRows } from '../../db/schema';
import { encodeForecastBatch } from './arrow-encode';
import { forecastArrowSchemaOf } from './arrow-schema';
import { quantityWidths } from './arrow-widths';
import { batchMessages, endOfStream, schemaMessage } from './arrow-messages';
import { PieceCompressor, storedEncodings, type ArrowEncoding, type CompressedEncoding } from '../../core/arrow-encodings';
import { arrowEngine, type ArrowEngine } from './arrow-engine';
import { readColumns } from './arrow-source';
import { initiativeNamer } from '../../reports/initiatives';

/** An Arrow answer: the content encoding it goes out in, and its bytes piece by piece. */
export interface ArrowAnswer {
  encoding: ArrowEncoding;
  pieces: AsyncGenerator<Uint8Array>;
}

/**
 * A pharmacy's forecast as an Arrow stream, piece by piece, in the smallest stored form the client
 * accepts (else plain): from its stored build when there is one, else built from the forecast rows
 * batch by batch, compressed in every stored encoding and stored while it is sent, so the next
 * read only copies bytes. At most one batch is in memory. The triggers of migration 0007 delete
 * builds when the forecast, products or initiatives change.
 */
export async function forecastArrow(
  db: Database,
  pharmacyId: number,
  now: () => Date,
  accepted: ReadonlySet<CompressedEncoding>,
): Promise<ArrowAnswer> {
  const engine = arrowEngine(db);
  const stored = await storedBuild(db, pharmacyId);
  if (stored) {
    const encoding = stored.compressed.find((form) => accepted.has(form)) ?? 'identity';
    return { encoding, pieces: storedPieces(engine, stored.id, stored.batches, encoding) };
  }
  const encoding = storedEncodings.find((ours) => accepted.has(ours)) ?? 'identity';
  return { encoding, pieces: builtPieces(db, engine, pharmacyId, now, encoding) };
}

/** The plain Arrow stream (schema, each batch, end of stream). */
export async function* forecastArrowPieces(db: Database, pharmacyId: number, now: () => Date): AsyncGenerator<Uint8Array> {
  yield* (await forecastArrow(db, pharmacyId, now, new Set())).pieces;
}

/** The pharmacy's latest complete build, and its compressed forms from the smallest. */
async function storedBuild(db: Database, pharmacyId: number) {
  const [build] = await db
    .select({ id: forecastArrowBuilds.id, batches: forecastArrowBuilds.batches })
    .from(forecastArrowBuilds)
    .where(and(eq(forecastArrowBuilds.pharmacyId, pharmacyId), isNotNull(forecastArrowBuilds.batches)))
    .orderBy(desc(forecastArrowBuilds.startedAt))
    .limit(1);
  if (build?.batches == null) return null;
  if (!(await hasSchema(db, build.id))) {
    // Stored by an older gateway (one schema for every build, not stored): built anew.
    await db.delete(forecastArrowBuilds).where(eq(forecastArrowBuilds.id, build.id));
    return null;
  }
  // octet_length reads a stored value's size from its header, not its bytes.
  const bytes = sql<string>`sum(octet_length(${forecastArrowBatches.messages}))`;
  const sizes = await db
    .select({ encoding: forecastArrowBatches.encoding, bytes })
    .from(forecastArrowBatches)
    .where(and(eq(forecastArrowBatches.buildId, build.id), ne(forecastArrowBatches.encoding, 'identity')))
    .groupBy(forecastArrowBatches.encoding)
    .orderBy(bytes);
  return { id: build.id, batches: build.batches, compressed: sizes.map(({ encoding }) => encoding as CompressedEncoding) };
}

/** The plain form's schema message is its piece -1 (a build's quantity columns have their own widths). */
const schemaPiece = -1;

async function hasSchema(db: Database, buildId: string): Promise<boolean> {
  const [schema] = await db
    .select({ batch: forecastArrowBatches.batch })
    .from(forecastArrowBatches)
    .where(
      and(
        eq(forecastArrowBatches.buildId, buildId),
        eq(forecastArrowBatches.encoding, 'identity'),
        eq(forecastArrowBatches.batch, schemaPiece),
      ),
    );
  return schema !== undefined;
}

async function* storedPieces(engine: ArrowEngine, buildId: string, batches: number, encoding: ArrowEncoding): AsyncGenerator<Uint8Array> {
  if (encoding !== 'identity') {
    // Schema and end of stream are inside the compressed pieces; the last one closes the stream.
    yield* engine.readBuild(buildId, encoding, batches + 1);
    return;
  }
  yield* engine.readBuild(buildId, 'identity', batches + 1, schemaPiece);
  yield endOfStream;
}

/** A build left behind by a gateway that stopped while writing it. */
const abandonedAfterMs = 10 * 60_000;

async function* builtPieces(
  db: Database,
  engine: ArrowEngine,
  pharmacyId: number,
  now: () => Date,
  sending: ArrowEncoding,
): AsyncGenerator<Uint8Array> {
  const started = now();
  await db
    .delete(forecastArrowBuilds)
    .where(
      and(
        eq(forecastArrowBuilds.pharmacyId, pharmacyId),
        isNull(forecastArrowBuilds.batches),
        lt(forecastArrowBuilds.startedAt, new Date(started.getTime() - abandonedAfterMs)),
      ),
    );
  const { widths, rows } = await quantityWidths(engine, pharmacyId);
  const schema = forecastArrowSchemaOf(widths, rows);
  const head = schemaMessage(schema);
  const buildId = randomUUID();
  await db.insert(forecastArrowBuilds).values({ id: buildId, pharmacyId, startedAt: started });
  // Each compressed form is one stream: the schema goes in first, each batch ends a piece.
  const compressors = storedEncodings.map((encoding) => new PieceCompressor(encoding));
  for (const compressor of compressors) compressor.write(head);
  let storing = await engine.writeBatch(buildId, 'identity', schemaPiece, head);
  let batch = 0;
  /** Stores the batch's piece in every form (while storing) and gives the one being sent. */
  const stored = async (messages: Uint8Array, compress: (compressor: PieceCompressor) => Promise<Uint8Array>): Promise<Uint8Array> => {
    const pieces = await Promise.all(compressors.map(compress));
    const forms: [ArrowEncoding, Uint8Array][] = [
      ['identity', messages],
      ...compressors.map((compressor, i): [ArrowEncoding, Uint8Array] => [compressor.encoding, pieces[i]]),
    ];
    for (const [encoding, piece] of forms) {
      // The end of stream has no identity piece: the plain answer adds it when sent.
      if (storing && piece !== endOfStream) storing = await engine.writeBatch(buildId, encoding, batch, piece);
    }
    return forms.find(([encoding]) => encoding === sending)?.[1] ?? messages;
  };
  try {
    if (sending === 'identity') yield head;
    const nameOf = await initiativeNamer(db, pharmacyId);
    for (let afterLine = -1; ; batch++) {
      const read = await readColumns(engine, pharmacyId, afterLine, forecastArrowBatchRows, nameOf);
      if (!read) break;
      afterLine = read.lastLine;
      const messages = batchMessages(encodeForecastBatch(read.columns, schema));
      // The forecast changed meanwhile (a trigger deleted the build): this answer still goes out
      // whole, the build is not kept.
      yield await stored(messages, (compressor) => compressor.piece(messages));
    }
    yield await stored(endOfStream, (compressor) => compressor.last(endOfStream));
    if (storing) await db.update(forecastArrowBuilds).set({ batches: batch }).where(eq(forecastArrowBuilds.id, buildId));
  } finally {
    for (const compressor of compressors) compressor.close();
    // The caller went away (or a read failed) before the last batch: nothing half-built stays.
    if (!(await isComplete(db, buildId))) await db.delete(forecastArrowBuilds).where(eq(forecastArrowBuilds.id, buildId));
  }
}

async function isComplete(db: Database, buildId: string): Promise<boolean> {
  const [build] = await db
    .select({ batches: forecastArrowBuilds.batches })
    .from(forecastArrowBuilds)
    .where(eq(forecastArrowBuilds.id, buildId));
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
