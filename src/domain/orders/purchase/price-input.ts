import { readDecimal, type NumberReading } from '../../shared/number-entry';

/**
 * The purchase-price range of the RG order (spec purchasing-and-pay §5): up to 10 digits, an
 * optional decimal separator (a comma becomes a dot), up to 2 decimals. The filter keeps the bound
 * as a text in this form; one that does not match changes nothing. The unfinished forms ('', '12.',
 * '.5', '.') stand for what they spell, as the cashier's coefficient field accepts a lone dot.
 */
export const PRICE_TEXT = /^\d{0,10}(?:\.\d{0,2})?$/u;

/** The text as the field keeps it (comma → dot), or null when it breaks the rule. */
export function priceText(typed: string): string | null {
  const text = typed.replace(',', '.');
  return PRICE_TEXT.test(text) ? text : null;
}

/** What the field shows after the user typed `typed` over `previous`. */
export const acceptPriceText = (previous: string, typed: string): string => priceText(typed) ?? previous;

/** The bound the text stands for, RUB; null for no bound ('' or a lone separator). */
export function priceValue(text: string): number | null {
  const normal = priceText(text);
  if (normal === null || normal === '' || normal === '.') return null;
  return Number(normal);
}

/** The highest bound §5's rule can spell. */
const maxPriceBound = 9_999_999_999.99;

/**
 * A bound as the filter's number box reads it: an empty box is no bound; a text §5 refuses is
 * refused in words (the box says why and keeps the bound it had) instead of losing keystrokes.
 */
export function readPriceBound(typed: string): NumberReading {
  const reading = readDecimal({ min: 0, max: maxPriceBound, empty: 0 }, typed);
  return 'refused' in reading ? { refused: reading.refused.charAt(0).toUpperCase() + reading.refused.slice(1) } : reading;
}

/** The filter's text for a committed box text: the number it spells, or '' for no bound. */
export function priceBoundText(typed: string): string {
  const text = typed.trim();
  const reading = readPriceBound(text);
  return 'value' in reading && text !== '' && !/^[.,]$/u.test(text) ? String(reading.value) : '';
}

/** The bound as its box shows it: a comma before the decimals, as everywhere a user reads a number. */
export const priceBoxText = (text: string): string => text.replace('.', ',');
