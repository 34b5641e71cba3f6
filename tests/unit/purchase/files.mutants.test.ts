import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { wholeListWorkbook } from '../../../src/domain/orders/purchase/files';
import { samplePosition } from './arbitraries';

// Every column of 'the whole list' of the purchase order and the recommended order, as Excel
// shows it: the header, the value and the number format (whole packs of the forecast columns
// '#,##0', a fraction of one '#,##0.###', money '#,##0.00').
const read = async (bytes: Promise<Uint8Array>) => {
  const book = XLSX.read(await bytes, { type: 'array', cellNF: true });
  const cells = book.Sheets[book.SheetNames[0]];
  return { name: book.SheetNames[0], cells, rows: XLSX.utils.sheet_to_json(cells, { header: 1, defval: null }) as unknown[][] };
};
const packs = Float64Array.from([3, 0]);

describe('the whole list of the purchase order', () => {
  it('has all thirteen columns, the plan included', async () => {
    const { name, rows, cells } = await read(wholeListWorkbook('purchaseOrder', [samplePosition()], [0], packs));
    expect(name).toBe('Заказ по инициативам');
    expect(rows).toEqual([
      [
        'Инициатива',
        'Промоутер (держатель контракта)',
        'Код промо-товара',
        'Товар',
        'Штрихкоды',
        'Цена закупки, руб.',
        'План закупки, уп.',
        'Закуплено с начала инициативы, уп.',
        'Остаток, уп.',
        'Количество к заказу, уп.',
        'Сумма заказа, руб.',
        'Другие инициативы',
        'Допустимые группы поставщиков',
      ],
      ['Закупка Альфа', 'Промоутер 1', 101, 'Нурофен таблетки 200 мг №20', '4601234567890', 150.5, 10, 4, 2, 3, 451.5, null, 'Группа 1'],
    ]);
    expect([cells.F2.z, cells.G2.z, cells.H2.z, cells.I2.z, cells.J2.z, cells.K2.z]).toEqual([
      '#,##0.00',
      '#,##0',
      '#,##0',
      '#,##0',
      '0',
      '#,##0.00',
    ]);
  });
});

describe('the whole list of the recommended order', () => {
  it("has Пульс's code, the region's and the pharmacy's sales and the warehouse stock, empty where unknown", async () => {
    const known = samplePosition({
      productId: 202,
      productName: 'Бинт',
      price: 10,
      pulsCode: 'P-77',
      regionSaleQty: 12,
      saleQty: 1,
      pulsBalance: 5,
      explanation: 'NEW_PRODUCT',
    });
    const unknown = samplePosition({
      productId: 203,
      productName: 'Вата',
      price: 20,
      pulsCode: null,
      regionSaleQty: null,
      saleQty: null,
      pulsBalance: null,
      explanation: null,
    });
    const { name, rows, cells } = await read(wholeListWorkbook('recommended', [known, unknown], [0, 1], packs));
    expect(name).toBe('Рекомендованный заказ');
    expect(rows[0]).toEqual([
      'Товар',
      'Промоутер (держатель контракта)',
      'Код промо-товара',
      'Код Пульс',
      'Штрихкоды',
      'Продажи в регионе, уп.',
      'Цена закупки, руб.',
      'Остаток на складе Пульс, уп.',
      'Закуплено с начала инициативы, уп.',
      'Продажи аптеки, уп.',
      'Остаток, уп.',
      'Количество к заказу, уп.',
      'Сумма заказа, руб.',
      'Пояснение',
      'Показатели',
      'Допустимые группы поставщиков',
    ]);
    expect(rows[1]).toEqual([
      'Бинт',
      'Промоутер 1',
      202,
      'P-77',
      '4601234567890',
      12,
      10,
      5,
      4,
      1,
      2,
      3,
      30,
      '!Новинка. Рекомендуем попробовать',
      'Продажи аптеки: 1 уп. · Остаток: 2 уп. · Склад Пульс: 5 уп.',
      'Группа 1',
    ]);
    expect([rows[2][3], rows[2][5], rows[2][7], rows[2][9], rows[2][12]]).toEqual([null, null, null, null, 0]);
    expect([cells.F2.z, cells.H2.z, cells.J2.z]).toEqual(['#,##0', '#,##0', '#,##0']);
  });
});
