import { entryProblems, readDecimal, type NumberReading } from '../../shared/number-entry';

/**
 * purchasesSum of the purchase form (spec §5: required, up to 10 digits, a dot or a comma, 2
 * decimals), read by the form and checked by the gateway (PharmacyPurchaseSave) with the same
 * bounds. A text the rule refuses is refused in words, never trimmed into another sum.
 */
export const maxPurchaseSum = 9_999_999_999.99;

/** Spec §5, verbatim. */
export const purchaseSumRequired = 'Поле обязательное для заполнения';
export const purchaseSumNegative = 'Сумма закупки не может быть отрицательной';

const rule = { min: 0, max: maxPurchaseSum };

export function readPurchaseSum(text: string): NumberReading {
  const reading = readDecimal(rule, text);
  if (!('refused' in reading)) return reading;
  if (reading.refused === entryProblems.required) return { refused: purchaseSumRequired };
  if (reading.refused === entryProblems.negative) return { refused: purchaseSumNegative };
  return { refused: reading.refused.charAt(0).toUpperCase() + reading.refused.slice(1) };
}

/** The sum a text stands for, or null when the form may not send it. */
export function purchaseSumValue(text: string): number | null {
  const reading = readPurchaseSum(text);
  return 'value' in reading ? reading.value : null;
}
