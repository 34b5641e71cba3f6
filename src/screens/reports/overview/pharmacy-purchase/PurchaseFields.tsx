import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { PharmacyPurchaseActor } from '../../../../machines/reports/pharmacy-purchase.machine';
import * as select from '../../../../machines/reports/pharmacy-purchase.selectors';
import { readPurchaseSum } from '../../../../domain/orders/purchase/purchase-sum';
import { DateField } from '../../../../ui/DateField';
import { NumberBox } from '../../../../ui/number/NumberBox';

/**
 * purchasesSum and date (spec §3, §5), both required; 'Отправить' stays disabled until both are
 * there and the date is one a purchase may have. The sum is the portal's number box: what is
 * typed counts once committed (Enter, Tab, leaving it), a refused text stays marked with its
 * reason and is never sent; the date is typed дд.мм.гггг and sent YYYY-MM-DD.
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
      {/* Left, even untouched, the sum says it is required (after the box's own commit). */}
      <div className="field" onBlur={() => actor.send({ type: 'sum.leave' })}>
        <label className="field__label" htmlFor={sumId}>Сумма закупки, руб.</label>
        <NumberBox id={sumId} name="purchasesSum" className="field__input" inputMode="decimal" money required label="Сумма закупки, руб."
          text={sum} disabled={sending} message={sumMessage} messageClassName="pharmacy-purchase__message"
          read={readPurchaseSum} refusedOnLeave="keep"
          onCommit={(text) => actor.send({ type: 'sum.type', text })} />
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
