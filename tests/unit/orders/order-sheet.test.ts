import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { orderSheetRows, orderWorkbook } from '../../../server/services/orders/order-sheet';
import { formatDateTime, orderSystemNames, orderTypeName } from '../../../src/domain/orders/history';

const nurofen = { promotionalProductId: 101, barcode: '4600000000011', name: 'Нурофен', quantity: 3, price: 150.335 };
const aspirin = { promotionalProductId: 102, barcode: '', name: 'Аспирин', quantity: 2, price: 0.1 };

describe('the spreadsheet of an order', () => {
  it('has one row per position with its sum in kopecks, then the total line', () => {
    expect(orderSheetRows([nurofen, aspirin])).toEqual([
      { code: 101, name: 'Нурофен', barcode: '4600000000011', packs: 3, price: 150.335, sum: 451.01 },
      { code: 102, name: 'Аспирин', barcode: null, packs: 2, price: 0.1, sum: 0.2 },
      { code: null, name: 'Итого', barcode: null, packs: 5, price: null, sum: 451.21 },
    ]);
  });

  it('of an empty order is only the total line of zeros', () => {
    expect(orderSheetRows([])).toEqual([{ code: null, name: 'Итого', barcode: null, packs: 0, price: null, sum: 0 }]);
  });

  it('reads back in a spreadsheet program with the headers, the sheet title and the total', async () => {
    const book = XLSX.read(await orderWorkbook('Заказ РГ', [nurofen, aspirin]), { type: 'array' });
    expect(book.SheetNames).toEqual(['Заказ РГ']);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets['Заказ РГ'], { header: 1, defval: null });
    expect(rows).toEqual([
      ['Код товара', 'Товар', 'Штрихкод', 'Количество, уп.', 'Цена, руб.', 'Сумма, руб.'],
      [101, 'Нурофен', '4600000000011', 3, 150.335, 451.01],
      [102, 'Аспирин', null, 2, 0.1, 0.2],
      [null, 'Итого', null, 5, null, 451.21],
    ]);
  });
});

describe('the order history names', () => {
  it('the systems an order went to', () => {
    expect(orderSystemNames).toEqual({ puls: 'Пульс', pharmsm: 'Система заказов аптеки', stu: 'СТУ', execute: 'Сервис закупок' });
  });

  it("the order's type, or '—' when it is not known", () => {
    expect(orderTypeName('mtx')).toBe('Обязательная матрица');
    expect(orderTypeName('pi')).toBe('По инициативам');
    expect(orderTypeName('rg')).toBe('РГ');
    expect(orderTypeName(null)).toBe('—');
    expect(orderTypeName('other')).toBe('—');
    expect(orderTypeName('toString')).toBe('—');
  });

  it('when it was sent, as DD.MM.YYYY HH:mm in local time', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 9, 7))).toBe('05.01.2026 09:07');
    expect(formatDateTime('2026-11-23T18:45:00')).toBe('23.11.2026 18:45');
  });
});
