/**
 * Whether a grid cell (or header) hides part of its text, and what that text is. A cell is cut
 * when it, or an element inside it that clips (a custom renderCell's span with its own '…'), is
 * narrower or lower than its content. Screen-reader-only text (.visually-hidden) is clipped on
 * purpose and never counts.
 */
const slack = 1; // sub-pixel rounding: a box 0.5 px short reads as 1 px in scrollWidth

function clips(element: Element): boolean {
  if (!(element instanceof HTMLElement) || element.closest('.visually-hidden')) return false;
  return element.scrollWidth > element.clientWidth + slack || element.scrollHeight > element.clientHeight + slack;
}

export function isCut(cell: Element): boolean {
  if (clips(cell)) return true;
  for (const inner of cell.querySelectorAll('*')) if (clips(inner)) return true;
  return false;
}

/** The text a tooltip shows for a cut cell: its text content without the screen-reader-only parts. */
export function fullText(cell: Element): string {
  const copy = cell.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('.visually-hidden, [aria-hidden="true"], .grid-tooltip')) hidden.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}
