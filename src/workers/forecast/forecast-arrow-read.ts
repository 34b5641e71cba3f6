import { RecordBatchReader } from 'apache-arrow';
import { ApiError } from '../../api/shared/http';
import { BrokenBatchError, sliceColumnBatch } from '../../domain/forecast/column-batch';
import type { ColumnsBuilder } from '../../domain/forecast/columns';
import { formatNumber } from '../../domain/shared/format';
import { columnBatchOf } from './forecast-arrow-decode';
import { announcedRows, brokenForecastAnswer, checkForecastSchema } from './forecast-arrow-schema';
import { nextTask } from '../shared/next-task';

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

/**
 * The body's chunks, read ahead of the decoder: the body is read as fast as it arrives, whatever
 * the decoder is doing, so a sender that sends only what the connection takes (the gateway pulls
 * its stored pieces as the socket drains) does not wait while a batch is decoded. At most
 * readAheadBytes wait in the queue (a decoder slower than the line holds no more than that). The
 * last bytes seen are kept to check for the end-of-stream marker.
 */
const readAheadBytes = 8 * 1024 * 1024;

function watchedBody(body: ReadableStream<Uint8Array>) {
  const tail = new Uint8Array(endOfStream.length);
  let seen = 0;
  const reader = body.getReader();
  const queue: Uint8Array[] = [];
  let finished = false;
  let failure: { error: unknown } | null = null;
  let queued = 0;
  let wake: (() => void) | null = null;
  let space: (() => void) | null = null;
  const note = (chunk: Uint8Array) => {
    if (chunk.length >= tail.length) tail.set(chunk.subarray(chunk.length - tail.length));
    else {
      tail.copyWithin(0, chunk.length);
      tail.set(chunk, tail.length - chunk.length);
    }
    seen += chunk.length;
  };
  const pump = async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        note(value);
        queue.push(value);
        queued += value.length;
        wake?.();
        if (queued > readAheadBytes) await new Promise<void>((resolve) => (space = resolve));
      }
    } catch (error) {
      failure = { error };
    }
    finished = true;
    wake?.();
  };
  void pump();
  async function* chunks(): AsyncGenerator<Uint8Array> {
    try {
      for (;;) {
        const chunk = queue.shift();
        if (chunk) {
          queued -= chunk.length;
          if (space && queued <= readAheadBytes) {
            space();
            space = null;
          }
          yield chunk;
          continue;
        }
        if (failure) throw failure.error;
        if (finished) return;
        await new Promise<void>((resolve) => (wake = resolve));
        wake = null;
      }
    } finally {
      // Left early (a newer load, an error): the rest of the answer is not wanted.
      reader.cancel().catch(() => undefined);
    }
  }
  const ended = () => seen >= tail.length && endOfStream.every((byte, k) => tail[k] === byte);
  return { chunks: chunks(), ended, bytes: () => seen };
}

/**
 * Rows appended in one go: about 10 ms of work. The gateway writes batches of 65 536 rows; between
 * the parts the arrived bytes are read, so the sender is not kept waiting by a whole batch.
 */
const rowsAtOnce = 16_384;

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
    const announced = announcedRows(reader.schema);
    if (announced !== null) builder.expectRows(announced);
    for await (const batch of reader) {
      if (!isWanted()) {
        await reader.cancel();
        return false;
      }
      // A batch of no rows (a pharmacy without a forecast) may come without its lists' children.
      if (batch.numRows === 0) continue;
      const columns = columnBatchOf(batch);
      for (let from = 0; from < columns.length; from += rowsAtOnce) {
        const to = Math.min(columns.length, from + rowsAtOnce);
        builder.appendBatch(sliceColumnBatch(columns, from, to));
        loaded += to - from;
        progress?.(loaded);
        await nextTask();
      }
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof BrokenBatchError) throw brokenForecastAnswer(error.message);
    // apache-arrow's own errors (a message cut in the middle, a broken header) and a dropped connection.
    throw brokenForecastAnswer(
      `прочитано ${formatNumber(loaded)} строк, ${formatNumber(watched.bytes())} байт (${(error as Error)?.message ?? String(error)})`,
    );
  }
  if (!watched.ended())
    throw brokenForecastAnswer(`поток оборван после ${formatNumber(loaded)} строк, ${formatNumber(watched.bytes())} байт`);
  return isWanted();
}
