import { describe, expect, it } from 'vitest';
import { acceptCoefficientText, numberOfText } from '../../../src/domain/payroll/inputs';

// §5's input rules as the pharmacist types: a keystroke that breaks the rule leaves the field as it was.
describe('a KPI coefficient field', () => {
  it('takes a lone separator (typing 0.5 from scratch) and a comma as a dot', () => {
    expect(acceptCoefficientText('', '.')).toBe('.');
    expect(acceptCoefficientText('', ',')).toBe('.');
    expect(acceptCoefficientText('1', '1,5')).toBe('1.5');
  });

  it('keeps what it had when a third decimal, a second digit or a value over 1.5 is typed', () => {
    expect(acceptCoefficientText('1.2', '1.234')).toBe('1.2');
    expect(acceptCoefficientText('1', '10')).toBe('1');
    expect(acceptCoefficientText('1.5', '1.51')).toBe('1.5');
  });
});

describe('the number a field sends', () => {
  it("is 0 for '' and a lone separator, else the typed number with a comma read as a dot", () => {
    expect(numberOfText('')).toBe(0);
    expect(numberOfText('.')).toBe(0);
    expect(numberOfText(',')).toBe(0);
    expect(numberOfText('12,5')).toBe(12.5);
    expect(numberOfText('abc')).toBe(0);
  });
});
