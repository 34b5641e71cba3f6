import { useSelector } from '@xstate/react';
import type { SystemOrderResult } from '../../api/contract/orders';
import { orderResultErrors, pharmacySystemOrderSent, stuOrderSent } from '../../domain/orders/messages';
import { selectPharmacySystemResult, selectStuResult } from '../../machines/order-send.selectors';
import { useOrderSendActor } from './order-send-context';

/**
 * What the pharmacy ordering system and СТУ answered for the rejected positions: the order number
 * and 'Ошибки: ' with the refused positions or 'отсутствуют' (§8). Announced as it changes.
 */
export function SystemOrderResults() {
  const actor = useOrderSendActor();
  const pharmacySystem = useSelector(actor, selectPharmacySystemResult);
  const stu = useSelector(actor, selectStuResult);
  return (
    <div className="puls-result__systems" role="status">
      {pharmacySystem && <SystemOrderResultPanel heading={pharmacySystemOrderSent(pharmacySystem)[0]} result={pharmacySystem} />}
      {stu && <SystemOrderResultPanel heading={stuOrderSent(stu)[0]} result={stu} />}
    </div>
  );
}

function SystemOrderResultPanel({ heading, result }: { heading: string; result: SystemOrderResult }) {
  return (
    <div className="puls-result__system">
      <p className="puls-result__system-order">{heading}</p>
      <p className={result.errorMessage ? 'puls-result__system-errors puls-result__system-errors--some' : 'puls-result__system-errors'}>
        {orderResultErrors(result.errorMessage)}
      </p>
    </div>
  );
}
