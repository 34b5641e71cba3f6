import { useActorRef, useSelector } from '@xstate/react';
import { ORDER_HISTORY_DAYS, orderHistoryMachine, type OrderHistoryActor } from '../../machines/order-history.machine';
import { selectLoadError, selectView } from '../../machines/order-history.selectors';
import { saveBlob } from '../../ui/save-file';
import { OrderHistoryGrid } from './OrderHistoryGrid';
import { RefusedLines } from './RefusedLines';
import '../../styles/order-history.css';

/** The machine with the browser's save: rejected.xlsx reaches the disk like every download. */
const historyMachine = orderHistoryMachine.provide({ actions: { saveFile: (_, file) => saveBlob(file.blob, file.fileName) } });

/**
 * /pa/order-history: every order the pharmacy sent in the last 90 days, newest first, with what
 * was accepted and, under the grid, the refused lines of the order the user opens.
 */
export function OrderHistoryScreen() {
  const actor = useActorRef(historyMachine, { input: { days: ORDER_HISTORY_DAYS } });
  return (
    <section className="order-history" aria-labelledby="order-history-title">
      <h1 id="order-history-title">История заказов</h1>
      <p className="order-history__period">Заказы за последние {ORDER_HISTORY_DAYS} дней, новые сверху.</p>
      <HistoryBody actor={actor} />
    </section>
  );
}

function HistoryBody({ actor }: { actor: OrderHistoryActor }) {
  const view = useSelector(actor, selectView);
  const error = useSelector(actor, selectLoadError);
  // A failed load is an error with a retry, never an empty table.
  if (view === 'failed') {
    return (
      <div className="order-history__error" role="alert">
        <p>{error}</p>
        <button type="button" className="button" onClick={() => actor.send({ type: 'history.retry' })}>
          Повторить
        </button>
      </div>
    );
  }
  return (
    <>
      <OrderHistoryGrid actor={actor} />
      <RefusedLines actor={actor} />
    </>
  );
}
