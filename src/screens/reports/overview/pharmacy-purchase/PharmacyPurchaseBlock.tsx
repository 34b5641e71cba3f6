import { useActorRef, useSelector } from '@xstate/react';
import { useId, useRef } from 'react';
import { pharmacyPurchaseMachine, type PharmacyPurchaseActor } from '../../../../machines/reports/pharmacy-purchase.machine';
import * as select from '../../../../machines/reports/pharmacy-purchase.selectors';
import { RetryAlert } from '../../../../ui/RetryAlert';
import { PurchaseFields } from './PurchaseFields';
import { PurchaseModal } from './PurchaseModal';
import '../../../../styles/pharmacy-purchase.css';

/**
 * 'Закупка аптеки за квартал' (spec §2.8) at the top of the initiatives overview: the sum the
 * portal holds for the current quarter, then the form that enters the pharmacy's purchase. `now`
 * is the user's clock (tests fix it): the purchase date lies in its quarter, not after its day.
 */
export function PharmacyPurchaseBlock({ pharmacyId, now }: { pharmacyId: number; now?: () => Date }) {
  const actor = useActorRef(pharmacyPurchaseMachine, { input: { pharmacyId, now } });
  const titleId = useId();
  const section = useRef<HTMLElement>(null);
  return (
    <section ref={section} className="pharmacy-purchase" aria-labelledby={titleId}>
      <h2 id={titleId} className="pharmacy-purchase__title">Закупка аптеки за квартал</h2>
      <CurrentPurchase actor={actor} />
      <PurchaseFields actor={actor} />
      <PurchaseModal actor={actor} returnFocus={() => afterMessage(section.current)} />
    </section>
  );
}

/**
 * Where the focus goes once the send's message is closed: 'Отправить' when the form still holds
 * what was sent (a failure, to send again), else the form's first field, emptied for the next
 * purchase ('Отправить' stays unavailable until it is filled).
 */
function afterMessage(section: HTMLElement | null): HTMLElement | null {
  const send = section?.querySelector<HTMLButtonElement>('form button[type="submit"]');
  if (send && !send.disabled) return send;
  return section?.querySelector<HTMLElement>('form input:not(:disabled)') ?? send ?? null;
}

function CurrentPurchase({ actor }: { actor: PharmacyPurchaseActor }) {
  const line = useSelector(actor, select.selectCurrentLine);
  const error = useSelector(actor, select.selectCurrentError);
  if (error !== null) {
    return <RetryAlert what="Не удалось загрузить сумму закупки" message={error} onRetry={() => actor.send({ type: 'current.retry' })} />;
  }
  return <p className="pharmacy-purchase__current" aria-live="polite">{line}</p>;
}
