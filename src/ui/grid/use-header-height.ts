import { useCallback, useLayoutEffect, useState, type RefObject } from 'react';
import { headerFontMeasure, headerMaxLines, wrappedLineCount } from './header-fit';

/** What the header row needs to know of a column: its header text and whether a sort arrow sits beside it. */
export interface HeaderText {
  text: string;
  sortable: boolean;
}

const lineHeight = 1.2; // grid.css: .grid__header-text
const paddingBlock = 6; // px above and below the text
const paddingInline = 2 * 0.6; // rem, .grid .rdg-cell
const sortArrow = 24; // px beside a sortable header's text

/**
 * The header row's height: as tall as the header that wraps onto the most lines (at most three;
 * columns are never narrower than that, see header-fit). Measured rather than a fixed three lines,
 * so a grid whose headers fit on one line keeps a one-line header. Two readings, the larger wins:
 * the header texts on screen (exact), and every header at its column's current width in the header
 * font (react-data-grid renders only the columns in view, so a long header scrolled off to the
 * side still counts). Measured again when the grid's width changes and after a column resize.
 */
export function useHeaderHeight(grid: RefObject<HTMLElement | null>, headers: readonly HeaderText[], least: number) {
  const [lines, setLines] = useState(1);
  const rem = typeof document === 'undefined' ? 16 : parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  const linePx = 0.9 * rem * lineHeight;

  const measure = useCallback(() => {
    const root = grid.current;
    if (!root) return;
    let most = 1;
    for (const text of root.querySelectorAll<HTMLElement>('.grid__header-text')) {
      most = Math.max(most, Math.min(headerMaxLines, Math.round(text.scrollHeight / linePx)));
    }
    const fontMeasure = headerFontMeasure();
    const tracks = getComputedStyle(root).gridTemplateColumns.split(' ').map(parseFloat);
    headers.forEach((header, index) => {
      const words = header.text.split(/\s+/).filter(Boolean);
      const track = tracks[index];
      if (!fontMeasure || words.length === 0 || !Number.isFinite(track)) return;
      const room = track - paddingInline * rem - (header.sortable ? sortArrow : 0);
      const count = wrappedLineCount(words.map(fontMeasure), fontMeasure(' '), room);
      most = Math.max(most, Math.min(headerMaxLines, count));
    });
    setLines(most);
  }, [grid, headers, linePx, rem]);

  useLayoutEffect(() => {
    measure();
    const root = grid.current;
    if (!root || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => measure());
    observer.observe(root);
    return () => observer.disconnect();
  }, [grid, measure]);

  const remeasure = useCallback(() => requestAnimationFrame(measure), [measure]);
  return { height: Math.max(least, Math.ceil(lines * linePx + 2 * paddingBlock)), remeasure };
}
