import { useSelector } from '@xstate/react';
import { formatNumber } from '../../domain/format';
import { formatDateTime, orderSystemNames } from '../../domain/orders/history';
import { pulsResultTexts } from '../../domain/orders/messages';
import type { OrderHistoryActor } from '../../machines/order-history.machine';
import { selectDownloadError, selectDownloading, selectOpenOrder } from '../../machines/order-history.selectors';

/**
 * The refused lines of the open order under the grid: product, packs and the reason, which
 * wraps (reasons are sentences). A Пульс order's rejected positions can be downloaded again.
 */
export function RefusedLines({ actor }: { actor: OrderHistoryActor }) {
  const order = useSelector(actor, selectOpenOrder);
  const downloading = useSelector(actor, selectDownloading);
  const downloadError = useSelector(actor, selectDownloadError);
  if (!order) return null;
  const title = `Отклонённые позиции заказа №${order.orderId} (${orderSystemNames[order.system]}, ${formatDateTime(order.created)})`;
  return (
    <section id="order-history-refused" className="order-history__refused" aria-labelledby="order-history-refused-title">
      <h2 id="order-history-refused-title">{title}</h2>
      <table className="order-history__lines">
        <thead>
          <tr>
            <th scope="col">Код товара</th>
            <th scope="col">Товар</th>
            <th scope="col">Количество, уп.</th>
            <th scope="col">Причина отказа</th>
          </tr>
        </thead>
        <tbody>
          {order.refused.map((line, index) => (
            <tr key={index}>
              <td className="order-history__number">{line.product.promotionalProductId}</td>
              <td>{line.product.promotionalProductName}</td>
              <td className="order-history__number">{formatNumber(line.amount)}</td>
              <td className="order-history__reason">{line.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {order.system === 'puls' && (
        <div className="order-history__actions">
          <button
            type="button"
            className="button"
            disabled={downloading}
            aria-busy={downloading}
            onClick={() => actor.send({ type: 'history.downloadRejected', orderId: order.orderId })}
          >
            {pulsResultTexts.downloadRejected}
          </button>
          {downloadError && (
            <p className="order-history__error-text" role="alert">
              {downloadError}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
