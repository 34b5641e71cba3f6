import { useLayoutEffect, useState, type RefObject } from 'react';
import { gridFonts, type GridFonts } from './header-fit';

/**
 * The grid's fonts where it stands on the page: first the portal's defaults, then, once the grid
 * is in the page (before the first paint), as its screen styles them (a denser report table).
 */
export function useGridFonts(grid: RefObject<HTMLElement | null>): GridFonts | null {
  const [fonts, setFonts] = useState<GridFonts | null>(() => gridFonts());
  useLayoutEffect(() => {
    const placed = gridFonts(grid.current?.parentElement ?? null);
    setFonts((current) =>
      current &&
      placed &&
      current.header === placed.header &&
      current.cell === placed.cell &&
      current.headerLinePx === placed.headerLinePx &&
      current.cellLinePx === placed.cellLinePx &&
      current.cellPaddingInline === placed.cellPaddingInline
        ? current
        : placed,
    );
  }, [grid]);
  return fonts;
}
