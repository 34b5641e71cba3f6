import fc from 'fast-check';
import { ungrouped } from '../../support/thousands';
import { describe, expect, it } from 'vitest';
import { loginProblem, passwordProblem } from '../../../src/domain/payroll/inputs';
import { planFigureProblem, readPlanFigure } from '../../../src/domain/payroll/sales-motivation/plan-figure-rules';
import { pharmacyPlan, planViolations, savePayload, type PlanRow } from '../../../src/machines/payroll/sales-motivation.rows';

/** Texts a user may type or paste into a bonus or plan cell. */
const typedText = fc.oneof(
  fc.stringMatching(/^[0-9.,]{0,14}$/u),
  fc.stringMatching(/^\s?[0-9]{0,6}([.,][0-9]{0,3})?\s?$/u),
  fc.stringMatching(/^[0-9.,a-zе+\- e]{0,14}$/u),
  fc.constantFrom('1.2.3', '1,2,3', '1,5', '-1', '+1', '1e3', 'NaN', 'Infinity', '0x10', '١٢', '１', '9'.repeat(400), '1e307', '-1e307'),
  fc.string({ maxLength: 12 }),
);

/** The number a text spells, read independently: digits (thousands apart or not), at most one separator, up to 2 decimals. */
function spelled(text: string): number | null {
  const dotted = ungrouped(text).replace(',', '.');
  const match = /^(\d*)(?:\.(\d{0,2}))?$/u.exec(dotted);
  if (!match || (match[1] === '' && !match[2])) return null;
  return Number(`${match[1] || '0'}.${match[2] ?? ''}`);
}

const row = (bonus: string, plans: string[]): PlanRow => ({
  id: 101,
  name: 'Нурофен',
  lastMonthSale: 12,
  nominalPrice: 150,
  bonus,
  plans,
  selected: false,
  savedAt: null,
});

describe('plan editor cells', () => {
  it('reads a typed bonus or plan as the number it spells, within its range, or refuses it', () => {
    fc.assert(
      fc.property(fc.constantFrom('bonus' as const, 'plan' as const), typedText, (field, text) => {
        const reading = readPlanFigure(field, text);
        const value = spelled(text);
        const max = field === 'bonus' ? 100_000 : 10_000;
        if (value === null || value > max) expect(reading).toHaveProperty('problem');
        else expect(reading).toEqual({ value });
      }),
      { numRuns: 3000 },
    );
  });

  it.each([
    ['bonus', '', 'укажите значение'],
    ['bonus', '12.345', 'не больше 2 знаков после запятой'],
    ['bonus', '100000,01', 'от 0 до 100 000'],
    ['bonus', '-5', 'не может быть отрицательным'],
    ['plan', '10001', 'от 0 до 10 000'],
    ['plan', '1.2.3', 'только одна запятая'],
    ['plan', 'пять', 'ожидается число, например 1 234,56'],
  ] as const)('refuses the %s %j: %s', (field, text, problem) => {
    expect(readPlanFigure(field, text)).toEqual({ problem });
  });

  it('takes the edges of each range and a comma as the decimal separator', () => {
    expect(readPlanFigure('bonus', '100000')).toEqual({ value: 100_000 });
    expect(readPlanFigure('bonus', '45,5')).toEqual({ value: 45.5 });
    expect(readPlanFigure('plan', '10000')).toEqual({ value: 10_000 });
    expect(readPlanFigure('plan', '0')).toEqual({ value: 0 });
    expect(readPlanFigure('plan', '1,5')).toEqual({ value: 1.5 });
  });

  it('checks a number sent to the gateway with the same rule, whatever its size', () => {
    expect(planFigureProblem('bonus', 12.25)).toBeNull();
    expect(planFigureProblem('bonus', 1e307)).toBe('от 0 до 100 000');
    expect(planFigureProblem('bonus', -1e307)).toBe('не может быть отрицательным');
    expect(planFigureProblem('plan', Number.NaN)).toBe('ожидается число, например 1 234,56');
    expect(planFigureProblem('plan', 1.005)).toBe('не больше 2 знаков после запятой');
    expect(planFigureProblem('plan', 10_000.01)).toBe('от 0 до 10 000');
  });

  it('names each refused cell with the product and the cashier; the pharmacy plan and the payload read what the cells spell', () => {
    const cashiers = ['Иванова Анна', 'Петров Олег'];
    expect(planViolations([row('12,5', ['1,5', '2'])], cashiers)).toEqual([]);
    expect(pharmacyPlan(row('12,5', ['1,5', '2']))).toBe(3.5);
    expect(savePayload([row('12,5', ['1,5', '2'])], '2026-11-01', 1, cashiers).productProperties).toEqual([
      {
        promotionalProductId: 101,
        points: 12.5,
        cashierObjective: [
          { cashierNameFull: 'Иванова Анна', plan: 1.5 },
          { cashierNameFull: 'Петров Олег', plan: 2 },
        ],
      },
    ]);
    expect(planViolations([row('', ['1', '20000'])], cashiers)).toEqual([
      { id: 101, cashier: null, message: 'Бонус за упаковку, руб. (Нурофен): укажите значение' },
      { id: 101, cashier: 1, message: 'План, уп. (Петров Олег, Нурофен): от 0 до 10 000' },
    ]);
  });
});

describe('cashier login and password', () => {
  it('refuses a login unless every character is a Latin letter or a digit; empty is only incomplete', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 70, unit: fc.constantFrom('a', 'Z', '7', 'ж', ' ', '!', '_', 'é') }), (text) => {
        const allowed = text === '' || (/^[A-Za-z0-9]+$/u.test(text) && text.length <= 64);
        expect(loginProblem(text) === null).toBe(allowed);
      }),
    );
    expect(loginProblem('петров')).toBe('только латинские буквы и цифры');
    expect(loginProblem('a'.repeat(65))).toBe('не длиннее 64 символов');
  });

  it('refuses a password unless every character is a Latin letter, a digit or one of ! @ # $ % ^ & *', () => {
    expect(passwordProblem('Pa$$w0rd!')).toBeNull();
    expect(passwordProblem('')).toBeNull();
    expect(passwordProblem('пароль')).toBe('только латинские буквы, цифры и символы ! @ # $ % ^ & *');
    expect(passwordProblem('pass word')).toBe('только латинские буквы, цифры и символы ! @ # $ % ^ & *');
    expect(passwordProblem('a'.repeat(129))).toBe('не длиннее 128 символов');
  });
});
