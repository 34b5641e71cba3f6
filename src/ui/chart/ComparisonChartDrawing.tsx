import { Axis, BarSeries, buildChartTheme, Grid, XYChart } from '@visx/xychart';
import { chartAccessibleName, tickDecimals, type ComparisonBar, type ComparisonChart } from '../../domain/reports/bonus-comparison';
import { formatNumber } from '../../domain/shared/format';
import { AxisTitle } from './AxisTitle';
import { BarFigures } from './BarFigures';
import { TickLabel } from './TickLabel';

/** The spec's chart height (reports-chart.css keeps the plot's place at it before the drawing comes). */
const chartHeight = 300;

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
 * Value axis ticks with the decimals their step needs, so neighbouring ticks never read the same
 * (0 / 0,05 / 0,10 / 0,15 / 0,20 rather than 0 / 0,1 / 0,1 / 0,1 / 0,2).
 */
const valueTick = (tick: number, _index: number, ticks: { value: number }[]): string => {
  const step = ticks.length > 1 ? Math.abs(ticks[1].value - ticks[0].value) : Math.abs(tick);
  return formatNumber(tick, tickDecimals(step));
};

/**
 * The drawing of one bar chart, in a chunk of its own with visx (99 KB before compression): the
 * overview fetches it once the chart is near view (ComparisonBarChart), so a phone opening the
 * overview, whose charts stand below the table, neither downloads nor runs it with the screen.
 * Its bars' focusable figures go into `overlay` (BarFigures).
 */
export function ComparisonChartDrawing({ chart, overlay }: { chart: ComparisonChart; overlay: HTMLDivElement | null }) {
  return (
    <div aria-hidden="true" className="chart__drawing">
      <XYChart
        accessibilityLabel={chartAccessibleName(chart)}
        height={chartHeight}
        theme={theme}
        margin={{ top: 24, right: 16, bottom: 40, left: 96 }}
        xScale={{ type: 'band', paddingInner: 0.35, paddingOuter: 0.2 }}
        yScale={{ type: 'linear', nice: true, zero: true }}
      >
        <Grid columns={false} numTicks={5} />
        <Axis orientation="bottom" tickComponent={TickLabel} />
        <Axis orientation="left" axisClassName="chart__value-axis" numTicks={5} tickFormat={valueTick} tickComponent={TickLabel} />
        <BarSeries
          dataKey={chart.id}
          data={chart.bars}
          xAccessor={label}
          yAccessor={value}
          colorAccessor={(bar: ComparisonBar) => barColors[bar.pharmacy]}
        />
        <AxisTitle>{chart.axisLabel}</AxisTitle>
        <BarFigures bars={chart.bars} overlay={overlay} />
      </XYChart>
    </div>
  );
}
