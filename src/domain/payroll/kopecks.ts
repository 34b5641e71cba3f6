/**
 * Exact money steps of the calculation. Every factor of §9 is a 2-decimal number (money, hours,
 * percent weights, coefficients), so each product is an exact integer of hundredths; dividing it
 * once and rounding half away from zero (as money.ts round2) gives the kopeck without the float
 * error a chain of multiplications leaves (1.005 × 100 is 100.49999… in floats).
 */

/**
 * A number as an integer count of hundredths, rounded half away from zero as the decimal it reads
 * as: 1.005 is 101 hundredths (the double below 1.005 would round to 100 by Math.round(x × 100)),
 * a measured 2.345 items per check is 2.35.
 */
export function hundredthsOf(value: number): bigint {
  if (!Number.isFinite(value) || value === 0) return 0n;
  const text = Math.abs(value).toPrecision(15);
  if (/e/u.test(text)) return BigInt(Math.sign(value) * Math.round(Math.abs(value) * 100) || 0);
  const [whole, fraction = ''] = text.split('.');
  const digits = fraction.padEnd(3, '0');
  let hundredths = BigInt(whole) * 100n + BigInt(digits.slice(0, 2));
  if (Number(digits[2]) >= 5) hundredths += 1n;
  return value < 0 ? -hundredths : hundredths;
}

/** numerator ÷ denominator rounded half away from zero; denominator > 0. */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  const twice = 2n * (remainder < 0n ? -remainder : remainder);
  if (twice >= denominator) return quotient + (numerator < 0n ? -1n : 1n);
  return quotient;
}

/** Kopecks back to roubles. */
export const roubles = (kopecks: bigint): number => Number(kopecks) / 100;

/** round2(fixed × (hours + minutes ÷ 60) ÷ 165) exactly: hours = (60·H + 100·M) ÷ 6000 with H in hundredths. */
export function fixedByTimeKopecks(fixed: number, workHours: number, workMinutes: number, hoursBase: number): bigint {
  const timeIn6000ths = 60n * hundredthsOf(workHours) + 100n * BigInt(Math.round(workMinutes));
  return divideRounded(hundredthsOf(fixed) * timeIn6000ths, 6000n * BigInt(hoursBase));
}

/** round2(amount × coefficient) exactly. */
export const timesCoefficientKopecks = (amount: number, coefficient: number): bigint =>
  divideRounded(hundredthsOf(amount) * hundredthsOf(coefficient), 100n);

/** round2(weight × performance × amount × 0.01) exactly. */
export const kpiBonusKopecks = (weight: number, performance: number, amount: number): bigint =>
  divideRounded(hundredthsOf(weight) * hundredthsOf(performance) * hundredthsOf(amount), 1_000_000n);
