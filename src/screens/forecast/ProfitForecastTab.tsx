import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Pharmacy } from '../../api/contract/pharmacy';
import { useAuthSelector, useConfig, useSnackbarActor } from '../../ui/app-context';
import { selectPharmacy } from '../../machines/session/auth.selectors';
import { selectOrderSend } from '../../machines/orders/order-send.parent';
import { profitForecastMachine } from '../../machines/forecast/profit-forecast.machine';
import { selectBonusesActor, selectDraftActor, selectDraftNotice } from '../../machines/forecast/profit-forecast.selectors';
import type { ProfitForecastInput } from '../../machines/forecast/profit-forecast.types';
import { createForecastWorker, type ForecastWorker } from '../../workers/forecast/forecast';
import { DraftBar } from '../orders/send/DraftBar';
import { browserOrderSend, OrderSendProvider } from '../orders/send/OrderSend';
import { readPreselection, type TabScreenProps } from '../../ui/report-tabs';
import { DataFreshness } from './DataFreshness';
import { ForecastErrors } from './ForecastErrors';
import { ForecastGrid } from './ForecastGrid';
import { ForecastLoad } from './ForecastLoad';
import { MatrixBonusTable } from './MatrixBonusTable';
import { OrderBlock } from './OrderBlock';
import { SelectionControls } from './SelectionControls';
import '../../styles/profit-forecast.css';

// Its order-send child saves the files in the browser.
const forecastMachine = profitForecastMachine.provide({ actors: { orderSend: browserOrderSend } });

/**
 * The profitForecast tab: the mandatory-matrix bonus, the forecast's proposal of products to
 * order and the order built from it. The forecast lives in a worker the tab holds while open; the
 * tab's machine sends the order through its order-send child, whose dialogs OrderSendProvider shows.
 */
export function ProfitForecastTab(_props: TabScreenProps) {
  const pharmacy = useAuthSelector(selectPharmacy);
  const [worker] = useState(() => createForecastWorker());
  useEffect(() => worker.retain(), [worker]);
  if (!pharmacy) return null;
  return <ProfitForecast pharmacy={pharmacy} worker={worker} />;
}

function ProfitForecast({ pharmacy, worker }: { pharmacy: Pharmacy; worker: ForecastWorker }) {
  const config = useConfig();
  const snackbar = useSnackbarActor();
  const [search] = useSearchParams();
  const [input] = useState((): ProfitForecastInput => {
    const preselection = readPreselection(search);
    return {
      pharmacy: { id: pharmacy.id, subdivCode: pharmacy.subdivCode },
      config,
      worker,
      preselected:
        preselection?.type === 'MANDATORY_MATRIX'
          ? { initiativeId: preselection.initiativeId, initiativeName: preselection.initiativeName }
          : null,
      snackbar,
    };
  });
  const forecast = useActorRef(forecastMachine, { input });
  const bonuses = useSelector(forecast, selectBonusesActor);

  return (
    <OrderSendProvider actor={useSelector(forecast, selectOrderSend)}>
      <div className="profit-forecast">
        <ForecastErrors forecast={forecast} />
        <DataFreshness forecast={forecast} dataFreshness={pharmacy.dataFreshness} />
        <MatrixBonusTable bonuses={bonuses} forecast={forecast} calcBonusType={pharmacy.calcBonusType} />
        <ForecastLoad forecast={forecast}>
          <SelectionControls forecast={forecast} bonuses={bonuses} />
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
    </OrderSendProvider>
  );
}
