import { formatMoney, formatNumber, formatPercent, formatPoints } from './format';

/**
 * How a table cell shows its value. Screens and spreadsheets share these kinds, so a column
 * reads the same in the grid and in the downloaded file.
 */
export type CellFormat =
  /** Text as is. */
  | 'text'
  /** Roubles, 2 decimals. */
  | 'money'
  /** Bonus points, 2 decimals. */
  | 'points'
  /** A value already in percent units, 1 decimal. */
  | 'percent'
  /** A fraction shown in percent units, 1 decimal (0.125 → 12,5). */
  | 'fractionPercent'
  /** Packs and positions: whole numbers as they are, anything else with 2 decimals. */
  | 'count'
  /** An average over days, 1 decimal. */
  | 'average';

export type CellValue = string | number | null;

/** The number a numeric cell holds (fractions become percent units); null for text or a missing value. */
export const cellNumber = (format: CellFormat, value: CellValue): number | null => {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  return format === 'fractionPercent' ? value * 100 : value;
};

/** The text a grid cell shows. */
export const formatCell = (format: CellFormat, value: CellValue): string => {
  if (value == null) return '';
  if (typeof value === 'string') return value;
  switch (format) {
    case 'text':
      return String(value);
    case 'money':
      return formatMoney(value);
    case 'points':
      return formatPoints(value);
    case 'percent':
      return formatPercent(value, 1);
    case 'fractionPercent':
      return formatPercent(value * 100, 1);
    case 'count':
      return formatNumber(value, Number.isInteger(value) ? 0 : 2);
    case 'average':
      return formatNumber(value, 1);
  }
};

/** The decimals a numeric cell is rounded to in a spreadsheet, matching formatCell. */
export const cellDecimals = (format: CellFormat, value: number): number => {
  switch (format) {
    case 'money':
    case 'points':
      return 2;
    case 'percent':
    case 'fractionPercent':
    case 'average':
      return 1;
    case 'count':
      return Number.isInteger(value) ? 0 : 2;
    case 'text':
      return 0;
  }
};
