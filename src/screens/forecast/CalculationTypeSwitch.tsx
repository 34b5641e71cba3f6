import { useSelector } from '@xstate/react';
import { calculationTypeLabels, calculationTypes } from '../../domain/forecast/quantity';
import type { ProfitForecastActor } from '../../machines/forecast/profit-forecast.machine';
import { selectCalculationType } from '../../machines/forecast/profit-forecast.selectors';

export const calculationTypeLegend = 'Расчёт количества';

/** The period the order covers (§9): a month, two weeks, a week, or the initiative's requirement. */
export function CalculationTypeSwitch({ forecast }: { forecast: ProfitForecastActor }) {
  const chosen = useSelector(forecast, selectCalculationType);
  return (
    <fieldset className="profit-forecast__types">
      <legend className="field__label">{calculationTypeLegend}</legend>
      {calculationTypes.map((type) => (
        <label key={type} className="profit-forecast__type">
          <input
            type="radio"
            name="profit-forecast-calculation-type"
            value={type}
            checked={chosen === type}
            onChange={() => forecast.send({ type: 'calculationType.choose', calculationType: type })}
          />
          {calculationTypeLabels[type]}
        </label>
      ))}
    </fieldset>
  );
}
