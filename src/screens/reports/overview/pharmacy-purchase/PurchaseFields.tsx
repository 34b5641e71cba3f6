import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { PharmacyPurchaseActor } from '../../../../machines/pharmacy-purchase.machine';
import * as select from '../../../../machines/pharmacy-purchase.selectors';
import { DateField } from '../../../../ui/DateField';

/**
 * purchasesSum and date (spec §3, §5), both required; 'Отправить' stays disabled until both are
 * there and the date is one a purchase may have. The machine decides what a field keeps of the
 * typing; the date is typed дд.мм.гггг and sent YYYY-MM-DD.
 */
export function PurchaseFields({ actor }: { actor: PharmacyPurchaseActor }) {
  const sum = useSelector(actor, select.selectSumText);
  const date = useSelector(actor, select.selectDate);
  const sumMessage = useSelector(actor, select.selectSumMessage);
  const dateMessage = useSelector(actor, select.selectDateMessage);
  const canSend = useSelector(actor, select.selectCanSend);
  const sending = useSelector(actor, select.selectSending);
  const sumId = useId();
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
      <DateField label="Дата закупки" name="date" required value={date} disabled={sending} message={dateMessage}
        onChange={(text) => actor.send({ type: 'date.type', text })}
        onLeave={() => actor.send({ type: 'date.leave' })} />
      <button type="submit" className="button button--primary pharmacy-purchase__send" disabled={!canSend} aria-busy={sending}>
        {sending ? 'Отправка...' : 'Отправить'}
      </button>
    </form>
  );
}
