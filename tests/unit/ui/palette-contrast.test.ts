import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/*
 * The text colours of the shared palette (src/styles/base.css) against every background they are
 * written on: WCAG AA asks 4.5:1 for body text, and axe reports less as a serious violation. The
 * amber of the warnings (#b26a00 gave 4.2:1 on white) is the one that failed before.
 */
const css = readFileSync('src/styles/base.css', 'utf8');
const token = (name: string): string => {
  const match = new RegExp(`--${name}:\\s*(#[0-9a-f]{6})`, 'iu').exec(css);
  if (!match) throw new Error(`--${name} is not a 6-digit colour in base.css`);
  return match[1];
};

const luminance = (hex: string): number => {
  const [r, g, b] = [1, 3, 5]
    .map((at) => parseInt(hex.slice(at, at + 2), 16) / 255)
    .map((channel) => (channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};

// The surfaces text sits on: the page, a panel or grid, the grid's header, the tinted row of a
// product the warehouse does not stock (recommended-order.css).
const backgrounds = { page: token('color-background'), surface: token('color-surface'), gridHeader: '#eef2f6', notStockedRow: '#fff4e5' };

describe('the palette', () => {
  it.each(['color-text', 'color-muted', 'color-primary', 'color-info', 'color-success', 'color-warning', 'color-error'])(
    '--%s reads at 4.5:1 or more on every background',
    (name) => {
      for (const [where, background] of Object.entries(backgrounds)) {
        expect(contrast(token(name), background), `${name} on ${where} (${background})`).toBeGreaterThanOrEqual(4.5);
      }
    },
  );
});
