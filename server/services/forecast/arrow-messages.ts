import { RecordBatchStreamWriter, type RecordBatch } from 'apache-arrow';
import { encodeForecastBatch, noColumns } from './arrow-encode';

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

let schema: Uint8Array | null = null;

/** The schema message every answer starts with. */
export function schemaMessage(): Uint8Array {
  if (!schema) {
    const empty = written(encodeForecastBatch(noColumns));
    schema = empty.slice(0, leadingMessageLength(empty));
  }
  return schema;
}
