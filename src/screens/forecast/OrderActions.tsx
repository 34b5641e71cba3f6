import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { availableForecastActions, forecastActionLabels } from '../../domain/forecast/actions';
import type { ProfitForecastActor } from '../../machines/forecast/profit-forecast.machine';
import {
  selectAction,
  selectCanExecute,
  selectExecuting,
  selectHasPharmacySystem,
} from '../../machines/forecast/profit-forecast.selectors';
import { OrderActionBar } from '../orders/send/OrderActionBar';
import { OrderFileProgress } from '../orders/send/OrderFileProgress';
import { isDownload } from './order-actions';

/**
 * 'Выберите действие с заказом' and 'Выполнить' of the forecast. The button waits while an action
 * runs: after a download (among them 'download all') it stays disabled, with a progress cursor,
 * until the file has arrived. The pharmacy-system action shows when the check found a system or failed.
 */
export function OrderActions({ forecast }: { forecast: ProfitForecastActor }) {
  const hasPharmacySystem = useSelector(forecast, selectHasPharmacySystem);
  const actions = useMemo(() => availableForecastActions(hasPharmacySystem ? 1 : 0), [hasPharmacySystem]);
  return (
    <OrderActionBar
      actions={actions}
      labels={forecastActionLabels}
      action={useSelector(forecast, selectAction)}
      isDownload={isDownload}
      canExecute={useSelector(forecast, selectCanExecute)}
      executing={useSelector(forecast, selectExecuting)}
      placeholder
      block="profit-forecast"
      onChoose={(chosen) => forecast.send({ type: 'order.choose', action: chosen })}
      onExecute={() => forecast.send({ type: 'order.execute' })}
    >
      <OrderFileProgress />
    </OrderActionBar>
  );
}
