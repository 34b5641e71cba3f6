import { describe, expect, it } from 'vitest';
import { explanationCodes } from '../../../src/api/contract/purchase-order';
import { explanationFigures, explanationText, explanationTexts, notStocked } from '../../../src/domain/orders/purchase/explanations';

describe('explanations of a recommended product (§8)', () => {
  it('shows NEW_PRODUCT as the spec quotes it', () => {
    expect(explanationText('NEW_PRODUCT')).toBe('!Новинка. Рекомендуем попробовать');
  });

  it("has words for each of the contract's seven codes, all different and Russian", () => {
    expect(Object.keys(explanationTexts).sort()).toEqual([...explanationCodes].sort());
    const texts = explanationCodes.map(explanationText);
    expect(new Set(texts).size).toBe(7);
    for (const text of texts) {
      expect(text).toMatch(/[А-Яа-яЁё]/u);
      expect(text).not.toMatch(/[A-Za-z_]/u);
      expect(text.trim()).toBe(text);
    }
  });

  it('shows an unknown code as it is, and nothing for none', () => {
    expect(explanationText('SEASONAL_DEMAND')).toBe('SEASONAL_DEMAND');
    expect(explanationText(null)).toBe('');
    expect(explanationText(undefined)).toBe('');
    expect(explanationText('toString')).toBe('toString');
  });

  it('gives the figures behind it in words, leaving out what is unknown', () => {
    expect(explanationFigures({ saleQty: 12, balance: 0, pulsBalance: 340, explanation: 'AVG_3_MONTH_SALES' })).toBe(
      'Продажи аптеки: 12 уп. · Остаток: 0 уп. · Склад Пульс: 340 уп.',
    );
    expect(explanationFigures({ saleQty: 2.5, balance: 1500, pulsBalance: null, explanation: 'LOW_TURNOVER' })).toBe(
      'Продажи аптеки: 2,5 уп. · Остаток: 1 500 уп.',
    );
    expect(explanationFigures({ saleQty: null, regionSaleQty: 4200, balance: 3, pulsBalance: 0, explanation: 'AVG_MONTH_ALL_SALES' })).toBe(
      'Продажи в регионе: 4 200 уп. · Остаток: 3 уп. · Склад Пульс: 0 уп.',
    );
    expect(explanationFigures({ balance: null, explanation: 'NEW_PRODUCT' })).toBe('');
  });

  it('marks a product the warehouse will refuse before it is sent', () => {
    expect(notStocked({ explanation: 'NO_BALANCE', pulsBalance: 10 })).toBe(true);
    expect(notStocked({ explanation: 'OPTIMAL_SALES', pulsBalance: 0 })).toBe(true);
    expect(notStocked({ explanation: 'OPTIMAL_SALES', pulsBalance: 5 })).toBe(false);
    expect(notStocked({ explanation: 'OPTIMAL_SALES', pulsBalance: null })).toBe(false);
  });
});
