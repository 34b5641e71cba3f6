import type { SavedFile } from '../../../machines/orders/order-send.notices';
import { saveBlob } from '../../../ui/save-file';

/** MIME types by the file name's extension, for bytes that came without one. */
const typesByExtension: Record<string, string> = {
  csv: 'text/csv; charset=utf-8',
  xml: 'application/xml',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const mimeTypeOf = (fileName: string) => typesByExtension[fileName.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';

/**
 * The order-send machine's `saveFile` action in the browser: bytes from a worker or the gateway,
 * typed by their file name when they came without a type.
 */
export function saveFile({ bytes, fileName, mimeType }: SavedFile): void {
  const blob = bytes instanceof Blob ? bytes : new Blob([bytes as BlobPart], { type: mimeType ?? mimeTypeOf(fileName) });
  saveBlob(blob, fileName);
}
