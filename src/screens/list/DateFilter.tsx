import { parseISO } from 'date-fns';
import { useId, useRef } from 'react';
import { formatDate } from '../../domain/shared/format';
import { LabelledField } from '../../ui/LabelledField';

/**
 * A date bound of the filters (spec §5): a read-only text field showing DD.MM.YYYY, a button that
 * opens the browser's date picker, and Backspace in the field to clear it.
 */
export function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | null | undefined;
  onChange: (value: string | null) => void;
}) {
  const id = useId();
  const picker = useRef<HTMLInputElement>(null);
  return (
    <LabelledField inline id={id} className="initiatives-filters__date" label={label}>
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
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path
              fill="currentColor"
              d="M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2H7Zm12 8v10H5V10h14Z"
            />
          </svg>
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
    </LabelledField>
  );
}
