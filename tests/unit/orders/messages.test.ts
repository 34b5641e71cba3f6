import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentDisposition, defaultFileNames, fileNameFromContentDisposition } from '../../../src/domain/orders/file-names';
import {
  fileNotices,
  orderResultErrors,
  pharmacySystemOrderFailed,
  pharmacySystemOrderSent,
  pulsResultTexts,
  stuOrderFailed,
  stuOrderSent,
} from '../../../src/domain/orders/messages';

describe('the texts of §8, verbatim', () => {
  it('СТУ: order number, then errors or none', () => {
    expect(stuOrderSent({ orderId: 512, errorMessage: null })).toEqual([
      'Заказ отправлен в СТУ, номер заказа: 512',
      'Ошибки при заказе: отсутствуют',
    ]);
    expect(stuOrderSent({ orderId: '513', errorMessage: 'нет штрихкода' })).toEqual([
      'Заказ отправлен в СТУ, номер заказа: 513',
      'Ошибки при заказе: нет штрихкода',
    ]);
    expect(stuOrderSent({ orderId: 1, errorMessage: '  ' })[1]).toBe('Ошибки при заказе: отсутствуют');
    expect(stuOrderFailed).toBe('Ошибка при отправке заказа в СТУ');
  });

  it('an answer without an order number leaves the number empty, never a made-up one', () => {
    expect(stuOrderSent({ orderId: null, errorMessage: null })[0]).toBe('Заказ отправлен в СТУ, номер заказа: ');
    expect(pharmacySystemOrderSent({ orderId: null, errorMessage: null })[0]).toBe(
      'Заказ отправлен в систему заказов аптеки, номер заказа: ',
    );
  });

  it('the pharmacy ordering system: the same texts for its name', () => {
    expect(pharmacySystemOrderSent({ orderId: 7, errorMessage: null })).toEqual([
      'Заказ отправлен в систему заказов аптеки, номер заказа: 7',
      'Ошибки при заказе: отсутствуют',
    ]);
    expect(pharmacySystemOrderFailed).toBe('Ошибка при отправке заказа в систему заказов аптеки');
  });

  it("the order result panel: 'Ошибки: ' with the message or 'отсутствуют'", () => {
    expect(orderResultErrors(null)).toBe('Ошибки: отсутствуют');
    expect(orderResultErrors('')).toBe('Ошибки: отсутствуют');
    expect(orderResultErrors('позиция 3 не принята')).toBe('Ошибки: позиция 3 не принята');
  });

  it('file notices', () => {
    expect(fileNotices.started).toBe('Запущено формирование файла.');
    expect(fileNotices.ready).toBe('Формирование файла выполнено.');
    expect(Object.values(fileNotices).every((text) => text.endsWith('.'))).toBe(true);
    expect(pulsResultTexts.title).toBe('Результат отправки заказа в Пульс');
  });
});

describe('file names', () => {
  const day = new Date(2026, 10, 22, 23, 59);

  it('default to .csv, .xml for the ordering systems and .xlsx for the rejected list', () => {
    expect(defaultFileNames.orderFile(day)).toBe('Заказ 22.11.2026.csv');
    expect(defaultFileNames.orderingSystemFile(day)).toBe('Заказ для систем заказа 22.11.2026.xml');
    expect(defaultFileNames.rejected(815)).toBe('Отклонённые позиции заказа 815.xlsx');
    expect(defaultFileNames.forecast(day)).toBe('Прогноз прибыли 22.11.2026.xlsx');
  });

  it('come from Content-Disposition when the answer gives one', () => {
    expect(fileNameFromContentDisposition(null)).toBeNull();
    expect(fileNameFromContentDisposition('attachment')).toBeNull();
    expect(fileNameFromContentDisposition('attachment; filename="order.csv"')).toBe('order.csv');
    expect(fileNameFromContentDisposition('attachment; filename=order.csv')).toBe('order.csv');
    expect(fileNameFromContentDisposition('attachment; filename="x.xlsx"; filename*=UTF-8\'\'%D0%97%D0%B0%D0%BA%D0%B0%D0%B7.xlsx')).toBe(
      'Заказ.xlsx',
    );
    expect(fileNameFromContentDisposition('attachment; filename*=UTF-8\'\'%E0%A4%A.xlsx; filename="fallback.xlsx"')).toBe('fallback.xlsx');
  });

  it('survive the header the gateway writes, whatever the name', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, unit: 'grapheme' }), (name) => {
        const header = contentDisposition(name);
        expect(header).toMatch(/^[\x20-\x7e]+$/u);
        expect(fileNameFromContentDisposition(header)).toBe(name);
      }),
    );
  });
});
