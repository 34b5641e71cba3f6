import fc from 'fast-check';
import { ungrouped } from '../../support/thousands';
import { describe, expect, it } from 'vitest';
import { isCashierLogin, isCashierPassword, kpiMax } from '../../../src/domain/payroll/inputs';
import {
  cashierFigureRules,
  figureProblem,
  monthFigureViolations,
  paramFigureRule,
  readFigure,
  statFigureRules,
  type FigureRule,
} from '../../../src/domain/payroll/figure-rules';

const rate = cashierFigureRules.fixed;
const minutes = cashierFigureRules.workMinutes;
/** A rule wide enough that only the spelling decides. */
const wide: FigureRule = { name: 'Число', min: 0, max: 1e300 };

/** Texts a user may type or paste into a figure. */
const typedText = fc.oneof(
  fc.stringMatching(/^[0-9.,]{0,14}$/u),
  fc.stringMatching(/^\s?[0-9]{0,6}([.,][0-9]{0,3})?\s?$/u),
  fc.stringMatching(/^[0-9.,a-zе+\- e]{0,14}$/u),
  fc.constantFrom('1.2.3', '1,2,3', '1,5', '-1', '+1', '1e3', 'NaN', 'Infinity', '0x10', '١٢', '１', '9'.repeat(400)),
  fc.string({ maxLength: 12 }),
);

/** The number a text spells, read independently: digits (thousands apart or not), at most one separator, up to 2 decimals. */
function spelled(text: string): number | null {
  const dotted = ungrouped(text).replace(',', '.');
  const match = /^(\d*)(?:\.(\d{0,2}))?$/u.exec(dotted);
  if (!match || (match[1] === '' && !match[2])) return null;
  return Number(`${match[1] || '0'}.${match[2] ?? ''}`);
}

