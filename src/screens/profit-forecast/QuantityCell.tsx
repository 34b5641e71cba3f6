import { useState, type KeyboardEvent } from 'react';

interface QuantityCellProps {
  productName: string;
  /** What the worker holds for the row: the typed text until the next action, else the number. */
  text: string;
  tabIndex: number;
  onEdit: (text: string) => void;
}

/**
 * The order quantity: any text while typing (spec §5). While the cell has the focus it shows what
 * the user types, whatever answer is on its way; each keystroke goes to the worker, which keeps
 * the text and counts its number in the totals.
 */
export function QuantityCell({ productName, text, tabIndex, onEdit }: QuantityCellProps) {
  const [typing, setTyping] = useState<string | null>(null);
  // Left, right, Home and End move the caret in the text; the grid keeps up, down and Tab.
  const keepCaretKeys = (event: KeyboardEvent<HTMLInputElement>) => {
    if (['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) event.stopPropagation();
  };
  return (
    <input
      className="profit-forecast__quantity"
      type="text"
      inputMode="decimal"
      aria-label={`Количество к заказу: ${productName}`}
      tabIndex={tabIndex}
      value={typing ?? text}
      onFocus={() => setTyping(text)}
      onBlur={() => setTyping(null)}
      onKeyDown={keepCaretKeys}
      onChange={(event) => {
        setTyping(event.target.value);
        onEdit(event.target.value);
      }}
    />
  );
}
