import { describe, expect, it } from 'vitest';
import { orderXmlText } from '../../../src/domain/orders/order-xml';

// The xml order file exactly as the pharmacy's system reads it.
const positions = [{ promotionalProductId: 101, barcode: '4600000000017', name: 'Нурофен & Ко', quantity: 3, price: 150.5 }];

describe('the xml order file', () => {
  it('names the pharmacy when known, lists each position with its price to 2 decimals, one line each, ending in a line break', () => {
    expect(orderXmlText(positions, { type: 'pi', pharmacyId: 42, created: new Date(2026, 10, 22, 12) })).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<order type="pi" pharmacyId="42" created="2026-11-22" positions="1">\n' +
        '  <position>\n' +
        '    <productId>101</productId>\n' +
        '    <barcode>4600000000017</barcode>\n' +
        '    <name>Нурофен &amp; Ко</name>\n' +
        '    <quantity>3</quantity>\n' +
        '    <price>150.50</price>\n' +
        '  </position>\n' +
        '</order>\n',
    );
  });

  it('leaves the pharmacy out when not known, without a double space', () => {
    expect(orderXmlText([], { type: 'rg', pharmacyId: null, created: new Date(2026, 0, 5, 12) })).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<order type="rg" created="2026-01-05" positions="0">\n</order>\n',
    );
  });
});
