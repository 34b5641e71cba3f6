import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Pharmacy } from '../../../api/contract/pharmacy';
import { useAuthSelector, useConfig, useSnackbarActor } from '../../../ui/app-context';
import { orderTabOf } from '../../../domain/shared/initiative-types';
import { selectPharmacy } from '../../../machines/session/auth.selectors';
import { selectOrderSend } from '../../../machines/orders/order-send.parent';
import { purchaseOrderMachine } from '../../../machines/orders/purchase-order.config';
import type { PurchaseOrderInput } from '../../../machines/orders/purchase-order.types';
import type { PositionsWorker } from '../../../workers/orders/positions-types';
import { selectDraftActor, selectDraftNotice } from '../../../machines/orders/purchase-order.selectors';
import { DraftBar } from '../send/DraftBar';
import { OrderResultPanel } from '../send/OrderResultPanel';
import { browserOrderSend, OrderSendProvider } from '../send/OrderSend';
import { usePositionsWorker } from '../positions/use-positions-order';
import { readPreselection, type TabScreenProps } from '../../../ui/report-tabs';
import { PurchaseFilters } from './PurchaseFilters';
import { PurchaseList } from './PurchaseList';
import { PurchaseOrderBlock } from './PurchaseOrderBlock';
import '../../../styles/positions.css';
import '../../../styles/purchase-order.css';

// Its order-send child saves the files in the browser.
const orderMachine = purchaseOrderMachine.provide({ actors: { orderSend: browserOrderSend } });

/**
 * The purchaseOrder tab 'Расчёт заказа по видам инициатив' (spec §2.2): the filter cascade, the
 * positions of the chosen initiatives (kept by the positions worker while the tab is open), the
 * four summary cells and the order, sent by the tab's machine through its order-send child as a
 * 'pi' order.
 */
export function PurchaseOrderTab(_props: TabScreenProps) {
  const pharmacy = useAuthSelector(selectPharmacy);
  const worker = usePositionsWorker();
  if (!pharmacy) return null;
  return <PurchaseOrder pharmacy={pharmacy} worker={worker} />;
}

function PurchaseOrder({ pharmacy, worker }: { pharmacy: Pharmacy; worker: PositionsWorker }) {
  const config = useConfig();
  const snackbar = useSnackbarActor();
  const [search] = useSearchParams();
  const [input] = useState((): PurchaseOrderInput => {
    const preselection = readPreselection(search);
    return {
      pharmacy: { id: pharmacy.id, subdivCode: pharmacy.subdivCode },
      config,
      worker,
      // Only an initiative whose type opens this tab (the overview links no other here).
      preselected: preselection && orderTabOf(preselection.type) === 'purchaseOrder' ? preselection : null,
      snackbar,
    };
  });
  const order = useActorRef(orderMachine, { input });
  return (
    <OrderSendProvider actor={useSelector(order, selectOrderSend)}>
      <div className="positions purchase-order">
        <PurchaseFilters order={order} />
        <DraftBar
          draft={useSelector(order, selectDraftActor)}
          notice={useSelector(order, selectDraftNotice)}
          onDismiss={() => order.send({ type: 'draftNotice.dismiss' })}
          onDiscard={() => order.send({ type: 'draft.discard' })}
        />
        <PurchaseOrderBlock order={order} />
        {/* A send's result right under the actions, where the user acted, not below the long list. */}
        <OrderResultPanel />
        <PurchaseList order={order} />
      </div>
    </OrderSendProvider>
  );
}
