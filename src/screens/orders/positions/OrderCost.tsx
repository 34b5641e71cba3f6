import { useSelector } from '@xstate/react';
import { formatMoney } from '../../../domain/shared/format';
import { selectGridApplying, selectGridTotals, type PositionsGridActor } from '../../../machines/orders/positions-grid';
import '../../../styles/positions.css';

export const orderCostLabel = 'Ориентировочная стоимость заказа, руб.';

/** The approximate cost of the order: packs above 0 × price over the positions shown. */
export function OrderCost({ grid }: { grid: PositionsGridActor | null }) {
  return grid ? <Cost grid={grid} /> : <CostCell value="—" busy />;
}

function Cost({ grid }: { grid: PositionsGridActor }) {
  const totals = useSelector(grid, selectGridTotals);
  const applying = useSelector(grid, selectGridApplying);
  return <CostCell value={totals ? formatMoney(totals.orderCost) : '—'} busy={applying} />;
}

function CostCell({ value, busy }: { value: string; busy: boolean }) {
  return (
    <dl className="positions__cost" aria-busy={busy}>
      <dt>{orderCostLabel}</dt>
      <dd data-total="orderCost">{value}</dd>
    </dl>
  );
}
