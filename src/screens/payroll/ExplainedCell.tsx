import { useId } from 'react';
import type { Explained } from '../../domain/payroll/result';

/**
 * A computed figure that explains itself: the cell is focusable and its formula,
 * with this cashier's values filled in, shows on hover and on focus in a tooltip the cell is
 * described by, so a screen reader reads it too.
 */
export function ExplainedCell({ figure, format }: { figure: Explained; format: (value: number) => string }) {
  const tipId = useId();
  return (
    <td className="payroll__number payroll-explained" tabIndex={0} aria-describedby={tipId}>
      {format(figure.value)}
      {figure.value < 0 && (
        // Seen without hovering: a figure below zero takes money off the pay, so it says why at once.
        <span className="payroll-explained__why">Меньше нуля: {figure.why ?? figure.formula}</span>
      )}
      <span role="tooltip" id={tipId} className="payroll-explained__tip">
        {figure.formula}
      </span>
    </td>
  );
}
