import { useSelector } from '@xstate/react';
import { formatMoney, formatNumber } from '../../domain/shared/format';
import { totalsLabels } from '../../domain/forecast/totals';
import type { ProfitForecastActor } from '../../machines/forecast/profit-forecast.machine';
import { selectApplying, selectTotals } from '../../machines/forecast/profit-forecast.selectors';

/** The totals in the order they are listed: counts as numbers, sums as money. */
const figures = [
  ['positions', formatNumber],
  ['packs', formatNumber],
  ['orderSum', formatMoney],
  ['profit', formatMoney],
] as const;

/** 'Итого' of the order being built, over the rows the filters keep; busy while the worker recalculates. */
export function ForecastTotals({ forecast }: { forecast: ProfitForecastActor }) {
  const totals = useSelector(forecast, selectTotals);
  const applying = useSelector(forecast, selectApplying);
  const value = (text: string) => (totals ? text : '—');
  return (
    <section className="profit-forecast__totals" aria-labelledby="profit-forecast-totals" aria-busy={applying}>
      <h2 id="profit-forecast-totals" className="profit-forecast__heading">
        {totalsLabels.title}
      </h2>
      <dl className="profit-forecast__totals-list">
        {figures.map(([key, format]) => (
          <div key={key}>
            <dt>{totalsLabels[key]}</dt>
            <dd data-total={key}>{value(format(totals?.[key]))}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
