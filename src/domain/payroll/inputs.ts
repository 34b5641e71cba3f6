/**
 * §5's input rules of the payroll screen that are not figures: the highest KPI coefficient and
 * the cashier's login and password. The figures' ranges and required-ness are in figure-rules.ts.
 */

/** The highest KPI coefficient (§5 kpiMax). */
export const kpiMax = 1.5;

const loginText = /^[A-Za-z0-9]+$/u;
const passwordText = /^[A-Za-z0-9!@#$%^&*]+$/u;

/** A cashier's login: Latin letters and digits only. */
export const isCashierLogin = (text: string): boolean => loginText.test(text);

/** A cashier's password: Latin letters, digits and ! @ # $ % ^ & *. */
export const isCashierPassword = (text: string): boolean => passwordText.test(text);
