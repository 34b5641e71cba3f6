import type { FigureRule } from '../../domain/payroll/figure-rules';
import { readDecimal } from '../../domain/shared/number-entry';
import { NumberBox, type NumberBoxProps } from '../../ui/number/NumberBox';

type FigureBoxProps = Omit<NumberBoxProps, 'inputMode' | 'read' | 'refusedOnLeave'> & {
  /** The figure's bounds: what the box accepts, the machine and the gateway alike. */
  rule: FigureRule;
};

/**
 * A figure typed into a payroll or plan table: the portal's number box under the figure's rule.
 * A committed text the rule refuses stays in the box, marked with its reason, and counts for
 * nothing: the form keeps its save disabled until it is corrected.
 */
export function FigureBox({ rule, ...box }: FigureBoxProps) {
  return <NumberBox {...box} inputMode="decimal" money={rule.money} read={(typed) => readDecimal(rule, typed)} refusedOnLeave="keep" />;
}
