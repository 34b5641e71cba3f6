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

/** The longest login and password the account store keeps. */
export const cashierCredentialLimits = { login: 64, password: 128 } as const;

/**
 * Why a typed login or password breaks §5, in the words the cell shows under
 * its box and the gateway answers with. Empty is no problem here: Create/Save is simply disabled
 * until both are filled in (§5).
 */
export const credentialProblems = {
  login: 'только латинские буквы и цифры',
  password: 'только латинские буквы, цифры и символы ! @ # $ % ^ & *',
  tooLong: (limit: number) => `не длиннее ${limit} символов`,
} as const;

export function loginProblem(text: string): string | null {
  if (text === '') return null;
  if (!isCashierLogin(text)) return credentialProblems.login;
  return text.length > cashierCredentialLimits.login ? credentialProblems.tooLong(cashierCredentialLimits.login) : null;
}

export function passwordProblem(text: string): string | null {
  if (text === '') return null;
  if (!isCashierPassword(text)) return credentialProblems.password;
  return text.length > cashierCredentialLimits.password ? credentialProblems.tooLong(cashierCredentialLimits.password) : null;
}
