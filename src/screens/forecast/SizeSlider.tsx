import { useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import { formatNumber } from '../../domain/shared/format';
import { shownBoxText, withoutGrouping } from '../../domain/shared/number-entry';
import { readSize, toSize } from '../../domain/forecast/selection';
import type { ProfitForecastActor } from '../../machines/forecast/profit-forecast.machine';
import { selectLength, selectSize } from '../../machines/forecast/profit-forecast.selectors';
import { LabelledField } from '../../ui/LabelledField';
import { NumberBox } from '../../ui/number/NumberBox';
import { useRelease } from './use-release';

export const sizeLabel = 'Количество товаров в заказе';

/**
 * How many of the ranked products are proposed: 0 up to the forecast's length, or empty for all
 * of them. The slider applies on release; the number box is the portal's number box (a whole
 * number, grouped as «1 500»), applied on Enter, Tab or leaving, and a refused number is put back
 * and said under the field.
 */
export function SizeSlider({ forecast }: { forecast: ProfitForecastActor }) {
  const length = useSelector(forecast, selectLength);
  const size = useSelector(forecast, selectSize);
  const [text, setText] = useState(size === null ? '' : String(size));
  const [restored, setRestored] = useState<string | null>(null);
  // A size chosen elsewhere (a restored or cleared draft) is shown at once.
  const [shownSize, setShownSize] = useState(size);
  if (shownSize !== size) {
    setShownSize(size);
    setText(size === null ? '' : String(size));
  }
  const id = useId();
  const choose = (next: number | null) => {
    setText(next === null ? '' : String(next));
    setRestored(null);
    if (next !== size) forecast.send({ type: 'size.release', size: next });
  };
  const rangeRef = useRelease((value) => choose(toSize(Number(value), length)));
  const read = (typed: string) => readSize(typed, length);
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
        <NumberBox
          label={`${sizeLabel}, число (пусто — все)`}
          className="field__input profit-forecast__number"
          inputMode="numeric"
          placeholder="все"
          text={text}
          read={read}
          refusedOnLeave="restore"
          keptText={(committed) => (committed === '' ? 'Остаются все товары' : `Остаётся ${shownBoxText(committed)}`)}
          onCommit={(typed) => {
            const reading = read(typed);
            if ('value' in reading) choose(withoutGrouping(typed) === '' ? null : reading.value);
          }}
          onRestored={setRestored}
        />
        <span className="profit-forecast__hint">из {formatNumber(length)}</span>
      </div>
      {restored && (
        <p className="field__reason" role="status">
          {restored}
        </p>
      )}
    </LabelledField>
  );
}
