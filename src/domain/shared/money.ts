/**
 * Money arithmetic in whole kopecks, so that sums of 2-decimal amounts stay exact
 * (0.1 + 0.2 is 0.3 here). Each amount is rounded to kopecks before it is added, so a totals row
 * equals the sum of the amounts the rows show (1.004 + 1.004 totals 2.00, not 2.01).
 */
// Half a kopeck rounds away from zero on both sides, as formatMoney shows it (-0.125 → -0,13).
const toKopecks = (value: number): number => Math.sign(value) * Math.round(Math.abs(value) * 100) || 0;

/** A value rounded to 2 decimals (money, points). */
export const round2 = (value: number): number => toKopecks(value) / 100;

/** The sum of 2-decimal amounts; missing values count as nothing. */
export const sumMoney = (values: Iterable<number | null | undefined>): number => {
  let kopecks = 0;
  for (const value of values) {
    if (typeof value === 'number' && Number.isFinite(value)) kopecks += toKopecks(value);
  }
  return kopecks / 100;
};

/** Like sumMoney, but null when no value is present, so an all-empty column stays empty. */
export const sumPresentMoney = (values: Iterable<number | null | undefined>): number | null => {
  const present = [...values].filter((value): value is number => typeof value === 'number' && Number.isFinite(value));
  return present.length === 0 ? null : sumMoney(present);
};
