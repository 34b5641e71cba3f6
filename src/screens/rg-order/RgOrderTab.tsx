import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useMemo, useState } from 'react';
import { useAuthSelector, useConfig } from '../../ui/app-context';
import { selectPharmacy } from '../../machines/auth.selectors';
import { rgOrderActions } from '../../machines/positions-order-actions';
import { rgOrderMachine, type RgOrderActor } from '../../machines/rg-order.machine';
import {
  selectAction,
  selectCanExecute,
  selectDraftActor,
  selectDraftNotice,
  selectExecuting,
  selectGrid,
  selectLoadFailure,
} from '../../machines/rg-order.selectors';
import { rgOrderSource } from '../../machines/rg-order.source';
import type { RgOrderInput } from '../../machines/rg-order.types';
import type { PositionsWorker } from '../../workers/positions-types';
import { DraftBar } from '../orders/DraftBar';
import { OrderResultPanel } from '../orders/OrderResultPanel';
import { OrderSendProvider } from '../orders/OrderSend';
import { useOwnPharmacySystemsCheck } from '../orders/use-own-pharmacy-systems-check';
import type { TabScreenProps } from '../../ui/report-tabs';
import { RetryAlert } from '../../ui/RetryAlert';
import { OrderActionBar } from '../positions/OrderActionBar';
import { OrderCost } from '../positions/OrderCost';
import { PositionsList } from '../positions/PositionsList';
import { usePositionsWorker, useRunOrderAction } from '../positions/use-positions-order';
import { RgFilters } from './RgFilters';
import { rgColumns, rgGridLabel } from './rg-columns';
import '../../styles/positions.css';
import '../../styles/rg-order.css';

/**
 * The purchaseOrderRG tab 'Расчёт заказа по группам закупок' (spec §2.4): the pharmacy's RG
 * positions, filtered, with editable quantities, and the order built from them sent or
 * downloaded through the order-send machine (type 'rg'). The positions live in a worker the tab
 * holds while open.
 */
export function RgOrderTab(_props: TabScreenProps) {
  const pharmacyId = useAuthSelector((snapshot) => selectPharmacy(snapshot)?.id ?? null);
  const worker = usePositionsWorker();
  const source = useMemo(() => rgOrderSource(worker), [worker]);
  if (pharmacyId === null) return null;
  return (
    <OrderSendProvider type="rg" source={source}>
      <RgOrder pharmacyId={pharmacyId} worker={worker} />
    </OrderSendProvider>
  );
}

function RgOrder({ pharmacyId, worker }: { pharmacyId: number; worker: PositionsWorker }) {
  const config = useConfig();
  const runOrderAction = useRunOrderAction();
  const [input] = useState((): RgOrderInput => ({ pharmacyId, config, worker, runOrderAction }));
  const rg = useActorRef(rgOrderMachine, { input });
  useOwnPharmacySystemsCheck();
  return (
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
  );
}

/** The order block (a send's result right under it) and the list: loading, a failed load with 'Повторить', or the positions. */
function RgPositions({ rg }: { rg: RgOrderActor }) {
  const grid = useSelector(rg, selectGrid);
  const failure = useSelector(rg, selectLoadFailure);
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
