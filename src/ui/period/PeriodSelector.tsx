import { useId } from 'react';
import type { Quarter, QuarterChoice } from '../../domain/shared/quarters';
import '../../styles/period.css';

export interface PeriodSelectorProps {
  years: readonly number[];
  year: number;
  /** null: no quarter chosen yet. */
  quarter: Quarter | null;
  /** The four choices with labels, subtitles and disabled flags (src/domain/shared/quarters). */
  choices: readonly QuarterChoice[];
  onYearChange: (year: number) => void;
  onQuarterChange: (quarter: Quarter) => void;
  /** The group's heading for assistive technology; 'Период' unless a screen needs another. */
  legend?: string;
}

/**
 * A year list and the four quarter radio choices ('Квартал I' … with their months under them).
 * Plain values in, callbacks out: the screens connect it to a period selection actor
 * (PeriodSelection), and stories or tests can render it alone.
 */
export function PeriodSelector({ years, year, quarter, choices, onYearChange, onQuarterChange, legend = 'Период' }: PeriodSelectorProps) {
  const id = useId();
  return (
    <fieldset className="period">
      <legend className="visually-hidden">{legend}</legend>
      <label className="period__year">
        <span className="period__caption">Год</span>
        <select className="field__input" value={year} onChange={(event) => onYearChange(Number(event.target.value))}>
          {years.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </label>
      <div className="period__quarters" role="radiogroup" aria-label="Квартал">
        {choices.map((choice) => (
          <label key={choice.quarter} className="period__quarter" data-disabled={choice.disabled || undefined}>
            <input
              type="radio"
              name={`${id}-quarter`}
              value={choice.quarter}
              checked={choice.quarter === quarter}
              disabled={choice.disabled}
              aria-labelledby={`${id}-label${choice.quarter}`}
              aria-describedby={`${id}-months${choice.quarter}`}
              onChange={() => onQuarterChange(choice.quarter)}
            />
            <span id={`${id}-label${choice.quarter}`} className="period__label">
              {choice.label}
            </span>
            <span id={`${id}-months${choice.quarter}`} className="period__subtitle">
              {choice.subtitle}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
