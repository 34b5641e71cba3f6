import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { bonusOutlook, matrixBonusLevels } from '../../domain/forecast/critical-points';
import type { bonusesOperation } from '../../machines/forecast/profit-forecast.actors';
import type { ProfitForecastActor } from '../../machines/forecast/profit-forecast.machine';
import { selectTotals } from '../../machines/forecast/profit-forecast.selectors';

type BonusesActor = ActorRefFrom<typeof bonusesOperation>;

const noRows: never[] = [];

/**
 * How many more matrix positions the order needs for the next bonus level. It reads the levels
 * of the mandatory-matrix bonus table above (one source: the sentence and the table cannot
 * disagree); the positions of the order being built count, so it follows every change. While
 * the table loads or has failed (the table says so, with 'Повторить') the sentence waits.
 */
export function BonusOutlookHint({ forecast, bonuses }: { forecast: ProfitForecastActor; bonuses: BonusesActor }) {
  const rows = useSelector(bonuses, (snapshot) => snapshot.context.data ?? noRows);
  const loaded = useSelector(bonuses, (snapshot) => snapshot.matches('success'));
  const positions = useSelector(forecast, (snapshot) => selectTotals(snapshot)?.positions ?? 0);
  const levels = useMemo(() => matrixBonusLevels(rows), [rows]);
  if (!loaded) return null;
  return (
    <p className="profit-forecast__outlook" aria-live="polite">
      {bonusOutlook(levels, positions).text}
    </p>
  );
}
