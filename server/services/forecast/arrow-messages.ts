import { RecordBatchStreamWriter, type RecordBatch, type Schema } from 'apache-arrow';
import { encodeForecastBatch, noColumns } from './arrow-encode';
import { forecastArrowSchema } from './arrow-schema';

/**
 * The answer is an Arrow IPC stream: the schema message, then each batch's messages
 * (its dictionaries, then the record batch), then the end-of-stream marker. Batches are encoded
 * and stored on their own (arrow-snapshot.ts), so the schema is cut off each encoded batch and
 * sent once. Each batch carries its own dictionaries: a stream reader takes a later dictionary of
 * the same id as a replacement.
 */

/** Length of the leading message: continuation marker, metadata length, metadata (a schema has no body). */
function leadingMessageLength(stream: Uint8Array): number {
  const view = new DataView(stream.buffer, stream.byteOffset, stream.byteLength);
  if (view.getUint32(0, true) !== 0xffff_ffff) throw new Error('an Arrow stream without the continuation marker');
  return 8 + view.getInt32(4, true);
}

export const endOfStream = Uint8Array.of(0xff, 0xff, 0xff, 0xff, 0, 0, 0, 0);

function written(batch: RecordBatch): Uint8Array {
  return RecordBatchStreamWriter.writeAll([batch]).toUint8Array(true);
}

/** One batch's messages, without the schema before them and the end of stream after them. */
export function batchMessages(batch: RecordBatch): Uint8Array {
  const stream = written(batch);
  return stream.slice(leadingMessageLength(stream), stream.length - endOfStream.length);
}

const schemaMessages = new WeakMap<Schema, Uint8Array>();

/** The schema message an answer starts with (its build's schema; by default one that holds any forecast). */
export function schemaMessage(schema: Schema = forecastArrowSchema): Uint8Array {
  let message = schemaMessages.get(schema);
  if (!message) {
    const empty = written(encodeForecastBatch(noColumns, schema));
    message = empty.slice(0, leadingMessageLength(empty));
    schemaMessages.set(schema, message);
  }
  return message;
}
