import type { FigureRule } from '../../domain/payroll/figure-rules';
import { FigureBox } from './FigureBox';

interface NumberFieldProps {
  label: string;
  /** The figure's bounds: what the box accepts, the machine and the gateway alike. */
  rule: FigureRule;
  text: string;
  /** §5's KPI rule broken: the cell is marked (the rule's message stands above the tables). */
  invalid?: boolean;
  /**
   * What is wrong with the committed figure itself (out of range, empty, not a number), shown
   * under the box; the box's label already names the figure and whose it is.
   */
  message?: string;
  /** A committed text (Enter, Tab, leaving the box): the month's figures and totals follow it. */
  onType: (text: string) => void;
  /** A box for a few digits (hours, minutes, a percent): narrower, so the cashier table fits 1 440 px. */
  short?: boolean;
}

/**
 * A number the user types into a payroll table: the portal's number box. The totals follow a
 * figure once it is committed; a refused text stays in the box, marked with its reason, counts
 * for nothing and keeps Save and export disabled (the machine lists it above the tabs).
 */
export function NumberField({ label, rule, text, invalid = false, message, onType, short = false }: NumberFieldProps) {
  return (
    <FigureBox
      className={['payroll__field', short && 'payroll__field--short', (invalid || message !== undefined) && 'payroll__field--invalid']
        .filter(Boolean)
        .join(' ')}
      messageClassName="field__reason payroll__field-message"
      label={label}
      rule={rule}
      text={text}
      onCommit={onType}
      message={message ?? null}
      invalid={invalid}
    />
  );
}
