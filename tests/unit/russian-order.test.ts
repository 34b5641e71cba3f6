import { describe, expect, it } from 'vitest';
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
