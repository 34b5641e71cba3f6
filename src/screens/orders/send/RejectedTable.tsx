import { useSelector } from '@xstate/react';
import { pulsResultTexts } from '../../../domain/orders/messages';
import { selectRejected } from '../../../machines/orders/order-send.selectors';
import { useOrderSendActor } from './order-send-context';
import { RefusedPositions } from './RefusedPositions';

/** The positions Пульс did not take: product, packs and the reason (wrapped, never cut); 'Нет данных' when none. */
export function RejectedTable() {
  const rejected = useSelector(useOrderSendActor(), selectRejected);
  return (
    <section className="puls-result__rejected" aria-labelledby="puls-result-rejected">
      <h3 id="puls-result-rejected" className="puls-result__heading">
        {pulsResultTexts.rejectedHeading}
      </h3>
      <RefusedPositions label={pulsResultTexts.rejectedHeading} positions={rejected} maxHeight={320} />
    </section>
  );
}
