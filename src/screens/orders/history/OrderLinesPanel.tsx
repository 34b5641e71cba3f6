import { RetryAlert } from '../../../ui/RetryAlert';
import { useSelector } from '@xstate/react';
import type { OrderHistoryEntry, OrderLines } from '../../../api/contract/orders';
import { formatMoney, formatNumber } from '../../../domain/shared/format';
import { sumMoney } from '../../../domain/shared/money';
import { formatDateTime, orderKindName, orderSystemNames } from '../../../domain/orders/history';
import { pulsResultTexts } from '../../../domain/orders/messages';
import { kindOf } from '../../../machines/orders/order-history.filters';
import type { OrderHistoryActor } from '../../../machines/orders/order-history.machine';
import {
  linesFailedTitle,
  selectDownloadError,
  selectDownloading,
  selectOpenLines,
  selectOpenOrder,
} from '../../../machines/orders/order-history.selectors';
import { StayingButton } from '../../../ui/StayingButton';

/**
 * The open order under the grid: every line it had, taken or refused with the reason
 * (reasons wrap: they are sentences). A gateway without the lines call gets the refused lines the
 * history carries. A Пульс order's rejected positions can be downloaded again.
 */
export function OrderLinesPanel({ actor }: { actor: OrderHistoryActor }) {
  const order = useSelector(actor, selectOpenOrder);
  const lines = useSelector(actor, selectOpenLines);
  if (!order || !lines) return null;
  const title = `Заказ №${order.orderId}: ${orderKindName(kindOf(order))}, ${orderSystemNames[order.system]}, ${formatDateTime(order.created)}`;
  return (
    <section id="order-history-lines" className="order-history__refused" aria-labelledby="order-history-lines-title">
      <h2 id="order-history-lines-title">{title}</h2>
      <p className="order-history__summary">
        Принято позиций: {formatNumber(order.positionsAccepted)} из {formatNumber(order.positionsSent)}, отклонено:{' '}
        {formatNumber(order.refused.length)}.
      </p>
      {lines.state === 'loading' && <p role="status">Загрузка строк заказа...</p>}
      {lines.state === 'failed' && (
        <RetryAlert what={linesFailedTitle} message={lines.message} onRetry={() => actor.send({ type: 'history.linesRetry' })} />
      )}
      {lines.state === 'loaded' && <EveryLine lines={lines.lines} />}
      {lines.state === 'unavailable' && (
        <>
          <p className="order-history__note">Полный состав заказа недоступен: ниже только отклонённые позиции.</p>
          <RefusedOnly order={order} />
        </>
      )}
      {order.system === 'puls' && order.refused.length > 0 && <RejectedDownload actor={actor} orderId={order.orderId} />}
    </section>
  );
}

function EveryLine({ lines }: { lines: OrderLines }) {
  return (
    <table className="order-history__lines">
      <caption className="order-history__caption">Строки заказа</caption>
      <thead>
        <tr>
          <th scope="col">Код товара</th>
          <th scope="col">Товар</th>
          <th scope="col">Количество, уп.</th>
          <th scope="col">Цена, руб.</th>
          <th scope="col">Сумма, руб.</th>
          <th scope="col">Статус</th>
          <th scope="col">Причина отказа</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={index} className={line.accepted ? undefined : 'order-history__line--refused'}>
            <td className="order-history__number">{line.productId}</td>
            <td>{line.productName}</td>
            <td className="order-history__number">{formatNumber(line.amount)}</td>
            <td className="order-history__number">{formatMoney(line.price)}</td>
            <td className="order-history__number">{formatMoney(sumMoney([line.amount * line.price]))}</td>
            <td>{line.accepted ? 'Принята' : 'Отклонена'}</td>
            <td className="order-history__reason">{line.reason ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function RefusedOnly({ order }: { order: OrderHistoryEntry }) {
  return (
    <table className="order-history__lines">
      <caption className="order-history__caption">Отклонённые позиции</caption>
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
  );
}

function RejectedDownload({ actor, orderId }: { actor: OrderHistoryActor; orderId: string }) {
  const downloading = useSelector(actor, selectDownloading);
  const downloadError = useSelector(actor, selectDownloadError);
  return (
    <div className="order-history__actions">
      <StayingButton
        className="button"
        unavailable={downloading}
        aria-busy={downloading}
        onClick={() => actor.send({ type: 'history.downloadRejected', orderId })}
      >
        {pulsResultTexts.downloadRejected}
      </StayingButton>
      {downloadError && (
        <p className="order-history__error-text" role="alert">
          {downloadError}
        </p>
      )}
    </div>
  );
}
