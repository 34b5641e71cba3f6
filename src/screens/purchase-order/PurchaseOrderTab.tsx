import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Pharmacy } from '../../api/contract/pharmacy';
import { useAuthSelector, useConfig } from '../../ui/app-context';
import { orderTabOf } from '../../domain/initiative-types';
import { selectPharmacy } from '../../machines/auth.selectors';
import { purchaseOrderMachine } from '../../machines/purchase-order.machine';
import { purchaseOrderSource } from '../../machines/purchase-order.source';
import type { PurchaseOrderInput } from '../../machines/purchase-order.types';
import type { PositionsWorker } from '../../workers/positions-types';
import { selectDraftActor, selectDraftNotice } from '../../machines/purchase-order.selectors';
import { DraftBar } from '../orders/DraftBar';
import { OrderResultPanel } from '../orders/OrderResultPanel';
import { OrderSendProvider, usePharmacySystemsCheck } from '../orders/OrderSend';
import { usePositionsWorker, useRunOrderAction } from '../positions/use-positions-order';
import { readPreselection, type TabScreenProps } from '../../ui/report-tabs';
import { PurchaseFilters } from './PurchaseFilters';
import { PurchaseList } from './PurchaseList';
import { PurchaseOrderBlock } from './PurchaseOrderBlock';
import '../../styles/positions.css';
import '../../styles/purchase-order.css';

/**
 * The purchaseOrder tab 'Расчёт заказа по видам инициатив' (spec §2.2): the filter cascade, the
 * positions of the chosen initiatives (kept by the positions worker while the tab is open), the
 * four summary cells and the order, sent through the order-send machine as a 'pi' order.
 */
export function PurchaseOrderTab(_props: TabScreenProps) {
  const pharmacy = useAuthSelector(selectPharmacy);
  const worker = usePositionsWorker();
  const source = useMemo(() => purchaseOrderSource(worker), [worker]);
  if (!pharmacy) return null;
  return (
    <OrderSendProvider type="pi" source={source}>
      <PurchaseOrder pharmacy={pharmacy} worker={worker} />
    </OrderSendProvider>
  );
}

function PurchaseOrder({ pharmacy, worker }: { pharmacy: Pharmacy; worker: PositionsWorker }) {
  const config = useConfig();
  const [search] = useSearchParams();
  const runOrderAction = useRunOrderAction();
  const [input] = useState((): PurchaseOrderInput => {
    const preselection = readPreselection(search);
    return {
      pharmacy: { id: pharmacy.id, subdivCode: pharmacy.subdivCode },
      config,
      worker,
      // Only an initiative whose type opens this tab (the overview links no other here).
      preselected: preselection && orderTabOf(preselection.type) === 'purchaseOrder' ? preselection : null,
      runOrderAction,
    };
  });
  const order = useActorRef(purchaseOrderMachine, { input });
  // The result modal hides 'send to the pharmacy system' when this check found none.
  usePharmacySystemsCheck(useSelector(order, (snapshot) => snapshot.context.pharmacySystemCount));
  return (
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
  );
}
