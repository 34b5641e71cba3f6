import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptCoefficientText,
  acceptDecimalText,
  acceptIntegerText,
  isCashierLogin,
  isCashierPassword,
  kpiMax,
} from '../../../src/domain/payroll/inputs';

const typedText = fc.stringMatching(/^[0-9.,a-z-]{0,14}$/u);

/** §5's input rules, read independently: what is accepted matches the rule, the rest keeps the previous text. */
describe('payroll input rules (§5)', () => {
  it('decimal fields: up to 10 digits and 2 decimals, a comma becomes a dot', () => {
    fc.assert(
      fc.property(fc.constantFrom('', '12', '5.5'), typedText, (previous, typed) => {
        const accepted = acceptDecimalText(previous, typed);
        const dotted = typed.replace(',', '.');
        const [whole, fraction, ...more] = dotted.split('.');
        const keeps = more.length === 0 && /^\d{0,10}$/u.test(whole) && (fraction === undefined || /^\d{0,2}$/u.test(fraction));
        expect(accepted).toBe(keeps ? dotted : previous);
      }),
    );
    expect(acceptDecimalText('1', '1,5')).toBe('1.5');
    expect(acceptDecimalText('1.55', '1.555')).toBe('1.55');
    expect(acceptDecimalText('1234567890', '12345678901')).toBe('1234567890');
    expect(acceptDecimalText('1', '')).toBe('');
    expect(acceptDecimalText('', '.')).toBe('.');
  });

  it('integer fields: up to 12 digits', () => {
    fc.assert(
      fc.property(fc.constantFrom('', '7'), typedText, (previous, typed) => {
        expect(acceptIntegerText(previous, typed)).toBe(/^\d{0,12}$/u.test(typed) ? typed : previous);
      }),
    );
    expect(acceptIntegerText('1', '1.5')).toBe('1');
  });

  it('coefficient: one digit 0 or 1, up to 2 decimals, never above kpiMax', () => {
    expect(kpiMax).toBe(1.5);
    fc.assert(
      fc.property(fc.constantFrom('', '1', '0.5'), typedText, (previous, typed) => {
        const accepted = acceptCoefficientText(previous, typed);
        const dotted = typed.replace(',', '.');
        const shape = /^[01]?(\.\d{0,2})?$/u.test(dotted);
        const within = shape && (dotted === '' || dotted === '.' || Number(dotted) <= 1.5);
        expect(accepted).toBe(within ? dotted : previous);
        expect(accepted === '' || accepted === '.' || Number(accepted) <= kpiMax).toBe(true);
      }),
    );
    expect(acceptCoefficientText('1', '1,5')).toBe('1.5');
    expect(acceptCoefficientText('1.5', '1.51')).toBe('1.5');
    expect(acceptCoefficientText('1', '2')).toBe('1');
    expect(acceptCoefficientText('', ',')).toBe('.');
  });

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
        expect(isCashierPassword(text)).toBe(text.length > 0 && [...text].every((ch) => /[A-Za-z0-9]/u.test(ch) || '!@#$%^&*'.includes(ch)));
      }),
    );
  });
});
