interface ChooseAllCellProps {
  /** What the box chooses, said to a screen reader: the table's header has no words of its own. */
  label: string;
  checked: boolean;
  disabled: boolean;
  onChoose: (chosen: boolean) => void;
}

/** The header cell of a promo-product table's choice column: one box that chooses every product listed. */
export function ChooseAllCell({ label, checked, disabled, onChoose }: ChooseAllCellProps) {
  return (
    <th scope="col">
      <input
        type="checkbox"
        aria-label={label}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChoose(event.target.checked)}
      />
    </th>
  );
}
