import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import type { Database } from '../../db/connect';
import type { ArrowEncoding } from '../../core/arrow-encodings';
import { copyBinaryParts, copyBinaryPieces, int4Bytes, readCopyBinary, uuidBytes } from './arrow-copy';

/**
 * The few reads and writes of the Arrow answer that move bulk bytes, each done the fast way of
 * its database, both through binary COPY: PGlite to and from '/dev/blob' (its query protocol
 * carries bytea and long text slowly, TOOLCHAIN.md); PostgreSQL to and from the client
 * (pg-copy-streams): a query hands bytea over as hex text, which the driver parses back
 * (measured on 192 MB of stored batches: 0.95 s through 1 MB slices against 0.15 s by COPY).
 */
export interface ArrowEngine {
  /** The one row of a query (SQL text with literals only) as text values; null when there is none. */
  selectTexts(query: string): Promise<(string | null)[] | null>;
  /**
   * The `pieces` stored pieces of a build in one encoding, in order from piece `first` (the plain
   * form's schema is piece -1). Throws when one is missing
   * (the forecast changed and the build was deleted while being sent): the answer then ends
   * without its end-of-stream marker (and a compressed one without its trailer), which a reader
   * reports as broken, rather than ending short.
   */
  readBuild(buildId: string, encoding: ArrowEncoding, pieces: number, first?: number): AsyncGenerator<Uint8Array>;
  /** False when it could not be stored (the build was deleted meanwhile: its key is gone). */
  writeBatch(buildId: string, encoding: ArrowEncoding, batch: number, messages: Uint8Array): Promise<boolean>;
}

const decoder = new TextDecoder();
const encoder = new TextEncoder();

function lostBatch(buildId: string, batch: number): Error {
  return new Error(`Arrow build ${buildId} lost batch ${batch} while being sent`);
}

const batchesQuery = (buildId: string, encoding: ArrowEncoding, from: string, to = from) =>
  `SELECT messages FROM forecast_arrow_batches WHERE build_id = '${uuidLiteral(buildId)}' AND encoding = '${encodingLiteral(encoding)}' AND batch BETWEEN ${from} AND ${to} ORDER BY batch`;

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
    // One batch at a time: PGlite hands a COPY over as one blob, so a whole build would be held.
    async *readBuild(buildId, encoding, batches, first = 0) {
      for (let batch = first; batch < first + batches; batch++) {
        const [row] = await copyOut(batchesQuery(buildId, encoding, integer(batch)));
        if (!row?.[0]) throw lostBatch(buildId, batch);
        yield row[0];
      }
    },
    async writeBatch(buildId, encoding, batch, messages) {
      const blob = new Blob(copyBinaryParts([[uuidBytes(buildId), encoder.encode(encoding), int4Bytes(batch), messages]]) as BlobPart[]);
      return client
        .query("COPY forecast_arrow_batches (build_id, encoding, batch, messages) FROM '/dev/blob' WITH (FORMAT binary)", [], { blob })
        .then(
          () => true,
          () => false,
        );
    },
  };
}

function postgresEngine(db: Database, pool: pg.Pool): ArrowEngine {
  return {
    async selectTexts(query) {
      const result = (await db.execute(sql.raw(query))) as unknown as { rows: Record<string, string | null>[] };
      return result.rows[0] ? Object.values(result.rows[0]) : null;
    },
    // The whole build in one COPY: one statement, so one snapshot of it, streamed with the
    // socket's backpressure (the gateway holds a chunk or two, not a batch).
    async *readBuild(buildId, encoding, batches, first = 0) {
      const client = await pool.connect();
      let finished = false;
      try {
        const stream = client.query(
          copyTo(`COPY (${batchesQuery(buildId, encoding, integer(first), integer(first + batches - 1))}) TO STDOUT WITH (FORMAT binary)`),
        );
        let rows = 0;
        for await (const { row, piece } of copyBinaryPieces(stream as AsyncIterable<Uint8Array>)) {
          rows = row + 1;
          yield piece;
        }
        if (rows < batches) throw lostBatch(buildId, first + rows);
        finished = true;
      } finally {
        // A COPY left half read (the caller went away) leaves the connection mid-protocol: it is
        // closed rather than handed to the next query.
        client.release(!finished);
      }
    },
    async writeBatch(buildId, encoding, batch, messages) {
      const client = await pool.connect();
      try {
        const parts = copyBinaryParts([[uuidBytes(buildId), encoder.encode(encoding), int4Bytes(batch), messages]]);
        await pipeline(
          Readable.from(parts),
          client.query(copyFrom('COPY forecast_arrow_batches (build_id, encoding, batch, messages) FROM STDIN WITH (FORMAT binary)')),
        );
        client.release();
        return true;
      } catch {
        client.release(true);
        return false;
      }
    },
  };
}

export function arrowEngine(db: Database): ArrowEngine {
  const client: unknown = (db as { $client?: unknown }).$client;
  if (client instanceof PGlite) return pgliteEngine(client);
  if (client instanceof pg.Pool) return postgresEngine(db, client);
  throw new Error('the Arrow answer needs PGlite or a pg.Pool behind the database');
}

/** Literals in SQL text (COPY takes no parameters): only values checked here. */
export function integer(value: number): string {
  if (!Number.isSafeInteger(value)) throw new Error(`not an integer: ${value}`);
  return String(value);
}

function encodingLiteral(value: ArrowEncoding): string {
  if (!/^[a-z]+$/u.test(value)) throw new Error(`not an encoding: ${value}`);
  return value;
}

function uuidLiteral(value: string): string {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/u.test(value)) throw new Error(`not a uuid: ${value}`);
  return value;
}
