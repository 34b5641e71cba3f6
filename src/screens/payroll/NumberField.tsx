/**
 * A number the user types into a table cell. The machine decides whether the typing keeps §5's
 * rule (typing that breaks it changes nothing) and what the field shows.
 */
export function NumberField({ label, text, invalid = false, onType }: { label: string; text: string; invalid?: boolean; onType: (text: string) => void }) {
  return (
    <input
      className={invalid ? 'payroll__field payroll__field--invalid' : 'payroll__field'}
      inputMode="decimal"
      aria-label={label}
      aria-invalid={invalid || undefined}
      value={text}
      onChange={(event) => onType(event.target.value)}
    />
  );
}
