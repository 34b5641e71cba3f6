/**
 * The order quantity of the purchase-order and RG screens (spec purchasing-and-pay §5): digits
 * only, up to 12. Unlike the forecast (any text, converted on action), a text that does not match
 * is never taken: the cell keeps what it showed. Twelve digits stay below 2^53, so the packs are exact.
 */
export const QUANTITY_TEXT = /^\d{0,12}$/u;

/** Whether `text` may stand in a quantity cell ('' included: an emptied cell orders nothing). */
export const isQuantityText = (text: string): boolean => QUANTITY_TEXT.test(text);

/** What the cell shows after the user typed `typed` over `previous`: the typed text, or `previous` when it does not match. */
export const acceptQuantityText = (previous: string, typed: string): string => (isQuantityText(typed) ? typed : previous);

/** The packs a quantity text orders: '' is 0; leading zeros mean nothing ('007' is 7). */
export const packsOf = (text: string): number => (text === '' ? 0 : Number(text));
