import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { formatMoney, formatPercent } from '../../../domain/shared/format';
import { planFulfilment } from '../../../domain/orders/purchase/totals';
import { availablePurchaseOrderActions } from '../../../machines/orders/purchase-order.actions';
import type { PurchaseOrderActor } from '../../../machines/orders/purchase-order.config';
import { selectHasPharmacySystem, selectPharmacySystemsActor, selectPlanSum } from '../../../machines/orders/purchase-order.selectors';
import { selectGridApplying, selectGridRevision, selectGridTotals, type PositionsGridActor } from '../../../machines/orders/positions-grid';
import type { OrderAction } from '../../../machines/orders/positions-order-actions';
import { useErrorModalOn } from '../../../ui/use-error-modal-on';

export const summaryLabels = {
  orderCost: 'Ориентировочная стоимость заказа, руб.',
  plan: 'План закупки в ценах СИП, руб.',
  purchased: 'Закуплено в ценах СИП, руб.',
  fulfilment: 'Выполнение плана, %',
} as const;

const empty = '—';

/**
 * The four summary cells of §2.2 beside the order's actions. Cost, purchased and fulfilment follow
 * the list shown (the worker's totals over the matching positions); the plan is the one chosen
 * initiative's, '—' for none or several.
 */
export function PurchaseSummary({ order, grid }: { order: PurchaseOrderActor; grid: PositionsGridActor | null }) {
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
 * The actions of 'Выберите действие с заказом' (as on the forecast): the pharmacy-system action
 * shows when its check found a system, and after a failed check, which also opens the error modal.
 */
export function usePurchaseActions(order: PurchaseOrderActor): readonly OrderAction[] {
  const hasPharmacySystem = useSelector(order, selectHasPharmacySystem);
  const pharmacySystems = useSelector(order, selectPharmacySystemsActor);
  useErrorModalOn(useSelector(pharmacySystems, (snapshot) => snapshot.context.error));
  return useMemo(() => availablePurchaseOrderActions(hasPharmacySystem ? 1 : 0), [hasPharmacySystem]);
}
