/** Content-Disposition headers of file answers: written by the gateway, read by the portal. */

/**
 * The file name of a Content-Disposition header: filename* (RFC 5987, UTF-8) first, then a
 * quoted or bare filename; null when there is none.
 */
export function fileNameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/u.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/gu, ''));
    } catch {
      // A malformed escape: fall back to the plain filename.
    }
  }
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/u.exec(header);
  if (quoted) return quoted[1].replace(/\\(.)/gu, '$1');
  const bare = /filename\s*=\s*([^;\s]+)/u.exec(header);
  return bare ? bare[1] : null;
}

/**
 * The header the gateway sends: an ASCII fallback for old clients and the real (Cyrillic) name
 * as filename*.
 */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/gu, '_').replace(/["\\]/gu, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/gu, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
