import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import {
  selectExecuteResult,
  selectHasResults,
  selectPharmacySystemResult,
  selectSendFailure,
  selectStuResult,
} from '../../../machines/orders/order-send.selectors';
import { giveFocusBack } from '../../../ui/focus-memory';
import { useOrderSendActor, useOrderSendInvoker, useOrderSendPanelSlot } from './order-send-context';
import { ExecuteResult } from './ExecuteResult';
import { SendFailureLine } from './SendFailureLine';
import { SystemOrderResults } from './SystemOrderResults';
import '../../../styles/orders.css';

export const resultPanelTexts = { label: 'Результат отправки заказа', close: 'Закрыть' } as const;

/**
 * What the pharmacy ordering system, СТУ and the purchase service answered, kept on the screen
 * until the user closes it: a snackbar goes while the next notice shows. The
 * region is always there, so that a new answer is announced. A send that failed is said here too,
 * first, until the next order leaves or the user closes it.
 *
 * OrderSendProvider shows it under the screen; a screen whose order actions sit above a long
 * table places it under them instead, and the provider's then stays away.
 */
export function OrderResultPanel() {
  const place = useOrderSendPanelSlot().place;
  useEffect(place, [place]);
  return <ResultPanel />;
}

/** The provider's panel: shown unless the screen placed its own. */
export function DefaultOrderResultPanel() {
  const placed = useOrderSendPanelSlot().placed;
  return placed ? null : <ResultPanel />;
}

function ResultPanel() {
  const actor = useOrderSendActor();
  const invoker = useOrderSendInvoker();
  const panel = useRef<HTMLElement>(null);
  // «Закрыть» goes with what it closes: once it is gone, the focus goes back to the control the
  // order left by («Выполнить»), or stays in the panel.
  const closed = () => requestAnimationFrame(() => giveFocusBack(invoker.current, () => panel.current));
  const shown = useSelector(actor, selectHasResults);
  const pharmacySystem = useSelector(actor, selectPharmacySystemResult);
  const stu = useSelector(actor, selectStuResult);
  const execute = useSelector(actor, selectExecuteResult);
  const failed = useSelector(actor, selectSendFailure) !== null;
  return (
    <section
      ref={panel}
      tabIndex={-1}
      className={shown || failed ? 'order-results' : 'order-results order-results--empty'}
      role="status"
      aria-label={resultPanelTexts.label}
    >
      <SendFailureLine actor={actor} onClosed={closed} />
      {shown && (
        <>
          <SystemOrderResults pharmacySystem={pharmacySystem} stu={stu} />
          {execute && <ExecuteResult result={execute} />}
          <div className="order-results__footer">
            <button type="button" className="button" onClick={() => (actor.send({ type: 'results.close' }), closed())}>
              {resultPanelTexts.close}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
