import { formatMoney, formatNumber } from '../shared/format';
import type { Lookup } from './lookup';
import type { ParamRow } from './params';

/**
 * How the explanations write numbers: money as money (2 decimals, grouped), coefficients with 2
 * decimals, percents with the 2 decimals they are looked up with, hours and days plainly.
 */
export const money = formatMoney;
export const coefficient = (value: number): string => formatNumber(value, 2);
export const percent = (value: number): string => `${formatNumber(value, 2)} %`;
/** A count or a number of days: no decimals when whole. */
export const plain = (value: number): string => formatNumber(value, Number.isInteger(value) ? 0 : 2);
/** '160 ч 30 мин', '165 ч'. */
export const hoursText = (hours: number, minutes: number): string =>
  minutes ? `${plain(hours)} ч ${plain(minutes)} мин` : `${plain(hours)} ч`;

/** 'what: measured → порог X → Y', or that no threshold was reached. */
export function lookupText(
  what: string,
  measured: string,
  found: Lookup<ParamRow>,
  threshold: (value: number) => string,
  result: (value: number) => string,
): string {
  if (!found.row) return `${what}: ${measured} → ни один порог не достигнут → 0`;
  return `${what}: ${measured} → порог ${threshold(found.row.valueIn)} → ${result(found.row.valueOut)}`;
}
