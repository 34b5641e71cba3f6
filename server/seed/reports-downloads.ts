import type { ReportDownloadKind } from '../../src/domain/shared/initiative-types';
import { round2 } from '../../src/domain/shared/money';
import type { DownloadRowsByKind } from '../../src/domain/reports/files/rows';
import { unixSeconds } from '../core/clock';
import { monthsStarted, noon, type Span } from './reports-calendar';
import { productOf, promoProducts, type RandomSource } from './reports-random';

/**
 * The rows of the six spreadsheet downloads (src/domain/reports/files/rows.ts). Figures of a
 * running initiative count the days up to now; completion percents are fractions (0.125 = 12,5 %).
 */
const DAY_MS = 86_400_000;

/** Days of the span that have passed by `now` (all of them once it has ended). */
const daysPassed = (span: Span, now: Date): number =>
  Math.max(1, Math.round((Math.min(now.getTime(), span.to.getTime()) - span.from.getTime()) / DAY_MS) + 1);

const dated = (span: Span) => ({ from: unixSeconds(span.from), to: unixSeconds(span.to) });

/** Seven-day periods of a span (product of the day changes its product every week). */
const weeksOf = (span: Span): Span[] => {
  const weeks: Span[] = [];
  for (let at = span.from; at <= span.to; at = noon(at.getFullYear(), at.getMonth(), at.getDate() + 7)) {
    const end = noon(at.getFullYear(), at.getMonth(), at.getDate() + 6);
    weeks.push({ from: at, to: end < span.to ? end : span.to });
  }
  return weeks;
};

type Rows = { [K in ReportDownloadKind]: (random: RandomSource, span: Span, now: Date) => DownloadRowsByKind[K][] };

const completion = (random: RandomSource, span: Span, withProduct: boolean): DownloadRowsByKind['product-of-the-day'] => {
  const points = random.amount(5, 30);
  const actualCompletionPercent = random.int(20, 115) / 100;
  const expectedCompletionPercent = Math.min(1.5, round2(actualCompletionPercent * random.amount(1, 1.3)));
  const actualBonusSum = round2(points * random.int(10, 90));
  return {
    ...dated(span),
    product: withProduct ? productOf(random.pick(promoProducts)) : null,
    points,
    actualCompletionPercent,
    expectedCompletionPercent,
    actualBonusSum,
    expectedBonusSum: round2(actualBonusSum * random.amount(1, 1.4)),
  };
};

export const downloadRows: Rows = {
  'extended-mandatory-matrix': (random, span, now) => {
    const days = daysPassed(span, now);
    return random.sample(promoProducts, random.int(10, 14)).map((product) => {
      const failDays = random.chance(0.6) ? 0 : random.int(1, Math.max(1, Math.floor(days / 3)));
      return {
        product: productOf(product),
        promoter: product.promoter,
        requiredQuantity: random.int(1, 4),
        balance: failDays > 0 && random.chance(0.5) ? 0 : random.int(1, 24),
        successDays: days - failDays,
        failDays,
      };
    });
  },
  'product-of-the-day': (random, span, now) =>
    weeksOf(span)
      .filter((week) => week.from <= now)
      .map((week) => completion(random, week, true)),
  'recommended-good': (random) =>
    random.sample(promoProducts, random.int(6, 9)).map((product) => {
      const requiredQuantity = random.int(4, 30);
      const purchaseAmount = random.int(0, requiredQuantity + 6);
      return {
        product: productOf(product),
        promoter: product.promoter,
        requiredQuantity,
        purchaseAmount,
        saleAmount: random.int(0, purchaseAmount),
        bonusSum: round2(purchaseAmount * random.amount(4, 20)),
      };
    }),
  // The pharmacy's motivation is per month and names no product.
  'pharmacy-motivation': (random, span, now) => monthsStarted(span, now).map((month) => completion(random, month, false)),
  'discount-compensation': (random, span, now) =>
    monthsStarted(span, now).flatMap((month) =>
      random.sample(promoProducts, 2).map((product) => {
        const discount = random.amount(5, 45);
        const actualDiscountSum = round2(discount * random.int(5, 70));
        return {
          ...dated(month),
          product: productOf(product),
          discount,
          actualDiscountSum,
          expectedDiscountSum: round2(actualDiscountSum * random.amount(1, 1.3)),
        };
      }),
    ),
  procurement: (random) =>
    random.sample(promoProducts, random.int(5, 8)).map((product) => {
      const planAmount = random.int(10, 120);
      const purchaseAmount = random.int(0, planAmount + 15);
      const sipPrice = random.amount(80, 1500);
      return {
        product: productOf(product),
        promoter: product.promoter,
        sipPrice,
        planAmount,
        purchaseAmount,
        bonusSum: round2((sipPrice * purchaseAmount * random.int(2, 8)) / 100),
      };
    }),
};
