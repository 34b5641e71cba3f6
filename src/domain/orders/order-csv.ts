import type { OrderFilePosition } from './positions';

/**
 * The csv order file (the file for the wholesale information system and the other order
 * downloads): Russian headers, ';' between fields and a decimal comma, as Russian Excel expects;
 * UTF-8 with a byte order mark, without which Excel reads the Cyrillic as cp1251 garbage; CRLF
 * line ends (RFC 4180).
 */
export const orderCsvHeaders = ['Код товара', 'Штрихкод', 'Наименование', 'Количество, уп.', 'Цена, руб.', 'Сумма, руб.'] as const;

const BOM = '\uFEFF';

/**
 * A field as csv: quoted when it holds the separator, a quote or a line break. A text that Excel
 * would run as a formula (=, +, -, @ first) gets a leading apostrophe (OWASP, CSV injection).
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/u.test(value) ? `'${value}` : value;
  return /[;"\r\n]/u.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const decimal = (value: number) => value.toFixed(2).replace('.', ',');

export function orderCsvText(positions: readonly OrderFilePosition[]): string {
  const lines = [orderCsvHeaders.join(';')];
  for (const position of positions) {
    lines.push(
      [
        String(position.promotionalProductId),
        csvField(position.barcode),
        csvField(position.name),
        String(position.quantity),
        decimal(position.price),
        decimal(position.quantity * position.price),
      ].join(';'),
    );
  }
  return BOM + lines.join('\r\n') + '\r\n';
}

export const orderCsv = (positions: readonly OrderFilePosition[]): Uint8Array => new TextEncoder().encode(orderCsvText(positions));
