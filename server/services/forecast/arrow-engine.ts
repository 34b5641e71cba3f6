import { PGlite } from '@electric-sql/pglite';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect';
import { forecastArrowBatches } from '../../db/schema';
import { copyBinaryParts, int4Bytes, readCopyBinary, uuidBytes } from './arrow-copy';

/**
 * The few reads and writes of the Arrow answer that move bulk bytes, each done the fast way of
 * its database: PGlite through binary COPY to and from '/dev/blob' (its query protocol carries
 * bytea and long text slowly, TOOLCHAIN.md), PostgreSQL through ordinary queries.
 */
export interface ArrowEngine {
  /** The one row of a query (SQL text with literals only) as text values; null when there is none. */
  selectTexts(query: string): Promise<(string | null)[] | null>;
  /** A stored batch's bytes, in one or more pieces; nothing when the batch is not there. */
  readBatch(buildId: string, batch: number): AsyncGenerator<Uint8Array>;
  /** False when it could not be stored (the build was deleted meanwhile: its key is gone). */
  writeBatch(buildId: string, batch: number, messages: Uint8Array): Promise<boolean>;
}

const decoder = new TextDecoder();

/** Bytes per read of a stored batch on PostgreSQL. */
const sliceBytes = 1 << 20;

function pgliteEngine(client: PGlite): ArrowEngine {
  const copyOut = async (query: string) => {
    const result = await client.query(`COPY (${query}) TO '/dev/blob' WITH (FORMAT binary)`);
    if (!result.blob) throw new Error('COPY gave no blob');
    return readCopyBinary(new Uint8Array(await result.blob.arrayBuffer()));
  };
  return {
    async selectTexts(query) {
      const [row] = await copyOut(query);
      return row ? row.map((field) => (field === null ? null : decoder.decode(field))) : null;
    },
    async *readBatch(buildId, batch) {
      const [row] = await copyOut(`SELECT messages FROM forecast_arrow_batches WHERE build_id = '${uuidLiteral(buildId)}' AND batch = ${integer(batch)}`);
      if (row?.[0]) yield row[0];
    },
    async writeBatch(buildId, batch, messages) {
      const blob = new Blob(copyBinaryParts([[uuidBytes(buildId), int4Bytes(batch), messages]]) as BlobPart[]);
      return client.query("COPY forecast_arrow_batches (build_id, batch, messages) FROM '/dev/blob' WITH (FORMAT binary)", [], { blob }).then(
        () => true,
        () => false,
      );
    },
  };
}

function drizzleEngine(db: Database): ArrowEngine {
  return {
    async selectTexts(query) {
      const result = (await db.execute(sql.raw(query))) as unknown as { rows: Record<string, string | null>[] };
      return result.rows[0] ? Object.values(result.rows[0]) : null;
    },
    async *readBatch(buildId, batch) {
      // Slices of an uncompressed (STORAGE EXTERNAL) value: PostgreSQL reads only their TOAST
      // chunks, and the driver parses a few MB of hex at a time rather than one 60 MB message
      // (a 28 MB batch: about 0.3 s in 1 MB slices against 0.65 s whole, on a loaded machine).
      for (let at = 1, length = Infinity; at <= length; at += sliceBytes) {
        const [found] = await db
          .select({ length: sql<number>`octet_length(${forecastArrowBatches.messages})`, slice: sql<Uint8Array>`substring(${forecastArrowBatches.messages} FROM ${at} FOR ${sliceBytes})`.mapWith(forecastArrowBatches.messages) })
          .from(forecastArrowBatches)
          .where(and(eq(forecastArrowBatches.buildId, buildId), eq(forecastArrowBatches.batch, batch)));
        if (!found) {
          if (at === 1) return;
          throw new Error(`Arrow build ${buildId} lost batch ${batch} while being sent`);
        }
        length = Number(found.length);
        yield found.slice;
      }
    },
    writeBatch: (buildId, batch, messages) =>
      db
        .insert(forecastArrowBatches)
        .values({ buildId, batch, messages })
        .then(
          () => true,
          () => false,
        ),
  };
}

export function arrowEngine(db: Database): ArrowEngine {
  const client: unknown = (db as { $client?: unknown }).$client;
  return client instanceof PGlite ? pgliteEngine(client) : drizzleEngine(db);
}

/** Literals in SQL text (COPY takes no parameters): only values checked here. */
export function integer(value: number): string {
  if (!Number.isSafeInteger(value)) throw new Error(`not an integer: ${value}`);
  return String(value);
}

function uuidLiteral(value: string): string {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/u.test(value)) throw new Error(`not a uuid: ${value}`);
  return value;
}
