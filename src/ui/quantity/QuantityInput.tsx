import { readPacks } from '../../domain/orders/order-quantity';
import { shownBoxText } from '../../domain/shared/number-entry';
import { NumberBox } from '../number/NumberBox';

interface QuantityInputProps {
  className: string;
  productName: string;
  /** What the worker holds for the row: the last committed text, or the proposal as digits. */
  text: string;
  /** Called with a committed, accepted text only: the order never counts a refused one. */
  onEdit: (text: string) => void;
}

const readQuantity = (text: string) => {
  const reading = readPacks(text);
  return 'refused' in reading ? reading : { value: reading.packs };
};

/**
 * The order quantity box of every order screen: the portal's number box under the packs rule. A
 * refused text leaves the order as it was; leaving the cell with one puts the order's packs back
 * and the grid says so under its rows.
 */
export function QuantityInput({ className, productName, text, onEdit }: QuantityInputProps) {
  return (
    <NumberBox
      className={className}
      label={`Количество к заказу: ${productName}`}
      inputMode="numeric"
      tabIndex={0}
      text={text}
      read={readQuantity}
      onCommit={onEdit}
      refusedOnLeave="restore"
      keptText={(committed) => `В заказе остаётся ${committed.trim() === '' ? '0' : shownBoxText(committed)}`}
    />
  );
}
