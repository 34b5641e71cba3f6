import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { wholeListFileName, wholeListWorkbook } from '../../../src/domain/orders/purchase/files';
import { samplePosition } from './arbitraries';

const sheetRows = async (bytes: Promise<Uint8Array>) => {
  const book = XLSX.read(await bytes, { type: 'array' });
  const sheet = book.Sheets[book.SheetNames[0]];
  return { name: book.SheetNames[0], rows: XLSX.utils.sheet_to_json(sheet, { header: 1, defval: null }) as unknown[][] };
};

const positions = [
  samplePosition({
    initiativeId: null,
    initiativeName: '',
    productId: 201,
    productName: 'Аспирин',
    barcodes: ['4601', '4602'],
    price: 99.9,
    purchasedAmount: null,
    balance: 0,
    otherInitiativeNames: ['Закупка Бета', 'Витрина Гамма'],
    supplierGroups: ['Группа 1', 'Группа 2'],
  }),
  samplePosition({ initiativeId: null, initiativeName: '', productId: 202, productName: 'Бинт', price: 10 }),
  samplePosition({ productId: 203, productName: 'Не подходит' }),
];
const packs = Float64Array.from([0, 3, 9]);

describe('the whole list (RG: every matching position, ordered or not)', () => {
  it('holds the given positions in their order, ordered or not, with numbers as numbers', async () => {
    const { name, rows } = await sheetRows(wholeListWorkbook('rg', positions, [1, 0], packs));
    expect(name).toBe('Заказ РГ');
    expect(rows[0]).toEqual([
      'Промоутер (держатель контракта)',
      'Код промо-товара',
      'Товар',
      'Штрихкоды',
      'Цена закупки, руб.',
      'Закуплено с начала инициативы, уп.',
      'Остаток, уп.',
      'Количество к заказу, уп.',
      'Сумма заказа, руб.',
      'Другие инициативы',
      'Допустимые группы поставщиков',
    ]);
    expect(rows.slice(1)).toEqual([
      ['Промоутер 1', 202, 'Бинт', '4601234567890', 10, 4, 2, 3, 30, null, 'Группа 1'],
      ['Промоутер 1', 201, 'Аспирин', '4601, 4602', 99.9, null, 0, 0, 0, 'Закупка Бета; Витрина Гамма', 'Группа 1, Группа 2'],
    ]);
  });

  it('of a purchase order names the initiative and the plan; of a recommended order the explanation in words', async () => {
    const purchase = await sheetRows(wholeListWorkbook('purchaseOrder', positions, [2], packs));
    expect(purchase.rows[0].slice(0, 1)).toEqual(['Инициатива']);
    expect(purchase.rows[0]).toContain('План закупки, уп.');
    expect(purchase.rows[1][0]).toBe('Закупка Альфа');
    const recommended = await sheetRows(
      wholeListWorkbook('recommended', [{ ...positions[1], explanation: 'NEW_PRODUCT', saleQty: 1, pulsBalance: 5 }], [0], packs),
    );
    const explanation = recommended.rows[0].indexOf('Пояснение');
    expect(recommended.rows[1][explanation]).toBe('!Новинка. Рекомендуем попробовать');
    expect(recommended.rows[1][explanation + 1]).toBe('Продажи аптеки: 1 уп. · Остаток: 2 уп. · Склад Пульс: 5 уп.');
  });

  it('is named after the screen and the day', () => {
    const day = new Date(2026, 10, 22, 12);
    expect(wholeListFileName('rg', day)).toBe('Заказ РГ — весь список 22.11.2026.xlsx');
    expect(wholeListFileName('purchaseOrder', day)).toBe('Заказ по инициативам — весь список 22.11.2026.xlsx');
    expect(wholeListFileName('recommended', day)).toBe('Рекомендованный заказ — весь список 22.11.2026.xlsx');
  });
});
