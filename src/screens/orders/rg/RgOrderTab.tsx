import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Pharmacy } from '../../../api/contract/pharmacy';
import { useAuthSelector, useConfig, useSnackbarActor } from '../../../ui/app-context';
import { selectPharmacy } from '../../../machines/session/auth.selectors';
import { selectOrderSend } from '../../../machines/orders/order-send.parent';
import { rgOrderActions } from '../../../machines/orders/positions-order-actions';
import { rgOrderMachine, type RgOrderActor } from '../../../machines/orders/rg-order.machine';
import {
  selectAction,
  selectCanExecute,
  selectDraftActor,
  selectDraftNotice,
  selectExecuting,
  selectGrid,
  selectLoadFailure,
} from '../../../machines/orders/rg-order.selectors';
import type { RgOrderInput } from '../../../machines/orders/rg-order.types';
import type { PositionsWorker } from '../../../workers/orders/positions-types';
import { DraftBar } from '../send/DraftBar';
import { OrderResultPanel } from '../send/OrderResultPanel';
import { browserOrderSend, OrderSendProvider } from '../send/OrderSend';
import { orderTabOf } from '../../../domain/shared/initiative-types';
import { readPreselection, type TabScreenProps } from '../../../ui/report-tabs';
import { RetryAlert } from '../../../ui/RetryAlert';
import { useErrorModalOn } from '../../../ui/use-error-modal-on';
import { OrderActionBar } from '../positions/OrderActionBar';
import { OrderCost } from '../positions/OrderCost';
import { PositionsList } from '../positions/PositionsList';
import { usePositionsWorker } from '../positions/use-positions-order';
import { RgFilters } from './RgFilters';
import { rgColumns, rgGridLabel } from './rg-columns';
import '../../../styles/positions.css';
import '../../../styles/rg-order.css';

// Its order-send child saves the files in the browser.
const orderMachine = rgOrderMachine.provide({ actors: { orderSend: browserOrderSend } });

/**
 * The purchaseOrderRG tab 'Расчёт заказа по группам закупок' (spec §2.4): the pharmacy's RG
 * positions, filtered, with editable quantities, and the order built from them sent or
 * downloaded by the tab's machine through its order-send child (type 'rg'). The positions live in
 * a worker the tab holds while open.
 */
export function RgOrderTab(_props: TabScreenProps) {
  const pharmacy = useAuthSelector(selectPharmacy);
  const worker = usePositionsWorker();
  if (!pharmacy) return null;
  return <RgOrder pharmacy={pharmacy} worker={worker} />;
}

function RgOrder({ pharmacy, worker }: { pharmacy: Pharmacy; worker: PositionsWorker }) {
  const config = useConfig();
  const snackbar = useSnackbarActor();
  const [search] = useSearchParams();
  const [input] = useState((): RgOrderInput => {
    const preselection = readPreselection(search);
    // Only an initiative whose type opens this tab (the overview links recommended goods here).
    const preselected = preselection && orderTabOf(preselection.type) === 'purchaseOrderRG' ? preselection : null;
    return { pharmacyId: pharmacy.id, subdivCode: pharmacy.subdivCode, config, worker, snackbar, preselected };
  });
  const rg = useActorRef(orderMachine, { input });
  return (
    <OrderSendProvider actor={useSelector(rg, selectOrderSend)}>
      <div className="positions rg-order">
        <RgFilters rg={rg} />
        <DraftBar
          draft={useSelector(rg, selectDraftActor)}
          notice={useSelector(rg, selectDraftNotice)}
          onDismiss={() => rg.send({ type: 'draftNotice.dismiss' })}
          onDiscard={() => rg.send({ type: 'draft.discard' })}
        />
        <RgPositions rg={rg} />
      </div>
    </OrderSendProvider>
  );
}

/** The order block (a send's result right under it) and the list: loading, a failed load with 'Повторить', or the positions. */
function RgPositions({ rg }: { rg: RgOrderActor }) {
  const grid = useSelector(rg, selectGrid);
  const failure = useSelector(rg, selectLoadFailure);
  // The error modal of §2 opens on each new failure; the inline alert keeps 'Повторить'.
  useErrorModalOn(failure);
  const retry = () => rg.send({ type: 'positions.retry' });
  const onEdit = useCallback((index: number, text: string) => grid?.send({ type: 'quantity.edit', index, text }), [grid]);
  const columns = useMemo(() => rgColumns(onEdit), [onEdit]);
  return (
    <>
      <div className="positions__order">
        <OrderCost grid={grid} />
        <RgActions rg={rg} />
      </div>
      <OrderResultPanel />
      {failure ? (
        <RetryAlert what="Не удалось загрузить список товаров" message={failure.message} onRetry={retry} />
      ) : grid ? (
        <PositionsList grid={grid} settingsName="rg-order" label={rgGridLabel} columns={columns} onRetry={retry} />
      ) : (
        <p className="positions__loading" role="status">
          Загрузка...
        </p>
      )}
    </>
  );
}

function RgActions({ rg }: { rg: RgOrderActor }) {
  const action = useSelector(rg, selectAction);
  const canExecute = useSelector(rg, selectCanExecute);
  const executing = useSelector(rg, selectExecuting);
  return (
    <OrderActionBar
      actions={rgOrderActions}
      action={action}
      canExecute={canExecute}
      executing={executing}
      placeholder
      onChoose={(chosen) => rg.send({ type: 'order.choose', action: chosen })}
      onExecute={() => rg.send({ type: 'order.execute' })}
    />
  );
}
