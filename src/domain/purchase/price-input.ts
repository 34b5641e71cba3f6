/**
 * The purchase-price range of the RG order (spec purchasing-and-pay §5): up to 10 digits, an
 * optional decimal separator (a comma becomes a dot), up to 2 decimals. A text that does not match
 * is ignored: the field keeps what it showed. The unfinished forms a user passes through while
 * typing ('', '12.', '.5', '.') are accepted, as the cashier's coefficient field accepts a lone dot.
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
