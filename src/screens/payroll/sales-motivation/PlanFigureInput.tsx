import { useId } from 'react';
import type { PlanFigureField } from '../../../domain/sales-motivation/plan-figure-rules';
import { cellProblem } from '../../../machines/sales-motivation.rows';

interface PlanFigureInputProps {
  field: PlanFigureField;
  label: string;
  text: string;
  readOnly: boolean;
  /** The previous month's plan: never editable, so the box is disabled, not merely read-only (§2.7). */
  disabled: boolean;
  onType: (text: string) => void;
}

/**
 * A bonus or plan cell of the plan table (issue 18 item 3). The machine keeps whatever is typed;
 * a text that is no allowed figure is marked here with its reason, tied to the box, and keeps
 * «Сохранить инициативу» disabled.
 */
export function PlanFigureInput({ field, label, text, readOnly, disabled, onType }: PlanFigureInputProps) {
  const messageId = useId();
  const problem = cellProblem(field, text);
  return (
    <>
      <input
        className={problem ? 'field__input sales-motivation__input sales-motivation__input--invalid' : 'field__input sales-motivation__input'}
        inputMode="decimal"
        aria-label={label}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? messageId : undefined}
        value={text}
        readOnly={readOnly}
        disabled={disabled}
        onChange={(event) => onType(event.target.value)}
      />
      {problem && (
        <span id={messageId} className="sales-motivation__input-message">
          {problem}
        </span>
      )}
    </>
  );
}
