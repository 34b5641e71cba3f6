import { formatNumber, groupThousands } from './format';

/**
 * How a number box of the portal takes what the user types (order quantities, the purchase sum,
 * payroll figures, plan sums). A text is read as the number it spells or refused with its reason;
 * it is never dropped, rounded, sign-stripped or glued ('-100' is not 100, '1e5' is not 15, an
 * eleventh digit is not cut off). The box commits only a read text, and only on Enter, Tab or
 * leaving it (entryOutcome), so a half-typed or refused text never reaches an order, a total or a
 * save. The gateway checks the numbers it receives with the same bounds.
 */

export type NumberReading = { readonly value: number } | { readonly refused: string };

export interface DecimalRule {
  min: number;
  max: number;
  /** Whole numbers only (minutes, counts); otherwise up to 2 decimals. */
  whole?: boolean;
  /** The value of an emptied box; without it an empty box is refused as required. */
  empty?: number;
}

/** The reasons a decimal box gives, lower-case: the screen puts them after the figure's name. */
export const entryProblems = {
  required: 'укажите значение',
  negative: 'не может быть отрицательным',
  whole: 'только целое число',
  number: 'ожидается число, например 1 234,56',
  separators: 'только одна запятая',
  digits: 'не больше 10 цифр до запятой',
  decimals: 'не больше 2 знаков после запятой',
  range: (rule: Pick<DecimalRule, 'min' | 'max'>) =>
    `от ${formatNumber(rule.min)} до ${formatNumber(rule.max, rule.max % 1 === 0 ? 0 : 2)}`,
} as const;

// PP §5: up to 10 digits before the separator (12 for a whole number), up to 2 after.
const maxWholeDigits = 12;
const maxIntegerDigits = 10;
const minus = /^[-−–]/u;

/** Digits grouped in thousands as the portal shows them: 1–3 digits, then groups of three, each after one space (also no-break or narrow no-break). */
const grouped = /^([-−–+]?)([0-9]{1,3}(?:[ \u00a0\u202f][0-9]{3})+)$/u;

/**
 * The text without the spaces around it and without the spaces between its thousands before the
 * decimals, as the portal shows them ('1 234,56'). Spaces anywhere else stay, for the rule to
 * refuse: '12 5' or '0 0' is no grouping but most likely two entries run together, '12, 5' and
 * '1  000' a slip.
 */
export function withoutGrouping(typed: string): string {
  const text = typed.trim();
  const separator = text.search(/[.,]/u);
  const integer = separator < 0 ? text : text.slice(0, separator);
  const thousands = grouped.exec(integer);
  if (!thousands) return text;
  const [, sign = '', digits = ''] = thousands;
  return sign + digits.replace(/[ \u00a0\u202f]/gu, '') + text.slice(integer.length);
}

/**
 * Text → number. Spaces around mean nothing, and so do the spaces between thousands before the
 * decimals ('1 234,56', as the box shows them); a comma and a dot both separate the decimals,
 * one of them once; '12,' is 12 and ',5' is 0.5 (a user stops typing anywhere). Each refusal
 * names the first thing that is wrong, in the order a user would fix it.
 */
export function readDecimal(rule: DecimalRule, typed: string): NumberReading {
  const text = withoutGrouping(typed);
  // A lone separator is where a user starts typing ',5': still nothing typed.
  if (text === '' || /^[.,]$/u.test(text)) return rule.empty === undefined ? { refused: entryProblems.required } : { value: rule.empty };
  if (minus.test(text) && /^[0-9.,]+$/u.test(text.slice(1)) && /[0-9]/u.test(text) && rule.min >= 0)
    return { refused: entryProblems.negative };
  if (!/^[0-9.,]+$/u.test(text) || !/[0-9]/u.test(text)) return { refused: entryProblems.number };
  const parts = text.split(/[.,]/u);
  if (parts.length > 2) return { refused: entryProblems.separators };
  const [integer = '', fraction] = parts;
  if (rule.whole && fraction !== undefined && fraction !== '') return { refused: entryProblems.whole };
  const significant = integer.replace(/^0+(?=[0-9])/u, '');
  // A bound with more digits than §5's ten (ten billion) keeps its own.
  if (significant.length > Math.max(rule.whole ? maxWholeDigits : maxIntegerDigits, String(Math.trunc(rule.max)).length))
    return { refused: entryProblems.digits };
  if ((fraction ?? '').length > 2) return { refused: entryProblems.decimals };
  const value = Number(`${integer || '0'}.${fraction || '0'}`);
  return value < rule.min || value > rule.max ? { refused: entryProblems.range(rule) } : { value };
}

/**
 * A committed text as its box shows it when nobody types in it: thousands grouped with a space and
 * a comma before the decimals, money with its two ('18500' → '18 500,00'), as everywhere a user
 * reads a number; it reads back as the same number. A text that spells no plain number (a refused
 * one a form keeps) is shown as it was typed.
 */
export function shownBoxText(text: string, money = false): string {
  const plain = /^([0-9]+)(?:[.,]([0-9]*))?$/u.exec(withoutGrouping(text));
  if (!plain) return text;
  const [, integer = '', fraction = ''] = plain;
  const grouped = groupThousands(integer);
  const decimals = money ? fraction.padEnd(2, '0') : fraction;
  return decimals === '' ? grouped : `${grouped},${decimals}`;
}

/** A number as a box shows it: grouped, a comma before the decimals, kopecks for roubles (`decimals` 2). */
export function boxText(value: number, decimals?: 2): string {
  const text = decimals === undefined ? String(value) : value.toFixed(decimals);
  return shownBoxText(text.replace('.', ','), decimals !== undefined);
}

/** What leaving a box (or Enter in it) does with the text typed over `committed`. */
export type EntryOutcome =
  /** Nothing was changed: the box shows the committed text again. */
  | { readonly kind: 'unchanged' }
  /** A read text: it becomes the value that counts. */
  | { readonly kind: 'commit'; readonly text: string }
  /** A refused text: the value that counts stays; `reason` says why. */
  | { readonly kind: 'refuse'; readonly reason: string };

export function entryOutcome(read: (text: string) => NumberReading, committed: string, typed: string): EntryOutcome {
  if (typed === committed) return { kind: 'unchanged' };
  const reading = read(typed);
  return 'refused' in reading ? { kind: 'refuse', reason: reading.refused } : { kind: 'commit', text: typed };
}

/** The sentence a box leaves when it puts back the committed text: '«999999» не принято: …. В заказе остаётся 12'. */
export const restoredSentence = (typed: string, reason: string, kept: string): string => `«${typed.trim()}» не принято: ${reason}. ${kept}`;
