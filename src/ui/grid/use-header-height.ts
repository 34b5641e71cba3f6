import { useCallback, useLayoutEffect, useState, type RefObject } from 'react';
import { headerWords, wrappedLineCount, type GridFonts } from './header-fit';

/** What the header row needs to know of a column: its header text and whether a sort arrow sits beside it. */
export interface HeaderText {
  text: string;
  sortable: boolean;
}

const paddingBlock = 6; // px above and below the text
const sortArrow = 24; // px beside a sortable header's text

/**
 * The header row's height: as tall as the header that wraps onto the most lines (at most
 * `maxLines`; columns are never narrower than that, see header-fit). Measured rather than a fixed
 * number of lines, so a grid whose headers fit on one line keeps a one-line header. Two readings,
 * the larger wins: the header texts on screen (exact), and every header at its column's current
 * width in the grid's header font (react-data-grid renders only the columns in view, so a long
 * header scrolled off to the side still counts). Measured again when the grid's width changes and
 * after a column resize.
 */
export function useHeaderHeight(
  grid: RefObject<HTMLElement | null>,
  headers: readonly HeaderText[],
  least: number,
  fonts: GridFonts | null,
  maxLines: number,
) {
  const [lines, setLines] = useState(1);
  // Without a canvas (node) there are no fonts: 0.9rem at line-height 1.2, grid.css's defaults.
  const linePx = fonts?.headerLinePx ?? 0.9 * 16 * 1.2;

  const measure = useCallback(() => {
    const root = grid.current;
    if (!root) return;
    let most = 1;
    for (const text of root.querySelectorAll<HTMLElement>('.grid__header-text')) {
      most = Math.max(most, Math.min(maxLines, Math.round(text.scrollHeight / linePx)));
    }
    const tracks = getComputedStyle(root).gridTemplateColumns.split(' ').map(parseFloat);
    headers.forEach((header, index) => {
      const words = headerWords(header.text);
      const track = tracks[index];
      if (!fonts || words.length === 0 || !Number.isFinite(track)) return;
      const room = track - fonts.cellPaddingInline - (header.sortable ? sortArrow : 0);
      const count = wrappedLineCount(words.map(fonts.measureHeader), fonts.measureHeader(' '), room);
      most = Math.max(most, Math.min(maxLines, count));
    });
    setLines(most);
  }, [grid, headers, linePx, fonts, maxLines]);

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
