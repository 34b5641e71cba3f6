import { describe, expect, it } from 'vitest';
import { focusableWhileScrolling } from '../../src/ui/scroll-focus';

const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** A box of a given width around a table of another, as a payroll table on a phone. */
function box(boxPx: number, tablePx: number) {
  const outer = document.createElement('div');
  outer.style.cssText = `width: ${boxPx}px; overflow-x: auto`;
  const table = document.createElement('div');
  table.style.cssText = `width: ${tablePx}px; height: 40px`;
  outer.append(table);
  document.body.append(outer);
  return { outer, table };
}

describe('a box that scrolls sideways', () => {
  it('is a Tab stop once laid out while its table is wider, and stops being one when it fits', async () => {
    const { outer } = box(300, 900);
    const stop = focusableWhileScrolling(outer);
    await frame();
    expect(outer.tabIndex).toBe(0);
    outer.style.width = '1000px';
    await frame();
    expect(outer.hasAttribute('tabindex')).toBe(false);
    stop?.();
    outer.remove();
  });

  it('becomes a Tab stop when its table grows past it, the box itself keeping its size', async () => {
    const { outer, table } = box(300, 200);
    const stop = focusableWhileScrolling(outer);
    await frame();
    expect(outer.hasAttribute('tabindex')).toBe(false);
    // The rows filled in: the table widens, the box stays 300 px wide.
    table.style.width = '900px';
    await frame();
    expect(outer.tabIndex).toBe(0);
    stop?.();
    outer.remove();
  });

  it('adds no stop when its table fits', async () => {
    const { outer } = box(600, 500);
    const stop = focusableWhileScrolling(outer);
    await frame();
    expect(outer.hasAttribute('tabindex')).toBe(false);
    stop?.();
    outer.remove();
  });
});
