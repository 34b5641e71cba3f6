/**
 * The quantity rule (spec purchasing-and-pay §9). Sales figures cover 30 days; a calculation type
 * orders for a part of that period:
 * - month, twoWeeks, oneWeek: the 30-day regional sales divided by 1, 2 or 4 and rounded; the
 *   required quantity when the sales of the period are below it;
 * - byInitiative (the default): the required quantity.
 * Packs are whole and never negative: a fractional requirement rounds up (it can only be met by
 * whole packs), negative or missing figures count as 0.
 */
export const calculationTypes = ['byInitiative', 'month', 'twoWeeks', 'oneWeek'] as const;
export type CalculationType = (typeof calculationTypes)[number];
export type PeriodCalculationType = Exclude<CalculationType, 'byInitiative'>;

export const defaultCalculationType: CalculationType = 'byInitiative';

export const periodDivisors: Readonly<Record<PeriodCalculationType, number>> = { month: 1, twoWeeks: 2, oneWeek: 4 };

/** Labels of the calculation-type switch. */
export const calculationTypeLabels: Readonly<Record<CalculationType, string>> = {
  byInitiative: 'По инициативе',
  month: 'На месяц',
  twoWeeks: 'На две недели',
  oneWeek: 'На неделю',
};

const packs = (value: number): number => (value > 0 && value < Infinity ? value : 0);
const requiredPacks = (requiredQuantity: number): number => Math.ceil(packs(requiredQuantity));

/** The quantity for order of one row. */
export function quantityForOrder(type: CalculationType, regionalSalesQuantity: number, requiredQuantity: number): number {
  const required = requiredPacks(requiredQuantity);
  if (type === 'byInitiative') return required;
  const perPeriod = Math.round(packs(regionalSalesQuantity) / periodDivisors[type]);
  return perPeriod < required ? required : perPeriod;
}

export interface QuantityInputs {
  readonly length: number;
  readonly regionalSalesQuantity: Float64Array;
  readonly requiredQuantity: Float64Array;
}

/**
 * The rule over whole columns, into `out` (allocated when not given). One tight loop per type, so
 * a million rows take milliseconds.
 */
export function computeQuantities(type: CalculationType, columns: QuantityInputs, out = new Float64Array(columns.length)): Float64Array {
  const { length, regionalSalesQuantity: sales, requiredQuantity: required } = columns;
  if (type === 'byInitiative') {
    for (let i = 0; i < length; i++) out[i] = requiredPacks(required[i]);
    return out;
  }
  const divisor = periodDivisors[type];
  for (let i = 0; i < length; i++) {
    const need = requiredPacks(required[i]);
    const perPeriod = Math.round(packs(sales[i]) / divisor);
    out[i] = perPeriod < need ? need : perPeriod;
  }
  return out;
}
