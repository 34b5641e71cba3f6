import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { compareRussian, sortedById, sortedTexts } from '../../src/domain/shared/russian-order';

/** The one order the portal and the gateway sort names by. */
describe('Russian order', () => {
  it('sorts Cyrillic alphabetically, numbers by value, Latin after Cyrillic', () => {
    expect(['Группа 10', 'Abbott', 'Группа 2', 'Аптека', 'Юг'].sort(compareRussian)).toEqual([
      'Аптека',
      'Группа 2',
      'Группа 10',
      'Юг',
      'Abbott',
    ]);
  });

  it('keeps each text once', () => {
    expect(sortedTexts(['Бета', 'Альфа', 'Бета'])).toEqual(['Альфа', 'Бета']);
  });

  it('keeps each id once, the first seen, by name then id', () => {
    expect(
      sortedById([
        { id: 2, name: 'Бета' },
        { id: 1, name: 'Бета' },
        { id: 2, name: 'Альфа' },
        { id: 3, name: 'Альфа' },
      ]),
    ).toEqual([
      { id: 3, name: 'Альфа' },
      { id: 1, name: 'Бета' },
      { id: 2, name: 'Бета' },
    ]);
  });
});

/**
 * The order is ICU's, written out so that a page need not start ICU to sort: every character
 * written out, alone and beside every other, and random texts of them (with numbers, and with
 * characters not written out, which go to the collator) sort as the collator sorts them.
 */
describe('Russian order against ICU', () => {
  const collator = new Intl.Collator('ru', { numeric: true });
  const sign = (value: number) => Math.sign(value);
  const writtenOut = [
    ...' \u00a0_-–—,;:!?.\'"«»()[]{}@*/\\&#%`^+<=>|~$0123456789',
    ...'абвгдеёжзийклмнопрстуфхцчшщъыьэюя',
    ...'abcdefghijklmnopqrstuvwxyz',
  ];
  const characters = [...new Set([...writtenOut, ...writtenOut.map((character) => character.toUpperCase())])];

  it('puts every pair of characters written out in ICU order', () => {
    for (const a of characters)
      for (const b of characters) {
        expect(sign(compareRussian(a, b)), `${a} ${b}`).toBe(sign(collator.compare(a, b)));
        expect(sign(compareRussian(`${a}х${b}`, `${b}х${a}`)), `${a}х${b}`).toBe(sign(collator.compare(`${a}х${b}`, `${b}х${a}`)));
      }
  });

  it('sorts random texts as ICU does, numbers by value, other characters by ICU itself', () => {
    const notWrittenOut = ['№', 'é', '\u0301', 'ї', 'ß', '€', '\t', '😀', 'Ω'];
    const text = fc
      .array(
        fc.oneof({ weight: 12, arbitrary: fc.constantFrom(...characters) }, { weight: 1, arbitrary: fc.constantFrom(...notWrittenOut) }),
        { maxLength: 12 },
      )
      .map((parts) => parts.join(''));
    // Texts that differ late: a shared start, then each its own end.
    const pair = fc.tuple(text, text, text).map(([start, a, b]) => [start + a, start + b] as const);
    fc.assert(
      fc.property(pair, ([a, b]) => sign(compareRussian(a, b)) === sign(collator.compare(a, b))),
      { numRuns: 20_000 },
    );
  });

  it('reads numbers of any length by value, leading zeros aside', () => {
    expect(['Лот 007', 'Лот 10', 'Лот 9', 'Лот 12345678901234567890', 'Лот 0'].sort(compareRussian)).toEqual([
      'Лот 0',
      'Лот 007',
      'Лот 9',
      'Лот 10',
      'Лот 12345678901234567890',
    ]);
    expect(compareRussian('Лот 07', 'Лот 7')).toBe(0);
  });

  it('starts no ICU for texts written out, and asks it once for others', async () => {
    vi.resetModules();
    const { Collator } = Intl;
    // A collator made through the spy is a real one.
    const made = vi.spyOn(Intl, 'Collator').mockImplementation(function collatorMade(...args: ConstructorParameters<typeof Collator>) {
      return new Collator(...args);
    } as unknown as typeof Collator);
    try {
      const fresh = await import('../../src/domain/shared/russian-order');
      const names = ['Юг 10', 'Аптека «Здоровье»', 'Юг 2', 'Abbott-100 мг', 'ёлка', 'Ель', 'ель'];
      expect(fresh.sortedTexts(names)).toEqual([...names].sort(collator.compare));
      expect(made).not.toHaveBeenCalled();
      expect(fresh.compareRussian('Аптека №2', 'Аптека Nо1')).toBe(collator.compare('Аптека №2', 'Аптека Nо1'));
      expect(fresh.compareRussian('Аптека №3', 'Аптека №2')).toBe(1);
      expect(made).toHaveBeenCalledTimes(1);
    } finally {
      made.mockRestore();
    }
  });
});
