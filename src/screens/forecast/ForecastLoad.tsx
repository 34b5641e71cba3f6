import { useSelector } from '@xstate/react';
import { useDeferredValue, type ReactNode } from 'react';
import { formatNumber } from '../../domain/shared/format';
import type { ProfitForecastActor } from '../../machines/forecast/profit-forecast.machine';
import { RetryAlert } from '../../ui/RetryAlert';
import {
  selectLoadedRows,
  selectLoadFailure,
  selectReady,
  selectSlowLoad,
  selectViewFailed,
} from '../../machines/forecast/profit-forecast.selectors';

/**
 * The forecast's own state: its rows arriving (a million take a while, and the user sees them
 * come), a failed load with a retry, or the controls and the table once the worker holds it.
 */
export function ForecastLoad({ forecast, children }: { forecast: ProfitForecastActor; children: ReactNode }) {
  // The controls and the grid appear from a deferred value: React renders the whole tab in slices
  // between frames, where a store update alone would render it in one task of 60 ms or more.
  const ready = useDeferredValue(useSelector(forecast, selectReady));
  const failure = useSelector(forecast, selectLoadFailure);
  const viewFailed = useSelector(forecast, selectViewFailed);
  const retry = () => forecast.send({ type: 'forecast.retry' });
  if (failure) return <RetryAlert what="Не удалось загрузить прогноз" message={failure.message} onRetry={retry} />;
  if (!ready) return <LoadProgress forecast={forecast} />;
  return (
    <>
      {/* Pressed, the button goes with the controls as the forecast loads again: RetryAlert keeps the focus in the tab. */}
      {viewFailed && (
        <RetryAlert
          what="Прогноз не пересчитан"
          message="измените условия подбора или загрузите прогноз заново."
          retryLabel="Загрузить прогноз заново"
          onRetry={retry}
        />
      )}
      {children}
    </>
  );
}

function LoadProgress({ forecast }: { forecast: ProfitForecastActor }) {
  const loadedRows = useSelector(forecast, selectLoadedRows);
  const slow = useSelector(forecast, selectSlowLoad);
  return (
    <div className="profit-forecast__load" role="status">
      <p>Загрузка...{loadedRows > 0 && ` Получено строк прогноза: ${formatNumber(loadedRows)}.`}</p>
      {slow && <p className="profit-forecast__hint">Прогноз большой, загрузка займёт ещё немного времени.</p>}
    </div>
  );
}
