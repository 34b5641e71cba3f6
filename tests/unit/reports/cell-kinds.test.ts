import { describe, expect, it } from 'vitest';
import { cellDecimals, cellNumber, formatCell } from '../../../src/domain/shared/cell-format';
import { monthRangeLabel } from '../../../src/domain/shared/months';

// A column reads the same in the grid (formatCell) and in the downloaded spreadsheet
// (cellNumber rounded to cellDecimals): each kind is checked on both sides.
describe('a cell in the grid and in the spreadsheet', () => {
  it('rounds money and points to kopecks in the spreadsheet', () => {
    expect(cellDecimals('money', 10.5)).toBe(2);
    expect(cellDecimals('points', 3)).toBe(2);
    expect(formatCell('points', 1234.567)).toBe('1 234,57');
  });

  it('rounds percents, fractions shown in percent and averages to 1 decimal', () => {
    expect(cellDecimals('percent', 12.34)).toBe(1);
    expect(cellDecimals('fractionPercent', 0.5)).toBe(1);
    expect(cellDecimals('average', 3.14)).toBe(1);
  });

  it('writes whole counts without decimals and fractional counts with 2, as the grid shows them', () => {
    expect(cellDecimals('count', 12)).toBe(0);
    expect(cellDecimals('count', 2.5)).toBe(2);
    expect(formatCell('count', 1234)).toBe('1 234');
    expect(formatCell('count', 1234.5)).toBe('1 234,50');
  });

  it('writes text as text, and a number in a text column as it is', () => {
    expect(cellDecimals('text', 7)).toBe(0);
    expect(formatCell('text', 1234.5)).toBe('1234.5');
    expect(formatCell('money', 'нет данных')).toBe('нет данных');
    expect(formatCell('percent', undefined as unknown as null)).toBe('');
  });

  it('has a number only for a finite numeric value', () => {
    expect(cellNumber('percent', 12.5)).toBe(12.5);
    expect(cellNumber('fractionPercent', 0.125)).toBe(12.5);
    expect(cellNumber('count', Number.POSITIVE_INFINITY)).toBeNull();
    expect(cellNumber('money', null)).toBeNull();
  });
});

describe('the period of a report row', () => {
  const seconds = (date: Date) => date.getTime() / 1000;

  it('names one month when the period ends before it starts', () => {
    expect(monthRangeLabel(seconds(new Date(2024, 5, 10)), seconds(new Date(2024, 2, 1)))).toBe('Июнь');
  });

  it('names the months of a quarter in the same year without years', () => {
    expect(monthRangeLabel(seconds(new Date(2025, 6, 1)), seconds(new Date(2025, 8, 30, 23, 59, 59)))).toBe('Июль - Сентябрь');
    expect(monthRangeLabel(seconds(new Date(2025, 9, 1)), seconds(new Date(2025, 11, 31)))).toBe('Октябрь - Декабрь');
  });

  it('adds the years when a period crosses the new year, even within one month name', () => {
    expect(monthRangeLabel(seconds(new Date(2024, 1, 1)), seconds(new Date(2025, 1, 1)))).toBe('Февраль 2024 - Февраль 2025');
  });
});
