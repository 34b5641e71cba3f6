import { useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import { formatNumber } from '../../domain/shared/format';
import { toPriceWeight, weightSlider } from '../../domain/forecast/selection';
import type { ProfitForecastActor } from '../../machines/forecast/profit-forecast.machine';
import { selectPriceWeight } from '../../machines/forecast/profit-forecast.selectors';
import { LabelledField } from '../../ui/LabelledField';
import { useRelease } from './use-release';

export const weightLabel = 'Алгоритм подбора товаров в заказ';

const weightText = (priceWeight: number) => `цена ${formatNumber(priceWeight, 2)}, прибыль ${formatNumber(1 - priceWeight, 2)}`;

/**
 * Price weight against profit weight (defaults 1 and 0): 1 proposes the cheapest products first,
 * 0 the most profitable (docs/decisions/forecast-proposal.md). Applies when the user lets go.
 */
export function WeightSlider({ forecast }: { forecast: ProfitForecastActor }) {
  const priceWeight = useSelector(forecast, selectPriceWeight);
  const [shown, setShown] = useState(priceWeight);
  // A weight chosen elsewhere (a restored or cleared draft) is shown at once.
  const [chosen, setChosen] = useState(priceWeight);
  if (chosen !== priceWeight) {
    setChosen(priceWeight);
    setShown(priceWeight);
  }
  const id = useId();
  const rangeRef = useRelease((value) => {
    const next = toPriceWeight(Number(value));
    setShown(next);
    if (next !== priceWeight) forecast.send({ type: 'weight.release', priceWeight: next });
  });
  return (
    <LabelledField id={id} className="profit-forecast__control" label={weightLabel}>
      <div className="profit-forecast__slider">
        <span className="profit-forecast__hint">Прибыль</span>
        <input
          id={id}
          ref={rangeRef}
          type="range"
          min={weightSlider.min}
          max={weightSlider.max}
          step={weightSlider.step}
          value={shown}
          aria-valuetext={weightText(shown)}
          onChange={(event) => setShown(toPriceWeight(Number(event.target.value)))}
        />
        <span className="profit-forecast__hint">Цена</span>
      </div>
      <span className="profit-forecast__hint">Вес: {weightText(shown)}</span>
    </LabelledField>
  );
}
