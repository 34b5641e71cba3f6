import { QuantityFlagMark } from '../../ui/quantity/QuantityFlagMark';
import { QuantityInput } from '../../ui/quantity/QuantityInput';

interface QuantityCellProps {
  productName: string;
  /** What the worker holds for the row: the typed text until the next action, else the number. */
  text: string;
  /** The quantity the calculation rule gives the row: a quantity far above it is marked. */
  recommended: number;
  /** The grid's roving focus: 0 on the one active cell, which holds the text box. */
  tabIndex: number;
  onEdit: (text: string) => void;
}

/**
 * The order quantity: a whole number of packs up to the per-line bound (which
 * overrides §5's "any text"); other input is refused in words and the order keeps what it had.
 * Only the grid's active cell holds a real text box; the others show the quantity in a box of the
 * same look. A text box is the dearest element of a row to create, style and lay out, and a fast
 * scroll through a million rows creates forty rows a frame: plain text keeps each frame under
 * 50 ms (docs/decisions/forecast-grid.md). A click, Tab or an arrow key makes the cell active, and
 * react-data-grid moves the focus into its text box.
 */
export function QuantityCell({ tabIndex, recommended, ...props }: QuantityCellProps) {
  return (
    <span className="quantity-cell">
      {tabIndex !== 0 ? (
        <span className="profit-forecast__quantity">{props.text}</span>
      ) : (
        <QuantityInput className="profit-forecast__quantity" {...props} />
      )}
      <QuantityFlagMark text={props.text} recommended={recommended} />
    </span>
  );
}
