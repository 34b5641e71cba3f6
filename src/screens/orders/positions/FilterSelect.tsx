import { useRef } from 'react';
import { SelectTip } from '../../../ui/SelectTip';

/** The value of 'Все' in a filter's dropdown. */
export const every = '';

interface FilterSelectProps {
  id: string;
  label: string;
  value: string;
  disabled?: boolean;
  /** The text of the empty choice (its value is `every`). */
  noneText?: string;
  /** The select's own class beside the field's. */
  className?: string;
  /** The field's classes in its filter bar (the positions' bar unless given). */
  fieldClassName?: string;
  options: Array<{ value: string; label: string }>;
  onChange: (value: string) => void;
}

/** One filter of an order screen: 'Все' (or the screen's empty choice) or one of its options; a chosen name too long for the box is shown whole on hover and focus. */
export function FilterSelect({ id, label, value, options, onChange, ...look }: FilterSelectProps) {
  const { disabled = false, noneText = 'Все', className, fieldClassName = 'field positions__control' } = look;
  const classes = className ? `field__input ${className}` : 'field__input';
  const select = useRef<HTMLSelectElement>(null);
  return (
    <div className={fieldClassName}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select ref={select} id={id} className={classes} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
        <option value={every}>{noneText}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <SelectTip select={select} value={value} />
    </div>
  );
}
