import { useActorRef } from '@xstate/react';
import { rgOrderActions } from '../../../machines/orders/positions-order-actions';
import { rgOrderMachine, type RgOrderActor } from '../../../machines/orders/rg-order.config';
import { selectLoadFailure } from '../../../machines/orders/positions-order.selectors';
import type { RgOrderInput } from '../../../machines/orders/rg-order.types';
import { orderTabOf } from '../../../domain/shared/initiative-types';
import { readPreselection } from '../../../ui/report-tabs';
import { browserOrderSend } from '../send/OrderSend';
import { positionsOrderTab } from '../positions/PositionsOrderTab';
import { RgFilters } from './RgFilters';
import { rgColumns, rgGridLabel } from './rg-columns';
import '../../../styles/rg-order.css';

// Its order-send child saves the files in the browser.
const orderMachine = rgOrderMachine.provide({ actors: { orderSend: browserOrderSend } });

/**
 * The purchaseOrderRG tab 'Расчёт заказа по группам закупок' (spec §2.4): the pharmacy's RG
 * positions, filtered, with editable quantities, and the order built from them sent or
 * downloaded through the machine's order-send child (type 'rg'). The actions start unchosen.
 */
export const RgOrderTab = positionsOrderTab<RgOrderActor, RgOrderInput>({
  className: 'rg-order',
  useOrder: (input) => useActorRef(orderMachine, { input: input() }),
  input: (shared, _pharmacy, search) => {
    const preselection = readPreselection(search);
    // Only an initiative whose type opens this tab (the overview links recommended goods here).
    const preselected = preselection && orderTabOf(preselection.type) === 'purchaseOrderRG' ? preselection : null;
    return { ...shared, preselected };
  },
  Filters: ({ order }) => <RgFilters rg={order} />,
  useActions: () => rgOrderActions,
  placeholder: true,
  list: {
    settingsName: 'rg-order',
    label: rgGridLabel,
    columns: rgColumns,
    failure: 'Не удалось загрузить список товаров',
    selectFailure: selectLoadFailure,
  },
});
