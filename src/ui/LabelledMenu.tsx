import { CheckboxMenu, type CheckboxMenuProps } from './CheckboxMenu';

interface LabelledMenuProps extends CheckboxMenuProps {
  /** The field's own class: how its screen lays the label and the menu out. */
  className: string;
}

/**
 * A checkbox menu under its visible label. The menu's button names itself to screen readers (the
 * label and what is ticked), so the label above it is hidden from them rather than read twice.
 */
export function LabelledMenu({ className, ...menu }: LabelledMenuProps) {
  return (
    <div className={className}>
      <span className="field__label" aria-hidden="true">
        {menu.label}
      </span>
      <CheckboxMenu {...menu} />
    </div>
  );
}
