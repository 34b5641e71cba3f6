import { DataContext } from '@visx/xychart';
import { useContext, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import type { ComparisonBar } from '../../domain/reports/bonus-comparison';

interface BandScale {
  (value: string): number | undefined;
  bandwidth: () => number;
}
type LinearScale = (value: number) => number | undefined;

/**
 * Drawn inside the XYChart, where its scales are known: each bar's figure written above it, and,
 * in the overlay next to the (screen-reader hidden) drawing, one focusable box over each bar. The
 * box names the bar with its exact figure and shows that figure in a tooltip on hover and focus.
 */
export function BarFigures({ bars, overlay }: { bars: readonly ComparisonBar[]; overlay: HTMLElement | null }) {
  const { xScale, yScale } = useContext(DataContext) as { xScale?: BandScale; yScale?: LinearScale };
  const [active, setActive] = useState<number | null>(null);
  const tooltipId = useId();
  // Until the bars have registered their data the chart's scales are placeholders without bands.
  if (!xScale || !yScale || typeof xScale.bandwidth !== 'function') return null;
  const width = xScale.bandwidth();
  const zero = yScale(0) ?? 0;
  const placed = bars.map((bar) => {
    const left = xScale(bar.label) ?? 0;
    const top = Math.min(yScale(bar.value) ?? zero, zero);
    return { bar, left, top, height: Math.max(zero - top, 0) };
  });
  const shown = active === null ? null : placed[active];

  return (
    <>
      {placed.map(({ bar, left, top }) => (
        <text key={bar.pharmacy} className="chart__value" x={left + width / 2} y={top - 6} textAnchor="middle">
          {bar.text}
        </text>
      ))}
      {overlay &&
        createPortal(
          <>
            {placed.map(({ bar, left, top, height }, index) => (
              <div
                key={bar.pharmacy}
                className="chart__bar-target"
                style={{ left, top: Math.min(top, zero - 8), width, height: Math.max(height, 8) }}
                tabIndex={0}
                role="img"
                aria-label={`${bar.label}: ${bar.exactText}`}
                aria-describedby={active === index ? tooltipId : undefined}
                onPointerEnter={() => setActive(index)}
                onPointerLeave={() => setActive((current) => (current === index ? null : current))}
                onFocus={() => setActive(index)}
                onBlur={() => setActive((current) => (current === index ? null : current))}
                onKeyDown={(event) => event.key === 'Escape' && setActive(null)}
              />
            ))}
            {shown && (
              <div id={tooltipId} role="tooltip" className="chart__tooltip" style={{ left: shown.left + width / 2, top: shown.top }}>
                <strong>{shown.bar.label}</strong>: {shown.bar.exactText}
              </div>
            )}
          </>,
          overlay,
        )}
    </>
  );
}
