import { formatDate } from '../format';

/**
 * Names of downloaded files. A file arrives under the name its answer gives
 * (Content-Disposition) or under a default (§4): .csv for order files, .xml for the ordering
 * systems, .xlsx for the rejected list. Dates are the user's day, DD.MM.YYYY.
 */
export const defaultFileNames = {
  orderFile: (day: Date) => `Заказ ${formatDate(day)}.csv`,
  orderingSystemFile: (day: Date) => `Заказ для систем заказа ${formatDate(day)}.xml`,
  rejected: (orderId: string | number) => `Отклонённые позиции заказа ${orderId}.xlsx`,
  forecast: (day: Date) => `Прогноз прибыли ${formatDate(day)}.xlsx`,
  forecastProducts: (day: Date) => `Товары заказа ${formatDate(day)}.xlsx`,
} as const;

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
