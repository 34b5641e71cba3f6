import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useMemo, useState } from 'react';
import type { Pharmacy } from '../../../api/contract/pharmacy';
import { useAuthSelector, useConfig, useSnackbarActor } from '../../../ui/app-context';
import { selectPharmacy } from '../../../machines/session/auth.selectors';
import { selectOrderSend } from '../../../machines/orders/order-send.parent';
import { recommendedOrderMachine, type RecommendedOrderActor } from '../../../machines/orders/recommended-order.machine';
import {
  selectAction,
  selectCanExecute,
  selectDraftActor,
  selectDraftNotice,
  selectExecuting,
  selectGrid,
  selectLoadFailure,
  selectNotStockedCount,
} from '../../../machines/orders/recommended-order.selectors';
import type { RecommendedOrderInput } from '../../../machines/orders/recommended-order.types';
import { recommendedOrderActions } from '../../../machines/orders/positions-order-actions';
import type { PositionsWorker } from '../../../workers/orders/positions-types';
import { DraftBar } from '../send/DraftBar';
import { OrderResultPanel } from '../send/OrderResultPanel';
import { browserOrderSend, OrderSendProvider } from '../send/OrderSend';
import type { TabScreenProps } from '../../../ui/report-tabs';
import { RetryAlert } from '../../../ui/RetryAlert';
import { useErrorModalOn } from '../../../ui/use-error-modal-on';
import { OrderActionBar } from '../positions/OrderActionBar';
import { OrderCost } from '../positions/OrderCost';
import { PositionsList } from '../positions/PositionsList';
import { usePositionsWorker } from '../positions/use-positions-order';
import {
  notStockedCountText,
  notStockedRowClass,
  recommendedColumns,
  recommendedGridLabel,
  recommendedRowHeight,
} from './recommended-columns';
import { RecommendedFilters } from './RecommendedFilters';
import '../../../styles/positions.css';
import '../../../styles/recommended-order.css';

// Its order-send child saves the files in the browser.
const orderMachine = recommendedOrderMachine.provide({ actors: { orderSend: browserOrderSend } });

/**
 * The orderCompose tab 'Рекомендованный заказ' (spec §2.3): the products recommended for the
 * pharmacy with the stock of its Пульс warehouse, each with why, and the order built from them
 * sent to Пульс (the default), downloaded or sent to СТУ by the tab's machine through its
 * order-send child (type 'pi', kind 'recommended').
 */
export function RecommendedOrderTab(_props: TabScreenProps) {
  const pharmacy = useAuthSelector(selectPharmacy);
  const worker = usePositionsWorker();
  if (!pharmacy) return null;
  return <RecommendedOrder pharmacy={pharmacy} worker={worker} />;
}

function RecommendedOrder({ pharmacy, worker }: { pharmacy: Pharmacy; worker: PositionsWorker }) {
  const config = useConfig();
  const snackbar = useSnackbarActor();
  const [input] = useState((): RecommendedOrderInput => ({
    pharmacyId: pharmacy.id,
    subdivCode: pharmacy.subdivCode,
    pulsWarehouseCode: pharmacy.pulsWarehouseCode,
    config,
    worker,
    snackbar,
  }));
  const order = useActorRef(orderMachine, { input });
  return (
    <OrderSendProvider actor={useSelector(order, selectOrderSend)}>
      <div className="positions recommended-order">
        <RecommendedFilters order={order} />
        <DraftBar
          draft={useSelector(order, selectDraftActor)}
          notice={useSelector(order, selectDraftNotice)}
          onDismiss={() => order.send({ type: 'draftNotice.dismiss' })}
          onDiscard={() => order.send({ type: 'draft.discard' })}
        />
        <RecommendedProducts order={order} />
      </div>
    </OrderSendProvider>
  );
}

/** The order block (a send's result right under it) and the products: loading, a failed load with 'Повторить', or the list. */
function RecommendedProducts({ order }: { order: RecommendedOrderActor }) {
  const grid = useSelector(order, selectGrid);
  const failure = useSelector(order, selectLoadFailure);
  useErrorModalOn(failure);
  const notStocked = useSelector(order, selectNotStockedCount);
  const retry = () => order.send({ type: 'positions.retry' });
  const onEdit = useCallback((index: number, text: string) => grid?.send({ type: 'quantity.edit', index, text }), [grid]);
  const columns = useMemo(() => recommendedColumns(onEdit), [onEdit]);
  return (
    <>
      <div className="positions__order">
        <OrderCost grid={grid} />
        <RecommendedActions order={order} />
      </div>
      <OrderResultPanel />
      {notStocked > 0 && !failure && (
        <p className="recommended-order__not-stocked-count" role="status">
          {notStockedCountText(notStocked)}. Количество можно ввести вручную: такие строки отмечены в списке.
        </p>
      )}
      {failure ? (
        <RetryAlert what="Не удалось загрузить рекомендованные товары" message={failure.message} onRetry={retry} />
      ) : grid ? (
        <PositionsList
          grid={grid}
          settingsName="recommended-order"
          label={recommendedGridLabel}
          columns={columns}
          rowClassName={notStockedRowClass}
          onRetry={retry}
          rowHeight={recommendedRowHeight}
        />
      ) : (
        <p className="positions__loading" role="status">
          Загрузка...
        </p>
      )}
    </>
  );
}

function RecommendedActions({ order }: { order: RecommendedOrderActor }) {
  const action = useSelector(order, selectAction);
  const canExecute = useSelector(order, selectCanExecute);
  const executing = useSelector(order, selectExecuting);
  return (
    <OrderActionBar
      actions={recommendedOrderActions}
      action={action}
      canExecute={canExecute}
      executing={executing}
      placeholder={false}
      onChoose={(chosen) => order.send({ type: 'order.choose', action: chosen })}
      onExecute={() => order.send({ type: 'order.execute' })}
    />
  );
}
