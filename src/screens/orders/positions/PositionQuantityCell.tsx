import { QuantityFlagMark } from '../../../ui/quantity/QuantityFlagMark';
import { QuantityInput } from '../../../ui/quantity/QuantityInput';
import '../../../styles/positions.css';

interface PositionQuantityCellProps {
  productName: string;
  /** What the worker holds for the position: the typed text, or the proposal as digits. */
  text: string;
  /** The packs the screen proposed for the position: a quantity far above it is marked. */
  recommended: number;
  /** The grid's roving focus: 0 on the one active cell, which holds the text box. */
  tabIndex: number;
  onEdit: (text: string) => void;
}

/**
 * The order quantity of the purchase, RG and recommended orders: a whole number of packs up to the
 * per-line bound; other input is refused in words and the order keeps what it
 * had. As on the forecast, only the grid's active cell holds a text box; the others show the
 * quantity in a box of the same look. A quantity far above the proposal carries a mark.
 */
export function PositionQuantityCell({ tabIndex, recommended, ...props }: PositionQuantityCellProps) {
  return (
    <span className="quantity-cell">
      {tabIndex !== 0 ? (
        <span className="positions__quantity">{props.text}</span>
      ) : (
        <QuantityInput className="positions__quantity" {...props} />
      )}
      <QuantityFlagMark text={props.text} recommended={recommended} />
    </span>
  );
}
