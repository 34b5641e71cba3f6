import { useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { currentPeriod } from '../../domain/shared/quarters';
import type { ActorRefFrom } from 'xstate';
import { levelStateText, levelsOfOrder, matrixBonusLevels } from '../../domain/forecast/critical-points';
import type { bonusesOperation } from '../../machines/forecast/profit-forecast.actors';
import type { ProfitForecastActor } from '../../machines/forecast/profit-forecast.machine';
import { selectTotals } from '../../machines/forecast/profit-forecast.selectors';
import { DataGrid } from '../../ui/grid/DataGrid';
import { matrixBonusCaption, matrixBonusColumns, type BonusLine } from './matrix-bonus-columns';

type BonusesActor = ActorRefFrom<typeof bonusesOperation>;

const lineKey = (line: BonusLine) => line.key;

/** The mandatory-matrix bonus of the pharmacy, in the variant of its calcBonusType. */
export function MatrixBonusTable({
  bonuses,
  forecast,
  calcBonusType,
}: {
  bonuses: BonusesActor;
  forecast: ProfitForecastActor;
  calcBonusType: string | null;
}) {
  const loading = useSelector(bonuses, (snapshot) => snapshot.matches('idle') || snapshot.matches('fetching'));
  const data = useSelector(bonuses, (snapshot) => snapshot.context.data);
  const failure = useSelector(bonuses, (snapshot) => snapshot.context.error);
  // A failed load is said in the grid with 'Повторить', never as 'Нет данных'.
  const error = useMemo(
    () =>
      failure
        ? {
            what: 'Не удалось загрузить бонус по обязательной матрице',
            message: failure.message,
            onRetry: () => bonuses.send({ type: 'retry' }),
          }
        : null,
    [failure, bonuses],
  );
  // The clock is read once, when the tab opens: the current quarter holds for its lifetime.
  const [period] = useState(() => currentPeriod(new Date()));
  // The positions of the order being built count, as in the sentence under the sliders.
  const positions = useSelector(forecast, (snapshot) => selectTotals(snapshot)?.positions ?? 0);
  // The rows change only when a level's words do, not with every position of the order.
  const states = useMemo(
    () =>
      levelsOfOrder(matrixBonusLevels(data ?? []), positions)
        .map((level) => levelStateText(level.state))
        .join('\n'),
    [data, positions],
  );
  const lines = useMemo(() => {
    const texts = states.split('\n');
    return (data ?? []).map((row, index) => ({ ...row, key: String(index), orderState: texts[index] ?? '' }));
  }, [data, states]);
  const columns = useMemo(() => matrixBonusColumns(calcBonusType), [calcBonusType]);
  const caption = matrixBonusCaption(calcBonusType, period);
  return (
    <section className="profit-forecast__bonuses" aria-label={caption}>
      <h2 className="profit-forecast__heading">{caption}</h2>
      <DataGrid label={caption} columns={columns} rows={lines} rowKey={lineKey} loading={loading} loadingText="Загрузка..." error={error} />
    </section>
  );
}
