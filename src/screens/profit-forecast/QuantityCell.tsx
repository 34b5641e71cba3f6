import { useState, type KeyboardEvent } from 'react';

interface QuantityCellProps {
  productName: string;
  /** What the worker holds for the row: the typed text until the next action, else the number. */
  text: string;
  /** The grid's roving focus: 0 on the one active cell, which holds the text box. */
  tabIndex: number;
  onEdit: (text: string) => void;
}

/**
 * The order quantity: any text while typing (spec §5). Only the grid's active cell holds a real
 * text box; the others show the quantity in a box of the same look. A text box is the dearest
 * element of a row to create, style and lay out, and a fast scroll through a million rows creates
 * forty rows a frame: plain text keeps each frame under 50 ms (docs/decisions.md). A click, Tab or
 * an arrow key makes the cell active, and react-data-grid moves the focus into its text box.
 */
export function QuantityCell({ tabIndex, ...props }: QuantityCellProps) {
  if (tabIndex !== 0) return <span className="profit-forecast__quantity">{props.text}</span>;
  return <QuantityInput {...props} />;
}

function QuantityInput({ productName, text, onEdit }: Omit<QuantityCellProps, 'tabIndex'>) {
  // While the box has the focus it shows what the user types, whatever answer is on its way;
  // each keystroke goes to the worker, which keeps the text and counts its number in the totals.
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
      tabIndex={0}
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
