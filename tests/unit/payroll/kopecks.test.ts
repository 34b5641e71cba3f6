import { describe, expect, it } from 'vitest';
import {
  divideRounded,
  fixedByTimeKopecks,
  hundredthsOf,
  kpiBonusKopecks,
  roubles,
  timesCoefficientKopecks,
} from '../../../src/domain/payroll/kopecks';

// Every rouble a cashier is paid goes through these steps; each expectation is worked out by hand.
describe('a figure as hundredths', () => {
  it('reads the decimal as written, rounding the third decimal half away from zero', () => {
    expect(hundredthsOf(1.005)).toBe(101n);
    expect(hundredthsOf(2.345)).toBe(235n);
    expect(hundredthsOf(2.344)).toBe(234n);
    expect(hundredthsOf(12)).toBe(1200n);
    expect(hundredthsOf(0.07)).toBe(7n);
    expect(hundredthsOf(-1.005)).toBe(-101n);
    expect(hundredthsOf(-0.5)).toBe(-50n);
  });

  it('is nothing for zero and for what is not a number', () => {
    expect(hundredthsOf(0)).toBe(0n);
    expect(hundredthsOf(Number.NaN)).toBe(0n);
    expect(hundredthsOf(Number.POSITIVE_INFINITY)).toBe(0n);
  });

  it('handles figures written in exponent form', () => {
    expect(hundredthsOf(1e16)).toBe(1_000_000_000_000_000_000n);
    expect(hundredthsOf(-1e16)).toBe(-1_000_000_000_000_000_000n);
    expect(hundredthsOf(1e-7)).toBe(0n);
  });
});

describe('a division to kopecks', () => {
  it('rounds half away from zero on both sides', () => {
    expect(divideRounded(5n, 2n)).toBe(3n);
    expect(divideRounded(-5n, 2n)).toBe(-3n);
    expect(divideRounded(7n, 3n)).toBe(2n);
    expect(divideRounded(-7n, 3n)).toBe(-2n);
    expect(divideRounded(8n, 3n)).toBe(3n);
    expect(divideRounded(-8n, 3n)).toBe(-3n);
    expect(divideRounded(6n, 3n)).toBe(2n);
    expect(divideRounded(0n, 7n)).toBe(0n);
  });
});

describe('the payroll steps', () => {
  it('converts kopecks back to roubles', () => {
    expect(roubles(12345n)).toBe(123.45);
    expect(roubles(-5n)).toBe(-0.05);
  });

  it('pays the fixed part by the time worked out of the month base hours', () => {
    // 30 000 × (82 h 30 min) ÷ 165 = 15 000.00
    expect(fixedByTimeKopecks(30000, 82, 30, 165)).toBe(1_500_000n);
    // 10 000 × 1 h ÷ 165 = 60.606… → 60.61
    expect(fixedByTimeKopecks(10000, 1, 0, 165)).toBe(6061n);
    // 1 000 × (0 h 20 min) ÷ 100 = 3.333… → 3.33; minutes are rounded to whole minutes first
    expect(fixedByTimeKopecks(1000, 0, 20.4, 100)).toBe(333n);
  });

  it('multiplies by a coefficient exactly', () => {
    // 1 234.56 × 1.15 = 1 419.744 → 1 419.74
    expect(timesCoefficientKopecks(1234.56, 1.15)).toBe(141974n);
    // 0.05 × 0.5 = 0.025 → 0.03
    expect(timesCoefficientKopecks(0.05, 0.5)).toBe(3n);
  });

  it('pays a KPI bonus as weight × performance × amount × 0.01', () => {
    // 30 × 95.5 × 10 000 × 0.01 = 286 500.00
    expect(kpiBonusKopecks(30, 95.5, 10000)).toBe(28_650_000n);
    // 12.5 × 33.33 × 7.77 × 0.01 = 32.371… → 32.37
    expect(kpiBonusKopecks(12.5, 33.33, 7.77)).toBe(3237n);
  });
});
