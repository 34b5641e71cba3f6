import { planFigureRules, type PlanFigureField } from '../../../domain/payroll/sales-motivation/plan-figure-rules';
import { cellProblem } from '../../../machines/payroll/sales-motivation.rows';
import { FigureBox } from '../FigureBox';

interface PlanFigureInputProps {
  field: PlanFigureField;
  label: string;
  text: string;
  readOnly: boolean;
  /** The previous month's plan: never editable, so the box is disabled, not merely read-only (§2.7). */
  disabled: boolean;
  /** A committed text (Enter, Tab, leaving the box): the pharmacy plan follows it. */
  onType: (text: string) => void;
}

/**
 * A bonus or plan cell of the plan table: the portal's number box. A committed text that is no
 * allowed figure stays, marked with its reason, and keeps «Сохранить инициативу» disabled.
 */
export function PlanFigureInput({ field, label, text, readOnly, disabled, onType }: PlanFigureInputProps) {
  const problem = cellProblem(field, text);
  return (
    <FigureBox
      className={problem ? 'field__input sales-motivation__input sales-motivation__input--invalid' : 'field__input sales-motivation__input'}
      messageClassName="field__reason sales-motivation__input-message"
      label={label}
      rule={planFigureRules[field]}
      text={text}
      onCommit={onType}
      message={problem}
      readOnly={readOnly}
      disabled={disabled}
    />
  );
}
