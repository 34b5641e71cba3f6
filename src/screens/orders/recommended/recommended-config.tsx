import { useActorRef, useSelector } from '@xstate/react';
import { recommendedOrderActions } from '../../../machines/orders/positions-order-actions';
import { recommendedOrderMachine, type RecommendedOrderActor } from '../../../machines/orders/recommended-order.config';
import { selectLoadFailure } from '../../../machines/orders/positions-order.selectors';
import { selectNotStockedCount } from '../../../machines/orders/recommended-order.selectors';
import type { RecommendedOrderInput } from '../../../machines/orders/recommended-order.types';
import { browserOrderSend } from '../send/OrderSend';
import { positionsOrderTab } from '../positions/PositionsOrderTab';
import {
  notStockedCountText,
  notStockedRowClass,
  recommendedColumns,
  recommendedGridLabel,
  recommendedRowHeight,
} from './recommended-columns';
import { RecommendedFilters } from './RecommendedFilters';
import '../../../styles/recommended-order.css';

// Its order-send child saves the files in the browser.
const orderMachine = recommendedOrderMachine.provide({ actors: { orderSend: browserOrderSend } });

/** Above the list: how many products the Пульс warehouse does not stock (they start at 0 packs), when any. */
function NotStockedNote({ order }: { order: RecommendedOrderActor }) {
  const notStocked = useSelector(order, selectNotStockedCount);
  if (notStocked === 0) return null;
  return (
    <p className="recommended-order__not-stocked-count" role="status">
      {notStockedCountText(notStocked)}. Количество можно ввести вручную: такие строки отмечены в списке.
    </p>
  );
}

/**
 * The orderCompose tab 'Рекомендованный заказ' (spec §2.3): the products recommended for the
 * pharmacy with the stock of its Пульс warehouse, each with why, and the order built from them
 * sent to Пульс (the default), downloaded or sent to СТУ through the machine's order-send child
 * (type 'pi', kind 'recommended').
 */
export const RecommendedOrderTab = positionsOrderTab<RecommendedOrderActor, RecommendedOrderInput>({
  className: 'recommended-order',
  useOrder: (input) => useActorRef(orderMachine, { input: input() }),
  input: (shared, pharmacy) => ({ ...shared, pulsWarehouseCode: pharmacy.pulsWarehouseCode }),
  Filters: RecommendedFilters,
  Note: NotStockedNote,
  useActions: () => recommendedOrderActions,
  placeholder: false,
  list: {
    settingsName: 'recommended-order',
    label: recommendedGridLabel,
    columns: recommendedColumns,
    selectFailure: selectLoadFailure,
    failure: 'Не удалось загрузить рекомендованные товары',
    rowClassName: notStockedRowClass,
    rowHeight: recommendedRowHeight,
  },
});
