import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { formatMoney, formatPercent } from '../../../domain/shared/format';
import { planFulfilment } from '../../../domain/orders/purchase/totals';
import { availablePurchaseOrderActions } from '../../../machines/orders/purchase-order.actions';
import type { PurchaseOrderActor } from '../../../machines/orders/purchase-order.config';
import {
  selectAction,
  selectCanExecute,
  selectExecuting,
  selectGrid,
  selectHasPharmacySystem,
  selectPharmacySystemsActor,
  selectPlanSum,
} from '../../../machines/orders/purchase-order.selectors';
import { selectGridApplying, selectGridRevision, selectGridTotals, type PositionsGridActor } from '../../../machines/orders/positions-grid';
import { OrderActionBar } from '../positions/OrderActionBar';
import { useErrorModalOn } from '../../../ui/use-error-modal-on';

export const summaryLabels = {
  orderCost: 'Ориентировочная стоимость заказа, руб.',
  plan: 'План закупки в ценах СИП, руб.',
  purchased: 'Закуплено в ценах СИП, руб.',
  fulfilment: 'Выполнение плана, %',
} as const;

const empty = '—';

/** The order being built: the four summary cells of §2.2 and what to do with the order. */
export function PurchaseOrderBlock({ order }: { order: PurchaseOrderActor }) {
  const grid = useSelector(order, selectGrid) ?? null;
  return (
    <div className="positions__order">
      <Summary order={order} grid={grid} />
      <PurchaseOrderActions order={order} />
    </div>
  );
}

/**
 * Cost, purchased and fulfilment follow the list shown (the worker's totals over the matching
 * positions); the plan is the one chosen initiative's, '—' for none or several.
 */
function Summary({ order, grid }: { order: PurchaseOrderActor; grid: PositionsGridActor | null }) {
  const planSum = useSelector(order, selectPlanSum);
  return grid ? (
    <ListSummary grid={grid} planSum={planSum} />
  ) : (
    <SummaryCells orderCost={null} planSum={planSum} purchased={null} busy={false} />
  );
}

function ListSummary({ grid, planSum }: { grid: PositionsGridActor; planSum: number | null }) {
  const totals = useSelector(grid, selectGridTotals);
  const applying = useSelector(grid, selectGridApplying);
  const revision = useSelector(grid, selectGridRevision);
  return (
    <SummaryCells
      orderCost={totals?.orderCost ?? null}
      planSum={planSum}
      purchased={totals?.purchasedSip ?? null}
      busy={applying}
      revision={revision}
    />
  );
}

interface SummaryCellsProps {
  orderCost: number | null;
  planSum: number | null;
  purchased: number | null;
  busy: boolean;
  /** The worker's view the totals belong to (0: no list): the benchmark waits for a new one. */
  revision?: number;
}

function SummaryCells({ orderCost, planSum, purchased, busy, revision = 0 }: SummaryCellsProps) {
  const fulfilment = purchased === null ? null : planFulfilment(purchased, planSum);
  const money = (value: number | null) => (value === null ? empty : formatMoney(value));
  const cells: Array<[keyof typeof summaryLabels, string]> = [
    ['orderCost', money(orderCost)],
    ['plan', money(planSum)],
    ['purchased', money(purchased)],
    ['fulfilment', fulfilment === null ? empty : formatPercent(fulfilment, 1)],
  ];
  return (
    <dl className="purchase-order__summary" aria-busy={busy} aria-label="Итоги заказа" data-view-revision={revision}>
      {cells.map(([key, value]) => (
        <div key={key} className="positions__cost">
          <dt>{summaryLabels[key]}</dt>
          <dd data-total={key}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * 'Выберите действие с заказом' and 'Выполнить' (as on the forecast). The pharmacy-system action
 * shows only when its check found a system; a download keeps the button waiting, with a progress
 * cursor, until the file has arrived.
 */
function PurchaseOrderActions({ order }: { order: PurchaseOrderActor }) {
  const action = useSelector(order, selectAction);
  const hasPharmacySystem = useSelector(order, selectHasPharmacySystem);
  const canExecute = useSelector(order, selectCanExecute);
  const executing = useSelector(order, selectExecuting);
  const pharmacySystems = useSelector(order, selectPharmacySystemsActor);
  useErrorModalOn(useSelector(pharmacySystems, (snapshot) => snapshot.context.error));
  const actions = useMemo(() => availablePurchaseOrderActions(hasPharmacySystem ? 1 : 0), [hasPharmacySystem]);
  return (
    <OrderActionBar
      actions={actions}
      action={action}
      canExecute={canExecute}
      executing={executing}
      placeholder
      onChoose={(chosen) => order.send({ type: 'order.choose', action: chosen })}
      onExecute={() => order.send({ type: 'order.execute' })}
    />
  );
}
