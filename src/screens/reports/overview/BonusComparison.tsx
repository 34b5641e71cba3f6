import { useSelector } from '@xstate/react';
import { useDeferredValue, useMemo } from 'react';
import { bonusesNotServedText } from '../../../domain/reports/answered-quarter';
import { bonusComparisonCharts, bonusComparisonSummary } from '../../../domain/reports/bonus-comparison';
import { isSamePeriod, type Period } from '../../../domain/shared/quarters';
import type { CommonBonusesActor, InitiativesReportActor } from '../../../machines/reports/overview.machine';
import {
  selectBonuses,
  selectBonusesError,
  selectBonusesLoaded,
  selectBonusesNotServed,
  selectReportNotServed,
} from '../../../machines/reports/overview.selectors';
import { ComparisonBarChart } from '../../../ui/chart/ComparisonBarChart';
import { RetryAlert } from '../../../ui/RetryAlert';

/**
 * The comparison as the charts show it, deferred as one value: React renders what the machine's
 * selectors give at once, in the task that brought it, and the charts are drawn in slices then.
 */
function useBonusesAnswer(bonuses: CommonBonusesActor, report: InitiativesReportActor) {
  const loaded = useSelector(bonuses, selectBonusesLoaded);
  const record = useSelector(bonuses, selectBonuses);
  const failure = useSelector(bonuses, selectBonusesError);
  const asked = useSelector(bonuses, (snapshot) => snapshot.context.params?.period ?? null);
  const bonusesNotServed = useSelector(bonuses, selectBonusesNotServed);
  const reportNotServed = useSelector(report, selectReportNotServed);
  const notServed: Period | null = bonusesNotServed ?? (!record && asked && reportNotServed && isSamePeriod(asked, reportNotServed) ? asked : null);
  return useMemo(() => ({ loaded, record, failure, notServed }), [loaded, record, failure, notServed]);
}

/**
 * This pharmacy against the best and the average one, for the quarter shown. Hidden until the
 * quarter's record has been asked for; 'Нет данных' when the quarter has none. A back end that
 * answers another quarter than the one asked for (its record names it) gets a line saying so; so
 * does an empty answer for a quarter whose report the back end did not answer either, since
 * «Нет данных» would then be the current quarter's word, not this one's.
 */
export function BonusComparison({ bonuses, report }: { bonuses: CommonBonusesActor; report: InitiativesReportActor }) {
  const { loaded, record, failure, notServed } = useDeferredValue(useBonusesAnswer(bonuses, report));
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
      {notServed ? (
        <p className="overview__empty">{bonusesNotServedText(notServed)}</p>
      ) : record ? (
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
