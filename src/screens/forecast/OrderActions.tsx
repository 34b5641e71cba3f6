import { useSelector } from '@xstate/react';
import { useId, useMemo } from 'react';
import { availableForecastActions, forecastActionLabels, forecastActionTexts, type ForecastAction } from '../../domain/forecast/actions';
import type { ProfitForecastActor } from '../../machines/forecast/profit-forecast.machine';
import {
  selectAction,
  selectCanExecute,
  selectExecuting,
  selectHasPharmacySystem,
} from '../../machines/forecast/profit-forecast.selectors';
import { useOrderSend } from '../orders/send/OrderSend';
import { OrderFileProgress } from '../orders/send/OrderFileProgress';
import { isDownload } from './order-actions';

const noAction = '';

/**
 * 'Выберите действие с заказом' and 'Выполнить'. The button waits while an action runs: after a
 * download (among them 'download all') it stays disabled, with a progress cursor, until the file
 * has arrived. The pharmacy-system action shows only when the check found a system.
 */
export function OrderActions({ forecast }: { forecast: ProfitForecastActor }) {
  const action = useSelector(forecast, selectAction);
  const hasPharmacySystem = useSelector(forecast, selectHasPharmacySystem);
  const canExecute = useSelector(forecast, selectCanExecute);
  const executing = useSelector(forecast, selectExecuting);
  const { isBusy, isPreparingFile, rememberInvoker } = useOrderSend();
  const actions = useMemo(() => availableForecastActions(hasPharmacySystem ? 1 : 0), [hasPharmacySystem]);
  const waitingForFile = isPreparingFile || (executing && isDownload(action));
  const id = useId();
  return (
    <div className={`profit-forecast__actions${waitingForFile ? ' profit-forecast--waiting' : ''}`}>
      <label className="visually-hidden" htmlFor={id}>
        {forecastActionTexts.placeholder}
      </label>
      <select
        id={id}
        className="field__input"
        value={action && actions.includes(action) ? action : noAction}
        onChange={(event) =>
          forecast.send({ type: 'order.choose', action: event.target.value === noAction ? null : (event.target.value as ForecastAction) })
        }
      >
        <option value={noAction}>{forecastActionTexts.placeholder}</option>
        {actions.map((each) => (
          <option key={each} value={each}>
            {forecastActionLabels[each]}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="button button--primary"
        disabled={!canExecute || isBusy}
        aria-busy={waitingForFile}
        onClick={(event) => {
          rememberInvoker(event.currentTarget);
          forecast.send({ type: 'order.execute' });
        }}
      >
        {forecastActionTexts.execute}
      </button>
      <OrderFileProgress />
    </div>
  );
}
