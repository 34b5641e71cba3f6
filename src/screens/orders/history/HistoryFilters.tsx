import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { orderKinds, orderSystems } from '../../../api/contract/orders';
import { orderKindName, orderSystemNames } from '../../../domain/orders/history';
import type { OrderHistoryFilters } from '../../../machines/orders/order-history.filters';
import type { OrderHistoryActor } from '../../../machines/orders/order-history.machine';
import { selectFilterProblem, selectFilters } from '../../../machines/orders/order-history.selectors';
import { DateField } from '../../../ui/DateField';

const every = '';

/** The history's filters: system, kind of order, and the period (дд.мм.гггг), each with its label. */
export function HistoryFilters({ actor }: { actor: OrderHistoryActor }) {
  const filters = useSelector(actor, selectFilters);
  const problem = useSelector(actor, selectFilterProblem);
  const ids = { system: useId(), kind: useId(), problem: useId() };
  const filter = (filters: Partial<OrderHistoryFilters>) => actor.send({ type: 'history.filter', filters });
  return (
    <div className="order-history__filters">
      <div className="field">
        <label className="field__label" htmlFor={ids.system}>
          Система
        </label>
        <select
          id={ids.system}
          className="field__input"
          value={filters.system ?? every}
          onChange={(event) => filter({ system: orderSystems.find((system) => system === event.target.value) ?? null })}
        >
          <option value={every}>Все</option>
          {orderSystems.map((system) => (
            <option key={system} value={system}>
              {orderSystemNames[system]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={ids.kind}>
          Вид заказа
        </label>
        <select
          id={ids.kind}
          className="field__input"
          value={filters.kind ?? every}
          onChange={(event) => filter({ kind: event.target.value === every ? null : event.target.value })}
        >
          <option value={every}>Все</option>
          {orderKinds.map((kind) => (
            <option key={kind} value={kind}>
              {orderKindName(kind)}
            </option>
          ))}
        </select>
      </div>
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
