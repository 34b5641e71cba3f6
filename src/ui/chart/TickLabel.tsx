import type { TickRendererProps } from '@visx/axis';

/**
 * An axis tick's label as one SVG text. visx draws it with its Text by default, which measures
 * every word of every label with a forced layout (to wrap lines these one-line labels never need):
 * on a phone that was about a fifth of the overview's longest task when its charts first drew.
 * Placed as Text places a one-line label: at (x, y), moved by the theme's dx and dy.
 */
export function TickLabel({
  formattedValue,
  x,
  y,
  dx,
  dy,
  textAnchor,
  fill,
  stroke,
  fontSize,
  fontFamily,
  fontWeight,
  className,
}: TickRendererProps) {
  const placed = { x, y, dx, dy, textAnchor, fill, stroke, fontSize, fontFamily, fontWeight, className };
  return <text {...placed}>{formattedValue}</text>;
}
