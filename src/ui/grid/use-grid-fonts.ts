import { useLayoutEffect, useState, type RefObject } from 'react';
import { gridFonts, type GridFonts } from './header-fit';

let defaults: GridFonts | null | undefined;
/**
 * The portal's default grid fonts, read once a page: reading them adds a probe to the page and
 * makes the browser compute its styles in the middle of a render, which every grid of a screen
 * repeated while the screen's first render was one long task on a phone.
 */
function portalDefaults(): GridFonts | null {
  if (defaults === undefined) defaults = gridFonts();
  return defaults;
}

/**
 * The grid's fonts where it stands on the page: first the portal's defaults, then, once the grid
 * is in the page (before the first paint), as its screen styles them (a denser report table).
 */
export function useGridFonts(grid: RefObject<HTMLElement | null>): GridFonts | null {
  const [fonts, setFonts] = useState<GridFonts | null>(portalDefaults);
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
