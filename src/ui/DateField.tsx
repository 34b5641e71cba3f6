import { useId, useState } from 'react';
import { dayTextHint, dayTextOf, dayTextProblem, isoOfDayText, isWholeDayText } from '../domain/shared/day-text';
import { LabelledField } from './LabelledField';
import '../styles/date-field.css';

interface DateFieldProps {
  label: string;
  /** The day held: YYYY-MM-DD, or '' for none. */
  value: string;
  /** The day typed: YYYY-MM-DD, or '' while the box is empty, half typed or holds no calendar day. */
  onChange: (iso: string) => void;
  onLeave?: () => void;
  /** The form's own word on the day (required, out of bounds); shown when the box itself has none. */
  message?: string | null;
  /** Another element that describes the box too (a message shared by two fields). */
  describedBy?: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
}

/**
 * A date box that reads and shows дд.мм.гггг whatever the browser's language: a
 * native `<input type="date">` follows the browser's locale (mm/dd/yyyy in an English Chromium).
 * Like the native box it hands on YYYY-MM-DD or '' and keeps half-typed text to itself; unlike it,
 * it says in words why the text is no date (once the user leaves the box or has typed a whole
 * дд.мм.гггг), and never rewrites what was typed: 31.02.2026 stays and is refused.
 */
export function DateField({ label, value, onChange, onLeave, message = null, describedBy, name, required, disabled }: DateFieldProps) {
  const id = useId();
  const [text, setText] = useState(() => dayTextOf(value));
  const [left, setLeft] = useState(false);
  const [held, setHeld] = useState(value);
  // The form changed the day itself (emptied after a save): the box shows that day. A day the form
  // refused leaves `value` as it was, and the box keeps what the user typed beside the form's reason.
  if (value !== held) {
    setHeld(value);
    if (value !== isoOfDayText(text)) {
      setText(dayTextOf(value));
      setLeft(false);
    }
  }
  // The box's own word once the user has left it or typed a whole дд.мм.гггг, not at every keystroke;
  // the form's word (required, out of bounds) only while the box has none of its own.
  const ownProblem = dayTextProblem(text);
  const shown = ownProblem ? (left || isWholeDayText(text) ? ownProblem : null) : message;
  const messageId = `${id}-message`;
  const describers = [shown ? messageId : null, describedBy ?? null].filter(Boolean).join(' ');
  return (
    <LabelledField id={id} className="field date-field" label={label}>
      <input
        id={id}
        name={name}
        className="field__input date-field__input"
        autoComplete="off"
        placeholder={dayTextHint}
        required={required}
        disabled={disabled}
        value={text}
        aria-invalid={shown !== null || undefined}
        aria-describedby={describers || undefined}
        onChange={(event) => {
          setText(event.target.value);
          setLeft(false);
          onChange(isoOfDayText(event.target.value));
        }}
        onBlur={() => {
          setLeft(true);
          onLeave?.();
        }}
      />
      {shown && (
        <span id={messageId} className="date-field__message">
          {shown}
        </span>
      )}
    </LabelledField>
  );
}
