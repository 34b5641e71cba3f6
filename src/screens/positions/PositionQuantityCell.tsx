import { useState, type KeyboardEvent } from 'react';
import { acceptQuantityText } from '../../domain/purchase/quantity';
import '../../styles/positions.css';

interface PositionQuantityCellProps {
  productName: string;
  /** What the worker holds for the position: the typed text, or the proposal as digits. */
  text: string;
  /** The grid's roving focus: 0 on the one active cell, which holds the text box. */
  tabIndex: number;
  onEdit: (text: string) => void;
}

/**
 * The order quantity of the purchase, RG and recommended orders (spec §5): digits only, up to 12; any
 * other input is ignored, the box keeps what it showed. As on the forecast, only the grid's
 * active cell holds a text box; the others show the quantity in a box of the same look.
 */
export function PositionQuantityCell({ tabIndex, ...props }: PositionQuantityCellProps) {
  if (tabIndex !== 0) return <span className="positions__quantity">{props.text}</span>;
  return <QuantityInput {...props} />;
}

function QuantityInput({ productName, text, onEdit }: Omit<PositionQuantityCellProps, 'tabIndex'>) {
  // While the box has the focus it shows what the user types, whatever answer is on its way.
  const [typing, setTyping] = useState<string | null>(null);
  const shown = typing ?? text;
  // Left, right, Home and End move the caret in the text; the grid keeps up, down and Tab.
  const keepCaretKeys = (event: KeyboardEvent<HTMLInputElement>) => {
    if (['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) event.stopPropagation();
  };
  return (
    <input
      className="positions__quantity"
      type="text"
      inputMode="numeric"
      aria-label={`Количество к заказу: ${productName}`}
      tabIndex={0}
      value={shown}
      onFocus={() => setTyping(text)}
      onBlur={() => setTyping(null)}
      onKeyDown={keepCaretKeys}
      onChange={(event) => {
        const accepted = acceptQuantityText(shown, event.target.value);
        if (accepted === shown) return;
        setTyping(accepted);
        onEdit(accepted);
      }}
    />
  );
}
