import { Axis, BarSeries, buildChartTheme, Grid, Tooltip, XYChart } from '@visx/xychart';
import type { ComparisonBar, ComparisonChart } from '../../domain/bonus-comparison';
import { formatNumber } from '../../domain/format';
import '../../styles/reports-chart.css';

/** The spec's chart height. */
export const chartHeight = 300;

const barColors: Record<ComparisonBar['pharmacy'], string> = {
  current: '#0b6e4f',
  best: '#1c6fb8',
  average: '#9aa5b1',
};

const theme = buildChartTheme({
  backgroundColor: 'transparent',
  colors: Object.values(barColors),
  gridColor: '#e4e9ef',
  gridColorDark: '#d5dbe3',
  tickLength: 4,
  svgLabelSmall: { fill: '#5f6b7a', fontSize: 12, fontFamily: 'inherit' },
  svgLabelBig: { fill: '#1f2933', fontSize: 13, fontFamily: 'inherit' },
});

const label = (bar: ComparisonBar) => bar.label;
const value = (bar: ComparisonBar) => bar.value;

/**
 * One bar chart of the bonus comparison: the pharmacies on the bottom axis, the value on the
 * left one, the exact figure on hover. The drawing is hidden from screen readers: the screen
 * gives them the same figures as text (bonusComparisonSummary).
 */
export function ComparisonBarChart({ chart }: { chart: ComparisonChart }) {
  return (
    <figure className="chart">
      <figcaption className="chart__title">{chart.title}</figcaption>
      <div className="chart__plot" aria-hidden="true">
        <XYChart
          height={chartHeight}
          theme={theme}
          margin={{ top: 16, right: 16, bottom: 40, left: 96 }}
          xScale={{ type: 'band', paddingInner: 0.35, paddingOuter: 0.2 }}
          yScale={{ type: 'linear', nice: true, zero: true }}
        >
          <Grid columns={false} numTicks={5} />
          <Axis orientation="bottom" />
          <Axis orientation="left" label={chart.axisLabel} labelOffset={48} numTicks={5} tickFormat={(tick: number) => formatNumber(tick, tick % 1 ? 1 : 0)} />
          <BarSeries
            dataKey={chart.id}
            data={chart.bars}
            xAccessor={label}
            yAccessor={value}
            colorAccessor={(bar: ComparisonBar) => barColors[bar.pharmacy]}
          />
          <Tooltip<ComparisonBar>
            showVerticalCrosshair={false}
            renderTooltip={({ tooltipData }) => {
              const bar = tooltipData?.nearestDatum?.datum;
              return bar ? <span className="chart__tooltip"><strong>{bar.label}</strong>: {bar.text}</span> : null;
            }}
          />
        </XYChart>
      </div>
    </figure>
  );
}
