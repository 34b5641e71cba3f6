import { formatIsoDate } from '../shared/format';
import type { OrderFilePosition } from './positions';
import { xmlText } from './xml-text';

/**
 * The XML order for the ordering systems:
 *
 *   <?xml version="1.0" encoding="UTF-8"?>
 *   <order type="mtx" pharmacyId="1" created="2026-11-22" positions="1">
 *     <position>
 *       <productId>101</productId><barcode>4601234567890</barcode><name>…</name>
 *       <quantity>3</quantity><price>123.45</price>
 *     </position>
 *   </order>
 *
 * Machine-read, so numbers use a decimal point; text goes through xmlText.
 */
export interface OrderXmlHeader {
  /** Where the order comes from: 'mtx' for the profit forecast. */
  type: string;
  pharmacyId: number | null;
  created: Date;
}

const element = (name: string, value: string) => `<${name}>${xmlText(value)}</${name}>`;

export function orderXmlText(positions: readonly OrderFilePosition[], header: OrderXmlHeader): string {
  const attributes = [
    `type="${xmlText(header.type)}"`,
    header.pharmacyId === null ? '' : `pharmacyId="${header.pharmacyId}"`,
    `created="${formatIsoDate(header.created)}"`,
    `positions="${positions.length}"`,
  ].filter(Boolean);
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', `<order ${attributes.join(' ')}>`];
  for (const position of positions) {
    lines.push(
      '  <position>',
      `    ${element('productId', String(position.promotionalProductId))}`,
      `    ${element('barcode', position.barcode)}`,
      `    ${element('name', position.name)}`,
      `    ${element('quantity', String(position.quantity))}`,
      `    ${element('price', position.price.toFixed(2))}`,
      '  </position>',
    );
  }
  lines.push('</order>');
  return lines.join('\n') + '\n';
}

export const orderXml = (positions: readonly OrderFilePosition[], header: OrderXmlHeader): Uint8Array =>
  new TextEncoder().encode(orderXmlText(positions, header));
