import { describe, expect, it } from 'vitest';
import { isPacksText, quantityFlagMark, quantityFlagText, readPacks } from '../../../src/domain/orders/order-quantity';

/** What the grid and the confirmation say of a quantity, in the words the pharmacy reads. */
describe('the words of an order quantity', () => {
  it('refuses a fraction or a sign, and a number above the bound, in words', () => {
    expect(readPacks('1,5')).toEqual({ refused: 'Только целое число упаковок' });
    expect(readPacks('10001')).toEqual({ refused: 'Не больше 10 000 упаковок в строке' });
  });

  it('tells a text a quantity cell may hold', () => {
    expect(isPacksText(' 12 ')).toBe(true);
    expect(isPacksText('')).toBe(true);
    expect(isPacksText('12,5')).toBe(false);
    expect(isPacksText('10001')).toBe(false);
  });

  it('marks the cell: the bound, or «много»', () => {
    expect(quantityFlagMark).toEqual({ aboveBound: '> 10 000', farAbove: 'много' });
  });

  it('says why a quantity is marked', () => {
    expect(quantityFlagText('aboveBound', 12_000, 300)).toBe('Не больше 10 000 упаковок в строке: заказано 12 000');
    expect(quantityFlagText('farAbove', 125, 0)).toBe('Заказано 125 уп., предложено 0');
    expect(quantityFlagText('farAbove', 40, 4)).toBe('Больше предложенного в 10 раз: предложено 4 уп.');
    expect(quantityFlagText('farAbove', 25, 1)).toBe('Больше предложенного в 25 раз: предложено 1 уп.');
  });
});
