import { useSelector } from '@xstate/react';
import { pulsResultTexts } from '../../../domain/orders/messages';
import { selectPulsOrderId, selectResultBusy, selectResultOpen } from '../../../machines/orders/order-send.selectors';
import { Modal } from '../../../ui/Modal';
import { useOrderSendActor, useOrderSendInvoker } from './order-send-context';
import { RejectedActions } from './RejectedActions';
import { RejectedTable } from './RejectedTable';
import { RejectedSystemResults } from './SystemOrderResults';
import '../../../styles/orders.css';

/**
 * 'Результат отправки заказа в Пульс' (§2.5): the order number, the positions Пульс rejected
 * with their reasons, what to do with them, and what the other systems answered. Open exactly
 * while the order-send machine is in its result state.
 */
export function PulsResultModal() {
  const actor = useOrderSendActor();
  const open = useSelector(actor, selectResultOpen);
  return open ? <PulsResultDialog /> : null;
}

function PulsResultDialog() {
  const actor = useOrderSendActor();
  const orderId = useSelector(actor, selectPulsOrderId);
  const busy = useSelector(actor, selectResultBusy);
  const invoker = useOrderSendInvoker();
  const ok = () => actor.send({ type: 'result.ok' });

  return (
    <Modal title={pulsResultTexts.title} onClose={ok} busy={busy} className="puls-result" returnFocus={() => invoker.current}>
      <p className="puls-result__order">{pulsResultTexts.orderNumber(orderId ?? '')}</p>
      <RejectedTable />
      <RejectedActions />
      <RejectedSystemResults />
      <div className="puls-result__footer">
        <button type="button" className="button button--primary" onClick={ok} disabled={busy} data-autofocus>
          {pulsResultTexts.ok}
        </button>
      </div>
    </Modal>
  );
}
