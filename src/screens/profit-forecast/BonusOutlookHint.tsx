import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { bonusOutlook } from '../../domain/forecast/critical-points';
import type { predictionOperation } from '../../machines/profit-forecast.actors';
import type { ProfitForecastActor } from '../../machines/profit-forecast.machine';
import { selectTotals } from '../../machines/profit-forecast.selectors';
import { RetryAlert } from '../../ui/RetryAlert';

type PredictionActor = ActorRefFrom<typeof predictionOperation>;

const noPoints: never[] = [];

/**
 * How many more matrix positions the order needs for the next bonus level (the critical points
 * of the prediction). The positions of the order being built count, so it follows every change.
 */
export function BonusOutlookHint({ forecast, prediction }: { forecast: ProfitForecastActor; prediction: PredictionActor }) {
  const points = useSelector(prediction, (snapshot) => snapshot.context.data?.bonuses[0]?.criticalPoints ?? noPoints);
  const loaded = useSelector(prediction, (snapshot) => snapshot.matches('success'));
  const positions = useSelector(forecast, (snapshot) => selectTotals(snapshot)?.positions ?? 0);
  const failure = useSelector(prediction, (snapshot) => snapshot.context.error);
  // Without the prediction the hint would be missing without a word: say so, with 'Повторить'.
  if (failure) {
    return <RetryAlert what="Не удалось рассчитать, сколько позиций не хватает до следующего уровня бонуса" message={failure.message} onRetry={() => prediction.send({ type: 'retry' })} />;
  }
  if (!loaded) return null;
  return (
    <p className="profit-forecast__outlook" aria-live="polite">
      {bonusOutlook(points, positions).text}
    </p>
  );
}
