import { parseISO } from 'date-fns';
import { useId, useRef } from 'react';
import { formatDate } from '../../domain/format';

/**
 * A date bound of the filters (spec §5): a read-only text field showing DD.MM.YYYY, a button that
 * opens the browser's date picker, and Backspace in the field to clear it.
 */
export function DateFilter({ label, value, onChange }: { label: string; value: string | null | undefined; onChange: (value: string | null) => void }) {
  const id = useId();
  const picker = useRef<HTMLInputElement>(null);
  return (
    <span className="initiatives-filters__date">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <span className="initiatives-filters__date-row">
        <input
          id={id}
          className="field__input initiatives-filters__date-text"
          readOnly
          value={value ? formatDate(parseISO(value)) : ''}
          placeholder="ДД.ММ.ГГГГ"
          title="Backspace очищает дату"
          onKeyDown={(event) => {
            if (event.key === 'Backspace') {
              event.preventDefault();
              onChange(null);
            }
          }}
        />
        <button
          type="button"
          className="button initiatives-filters__pick"
          aria-label={`${label}: выбрать дату`}
          onClick={() => {
            const input = picker.current;
            if (!input) return;
            // showPicker is missing in older browsers: a focus and click open the native picker there.
            if (typeof input.showPicker === 'function') input.showPicker();
            else input.click();
          }}
        >
          📅
        </button>
        <input
          ref={picker}
          type="date"
          className="initiatives-filters__native"
          tabIndex={-1}
          aria-label={`${label}: календарь`}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value || null)}
        />
      </span>
    </span>
  );
}
