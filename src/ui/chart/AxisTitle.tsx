import { DataContext } from '@visx/xychart';
import { useContext } from 'react';

/** How far the title stands left of the value axis, past its tick labels. */
const TITLE_OFFSET = 56;

/**
 * The value axis's title, turned to read upwards beside it. visx draws an axis `label` with its
 * Text, which measures every word with a forced layout to wrap lines a title never needs; this is
 * one SVG text at the place visx puts it: the axis's middle, `TITLE_OFFSET` and the tick length
 * left of the axis, in the theme's label style.
 */
export function AxisTitle({ children }: { children: string }) {
  const { yScale, margin, theme } = useContext(DataContext);
  if (!yScale || !margin || !theme) return null;
  const [bottom, top] = yScale.range().map(Number);
  const { axisLabel, tickLength } = theme.axisStyles.y.left;
  // The theme moves the title by `dx` across the page (not along the text): visx's Text does it
  // with an inner svg, whose font size gives the em.
  return (
    <g transform={`translate(${margin.left}, 0)`}>
      <svg x={axisLabel.dx} y={axisLabel.dy} fontSize={axisLabel.fontSize} overflow="visible">
        <text
          className="chart__axis-title"
          x={-(bottom + top) / 2}
          y={-(tickLength + TITLE_OFFSET)}
          transform="rotate(-90)"
          textAnchor="middle"
          fill={axisLabel.fill}
          fontSize={axisLabel.fontSize}
          fontFamily={axisLabel.fontFamily}
          fontWeight={axisLabel.fontWeight}
          letterSpacing={axisLabel.letterSpacing}
          pointerEvents="none"
        >
          {children}
        </text>
      </svg>
    </g>
  );
}
