import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { orderKinds, orderSystems } from '../../../api/contract/orders';
import { orderKindName, orderSystemNames } from '../../../domain/orders/history';
import type { OrderHistoryFilters } from '../../../machines/orders/order-history.filters';
import type { OrderHistoryActor } from '../../../machines/orders/order-history.machine';
import { selectFilterProblem, selectFilters } from '../../../machines/orders/order-history.selectors';
import { DateField } from '../../../ui/DateField';
import { every, FilterSelect } from '../positions/FilterSelect';

/** The history's filters: system, kind of order, and the period (дд.мм.гггг), each with its label. */
export function HistoryFilters({ actor }: { actor: OrderHistoryActor }) {
  const filters = useSelector(actor, selectFilters);
  const problem = useSelector(actor, selectFilterProblem);
  const ids = { system: useId(), kind: useId(), problem: useId() };
  const filter = (filters: Partial<OrderHistoryFilters>) => actor.send({ type: 'history.filter', filters });
  return (
    <div className="order-history__filters">
      <FilterSelect
        id={ids.system}
        label="Система"
        fieldClassName="field"
        value={filters.system ?? every}
        onChange={(value) => filter({ system: orderSystems.find((system) => system === value) ?? null })}
        options={orderSystems.map((system) => ({ value: system, label: orderSystemNames[system] }))}
      />
      <FilterSelect
        id={ids.kind}
        label="Вид заказа"
        fieldClassName="field"
        value={filters.kind ?? every}
        onChange={(value) => filter({ kind: value === every ? null : value })}
        options={orderKinds.map((kind) => ({ value: kind, label: orderKindName(kind) }))}
      />
      <DateField
        label="С даты"
        value={filters.from}
        describedBy={problem ? ids.problem : undefined}
        onChange={(from) => filter({ from })}
      />
      <DateField label="По дату" value={filters.to} describedBy={problem ? ids.problem : undefined} onChange={(to) => filter({ to })} />
      {problem && (
        <p id={ids.problem} className="order-history__error-text" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
