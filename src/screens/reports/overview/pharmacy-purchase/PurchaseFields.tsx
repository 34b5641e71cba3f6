import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { PharmacyPurchaseActor } from '../../../../machines/pharmacy-purchase.machine';
import * as select from '../../../../machines/pharmacy-purchase.selectors';

/**
 * purchasesSum and date (spec §3, §5), both required; 'Отправить' stays disabled until both are
 * there. The machine decides what a field keeps of the typing.
 */
export function PurchaseFields({ actor }: { actor: PharmacyPurchaseActor }) {
  const sum = useSelector(actor, select.selectSumText);
  const date = useSelector(actor, select.selectDate);
  const sumMessage = useSelector(actor, select.selectSumMessage);
  const dateMessage = useSelector(actor, select.selectDateMessage);
  const canSend = useSelector(actor, select.selectCanSend);
  const sending = useSelector(actor, select.selectSending);
  const sumId = useId();
  const dateId = useId();
  return (
    <form className="pharmacy-purchase__form" noValidate onSubmit={(event) => {
      event.preventDefault();
      actor.send({ type: 'send' });
    }}>
      <div className="field">
        <label className="field__label" htmlFor={sumId}>Сумма закупки, руб.</label>
        <input id={sumId} name="purchasesSum" className="field__input" inputMode="decimal" autoComplete="off" required
          value={sum} disabled={sending} aria-invalid={sumMessage !== null || undefined}
          aria-describedby={sumMessage ? `${sumId}-message` : undefined}
          onChange={(event) => actor.send({ type: 'sum.type', text: event.target.value })}
          onBlur={() => actor.send({ type: 'sum.leave' })} />
        {sumMessage && <span id={`${sumId}-message`} className="pharmacy-purchase__message">{sumMessage}</span>}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={dateId}>Дата закупки</label>
        <input id={dateId} name="date" type="date" className="field__input" required
          value={date} disabled={sending} aria-invalid={dateMessage !== null || undefined}
          aria-describedby={dateMessage ? `${dateId}-message` : undefined}
          onChange={(event) => actor.send({ type: 'date.type', text: event.target.value })}
          onBlur={() => actor.send({ type: 'date.leave' })} />
        {dateMessage && <span id={`${dateId}-message`} className="pharmacy-purchase__message">{dateMessage}</span>}
      </div>
      <button type="submit" className="button button--primary pharmacy-purchase__send" disabled={!canSend} aria-busy={sending}>
        {sending ? 'Отправка...' : 'Отправить'}
      </button>
    </form>
  );
}
