/**
 * How narrow a column may get before its header no longer fits in three lines. Long Russian
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

/** The narrowest text width (px) at which `text` wraps onto at most `maxLines` lines. */
export function headerTextMinWidth(text: string, measure: (text: string) => number, maxLines = headerMaxLines): number {
  const words = text.split(/\s+/).filter(Boolean);
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

let canvasContext: CanvasRenderingContext2D | null | undefined;

/**
 * A measure of header text in the grid's header font (bold, --rdg-font-size), read from the page.
 * Null where there is no canvas (node), where the grid then keeps its given minimum widths.
 */
export function headerFontMeasure(): ((text: string) => number) | null {
  if (typeof document === 'undefined') return null;
  canvasContext ??= document.createElement('canvas').getContext('2d');
  if (!canvasContext) return null;
  const root = getComputedStyle(document.documentElement);
  const body = getComputedStyle(document.body);
  const fontSize = 0.9 * (parseFloat(root.fontSize) || 16);
  const context = canvasContext;
  context.font = `600 ${fontSize}px ${body.fontFamily}`;
  return (text) => context.measureText(text).width;
}
