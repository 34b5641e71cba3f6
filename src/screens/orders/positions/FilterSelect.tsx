/** The value of 'Все' in a filter's dropdown. */
export const every = '';

interface FilterSelectProps {
  id: string;
  label: string;
  value: string;
  disabled?: boolean;
  options: Array<{ value: string; label: string }>;
  onChange: (value: string) => void;
}

/** One filter of an order screen: 'Все' or one of its options. */
export function FilterSelect({ id, label, value, disabled = false, options, onChange }: FilterSelectProps) {
  return (
    <div className="field positions__control">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="field__input" value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
        <option value={every}>Все</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
