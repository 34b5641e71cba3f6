import { useSelector } from '@xstate/react';
import { useId, useState, type KeyboardEvent } from 'react';
import { formatNumber } from '../../domain/shared/format';
import { toSize } from '../../domain/forecast/selection';
import type { ProfitForecastActor } from '../../machines/forecast/profit-forecast.machine';
import { selectLength, selectSize } from '../../machines/forecast/profit-forecast.selectors';
import { LabelledField } from '../../ui/LabelledField';
import { useRelease } from './use-release';

export const sizeLabel = 'Количество товаров в заказе';

/**
 * How many of the ranked products are proposed: 0 up to the forecast's length, or empty for all
 * of them. The slider applies on release, the number when the user leaves it or presses Enter.
 */
export function SizeSlider({ forecast }: { forecast: ProfitForecastActor }) {
  const length = useSelector(forecast, selectLength);
  const size = useSelector(forecast, selectSize);
  const [text, setText] = useState(size === null ? '' : String(size));
  // A size chosen elsewhere (a restored or cleared draft) is shown at once.
  const [shownSize, setShownSize] = useState(size);
  if (shownSize !== size) {
    setShownSize(size);
    setText(size === null ? '' : String(size));
  }
  const id = useId();
  const apply = (value: string) => {
    const next = value.trim() === '' ? null : toSize(Number(value), length);
    setText(next === null ? '' : String(next));
    if (next !== size) forecast.send({ type: 'size.release', size: next });
  };
  const rangeRef = useRelease(apply);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') apply(text);
  };
  const position = text === '' ? length : Number(text);
  return (
    <LabelledField id={id} className="profit-forecast__control" label={sizeLabel}>
      <div className="profit-forecast__slider">
        <input
          id={id}
          ref={rangeRef}
          type="range"
          min={0}
          max={length}
          step={1}
          value={position}
          aria-valuetext={text === '' ? `все ${formatNumber(length)}` : formatNumber(position)}
          onChange={(event) => setText(event.target.value)}
        />
        <input
          className="field__input profit-forecast__number"
          type="text"
          inputMode="numeric"
          aria-label={`${sizeLabel}, число (пусто — все)`}
          placeholder="все"
          value={text}
          onChange={(event) => setText(event.target.value.replace(/\D/gu, '').slice(0, 12))}
          onBlur={() => apply(text)}
          onKeyDown={onKeyDown}
        />
        <span className="profit-forecast__hint">из {formatNumber(length)}</span>
      </div>
    </LabelledField>
  );
}
