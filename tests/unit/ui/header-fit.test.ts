import { describe, expect, it } from 'vitest';
import { headerTextMinWidth, headerWords, wrappedLineCount } from '../../../src/ui/grid/header-fit';
import { columnMinWidth } from '../../../src/ui/grid/grid-columns';

// A monospace measure: 8 px a character.
const measure = (text: string) => text.length * 8;

describe('header fit', () => {
  it('counts the lines a greedy wrap takes', () => {
    expect(wrappedLineCount([40, 40, 40], 8, 200)).toBe(1);
    expect(wrappedLineCount([40, 40, 40], 8, 88)).toBe(2);
    expect(wrappedLineCount([40, 40, 40], 8, 40)).toBe(3);
  });

  it('is never narrower than the longest word', () => {
    expect(headerTextMinWidth('Наименование товара', measure)).toBe('Наименование'.length * 8);
  });

  it('is wide enough for three lines and no wider than needed', () => {
    const text = 'Закуплено с начала инициативы, уп.';
    const width = headerTextMinWidth(text, measure);
    const words = text.split(' ').map(measure);
    expect(wrappedLineCount(words, 8, width)).toBeLessThanOrEqual(3);
    expect(wrappedLineCount(words, 8, width - 2)).toBeGreaterThan(3);
  });

  it('keeps a column its own larger minimum, and makes no room for a hidden header', () => {
    expect(columnMinWidth({ name: 'Итог', minWidth: 200 }, false, measure)).toBe(200);
    expect(columnMinWidth({ name: 'Наименование', hiddenName: true }, false, measure)).toBe(50);
    expect(columnMinWidth({ name: 'Наименование' }, true, measure)).toBeGreaterThan(
      columnMinWidth({ name: 'Наименование' }, false, measure),
    );
  });

  it('breaks a header after a slash and after a hyphen between letters, never elsewhere', () => {
    expect(headerWords('Сумма закупок/продаж, руб.')).toEqual(['Сумма', 'закупок/', 'продаж,', 'руб.']);
    expect(headerWords('Промо-товар')).toEqual(['Промо-', 'товар']);
    expect(headerWords('  Остаток -5 уп. ')).toEqual(['Остаток', '-5', 'уп.']);
    expect(headerWords('')).toEqual([]);
  });

  it('lets a slashed word be as narrow as its longer half', () => {
    expect(headerTextMinWidth('закупок/продаж', measure)).toBe('закупок/'.length * 8);
  });
});
