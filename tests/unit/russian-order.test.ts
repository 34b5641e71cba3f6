import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
    ...'abcdefghijklmnopqrstuvwxyz№',
  ];
  const characters = [...new Set([...writtenOut, ...writtenOut.map((character) => character.toUpperCase())])];
  /** Characters alike at the first strength or beside one another there: where the later strengths and '№' decide. */
  const near = ['№', 'N', 'n', 'o', 'O', 'a', 'о', 'е', 'ё', 'Ё', 'Е', '0', '1', '9', ' ', '\u00a0'];
  const notWrittenOut = ['―', 'é', '\u0301', 'ї', 'ß', '€', '\t', '😀', 'Ω'];

  /** How often the order asked a collator (any but this test's own) since the last call. */
  let asked = 0;
  const compareOf = Object.getOwnPropertyDescriptor(Intl.Collator.prototype, 'compare')!.get!;
  beforeEach(() => {
    asked = 0;
    vi.spyOn(Intl.Collator.prototype, 'compare', 'get').mockImplementation(function compareAsked(this: Intl.Collator) {
      if (this !== collator) asked += 1;
      return compareOf.call(this) as Intl.Collator['compare'];
    });
  });
  afterEach(() => vi.restoreAllMocks());

  /** Whether the order puts the two as ICU does, and asked no collator if it has every character. */
  const likeIcu = (a: string, b: string) => {
    asked = 0;
    const same = sign(compareRussian(a, b)) === sign(collator.compare(a, b));
    return same && (asked === 0 || [...a, ...b].some((character) => !characters.includes(character)));
  };

  it('puts every pair of characters written out in ICU order, asking no collator', () => {
    for (const a of characters)
      for (const b of characters) {
        expect(likeIcu(a, b), `${a} ${b}`).toBe(true);
        expect(likeIcu(`${a}х${b}`, `${b}х${a}`), `${a}х${b}`).toBe(true);
      }
  });

  it('sorts random texts as ICU does, numbers by value, other characters by ICU itself', () => {
    const text = (others: number) =>
      fc
        .array(
          fc.oneof(
            { weight: 6, arbitrary: fc.constantFrom(...characters) },
            { weight: 6, arbitrary: fc.constantFrom(...near) },
            { weight: others, arbitrary: fc.constantFrom(...notWrittenOut) },
          ),
          {
            maxLength: 12,
          },
        )
        .map((parts) => parts.join(''));
    // Texts that differ late: a shared start, then each its own end.
    const pair = (others: number) =>
      fc.tuple(text(others), text(others), text(others)).map(([start, a, b]) => [start + a, start + b] as const);
    fc.assert(
      fc.property(pair(0), ([a, b]) => likeIcu(a, b)),
      { numRuns: 10_000 },
    );
    fc.assert(
      fc.property(pair(1), ([a, b]) => likeIcu(a, b)),
      { numRuns: 10_000 },
    );
  });

  it('asks the collator for a text with a character not written out, even at its end', () => {
    for (const other of notWrittenOut) {
      asked = 0;
      expect(sign(compareRussian(`Аптека ${other}`, 'Аптека')), other).toBe(sign(collator.compare(`Аптека ${other}`, 'Аптека')));
      expect(sign(compareRussian('Аптека', `Аптека 1${other}`)), other).toBe(sign(collator.compare('Аптека', `Аптека 1${other}`)));
      expect(asked, other).toBe(2);
    }
  });

  it("reads '№' as ICU does: N, then o, with a case after every other", () => {
    const pairs = [
      ['№', 'No'],
      ['№', 'NO'],
      ['№', 'Na'],
      ['№', 'Nna'],
      ['№е', 'Noё'],
      ['№ 1', 'No1'],
      ['N№', 'NNO'],
      ['№10', '№9'],
    ];
    for (const [a, b] of pairs) expect(likeIcu(a, b), `${a} ${b}`).toBe(true);
    expect(['No', '№', 'NO', 'no', 'Nna', 'Na'].sort(compareRussian)).toEqual(['Na', 'Nna', 'no', 'No', 'NO', '№']);
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
      const names = [
        'Юг 10',
        'Аптека «Здоровье»',
        'Юг 2',
        'Abbott-100 мг',
        'ёлка',
        'Ель',
        'ель',
        'Нурофен таб. 200 мг №10',
        'Нурофен таб. 200 мг №8',
        'Аптека № 2',
      ];
      expect(fresh.sortedTexts(names)).toEqual([...names].sort(collator.compare));
      expect(made).not.toHaveBeenCalled();
      expect(fresh.compareRussian('Кафе «Café»', 'Кафе «Cafe»')).toBe(collator.compare('Кафе «Café»', 'Кафе «Cafe»'));
      expect(fresh.compareRussian('Кафе «Café» 2', 'Кафе «Café» 1')).toBe(1);
      expect(made).toHaveBeenCalledTimes(1);
    } finally {
      made.mockRestore();
    }
  });
});
