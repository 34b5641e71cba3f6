import { fromUnixTime, lightFormat } from 'date-fns';

/**
 * The one place numbers and dates become text. Russian conventions: thousands grouped with a
 * space, a decimal comma (decided in docs/decisions/formats.md).
 */
/** A run of digits with a space between its thousands ('1234567' → '1 234 567'). */
export const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

const grouped = (value: number, decimals: number): string => {
  const fixed = Math.abs(value).toFixed(decimals);
  const [whole, fraction] = fixed.split('.');
  const groupedWhole = groupThousands(whole);
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : '';
  return sign + groupedWhole + (fraction ? `,${fraction}` : '');
};

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Money: 2 decimals, thousands grouped with a space. Missing values show as an empty cell. */
export const formatMoney = (value: number | null | undefined): string => (isNumber(value) ? grouped(value, 2) : '');

/** A plain number with the given decimals, grouped like money (points, packs). */
export const formatNumber = (value: number | null | undefined, decimals = 0): string => (isNumber(value) ? grouped(value, decimals) : '');

/** A percent value already in percent units (12.5 → '12,5'); 1 decimal unless the spec says otherwise. */
export const formatPercent = (value: number | null | undefined, decimals = 1): string => (isNumber(value) ? grouped(value, decimals) : '');

/** A fraction shown as a percent (0.125 → '12,5'). */
export const formatFractionAsPercent = (value: number | null | undefined, decimals = 1): string =>
  isNumber(value) ? grouped(value * 100, decimals) : '';

/** DD.MM.YYYY from unix seconds or a Date. */
export const formatDate = (value: number | Date): string =>
  lightFormat(typeof value === 'number' ? fromUnixTime(value) : value, 'dd.MM.yyyy');

/** YYYY-MM-DD, the form dates take in requests. */
export const formatIsoDate = (value: Date): string => lightFormat(value, 'yyyy-MM-dd');

/** Reward and bonus points: always 2 decimals (spec section 9). */
export const formatPoints = (value: number | null | undefined): string => formatNumber(value, 2);
