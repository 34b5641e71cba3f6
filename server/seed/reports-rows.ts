import type { ReportRows } from '../../src/api/contract/reports';
import type { ReportLayoutKind } from '../../src/domain/shared/initiative-types';
import { round2 } from '../../src/domain/shared/money';
import { unixSeconds } from '../core/clock';
import { monthsOf, monthsStarted, type Span } from './reports-calendar';
import { productOf, promoProducts, type RandomSource } from './reports-random';

/**
 * The report-detail rows of one initiative in its layout (spec section 3, "Report row"). Each
 * figure follows from the others as the distributor computes it (bonus = packs × points), so a
 * totals row checked by hand adds up. A few measures are null: not computed yet.
 */
type Rows<L extends ReportLayoutKind> = Extract<ReportRows, { layout: L }>['rows'];

const dated = (span: Span) => ({ from: unixSeconds(span.from), to: unixSeconds(span.to) });

function salesPlan(random: RandomSource, span: Span): Rows<'salesPlan'> {
  const months = monthsOf(span);
  return random.sample(promoProducts, random.int(3, 5)).map((product, index) => {
    // Most products are planned for the whole period, some for one month of it.
    const period = index % 2 === 1 && months.length > 1 ? random.pick(months) : span;
    const planned = random.int(20, 120);
    const amount = random.int(0, planned + 10);
    const purchase = random.int(10, planned + 20);
    const salePoints = random.amount(5, 40);
    const purchasePoints = random.amount(2, 15);
    const discount = random.chance(0.6) ? random.amount(1, 12) : null;
    const saleBonusSum = round2(amount * salePoints);
    const purchaseBonusSum = round2(purchase * purchasePoints);
    const discountSum = discount === null ? null : round2(amount * discount);
    return {
      ...dated(period),
      product: productOf(product),
      planned,
      amount,
      remainSale: Math.max(0, planned - amount),
      salePoints,
      saleBonusSum,
      purchase,
      remainPurchase: Math.max(0, planned - purchase),
      purchasePoints,
      purchaseBonusSum,
      discount,
      discountSum,
      actualBonusSum: round2(saleBonusSum + purchaseBonusSum + (discountSum ?? 0)),
    };
  });
}

function contract(random: RandomSource, span: Span): Rows<'contract'> {
  const number = `ПС-${span.from.getFullYear()}/${random.int(100, 999)}`;
  return random.sample(promoProducts, random.int(3, 5)).map((product) => {
    const sipPrice = random.amount(90, 1800);
    const percent = random.int(10, 80) / 10;
    const amount = random.int(5, 60);
    return {
      contract: `Договор № ${number}`,
      product: productOf(product),
      sipPrice,
      procurementClac: random.chance(0.5),
      percent,
      amount,
      bonus: round2((sipPrice * amount * percent) / 100),
    };
  });
}

function matrixLevel(random: RandomSource): Rows<'matrixLevel'> {
  const positions = random.int(30, 60);
  const existed = Math.round(positions * (0.75 + random.int(0, 20) / 100) * 10) / 10;
  const absent = Math.round((positions - existed) * 10) / 10;
  return [70, 85, 95].map((requiredPercent, index) => ({
    requiredPercent,
    requiredNumberOfPositions: Math.ceil((positions * requiredPercent) / 100),
    existedNumberOfPosition: existed,
    // The distributor sends no out-of-stock figure for its top level ("infinite"); shown as 0.
    absentNumberOfPosition: index === 2 ? null : absent,
    bonusPercent: [1, 1.5, 2.5][index],
  }));
}

/** How a layout paid per pack draws its figures: packs sold, what one pack earns, how much more the end may bring. */
interface PerPackDraw {
  packsUpTo: number;
  perPack: [from: number, to: number];
  expectedUpTo: number;
}

/**
 * The rows of the layouts paid per pack, month by month (motivation, discount compensation): two
 * products in each month begun so far, what they earned so far (packs × what one pack earns) and
 * what they are expected to earn by the initiative's end.
 */
function perPackByMonth<Row>(
  random: RandomSource,
  span: Span,
  now: Date,
  draw: PerPackDraw,
  figures: (amount: number, perPack: number, actual: number, expected: number) => Row,
) {
  return monthsStarted(span, now).flatMap((month) =>
    random.sample(promoProducts, 2).map((product) => {
      const amount = random.int(5, draw.packsUpTo);
      const perPack = random.amount(...draw.perPack);
      const actual = round2(amount * perPack);
      const expected = round2(actual * random.amount(1, draw.expectedUpTo));
      return { ...dated(month), product: productOf(product), ...figures(amount, perPack, actual, expected) };
    }),
  );
}

const motivation = (random: RandomSource, span: Span, now: Date): Rows<'motivation'> =>
  perPackByMonth(random, span, now, { packsUpTo: 80, perPack: [3, 25], expectedUpTo: 1.4 }, (amount, points, actual, expected) => ({
    amount,
    points,
    actualBonusSum: actual,
    expectedBonusSum: expected,
  }));

const discountCompensation = (random: RandomSource, span: Span, now: Date): Rows<'discountCompensation'> =>
  perPackByMonth(random, span, now, { packsUpTo: 90, perPack: [5, 60], expectedUpTo: 1.3 }, (amount, discount, actual, expected) => ({
    amount,
    discount,
    actualDiscountSum: actual,
    expectedDiscountSum: expected,
  }));

export function reportRowsOf(layout: ReportLayoutKind, random: RandomSource, span: Span, now: Date): ReportRows {
  switch (layout) {
    case 'salesPlan':
      return { layout, rows: salesPlan(random, span) };
    case 'contract':
      return { layout, rows: contract(random, span) };
    case 'matrixLevel':
      return { layout, rows: matrixLevel(random) };
    case 'motivation':
      return { layout, rows: motivation(random, span, now) };
    case 'discountCompensation':
      return { layout, rows: discountCompensation(random, span, now) };
  }
}
