import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import type { ProfitForecastActor } from '../../machines/forecast/profit-forecast.machine';
import { selectSupplierGroupOptions, selectSupplierGroups } from '../../machines/forecast/profit-forecast.selectors';

export const supplierLabel = 'Группы поставщиков';

/**
 * The supplier multi-select: a product passes when one of its allowed supplier groups is chosen;
 * nothing chosen means no supplier filter. Each tick applies at once. Escape closes the list back
 * on its summary; «Сбросить» vanishes once pressed, so it leaves the focus on the summary too.
 */
export function SupplierSelect({ forecast }: { forecast: ProfitForecastActor }) {
  const groups = useSelector(forecast, selectSupplierGroupOptions);
  const chosen = useSelector(forecast, selectSupplierGroups);
  const choose = (supplierGroups: string[]) => forecast.send({ type: 'filter.suppliers', supplierGroups });
  const toggle = (group: string, checked: boolean) =>
    choose(checked ? groups.filter((each) => each === group || chosen.includes(each)) : chosen.filter((each) => each !== group));
  const list = useRef<HTMLDetailsElement>(null);
  const backToSummary = () => list.current?.querySelector('summary')?.focus();
  const summary = chosen.length === 0 ? 'все' : chosen.length === 1 ? chosen[0] : `выбрано ${chosen.length}`;
  return (
    <div className="field profit-forecast__control">
      <span className="field__label">{supplierLabel}</span>
      <details
        ref={list}
        className="profit-forecast__suppliers"
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || !list.current?.open) return;
          event.stopPropagation();
          list.current.open = false;
          backToSummary();
        }}
      >
        <summary className="field__input" aria-label={`${supplierLabel}: ${summary}`}>
          {summary}
        </summary>
        <fieldset className="profit-forecast__supplier-list">
          <legend className="visually-hidden">{supplierLabel}</legend>
          {groups.map((group) => (
            <label key={group} className="profit-forecast__supplier">
              <input type="checkbox" checked={chosen.includes(group)} onChange={(event) => toggle(group, event.target.checked)} />
              {group}
            </label>
          ))}
          {chosen.length > 0 && (
            <button
              type="button"
              className="button"
              onClick={() => {
                choose([]);
                backToSummary();
              }}
            >
              Сбросить
            </button>
          )}
        </fieldset>
      </details>
    </div>
  );
}
