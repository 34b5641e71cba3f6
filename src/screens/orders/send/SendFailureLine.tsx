import { useSelector } from '@xstate/react';
import { selectSendFailure } from '../../../machines/orders/order-send.selectors';
import { sendFailureTexts } from '../../../machines/orders/order-send.notices';
import type { OrderSendActor } from './order-send-context';

/**
 * «Заказ не отправлен: …» under the order actions, after a send that failed: it stays until the
 * next order leaves or the user closes it («Закрыть», a button like any other, reached by Tab).
 * It sits in the result panel's live region, which announces it when it appears.
 */
export function SendFailureLine({
  actor,
  onClosed,
}: {
  actor: OrderSendActor;
  /** Where the focus goes once the line is gone. */ onClosed: () => void;
}) {
  const failure = useSelector(actor, selectSendFailure);
  if (!failure) return null;
  return (
    <div className="order-send-failure">
      <p>
        <strong>{sendFailureTexts.line(failure.reason)}</strong> {sendFailureTexts.sendAgain(failure.destination)}
      </p>
      <button
        type="button"
        className="button"
        aria-label={sendFailureTexts.closeLabel}
        onClick={() => {
          actor.send({ type: 'sendFailure.dismiss' });
          onClosed();
        }}
      >
        {sendFailureTexts.close}
      </button>
    </div>
  );
}
