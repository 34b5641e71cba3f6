import { useSelector } from '@xstate/react';
import { formatDate } from '../../domain/shared/format';
import type { ProfitForecastActor } from '../../machines/forecast/profit-forecast.machine';
import { selectLoading } from '../../machines/forecast/profit-forecast.selectors';

export const freshnessLabel = 'Актуальность данных обязательной матрицы:';

/** When the distributor last loaded the pharmacy's data; 'Загрузка...' while the forecast loads. */
export function DataFreshness({ forecast, dataFreshness }: { forecast: ProfitForecastActor; dataFreshness: number | null }) {
  const loading = useSelector(forecast, selectLoading);
  const value = loading ? 'Загрузка...' : dataFreshness === null ? 'нет данных' : formatDate(dataFreshness);
  return (
    <p className="profit-forecast__freshness">
      {freshnessLabel} <span className="profit-forecast__freshness-value">{value}</span>
    </p>
  );
}
