import { RetryAlert } from '../../../ui/RetryAlert';
import { useActorRef, useSelector } from '@xstate/react';
import { formatDate } from '../../../domain/shared/format';
import { orderHistoryMachine, type OrderHistoryActor } from '../../../machines/orders/order-history.machine';
import { selectFilters, selectLoadError, selectView } from '../../../machines/orders/order-history.selectors';
import { saveBlob } from '../../../ui/save-file';
import { HistoryFilters } from './HistoryFilters';
import { OrderHistoryGrid } from './OrderHistoryGrid';
import { OrderLinesPanel } from './OrderLinesPanel';
import '../../../styles/order-history.css';

/** The machine with the browser's save: rejected.xlsx reaches the disk like every download. */
const historyMachine = orderHistoryMachine.provide({ actions: { saveFile: (_, file) => saveBlob(file.blob, file.fileName) } });

const shownDay = (day: string) => formatDate(new Date(`${day}T00:00:00`));

/**
 * /pa/order-history: the orders the pharmacy sent, filtered by system, kind and period (the last 90
 * days at first), newest first; any order opens under the grid to every line it had. `now` is
 * the clock the period starts from (tests fix it).
 */
export function OrderHistoryScreen({ now }: { now?: () => Date }) {
  const actor = useActorRef(historyMachine, { input: { now } });
  const filters = useSelector(actor, selectFilters);
  return (
    <section className="order-history" aria-labelledby="order-history-title">
      <h1 id="order-history-title">История заказов</h1>
      <p className="order-history__period">
        Заказы с {shownDay(filters.from)} по {shownDay(filters.to)}, новые сверху.
      </p>
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
      <RetryAlert what="Не удалось загрузить историю заказов" message={error ?? ''} onRetry={() => actor.send({ type: 'history.retry' })} />
    );
  }
  return (
    <>
      {view === 'shown' && <HistoryFilters actor={actor} />}
      <OrderHistoryGrid actor={actor} />
      <OrderLinesPanel actor={actor} />
    </>
  );
}
