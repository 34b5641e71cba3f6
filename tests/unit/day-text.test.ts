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
