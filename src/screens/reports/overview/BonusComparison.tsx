import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { bonusComparisonCharts, bonusComparisonSummary } from '../../../domain/bonus-comparison';
import type { CommonBonusesActor } from '../../../machines/overview.machine';
import { selectBonuses, selectBonusesError, selectBonusesLoaded } from '../../../machines/overview.selectors';
import { ComparisonBarChart } from '../../../ui/chart/ComparisonBarChart';
import { RetryAlert } from '../../../ui/RetryAlert';

/**
 * This pharmacy against the best and the average one, for the quarter shown. Hidden until the
 * quarter's record has been asked for; 'Нет данных' when the quarter has none.
 */
export function BonusComparison({ bonuses }: { bonuses: CommonBonusesActor }) {
  const loaded = useSelector(bonuses, selectBonusesLoaded);
  const record = useSelector(bonuses, selectBonuses);
  const failure = useSelector(bonuses, selectBonusesError);
  const charts = useMemo(() => (record ? bonusComparisonCharts(record) : []), [record]);
  if (failure) {
    return (
      <section className="overview__comparison" aria-labelledby="bonus-comparison-title">
        <h2 id="bonus-comparison-title">Сравнение бонусов с другими аптеками</h2>
        <RetryAlert what="Не удалось загрузить сравнение бонусов" message={failure.message} onRetry={() => bonuses.send({ type: 'retry' })} />
      </section>
    );
  }
  if (!loaded) return null;
  return (
    <section className="overview__comparison" aria-labelledby="bonus-comparison-title">
      <h2 id="bonus-comparison-title">Сравнение бонусов с другими аптеками</h2>
      {record ? (
        <>
          <p className="visually-hidden">{bonusComparisonSummary(record)}</p>
          <div className="overview__charts">
            {charts.map((chart) => (
              <ComparisonBarChart key={chart.id} chart={chart} />
            ))}
          </div>
        </>
      ) : (
        <p className="overview__empty">Нет данных</p>
      )}
    </section>
  );
}
