import { useState } from 'react';
import type { ComparisonChart } from '../../domain/reports/bonus-comparison';
import { codeFetchedOnce } from '../code-fetched-once';
import { RetryAlert } from '../RetryAlert';
import { useCodeOnUse } from '../use-code-on-use';
import { useNearView } from '../use-near-view';
import '../../styles/reports-chart.css';

const drawingCode = codeFetchedOnce(async () => (await import('./ComparisonChartDrawing')).ComparisonChartDrawing);

/**
 * One bar chart of the bonus comparison: the pharmacies on the bottom axis, the value on the
 * left one, each bar's figure written on it, the exact figure in a tooltip on hover and on
 * keyboard focus. The drawing itself is hidden from screen readers; each bar is a focusable
 * figure named with its exact value (BarFigures), and the screen also says them as text.
 */
export function ComparisonBarChart({ chart }: { chart: ComparisonChart }) {
  const [overlay, setOverlay] = useState<HTMLDivElement | null>(null);
  // Drawn once within a screen of view or once the user works on the page (useNearView), even when
  // its code came for an earlier visit; its place, the spec's 300 px, is kept meanwhile.
  const [plot, near] = useNearView<HTMLDivElement>();
  const { value: Drawing, failed, tryAgain, message } = useCodeOnUse(drawingCode, near);
  return (
    <figure className="chart">
      <figcaption className="chart__title">{chart.title}</figcaption>
      <div className="chart__plot" ref={plot}>
        {near && Drawing && <Drawing chart={chart} overlay={overlay} />}
        {failed && <RetryAlert what="Не удалось загрузить график" message={message} onRetry={tryAgain} />}
        <div className="chart__overlay" ref={setOverlay} />
      </div>
    </figure>
  );
}
