import { RecordBatchReader } from 'apache-arrow';
import { ApiError } from '../api/http';
import { BrokenBatchError } from '../domain/forecast/column-batch';
import type { ColumnsBuilder } from '../domain/forecast/columns';
import { columnBatchOf } from './forecast-arrow-decode';
import { brokenForecastAnswer, checkForecastSchema } from './forecast-arrow-schema';

/**
 * Reads the forecast's Arrow answer (an IPC stream) batch by batch as it arrives, straight into the
 * columns builder: the row count rises with each batch, and no batch is kept once appended.
 *
 * A stream cut at a message boundary (the gateway stopped, the connection dropped between batches)
 * reads as a shorter stream to apache-arrow, which then simply ends. A complete stream ends with
 * the end-of-stream marker (continuation 0xFFFFFFFF, length 0), so the last bytes are checked:
 * without them the answer is an error, never a silent partial table.
 */
const endOfStream = [0xff, 0xff, 0xff, 0xff, 0, 0, 0, 0];

/** The body's chunks, keeping the last bytes seen to check for the end-of-stream marker. */
function watchedBody(body: ReadableStream<Uint8Array>) {
  const tail = new Uint8Array(endOfStream.length);
  let seen = 0;
  async function* chunks(): AsyncGenerator<Uint8Array> {
    const reader = body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        if (value.length >= tail.length) tail.set(value.subarray(value.length - tail.length));
        else {
          tail.copyWithin(0, value.length);
          tail.set(value, tail.length - value.length);
        }
        seen += value.length;
        yield value;
      }
    } finally {
      // Left early (a newer load, an error): the rest of the answer is not wanted.
      reader.cancel().catch(() => undefined);
    }
  }
  const ended = () => seen >= tail.length && endOfStream.every((byte, k) => tail[k] === byte);
  return { chunks: chunks(), ended, bytes: () => seen };
}

interface ReadOptions {
  progress?: (loaded: number) => void;
  isWanted?: () => boolean;
}

/** Appends every batch to `builder`; false when a newer load made this one unwanted. */
export async function readForecastArrow(
  body: ReadableStream<Uint8Array>,
  builder: ColumnsBuilder,
  { progress, isWanted = () => true }: ReadOptions = {},
): Promise<boolean> {
  const watched = watchedBody(body);
  let loaded = 0;
  try {
    const reader = await RecordBatchReader.from(watched.chunks);
    await reader.open();
    if (!reader.isStream()) throw brokenForecastAnswer('это не поток Arrow IPC');
    checkForecastSchema(reader.schema);
    for await (const batch of reader) {
      if (!isWanted()) {
        await reader.cancel();
        return false;
      }
      // A batch of no rows (a pharmacy without a forecast) may come without its lists' children.
      if (batch.numRows === 0) continue;
      builder.appendBatch(columnBatchOf(batch));
      loaded += batch.numRows;
      progress?.(loaded);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof BrokenBatchError) throw brokenForecastAnswer(error.message);
    // apache-arrow's own errors (a message cut in the middle, a broken header) and a dropped connection.
    throw brokenForecastAnswer(`прочитано ${loaded} строк, ${watched.bytes()} байт (${(error as Error)?.message ?? String(error)})`);
  }
  if (!watched.ended()) throw brokenForecastAnswer(`поток оборван после ${loaded} строк, ${watched.bytes()} байт`);
  return isWanted();
}
