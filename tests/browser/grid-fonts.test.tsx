import { describe, expect, it } from 'vitest';
import '../../src/styles/base.css';
import '../../src/styles/grid.css';
import { gridFonts } from '../../src/ui/grid/header-fit';

/** The grid's text measures: read in the page's fonts, each text measured once per font. */
describe('grid fonts', () => {
  it('measures a text once in a font, and again in another font', () => {
    const fonts = gridFonts()!;
    const asked: string[] = [];
    const measureText = CanvasRenderingContext2D.prototype.measureText;
    CanvasRenderingContext2D.prototype.measureText = function (this: CanvasRenderingContext2D, text: string) {
      asked.push(`${this.font}|${text}`);
      return measureText.call(this, text);
    };
    try {
      const first = fonts.measureHeader('Сумма бонуса за выполнение');
      expect(fonts.measureHeader('Сумма бонуса за выполнение')).toBe(first);
      // Another reading of the fonts (another grid) shares what was measured.
      expect(gridFonts()!.measureHeader('Сумма бонуса за выполнение')).toBe(first);
      fonts.measureCell('Сумма бонуса за выполнение');
      expect(fonts.header).not.toBe(fonts.cell);
      expect(asked).toHaveLength(2);
      expect(first).toBeGreaterThan(fonts.measureHeader('Сумма'));
    } finally {
      CanvasRenderingContext2D.prototype.measureText = measureText;
    }
  });

  it('measures in the font asked, whichever was set last', () => {
    const fonts = gridFonts()!;
    const canvas = document.createElement('canvas').getContext('2d')!;
    const inFont = (font: string, text: string) => ((canvas.font = font), canvas.measureText(text).width);
    expect(fonts.measureCell('Товар 12345')).toBe(inFont(fonts.cell, 'Товар 12345'));
    expect(fonts.measureHeader('Товар 12345')).toBe(inFont(fonts.header, 'Товар 12345'));
    expect(fonts.measureCell('Итого 678')).toBe(inFont(fonts.cell, 'Итого 678'));
  });
});
