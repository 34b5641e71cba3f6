import { useSelector } from '@xstate/react';
import { confirmationText, confirmationTexts, unusualLineText, unusualTexts } from '../../../domain/orders/confirmation';
import { blocksSending, type UnusualLine } from '../../../domain/orders/order-quantity';
import {
  selectCanConfirm,
  selectConfirmDestination,
  selectConfirmDraft,
  selectConfirmOpen,
  selectResultOpen,
} from '../../../machines/orders/order-send.selectors';
import { Modal } from '../../../ui/Modal';
import { useOrderSendActor, useOrderSendInvoker } from './order-send-context';
import { StockCheckNote } from './StockCheckNote';
import '../../../styles/orders.css';

/**
 * 'Подтверждение заказа': before money moves, where the order goes, its
 * positions, packs and sum, and for Пульс what the warehouse will refuse. 'Отмена' (or Escape)
 * sends nothing. Open exactly while the order-send machine confirms. Lines far above their proposal
 * are named; a line above the per-line bound is named and keeps 'Отправить' disabled.
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
    <Modal
      title={confirmationTexts.title}
      onClose={cancel}
      className="order-confirm"
      returnFocus={overResult ? undefined : () => invoker.current}
    >
      {destination && draft && <p className="order-confirm__text">{confirmationText(destination, draft.lines, draft.sum)}</p>}
      {draft?.unusual && draft.unusual.length > 0 && <UnusualLines lines={draft.unusual} />}
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

/** The lines whose quantity deserves a second look, and why 'Отправить' waits when one is above the bound. */
function UnusualLines({ lines }: { lines: readonly UnusualLine[] }) {
  const blocked = blocksSending(lines);
  return (
    <div className="order-confirm__unusual">
      {blocked && (
        <p className="order-confirm__blocked" role="alert">
          {unusualTexts.blocked}
        </p>
      )}
      <p>{unusualTexts.heading}</p>
      <ul aria-label={unusualTexts.list}>
        {lines.slice(0, unusualTexts.shown).map((line) => (
          <li key={line.promotionalProductId}>{unusualLineText(line)}</li>
        ))}
        {lines.length > unusualTexts.shown && <li>{unusualTexts.more(lines.length - unusualTexts.shown)}</li>}
      </ul>
    </div>
  );
}
