import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  confirmationText,
  confirmationTexts,
  orderFigures,
  packsText,
  positionsText,
  unusualLineText,
  unusualTexts,
} from '../../../src/domain/orders/confirmation';
import { pluralForm, pluralForms } from '../../../src/domain/orders/plural';

describe('Russian plural forms', () => {
  it.each([
    [0, 'позиций'],
    [1, 'позиция'],
    [2, 'позиции'],
    [4, 'позиции'],
    [5, 'позиций'],
    [11, 'позиций'],
    [12, 'позиций'],
    [14, 'позиций'],
    [21, 'позиция'],
    [22, 'позиции'],
    [25, 'позиций'],
    [101, 'позиция'],
    [111, 'позиций'],
    [112, 'позиций'],
    [1001, 'позиция'],
    [1_000_000, 'позиций'],
  ])('%i %s', (count, form) => expect(pluralForm(count, pluralForms.position)).toBe(form));

  it('declines упаковка the same way, and a fraction takes the "few" form', () => {
    expect([1, 3, 7, 13, 23].map((count) => pluralForm(count, pluralForms.pack))).toEqual([
      'упаковка',
      'упаковки',
      'упаковок',
      'упаковок',
      'упаковки',
    ]);
    expect(pluralForm(1.5, pluralForms.pack)).toBe('упаковки');
  });

  it('depends only on the last two digits', () => {
    fc.assert(
      fc.property(
        fc.nat(1_000_000),
        (count) => pluralForm(count, pluralForms.position) === pluralForm((count % 100) + 100, pluralForms.position),
      ),
    );
  });

  it('writes counts grouped by thousands', () => {
    expect(positionsText(12)).toBe('12 позиций');
    expect(positionsText(1021)).toBe('1 021 позиция');
    expect(packsText(340)).toBe('340 упаковок');
  });
});

describe('the confirmation text', () => {
  const lines = (...amounts: number[]) => amounts.map((orderAmount, index) => ({ promotionalProductId: index + 1, orderAmount }));

  it("names the destination, positions, packs and the sum (the issue's example)", () => {
    const twelve = lines(100, 100, 100, 5, 5, 5, 5, 5, 5, 5, 4, 1);
    expect(orderFigures(twelve)).toEqual({ positions: 12, packs: 340 });
    expect(confirmationText('puls', twelve, 45210.5)).toBe('Отправить заказ в Пульс: 12 позиций, 340 уп., на сумму 45 210,50 ₽?');
  });

  it('declines the destination after "в"', () => {
    expect(confirmationText('pharmacySystem', lines(1), 10)).toBe(
      'Отправить заказ в систему заказов аптеки: 1 позиция, 1 уп., на сумму 10,00 ₽?',
    );
    expect(confirmationText('stu', lines(2, 3), 1234567.891)).toBe('Отправить заказ в СТУ: 2 позиции, 5 уп., на сумму 1 234 567,89 ₽?');
    expect(confirmationText('purchaseService', lines(1000, 1000), 0)).toBe(
      'Отправить заказ в сервис закупок: 2 позиции, 2 000 уп., на сумму 0,00 ₽?',
    );
  });

  it('leaves the sum out when the screen knows no prices', () => {
    expect(confirmationText('stu', lines(1), null)).toBe('Отправить заказ в СТУ: 1 позиция, 1 уп.?');
  });

  it('says what the Пульс warehouse will not take', () => {
    expect(confirmationTexts.refused('MSK-01', 3)).toBe('Склад Пульс MSK-01 не примет 3 позиции:');
    expect(confirmationTexts.refused('MSK-01', 1)).toBe('Склад Пульс MSK-01 не примет 1 позицию:');
    expect(confirmationTexts.refused('MSK-01', 21)).toBe('Склад Пульс MSK-01 не примет 21 позицию:');
    expect(confirmationTexts.refused(null, 5)).toBe('Аптека не привязана к складу Пульс: Пульс не примет 5 позиций:');
  });
});

describe('the lines the confirmation names before sending', () => {
  const line = { promotionalProductId: 1, name: 'Нурофен', packs: 500, recommended: 4 };
  it('says how far above the proposal a line is, or that it is above the per-line bound', () => {
    expect(unusualLineText({ ...line, flag: 'farAbove' })).toBe('Нурофен — 500 уп., предложено 4: больше предложенного в 125 раз');
    expect(unusualLineText({ ...line, packs: 22, recommended: 7, flag: 'farAbove' })).toBe(
      'Нурофен — 22 уп., предложено 7: больше предложенного в 3 раза',
    );
    expect(unusualLineText({ ...line, recommended: 0, flag: 'farAbove' })).toBe('Нурофен — 500 уп., предложено 0: сверх предложенного');
    expect(unusualLineText({ ...line, packs: 12_000, flag: 'aboveBound' })).toBe(
      'Нурофен — 12 000 уп., предложено 4: не больше 10 000 упаковок в строке',
    );
    expect(unusualTexts.blocked).toMatch(/^В заказе есть строки больше 10 000 упаковок: заказ не отправится/u);
    expect(unusualTexts.more(3)).toBe('…и ещё 3 позиции');
  });
});
