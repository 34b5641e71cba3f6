import { useSelector } from '@xstate/react';
import { confirmationText, confirmationTexts } from '../../domain/orders/confirmation';
import { selectCanConfirm, selectConfirmDestination, selectConfirmDraft, selectConfirmOpen, selectResultOpen } from '../../machines/order-send.selectors';
import { Modal } from '../../ui/Modal';
import { useOrderSendActor, useOrderSendInvoker } from './order-send-context';
import { StockCheckNote } from './StockCheckNote';
import '../../styles/orders.css';

/**
 * 'Подтверждение заказа' (issue 8 item 7): before money moves, where the order goes, its
 * positions, packs and sum, and for Пульс what the warehouse will refuse. 'Отмена' (or Escape)
 * sends nothing. Open exactly while the order-send machine confirms.
 */
export function OrderConfirmDialog() {
  const open = useSelector(useOrderSendActor(), selectConfirmOpen);
  return open ? <ConfirmDialog /> : null;
}

function ConfirmDialog() {
  const actor = useOrderSendActor();
  const invoker = useOrderSendInvoker();
  const destination = useSelector(actor, selectConfirmDestination);
  const draft = useSelector(actor, selectConfirmDraft);
  const canSend = useSelector(actor, selectCanConfirm);
  const cancel = () => actor.send({ type: 'confirm.cancel' });
  // Over the Пульс result the focus goes back to its button; over the screen, to the control used.
  const overResult = useSelector(actor, selectResultOpen);

  return (
    <Modal title={confirmationTexts.title} onClose={cancel} className="order-confirm" returnFocus={overResult ? undefined : () => invoker.current}>
      {destination && draft && <p className="order-confirm__text">{confirmationText(destination, draft.lines, draft.sum)}</p>}
      <StockCheckNote />
      <div className="order-confirm__footer">
        <button type="button" className="button button--primary" disabled={!canSend} onClick={() => actor.send({ type: 'confirm.send' })}>
          {confirmationTexts.send}
        </button>
        {/* The safe answer has the focus: Enter on an open dialog must not spend money. */}
        <button type="button" className="button" onClick={cancel} data-autofocus>
          {confirmationTexts.cancel}
        </button>
      </div>
    </Modal>
  );
}
