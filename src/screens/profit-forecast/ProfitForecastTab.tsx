import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Pharmacy } from '../../api/contract/pharmacy';
import { useAuthSelector, useConfig } from '../../ui/app-context';
import type { ForecastAction } from '../../domain/forecast/actions';
import { selectPharmacy } from '../../machines/auth.selectors';
import { profitForecastMachine } from '../../machines/profit-forecast.machine';
import { orderLeft, orderResults } from '../../machines/order-send.selectors';
import { selectBonusesActor, selectDraftActor, selectDraftNotice, selectPredictionActor } from '../../machines/profit-forecast.selectors';
import type { ProfitForecastInput } from '../../machines/profit-forecast.types';
import { createForecastWorker, type ForecastWorker } from '../../workers/forecast';
import { DraftBar } from '../orders/DraftBar';
import { OrderSendProvider, useOrderSend, usePharmacySystemsCheck, type OrderSource } from '../orders/OrderSend';
import { useOrderSendActor } from '../orders/order-send-context';
import { readPreselection, type TabScreenProps } from '../../ui/report-tabs';
import { DataFreshness } from './DataFreshness';
import { ForecastErrors } from './ForecastErrors';
import { ForecastGrid } from './ForecastGrid';
import { ForecastLoad } from './ForecastLoad';
import { MatrixBonusTable } from './MatrixBonusTable';
import { OrderBlock } from './OrderBlock';
import { orderSendEventOf } from './order-actions';
import { SelectionControls } from './SelectionControls';
import '../../styles/profit-forecast.css';

/**
 * The profitForecast tab: the mandatory-matrix bonus, the forecast's proposal of products to
 * order and the order built from it. The forecast lives in a worker the tab holds while open.
 */
export function ProfitForecastTab(_props: TabScreenProps) {
  const pharmacy = useAuthSelector(selectPharmacy);
  const [worker] = useState(() => createForecastWorker());
  useEffect(() => worker.retain(), [worker]);
  // The order-send machine reads the order from the worker: the rows above 0 and its files.
  const source = useMemo<OrderSource>(() => ({ orderDraft: () => worker.orderDraft(), buildFile: (_signal, kind) => worker.buildFile(kind) }), [worker]);
  if (!pharmacy) return null;
  return (
    <OrderSendProvider type="mtx" source={source}>
      <ProfitForecast pharmacy={pharmacy} worker={worker} />
    </OrderSendProvider>
  );
}

function ProfitForecast({ pharmacy, worker }: { pharmacy: Pharmacy; worker: ForecastWorker }) {
  const config = useConfig();
  const [search] = useSearchParams();
  const { send } = useOrderSend();
  const orderSend = useOrderSendActor();
  const latestSend = useRef(send);
  useEffect(() => {
    latestSend.current = send;
  }, [send]);
  const [input] = useState((): ProfitForecastInput => {
    const preselection = readPreselection(search);
    return {
      pharmacy: { id: pharmacy.id, subdivCode: pharmacy.subdivCode },
      config,
      worker,
      preselected: preselection?.type === 'MANDATORY_MATRIX' ? { initiativeId: preselection.initiativeId, initiativeName: preselection.initiativeName } : null,
      // Settles when the action is over: true when an order reached a system (the draft is then discarded).
      runOrderAction: async (action: ForecastAction) => {
        const before = orderResults(orderSend.getSnapshot());
        await latestSend.current(orderSendEventOf(action));
        return orderLeft(before, orderResults(orderSend.getSnapshot()));
      },
    };
  });
  const forecast = useActorRef(profitForecastMachine, { input });
  const bonuses = useSelector(forecast, selectBonusesActor);
  const prediction = useSelector(forecast, selectPredictionActor);
  // The result modal hides 'send to the pharmacy system' when this check found none.
  usePharmacySystemsCheck(useSelector(forecast, (snapshot) => snapshot.context.pharmacySystemCount));

  return (
    <div className="profit-forecast">
      <ForecastErrors forecast={forecast} />
      <DataFreshness forecast={forecast} dataFreshness={pharmacy.dataFreshness} />
      <MatrixBonusTable bonuses={bonuses} calcBonusType={pharmacy.calcBonusType} />
      <ForecastLoad forecast={forecast}>
        <SelectionControls forecast={forecast} prediction={prediction} />
        <DraftBar
          draft={useSelector(forecast, selectDraftActor)}
          notice={useSelector(forecast, selectDraftNotice)}
          onDismiss={() => forecast.send({ type: 'draftNotice.dismiss' })}
          onDiscard={() => forecast.send({ type: 'draft.discard' })}
        />
        <OrderBlock forecast={forecast} />
        <ForecastGrid forecast={forecast} />
      </ForecastLoad>
    </div>
  );
}
