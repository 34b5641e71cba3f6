import { useSelector } from '@xstate/react';
import { useId, useMemo, useRef } from 'react';
import { LabelledField } from '../../ui/LabelledField';
import { SelectTip } from '../../ui/SelectTip';
import type { ProfitForecastActor } from '../../machines/forecast/profit-forecast.machine';
import {
  initiativeOptions,
  selectInitiativeId,
  selectInitiatives,
  selectInitiativesTold,
  selectPreselected,
} from '../../machines/forecast/profit-forecast.selectors';

export const initiativeLabel = 'Инициатива';
const everyInitiative = '';

/** Where the back end does not tell a forecast row's initiative: what the screen shows instead of the filter. */
export const initiativesUntoldText = 'Сервер не сообщает инициативу строк прогноза: показаны товары всех инициатив, выбрать одну нельзя.';

/**
 * One initiative of the forecast, or all of them. An initiative chosen by link shows even without
 * rows. Rows that do not tell their initiative cannot be filtered by one: the filter gives way to
 * a line saying so (and an initiative chosen by link is not shown as chosen).
 */
export function InitiativeFilter({ forecast }: { forecast: ProfitForecastActor }) {
  const told = useSelector(forecast, selectInitiativesTold);
  if (!told) {
    return (
      <div className="field profit-forecast__control profit-forecast__control--note">
        <span className="field__label">{initiativeLabel}</span>
        <p className="profit-forecast__hint">{initiativesUntoldText}</p>
      </div>
    );
  }
  return <InitiativeSelect forecast={forecast} />;
}

function InitiativeSelect({ forecast }: { forecast: ProfitForecastActor }) {
  const initiatives = useSelector(forecast, selectInitiatives);
  const preselected = useSelector(forecast, selectPreselected);
  const chosen = useSelector(forecast, selectInitiativeId);
  const options = useMemo(() => initiativeOptions(initiatives ?? [], preselected), [initiatives, preselected]);
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  return (
    <LabelledField id={id} className="field profit-forecast__control" label={initiativeLabel}>
      <select
        ref={select}
        id={id}
        className="field__input"
        value={chosen === null ? everyInitiative : String(chosen)}
        onChange={(event) =>
          forecast.send({
            type: 'filter.initiative',
            initiativeId: event.target.value === everyInitiative ? null : Number(event.target.value),
          })
        }
      >
        <option value={everyInitiative}>Все инициативы</option>
        {options.map((initiative) => (
          <option key={initiative.id} value={String(initiative.id)}>
            {initiative.name}
          </option>
        ))}
      </select>
      <SelectTip select={select} value={chosen === null ? everyInitiative : String(chosen)} />
    </LabelledField>
  );
}
