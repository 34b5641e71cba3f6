import { expect } from 'vitest';

/**
 * Measurements of what a user sees of a grid, from the boxes the browser laid out: clipped
 * header texts, totals out of reach, rows under the pinned totals row, a page wider than the screen.
 */

const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** Lets the layout settle (fonts, resize observers, a grid measuring its columns). */
export async function settled(): Promise<void> {
  await document.fonts.ready;
  await frame();
  await frame();
}

/** The header cells whose text does not fit: wider or taller than the cell (or an element inside it) shows. */
export function clippedHeaders(grid: HTMLElement): string[] {
  const clipped: string[] = [];
  grid.querySelectorAll<HTMLElement>('[role="columnheader"]').forEach((cell) => {
    const boxes = [cell, ...cell.querySelectorAll<HTMLElement>('*')].filter((box) => getComputedStyle(box).position !== 'absolute');
    const cut = boxes.some((box) => box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1);
    if (cut) clipped.push(`${cell.textContent} (${cell.clientWidth}×${cell.clientHeight}, text ${cell.scrollWidth}×${cell.scrollHeight})`);
  });
  return clipped;
}

/** Every header of the grid, scrolled across: react-data-grid renders only the columns in view. */
export async function clippedHeadersAcross(grid: HTMLElement): Promise<string[]> {
  const clipped = new Set<string>();
  for (let left = 0; left <= grid.scrollWidth; left += Math.max(grid.clientWidth / 2, 1)) {
    grid.scrollLeft = left;
    await frame();
    clippedHeaders(grid).forEach((text) => clipped.add(text));
  }
  grid.scrollLeft = 0;
  await frame();
  return [...clipped];
}

/** The totals cells (with text) that lie outside the grid's visible box at its current scroll. */
export function totalsOutOfView(grid: HTMLElement): string[] {
  const box = grid.getBoundingClientRect();
  return [...grid.querySelectorAll<HTMLElement>('.rdg-summary-row [role="gridcell"]')]
    .filter((cell) => cell.textContent)
    .filter((cell) => {
      const rect = cell.getBoundingClientRect();
      return rect.left < box.left - 1 || rect.right > box.left + grid.clientWidth + 1 || rect.bottom > box.top + grid.clientHeight + 1;
    })
    .map((cell) => cell.textContent ?? '');
}

/** The totals texts seen inside the grid's visible box while it is scrolled across from left to right. */
export async function totalsSeenAcross(grid: HTMLElement): Promise<string[]> {
  const seen = new Set<string>();
  for (let left = 0; ; left += Math.max(grid.clientWidth / 2, 1)) {
    grid.scrollLeft = left;
    await frame();
    const hidden = new Set(totalsOutOfView(grid));
    grid.querySelectorAll<HTMLElement>('.rdg-summary-row [role="gridcell"]').forEach((cell) => {
      if (cell.textContent && !hidden.has(cell.textContent)) seen.add(cell.textContent);
    });
    if (left >= grid.scrollWidth - grid.clientWidth) break;
  }
  grid.scrollLeft = 0;
  await frame();
  return [...seen];
}

/** The data rows that the pinned totals row covers, even in part. */
export function rowsUnderTotals(grid: HTMLElement): string[] {
  const summary = grid.querySelector('.rdg-summary-row');
  if (!summary) return [];
  const top = summary.getBoundingClientRect().top;
  return [...grid.querySelectorAll<HTMLElement>('[role="row"]:not(.rdg-summary-row):not(.rdg-header-row)')]
    .filter((row) => row.getBoundingClientRect().bottom > top + 1)
    .map((row) => row.textContent ?? '');
}

/** The page is no wider than the window: nothing to scroll sideways but a table's own box. */
export function expectPageFitsWindow(): void {
  expect(document.documentElement.scrollWidth, 'page width').toBeLessThanOrEqual(window.innerWidth);
}

/** Inside a box that scrolls sideways (a grid, a table's scroll area): the box is measured, not what it scrolls. */
function insideScrollBox(element: HTMLElement): boolean {
  for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
    if (box.matches('[role="grid"]')) return true;
    const overflow = getComputedStyle(box).overflowX;
    if (overflow === 'auto' || overflow === 'scroll') return true;
  }
  return false;
}

/** What overflows the window to the right: for a failure message that names the culprit. */
export function widerThanWindow(): string[] {
  const width = window.innerWidth;
  return [...document.body.querySelectorAll<HTMLElement>('*')]
    .filter((element) => element.getBoundingClientRect().right > width + 1)
    .filter((element) => !insideScrollBox(element))
    .slice(0, 8)
    .map((element) => `${element.tagName.toLowerCase()}.${element.className} right=${Math.round(element.getBoundingClientRect().right)}`);
}

/** A box whose text does not fit it: wider or taller than the box shows. */
const overflows = (box: HTMLElement) => box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1;

/** Laid out and not hidden (a closed panel or a visually hidden text is not measured). */
function shown(element: HTMLElement): boolean {
  if (element.closest('[hidden], .visually-hidden, [aria-hidden="true"]')) return false;
  const rect = element.getBoundingClientRect();
  return rect.width > 1 && rect.height > 1;
}

/** The texts among `selector` that are cut: the box or a box inside it overflows, and no title repeats the whole text on hover. */
function cutTexts(selector: string, titleAllowed: boolean): string[] {
  return [...document.body.querySelectorAll<HTMLElement>(selector)]
    .filter(shown)
    .filter((element) => {
      const boxes = [element, ...element.querySelectorAll<HTMLElement>('*')].filter(
        (box) => shown(box) && getComputedStyle(box).position !== 'absolute',
      );
      return boxes.some((box) => overflows(box) && !(titleAllowed && box.closest('[title]')));
    })
    .map(
      (element) =>
        `${element.tagName.toLowerCase()} «${element.textContent?.trim().slice(0, 80)}» (${element.clientWidth}×${element.clientHeight}, text ${element.scrollWidth}×${element.scrollHeight})`,
    );
}

/** Error and notice texts cut short: a message must be read whole (wrapped, never clipped). */
export const clippedMessages = (): string[] => cutTexts('[role="alert"], [role="status"], [role="note"], [aria-live]', false);

/**
 * Headings, tab names and the headers of plain tables cut short, unless a title gives the whole
 * text on hover. The headers of data grids are measured by clippedHeadersAcross.
 */
export const clippedTitles = (): string[] => cutTexts('h1, h2, h3, h4, caption, legend, th, [role="tab"]', true);

/**
 * The layout frame for the screen as it is now: nothing wider than the window (a
 * wide grid scrolls inside its own box), no message and no header cut short.
 */
export async function expectReadable(): Promise<void> {
  await settled();
  expect(widerThanWindow(), 'wider than the window').toEqual([]);
  expectPageFitsWindow();
  expect(clippedMessages(), 'messages cut short').toEqual([]);
  expect(clippedTitles(), 'headers cut short').toEqual([]);
  for (const grid of document.querySelectorAll<HTMLElement>('[role="grid"]')) {
    expect(await clippedHeadersAcross(grid), `headers of ${grid.getAttribute('aria-label')}`).toEqual([]);
  }
}
