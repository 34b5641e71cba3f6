import { useId } from 'react';

interface NumberFieldProps {
  label: string;
  text: string;
  /** §5's KPI rule broken: the cell is marked (the rule's message stands above the tables). */
  invalid?: boolean;
  /**
   * What is wrong with the figure itself (issue 18: out of range, empty, not a number), shown
   * under the box; the box's label already names the figure and whose it is.
   */
  message?: string;
  onType: (text: string) => void;
  /** A box for a few digits (hours, minutes, a percent): narrower, so the cashier table fits 1 440 px. */
  short?: boolean;
}

/**
 * A number the user types into a table cell. The machine keeps what is typed and decides whether
 * it is an allowed figure; one that is not is marked here with its reason, tied to the box.
 */
export function NumberField({ label, text, invalid = false, message, onType, short = false }: NumberFieldProps) {
  const messageId = useId();
  const marked = invalid || message !== undefined;
  return (
    <>
      <input
        className={['payroll__field', short && 'payroll__field--short', marked && 'payroll__field--invalid'].filter(Boolean).join(' ')}
        inputMode="decimal"
        aria-label={label}
        aria-invalid={marked || undefined}
        aria-describedby={message ? messageId : undefined}
        value={text}
        onChange={(event) => onType(event.target.value)}
      />
      {message && (
        <span id={messageId} className="payroll__field-message">
          {message}
        </span>
      )}
    </>
  );
}
