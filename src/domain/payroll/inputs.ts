/**
 * §5's input rules of the payroll screen: typing that breaks a rule is ignored (the field keeps
 * what it had), so a field never holds text the gateway would refuse. A comma becomes a dot as it
 * is typed; '' and a lone separator are allowed, so a number can be typed from scratch.
 */

/** The highest KPI coefficient (§5 kpiMax). */
export const kpiMax = 1.5;

// Rate, hours, bonus, plan, marketing share, expiring remains: up to 10 digits and 2 decimals.
const decimalText = /^\d{0,10}(\.\d{0,2})?$/u;
// Minutes and counts: up to 12 digits.
const integerText = /^\d{0,12}$/u;
// A coefficient: one digit 0 or 1, an optional separator, up to 2 decimals.
const coefficientText = /^[01]?(\.\d{0,2})?$/u;
const loginText = /^[A-Za-z0-9]+$/u;
const passwordText = /^[A-Za-z0-9!@#$%^&*]+$/u;

const withDot = (typed: string): string => typed.replace(',', '.');

/** The decimal field's new text: `typed` (comma → dot) when it keeps the rule, else `previous`. */
export function acceptDecimalText(previous: string, typed: string): string {
  const text = withDot(typed);
  return decimalText.test(text) ? text : previous;
}

/** The integer field's new text: `typed` when it is up to 12 digits, else `previous`. */
export function acceptIntegerText(previous: string, typed: string): string {
  return integerText.test(typed) ? typed : previous;
}

/** The coefficient field's new text: `typed` (comma → dot) when it keeps the rule and is not above kpiMax. */
export function acceptCoefficientText(previous: string, typed: string): string {
  const text = withDot(typed);
  if (!coefficientText.test(text)) return previous;
  const value = text === '' || text === '.' ? 0 : Number(text);
  return value <= kpiMax ? text : previous;
}

/** A field's text as the number sent ('' and '.' are 0): §5's 'numeric values are coerced before send'. */
export const numberOfText = (text: string): number => {
  const value = Number(withDot(text));
  return text === '' || text === '.' || !Number.isFinite(value) ? 0 : value;
};

/** A cashier's login: Latin letters and digits only. */
export const isCashierLogin = (text: string): boolean => loginText.test(text);

/** A cashier's password: Latin letters, digits and ! @ # $ % ^ & *. */
export const isCashierPassword = (text: string): boolean => passwordText.test(text);
