import { describe, expect, it } from 'vitest';
import { orderCsvText } from '../../../src/domain/orders/order-csv';
import { crc32, deflateEntry, zip } from '../../../src/domain/orders/zip';

// The bytes of a zip header as any unzip tool reads them (PKWARE APPNOTE 4.3.7 / 4.3.12 / 4.3.16),
// little-endian: a zip written big-endian or with a wrong offset opens in no archiver.
describe('zip headers', () => {
  it('carry version 20, UTF-8 names, deflate, 1980-01-01 00:00, the CRC, sizes and offsets', async () => {
    const entry = await deflateEntry('a.xml', ['<a/>']);
    const plain = new TextEncoder().encode('<a/>');
    expect(entry.crc).toBe(crc32(plain));
    const bytes = zip([entry, { ...entry, name: 'bb.xml' }]);
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const n = entry.data.length;
    const u16 = (at: number) => view.getUint16(at, true);
    const u32 = (at: number) => view.getUint32(at, true);
    // Local header of a.xml at 0.
    expect([u32(0), u16(4), u16(6), u16(8), u16(10), u16(12), u32(14), u32(18), u32(22), u16(26), u16(28)]).toEqual([
      0x04034b50,
      20,
      0x0800,
      8,
      0,
      0x21,
      entry.crc,
      n,
      4,
      5,
      0,
    ]);
    const second = 30 + 5 + n;
    expect([u32(second), u16(second + 4), u16(second + 26), u16(second + 28)]).toEqual([0x04034b50, 20, 6, 0]);
    // Central directory.
    const central = second + 30 + 6 + n;
    expect([
      u32(central),
      u16(central + 4),
      u16(central + 6),
      u16(central + 8),
      u16(central + 10),
      u16(central + 12),
      u16(central + 14),
    ]).toEqual([0x02014b50, 20, 20, 0x0800, 8, 0, 0x21]);
    expect([u32(central + 16), u32(central + 20), u32(central + 24), u16(central + 28), u32(central + 42)]).toEqual([
      entry.crc,
      n,
      4,
      5,
      0,
    ]);
    const central2 = central + 46 + 5;
    expect(u32(central2 + 42)).toBe(second);
    // End of central directory.
    const end = central2 + 46 + 6;
    expect(bytes.length).toBe(end + 22);
    expect([u32(end), u16(end + 8), u16(end + 10), u32(end + 12), u32(end + 16)]).toEqual([0x06054b50, 2, 2, 46 + 5 + 46 + 6, central]);
  });
});

describe('the csv order file', () => {
  it('reads in Russian Excel: BOM, headers, ";" between fields, decimal comma, quantity × price, CRLF', () => {
    const text = orderCsvText([
      { promotionalProductId: 101, barcode: '4600000000017', name: 'Нурофен; таблетки', quantity: 3, price: 150.5 },
      { promotionalProductId: 7, barcode: '', name: '=СУММ(A1)', quantity: 2, price: 10 },
    ]);
    expect(text).toBe(
      '\uFEFFКод товара;Штрихкод;Наименование;Количество, уп.;Цена, руб.;Сумма, руб.\r\n' +
        '101;4600000000017;"Нурофен; таблетки";3;150,50;451,50\r\n' +
        "7;;'=СУММ(A1);2;10,00;20,00\r\n",
    );
  });

  it('of no positions is the header line alone', () => {
    expect(orderCsvText([])).toBe('\uFEFFКод товара;Штрихкод;Наименование;Количество, уп.;Цена, руб.;Сумма, руб.\r\n');
  });
});