describe('payroll figures', () => {
  // Property: no typed string is ever read as a number other than the one it spells.
  it('reads a text either as the number it spells or not at all', () => {
    fc.assert(
      fc.property(typedText, (text) => {
        const reading = readFigure(wide, text);
        if ('problem' in reading) return;
        expect(reading.value).toBe(spelled(text));
      }),
      { numRuns: 3000 },
    );
  });

  it('reads every allowed figure back from its spelling, with a dot or a comma', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.constantFrom('.', ','), (hundredths, separator) => {
        const value = hundredths / 100;
        const text = `${Math.floor(hundredths / 100)}${separator}${String(hundredths % 100).padStart(2, '0')}`;
        expect(readFigure(cashierFigureRules.fixed, text)).toEqual(value <= 1_000_000 ? { value } : { problem: 'от 0 до 1 000 000' });
        expect(readFigure(wide, String(value))).toEqual({ value });
      }),
    );
  });

  it.each([
    ['', 'укажите значение'],
    ['  ', 'укажите значение'],
    ['.', 'укажите значение'],
    ['1.2.3', 'только одна запятая'],
    ['1,2,3', 'только одна запятая'],
    // Each refusal names its real reason: a minus is no "not a number".
    ['-1', 'не может быть отрицательным'],
    ['−100', 'не может быть отрицательным'],
    ['12345678901', 'не больше 10 цифр до запятой'],
    ['1e3', 'ожидается число, например 1 234,56'],
    ['NaN', 'ожидается число, например 1 234,56'],
    ['12.345', 'не больше 2 знаков после запятой'],
    ['9999999999', 'от 0 до 1 000 000'],
  ])('refuses the rate %j: %s', (text, problem) => {
    expect(readFigure(rate, text)).toEqual({ problem });
  });

  it.each([
    ['16242,5', 16242.5],
    ['12.', 12],
    ['.5', 0.5],
    [' 0 ', 0],
    ['1000000', 1_000_000],
  ])('reads the rate %j as %d', (text, value) => {
    expect(readFigure(rate, text)).toEqual({ value });
  });

  it('bounds hours to a month, minutes to 0–59 whole, counts to whole numbers, a KPI coefficient to kpiMax', () => {
    expect(readFigure(cashierFigureRules.workHours, '744')).toEqual({ value: 744 });
    expect(readFigure(cashierFigureRules.workHours, '9999')).toEqual({ problem: 'от 0 до 744' });
    expect(readFigure(minutes, '59')).toEqual({ value: 59 });
    expect(readFigure(minutes, '999')).toEqual({ problem: 'от 0 до 59' });
    expect(readFigure(minutes, '1.5')).toEqual({ problem: 'только целое число' });
    expect(readFigure(statFigureRules.cashierCount, '2,5')).toEqual({ problem: 'только целое число' });
    expect(kpiMax).toBe(1.5);
    expect(readFigure(paramFigureRule('KPI_3', 'valueOut'), '1.51')).toEqual({ problem: 'от 0 до 1,50' });
    expect(readFigure(paramFigureRule('KPI_3', 'valueOut'), '1,5')).toEqual({ value: 1.5 });
    expect(readFigure(paramFigureRule('KPI_3_WEIGHT', 'valueIn'), '101')).toEqual({ problem: 'от 0 до 100' });
  });

  it('checks a number sent to the gateway with the same rule, finite or not', () => {
    expect(figureProblem(rate, 16242.5)).toBeNull();
    expect(figureProblem(rate, 9_999_999_999)).toBe('от 0 до 1 000 000');
    expect(figureProblem(rate, -1)).toBe('не может быть отрицательным');
    expect(figureProblem(rate, 1e307)).toBe('от 0 до 1 000 000');
    expect(figureProblem(rate, Number.NaN)).toBe('ожидается число, например 1 234,56');
    expect(figureProblem(rate, 1.005)).toBe('не больше 2 знаков после запятой');
    expect(figureProblem(minutes, 999)).toBe('от 0 до 59');
    expect(figureProblem(minutes, 1.5)).toBe('только целое число');
  });

  it('names every figure of a month out of its rule, where it is and whose it is', () => {
    const stat = {
      totalSales: 1,
      cashierCount: 1,
      invoiceCount: 1,
      cashierAvg: 1,
      invoiceAvg: 1,
      turnoverPeriod: 1,
      marketingRate: 1,
      expiringRemains: 1,
    };
    const cashier = {
      cashierFullName: 'Иванова Анна',
      fixed: 16242,
      workHours: 165,
      workMinutes: 0,
      personalBonus: 0,
      salePlan: 0,
      marketingShare: 0,
    };
    const month = {
      cashierParams: [cashier, { ...cashier, cashierFullName: 'Петров Олег', workMinutes: 999 }],
      pharmacyStat: { ...stat, marketingRate: 150 },
      pharmacyParams: [
        { type: 'KPI_1', valueIn: 80, valueOut: 0.5 },
        { type: 'KPI_1', valueIn: 100, valueOut: 2 },
      ],
    };
    expect(monthFigureViolations(month)).toEqual([
      { path: 'cashierParams.1.workMinutes', message: 'Отработано, мин (Петров Олег): от 0 до 59', problem: 'от 0 до 59' },
      { path: 'pharmacyStat.marketingRate', message: 'Доля маркетинга, %: от 0 до 100', problem: 'от 0 до 100' },
      { path: 'pharmacyParams.1.valueOut', message: 'Коэффициент KPI 1 (строка 2): от 0 до 1,50', problem: 'от 0 до 1,50' },
    ]);
    // What the user typed counts over the number: an emptied rate is a violation, not 0.
    expect(monthFigureViolations(month, (path) => (path === 'cashierParams.0.fixed' ? '' : undefined))[0]).toEqual({
      path: 'cashierParams.0.fixed',
      message: 'Ставка, руб. (Иванова Анна): укажите значение',
      problem: 'укажите значение',
    });
  });
});

describe('payroll logins (§5)', () => {
  it('cashier login and password', () => {
    expect(isCashierLogin('kassir01')).toBe(true);
    expect(isCashierLogin('кассир')).toBe(false);
    expect(isCashierLogin('a b')).toBe(false);
    expect(isCashierLogin('')).toBe(false);
    expect(isCashierPassword('Pa$$w0rd!@#%^&*')).toBe(true);
    expect(isCashierPassword('pass word')).toBe(false);
    expect(isCashierPassword('пароль')).toBe(false);
    expect(isCashierPassword('a-b')).toBe(false);
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (text) => {
        expect(isCashierLogin(text)).toBe(text.length > 0 && [...text].every((ch) => /[A-Za-z0-9]/u.test(ch)));
        expect(isCashierPassword(text)).toBe(
          text.length > 0 && [...text].every((ch) => /[A-Za-z0-9]/u.test(ch) || '!@#$%^&*'.includes(ch)),
        );
      }),
    );
  });
});
