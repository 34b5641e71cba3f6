import { useSelector } from '@xstate/react';
import type { PharmacyPurchaseActor } from '../../../../machines/reports/pharmacy-purchase.machine';
import { selectPurchaseModal } from '../../../../machines/reports/pharmacy-purchase.selectors';
import { Modal } from '../../../../ui/Modal';

/**
 * §4, §8: after a send, 'Данные успешно сохранены' or the failure's advice, closed with 'Ок'.
 * `returnFocus`: where the user carries on once it is closed.
 */
export function PurchaseModal({ actor, returnFocus }: { actor: PharmacyPurchaseActor; returnFocus: () => HTMLElement | null }) {
  const message = useSelector(actor, selectPurchaseModal);
  if (message === null) return null;
  const close = () => actor.send({ type: 'modal.close' });
  return (
    <Modal title="Закупка аптеки" onClose={close} returnFocus={returnFocus}>
      <p className="modal__message">{message}</p>
      <button type="button" className="button button--primary" data-autofocus onClick={close}>
        Ок
      </button>
    </Modal>
  );
}
