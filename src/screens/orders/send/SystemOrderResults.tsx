import { useSelector } from '@xstate/react';
import type { SystemOrderResult } from '../../../api/contract/orders';
import { orderResultErrors, pharmacySystemOrderSent, stuOrderSent } from '../../../domain/orders/messages';
import { selectRejectedPharmacySystemResult, selectRejectedStuResult } from '../../../machines/orders/order-send.selectors';
import { useOrderSendActor } from './order-send-context';

/**
 * What the pharmacy ordering system and СТУ answered for the rejected positions of the Пульс
 * order, inside its modal. Announced as it changes.
 */
export function RejectedSystemResults() {
  const actor = useOrderSendActor();
  const pharmacySystem = useSelector(actor, selectRejectedPharmacySystemResult);
  const stu = useSelector(actor, selectRejectedStuResult);
  return (
    <div className="puls-result__systems" role="status">
      <SystemOrderResults pharmacySystem={pharmacySystem} stu={stu} />
    </div>
  );
}

/** Each system's answer: the order number and 'Ошибки: ' with the refused positions or 'отсутствуют' (§8). */
export function SystemOrderResults({ pharmacySystem, stu }: { pharmacySystem: SystemOrderResult | null; stu: SystemOrderResult | null }) {
  return (
    <>
      {pharmacySystem && <SystemOrderResultPanel heading={pharmacySystemOrderSent(pharmacySystem)[0]} result={pharmacySystem} />}
      {stu && <SystemOrderResultPanel heading={stuOrderSent(stu)[0]} result={stu} />}
    </>
  );
}

function SystemOrderResultPanel({ heading, result }: { heading: string; result: SystemOrderResult }) {
  return (
    <div className="order-result">
      <p className="order-result__order">{heading}</p>
      <p className={result.errorMessage ? 'order-result__errors order-result__errors--some' : 'order-result__errors'}>
        {orderResultErrors(result.errorMessage)}
      </p>
    </div>
  );
}
