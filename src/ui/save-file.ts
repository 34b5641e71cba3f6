/**
 * Saves a file without a dialog: an object URL on a temporary link with `download`, clicked once.
 * The one way every download of the portal reaches the user's disk.
 */
export function saveBlob(blob: Blob, fileName: string): void {
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
