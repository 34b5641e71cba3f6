import type { ReactNode } from 'react';

interface LabelledFieldProps {
  /** The control's id (useId), which the label names. */
  id: string;
  label: string;
  /** The field's own class: how its screen lays the label and the control out. */
  className: string;
  /** A field standing in a row of filters is a span; one of a form's or a panel's column a div. */
  inline?: boolean;
  /** The control, and what goes with it (a hint, a reason). */
  children: ReactNode;
}

/** A label over its control, tied to it by the control's id: the portal's form field. */
export function LabelledField({ id, label, className, inline = false, children }: LabelledFieldProps) {
  const Field = inline ? 'span' : 'div';
  return (
    <Field className={className}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children}
    </Field>
  );
}
