/**
 * How narrow a column may get before its header no longer fits in three lines (or a grid's own
 * `headerLines`). Long Russian
 * headers ('Закуплено с начала инициативы, уп.') wrap rather than end in '…'; a column is never
 * made narrower than its longest word, nor so narrow that the words need a fourth line. Pure:
 * the grid passes a measure of the header font (a canvas), the tests a fake one.
 */
export const headerMaxLines = 3;

/** How many lines a greedy word wrap (the browser's) of `words` takes at `width`. */
export function wrappedLineCount(wordWidths: readonly number[], spaceWidth: number, width: number): number {
  let lines = 0;
  let lineWidth = 0;
  for (const word of wordWidths) {
    if (lines === 0 || lineWidth + spaceWidth + word > width) {
      lines += 1;
      lineWidth = word;
    } else {
      lineWidth += spaceWidth + word;
    }
  }
  return lines;
}

/**
 * The pieces a header may break between: its words, a word with a slash after the slash
 * ('закупок/продаж,' — the grid puts a <wbr> there) and a hyphenated word after its hyphen
 * ('Промо-товар', where browsers break by themselves). Counting a space at each break is a little
 * generous, never short.
 */
export const headerWords = (text: string): string[] =>
  text
    .split(/\s+/)
    .flatMap((word) => word.split(/(?<=\/)|(?<=\p{L}-)(?=\p{L})/u))
    .filter(Boolean);

/** The narrowest text width (px) at which `text` wraps onto at most `maxLines` lines. */
export function headerTextMinWidth(text: string, measure: (text: string) => number, maxLines = headerMaxLines): number {
  const words = headerWords(text);
  if (words.length === 0) return 0;
  const wordWidths = words.map(measure);
  const spaceWidth = measure(' ');
  const total = wordWidths.reduce((sum, width) => sum + width, 0) + spaceWidth * (words.length - 1);
  // A single line always fits at the full width; search between the longest word and that.
  let low = Math.max(...wordWidths);
  let high = total;
  if (wrappedLineCount(wordWidths, spaceWidth, low) <= maxLines) return Math.ceil(low);
  while (high - low > 1) {
    const middle = (low + high) / 2;
    if (wrappedLineCount(wordWidths, spaceWidth, middle) <= maxLines) high = middle;
    else low = middle;
  }
  return Math.ceil(high);
}

/** A wrapped cell line where nothing was measured: 0.9rem at line-height 1.2 (grid.css). */
export const defaultCellLinePx = 0.9 * 16 * 1.2;

/** How many lines of a wrapped cell text a row of `rowHeight` px holds (1 to 3). */
export const cellLinesIn = (rowHeight: number, linePx: number) => Math.max(1, Math.min(3, Math.floor((rowHeight - 2) / linePx)));

let canvasContext: CanvasRenderingContext2D | null | undefined;

/**
 * The grid's fonts as the page styles them where the grid is (a screen may set denser type: see
 * grid.css, --rdg-font-size and --grid-header-font-size), with text measures in them and the
 * height of a header line. Read from a hidden probe laid out inside `container` (so the screen's
 * styles apply), then removed. Null where there is no canvas (node): the grid then keeps its given
 * minimum widths.
 */
export interface GridFonts {
  /** The canvas font of a header, and of a cell: for comparing two readings. */
  header: string;
  cell: string;
  headerLinePx: number;
  /** The height of a line of a wrapped cell text (a product name): how many lines a row holds. */
  cellLinePx: number;
  /** A cell's padding, both sides (px): a screen may set it denser. */
  cellPaddingInline: number;
  measureHeader: (text: string) => number;
  measureCell: (text: string) => number;
}

const fontOf = (element: Element) => {
  const style = getComputedStyle(element);
  return `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
};

export function gridFonts(container: Element | null = null): GridFonts | null {
  if (typeof document === 'undefined') return null;
  canvasContext ??= document.createElement('canvas').getContext('2d');
  if (!canvasContext) return null;
  const probe = document.createElement('div');
  probe.className = 'grid';
  probe.setAttribute('aria-hidden', 'true');
  probe.style.cssText = 'position: absolute; visibility: hidden; inset: 0 auto auto 0; border: 0;';
  const header = probe.appendChild(document.createElement('div'));
  header.className = 'grid__probe-header';
  const headerText = header.appendChild(document.createElement('span'));
  headerText.className = 'grid__header-text';
  headerText.textContent = 'Ж';
  const cell = probe.appendChild(document.createElement('div'));
  cell.className = 'rdg-cell grid__probe-cell';
  const wrapText = cell.appendChild(document.createElement('span'));
  wrapText.className = 'grid__wrap-text';
  wrapText.textContent = 'Ж';
  (container ?? document.body).appendChild(probe);
  const cellStyle = getComputedStyle(cell);
  const fonts = {
    header: fontOf(headerText),
    cell: fontOf(cell),
    headerLinePx: parseFloat(getComputedStyle(headerText).lineHeight),
    cellLinePx: parseFloat(getComputedStyle(wrapText).lineHeight),
    cellPaddingInline: parseFloat(cellStyle.paddingInlineStart) + parseFloat(cellStyle.paddingInlineEnd),
  };
  probe.remove();
  if (!Number.isFinite(fonts.cellLinePx)) fonts.cellLinePx = defaultCellLinePx;
  if (!Number.isFinite(fonts.headerLinePx))
    fonts.headerLinePx = 1.2 * parseFloat(getComputedStyle(document.documentElement).fontSize || '16') * 0.9;
  return { ...fonts, measureHeader: measureIn(canvasContext, fonts.header), measureCell: measureIn(canvasContext, fonts.cell) };
}

/**
 * Widths by font and text, for the page's life: every grid measures the same headers on each draw.
 * The portal uses the system's fonts only (base.css), so no font arrives later to change a width.
 */
const measured = new Map<string, Map<string, number>>();
let contextFont = '';

/**
 * A text's width in `font`, measured once. Setting a canvas font parses it anew each time, so it
 * is set only when it changes (a phone's first screen measured a few hundred header words).
 */
function measureIn(context: CanvasRenderingContext2D, font: string): (text: string) => number {
  let widths = measured.get(font);
  if (!widths) measured.set(font, (widths = new Map()));
  const known = widths;
  return (text) => {
    let width = known.get(text);
    if (width === undefined) {
      if (contextFont !== font) context.font = contextFont = font;
      width = context.measureText(text).width;
      known.set(text, width);
    }
    return width;
  };
}
