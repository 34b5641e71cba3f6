import { useSelector } from '@xstate/react';
import { formatMoney, formatNumber } from '../../domain/shared/format';
import { totalsLabels } from '../../domain/forecast/totals';
import type { ProfitForecastActor } from '../../machines/forecast/profit-forecast.machine';
import { selectApplying, selectTotals } from '../../machines/forecast/profit-forecast.selectors';

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
        <div>
          <dt>{totalsLabels.positions}</dt>
          <dd data-total="positions">{value(formatNumber(totals?.positions))}</dd>
        </div>
        <div>
          <dt>{totalsLabels.packs}</dt>
          <dd data-total="packs">{value(formatNumber(totals?.packs))}</dd>
        </div>
        <div>
          <dt>{totalsLabels.orderSum}</dt>
          <dd data-total="orderSum">{value(formatMoney(totals?.orderSum))}</dd>
        </div>
        <div>
          <dt>{totalsLabels.profit}</dt>
          <dd data-total="profit">{value(formatMoney(totals?.profit))}</dd>
        </div>
      </dl>
    </section>
  );
}
