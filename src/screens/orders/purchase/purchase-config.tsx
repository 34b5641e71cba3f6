import { useActorRef } from '@xstate/react';
import { orderTabOf } from '../../../domain/shared/initiative-types';
import { purchaseOrderMachine, type PurchaseOrderActor } from '../../../machines/orders/purchase-order.config';
import { selectListFailure } from '../../../machines/orders/purchase-order.selectors';
import type { PurchaseOrderInput } from '../../../machines/orders/purchase-order.types';
import { readPreselection } from '../../../ui/report-tabs';
import { browserOrderSend } from '../send/OrderSend';
import { positionsOrderTab } from '../positions/PositionsOrderTab';
import { PurchaseFilters } from './PurchaseFilters';
import { PurchaseListWaiting } from './PurchaseList';
import { PurchaseSummary, usePurchaseActions } from './PurchaseSummary';
import { purchaseColumns, purchaseGridLabel } from './purchase-columns';
import '../../../styles/purchase-order.css';

// Its order-send child saves the files in the browser.
const orderMachine = purchaseOrderMachine.provide({ actors: { orderSend: browserOrderSend } });

/**
 * The purchaseOrder tab 'Расчёт заказа по видам инициатив' (spec §2.2): the filter cascade, the
 * four summary cells, the order (sent through the machine's order-send child as a 'pi' order)
 * and the positions of the chosen initiatives, shown on 'Показать список товаров'.
 */
export const PurchaseOrderTab = positionsOrderTab<PurchaseOrderActor, PurchaseOrderInput>({
  className: 'purchase-order',
  useOrder: (input) => useActorRef(orderMachine, { input: input() }),
  input: ({ pharmacyId, subdivCode, ...shared }, _pharmacy, search) => {
    const preselection = readPreselection(search);
    return {
      ...shared,
      pharmacy: { id: pharmacyId, subdivCode },
      // Only an initiative whose type opens this tab (the overview links no other here).
      preselected: preselection && orderTabOf(preselection.type) === 'purchaseOrder' ? preselection : null,
    };
  },
  Filters: PurchaseFilters,
  useActions: usePurchaseActions,
  placeholder: true,
  Summary: PurchaseSummary,
  list: {
    settingsName: 'purchase-order',
    label: purchaseGridLabel,
    columns: purchaseColumns,
    failure: 'Не удалось загрузить список товаров',
    selectFailure: selectListFailure,
    retry: { type: 'list.show' },
    Waiting: PurchaseListWaiting,
  },
});
