import type { SavedFile } from '../../machines/order-send.notices';

/** MIME types by the file name's extension, for bytes that came without one. */
const typesByExtension: Record<string, string> = {
  csv: 'text/csv; charset=utf-8',
  xml: 'application/xml',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const mimeTypeOf = (fileName: string) => typesByExtension[fileName.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';

/**
 * Saves a file without a dialog: an object URL on a temporary link with `download`, clicked once.
 * The order-send machine's `saveFile` action in the browser.
 */
export function saveFile({ bytes, fileName, mimeType }: SavedFile): void {
  const blob = bytes instanceof Blob ? bytes : new Blob([bytes as BlobPart], { type: mimeType ?? mimeTypeOf(fileName) });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the Blob after the click returns; a minute is far more than it needs.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
