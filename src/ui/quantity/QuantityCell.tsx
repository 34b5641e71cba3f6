import { shownBoxText } from '../../domain/shared/number-entry';
import { QuantityFlagMark } from './QuantityFlagMark';
import { QuantityInput } from './QuantityInput';

interface QuantityCellProps {
  /** The screen's class for the box, shown as text or as the text box (quantity.css draws both alike). */
  className: string;
  productName: string;
  /** What the worker holds for the row: the typed text until the next action, else the number. */
  text: string;
  /** The packs the screen proposes for the row (the forecast's rule, an order's proposal): far above it is marked. */
  recommended: number;
  /** The grid's roving focus: 0 on the one active cell, which holds the text box. */
  tabIndex: number;
  onEdit: (text: string) => void;
}

/**
 * The order quantity of the forecast and the position orders: a whole number of packs up to the
 * per-line bound (which overrides §5's "any text"); other input is refused in words and the order
 * keeps what it had. Only the grid's active cell holds a real text box; the others show the
 * quantity in a box of the same look. A text box is the dearest element of a row to create, style
 * and lay out, and a fast scroll through a million rows creates forty rows a frame: plain text
 * keeps each frame under 50 ms (docs/decisions/forecast-grid.md). A click, Tab or an arrow key
 * makes the cell active, and react-data-grid moves the focus into its text box.
 */
export function QuantityCell({ className, tabIndex, recommended, ...props }: QuantityCellProps) {
  return (
    <span className="quantity-cell">
      {/* Grouped as the text box shows it: «1 500», never «1500» beside it. */}
      {tabIndex !== 0 ? <span className={className}>{shownBoxText(props.text)}</span> : <QuantityInput className={className} {...props} />}
      <QuantityFlagMark text={props.text} recommended={recommended} />
    </span>
  );
}
