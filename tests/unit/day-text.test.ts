import { format, isValid, parse } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayTextOf, dayTextProblem, readDayText } from '../../src/domain/shared/day-text';
import { purchaseDateProblem } from '../../src/domain/orders/purchase/purchase-date';

describe('a day typed дд.мм.гггг', () => {
  it.each([
    ['05.10.2026', { kind: 'day', iso: '2026-10-05' }],
    ['5.1.2026', { kind: 'day', iso: '2026-01-05' }],
    [' 29.02.2028 ', { kind: 'day', iso: '2028-02-29' }],
    ['', { kind: 'empty' }],
    ['05.10.26', { kind: 'unfinished' }],
    ['2026-10-05', { kind: 'unfinished' }],
    ['05/10/2026', { kind: 'unfinished' }],
    ['31.02.2026', { kind: 'no such day' }],
    ['29.02.2026', { kind: 'no such day' }],
    ['00.10.2026', { kind: 'no such day' }],
    ['05.13.2026', { kind: 'no such day' }],
  ])('reads %j as %j', (text, reading) => expect(readDayText(text)).toEqual(reading));

  it('shows a held day as дд.мм.гггг and says in words why a text is no day', () => {
    expect(dayTextOf('2026-01-05')).toBe('05.01.2026');
    expect(dayTextOf('')).toBe('');
    expect(dayTextProblem('31.02.2026')).toBe('Такой даты нет в календаре: 31.02.2026');
    expect(dayTextProblem('05.10')).toBe('Введите дату полностью в виде дд.мм.гггг, например 05.10.2026');
    expect(dayTextProblem('05.10.2026')).toBeNull();
  });
});

describe('the days a pharmacy purchase may have (19.11.2026 on the clock)', () => {
  const now = new Date(2026, 10, 19, 23, 30);
  const refused = 'Дата закупки должна быть в текущем квартале и не позже сегодняшнего дня: с 01.10.2026 по 19.11.2026';
  it.each(['2026-10-01', '2026-11-19'])('takes %s', (day) => expect(purchaseDateProblem(day, now)).toBeNull());
  it.each(['1999-12-31', '2030-01-15', '2026-09-30', '2026-11-20'])('refuses %s', (day) =>
    expect(purchaseDateProblem(day, now)).toBe(refused),
  );
});

describe('a typed day read as date-fns reads d.M.yyyy', () => {
  // The portal reads the one shape itself (date-fns' parse brought every parser and a locale into
  // the portal's first chunk); date-fns stays the reference for what is a day.
  const byDateFns = (text: string) => {
    const day = parse(text, 'd.M.yyyy', new Date(2000, 0, 1));
    return isValid(day) ? { kind: 'day', iso: format(day, 'yyyy-MM-dd') } : { kind: 'no such day' };
  };
  const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^[0-9]{${min},${max}}$`, 'u'));

  it('agrees on every day, month and year of that shape', () => {
    fc.assert(
      fc.property(digits(1, 2), digits(1, 2), digits(4, 4), (day, month, year) => {
        const text = `${day}.${month}.${year}`;
        expect(readDayText(text)).toEqual(byDateFns(text));
      }),
      { numRuns: 20_000 },
    );
  });

  it.each(['29.02.2000', '29.02.1900', '31.12.9999', '01.01.0001', '01.01.0000', '1.1.0099', '31.04.2026', '0.1.2026'])(
    'agrees on %s',
    (text) => expect(readDayText(text)).toEqual(byDateFns(text)),
  );
});
