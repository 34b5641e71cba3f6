interface FilterCheckProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** One checkbox filter of an order screen ('Нулевые остатки', 'План не выполнен'), its label beside it. */
export function FilterCheck({ label, checked, onChange }: FilterCheckProps) {
  return (
    <label className="positions__check">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}
