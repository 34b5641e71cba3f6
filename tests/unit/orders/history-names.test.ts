import { describe, expect, it } from 'vitest';
import { formatDateTime, orderKindName, orderTypeName } from '../../../src/domain/orders/history';

/** How the order history names an order's type and kind, and when it was sent. */
describe('the order history names', () => {
  it('names the types and kinds, and a dash for none or an unknown one', () => {
    expect(orderTypeName('mtx')).toBe('Обязательная матрица');
    expect(orderTypeName(null)).toBe('—');
    expect(orderTypeName('toString')).toBe('—');
    expect(orderKindName('recommended')).toBe('Рекомендованный заказ');
    expect(orderKindName('rg')).toBe('РГ');
    expect(orderKindName(null)).toBe('—');
    expect(orderKindName('constructor')).toBe('—');
  });

  it('writes a sending time as DD.MM.YYYY HH:mm, from the answer’s text or a date', () => {
    expect(formatDateTime(new Date(2026, 10, 23, 9, 5))).toBe('23.11.2026 09:05');
    expect(formatDateTime('2026-11-23T09:05:00')).toBe('23.11.2026 09:05');
  });
});
