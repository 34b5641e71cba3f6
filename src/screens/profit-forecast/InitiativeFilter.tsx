import { useSelector } from '@xstate/react';
import { useId, useMemo } from 'react';
import type { ProfitForecastActor } from '../../machines/profit-forecast.machine';
import { initiativeOptions, selectInitiativeId, selectInitiatives, selectPreselected } from '../../machines/profit-forecast.selectors';

export const initiativeLabel = 'Инициатива';
const everyInitiative = '';

/** One initiative of the forecast, or all of them. An initiative chosen by link shows even without rows. */
export function InitiativeFilter({ forecast }: { forecast: ProfitForecastActor }) {
  const initiatives = useSelector(forecast, selectInitiatives);
  const preselected = useSelector(forecast, selectPreselected);
  const chosen = useSelector(forecast, selectInitiativeId);
  const options = useMemo(() => initiativeOptions(initiatives ?? [], preselected), [initiatives, preselected]);
  const id = useId();
  return (
    <div className="field profit-forecast__control">
      <label className="field__label" htmlFor={id}>
        {initiativeLabel}
      </label>
      <select
        id={id}
        className="field__input"
        value={chosen === null ? everyInitiative : String(chosen)}
        onChange={(event) =>
          forecast.send({ type: 'filter.initiative', initiativeId: event.target.value === everyInitiative ? null : Number(event.target.value) })
        }
      >
        <option value={everyInitiative}>Все инициативы</option>
        {options.map((initiative) => (
          <option key={initiative.id} value={String(initiative.id)}>
            {initiative.name}
          </option>
        ))}
      </select>
    </div>
  );
}
