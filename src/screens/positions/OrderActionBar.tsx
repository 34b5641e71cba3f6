import { useId } from 'react';
import { isDownloadAction, orderActionLabels, orderActionTexts, type OrderAction } from '../../machines/positions-order-actions';
import '../../styles/positions.css';
import { useOrderSend } from '../orders/OrderSend';

const noAction = '';

interface OrderActionBarProps {
  actions: readonly OrderAction[];
  action: OrderAction | null;
  canExecute: boolean;
  executing: boolean;
  /** Offers 'Выберите действие с заказом' (RG); without it the first action stands chosen. */
  placeholder: boolean;
  onChoose: (action: OrderAction | null) => void;
  onExecute: () => void;
}

/**
 * The order-action dropdown and 'Выполнить'. While a file is prepared the cursor shows progress
 * and the button waits; while anything of the order-send machine is under way it is disabled.
 */
export function OrderActionBar({ actions, action, canExecute, executing, placeholder, onChoose, onExecute }: OrderActionBarProps) {
  const { isBusy, isPreparingFile } = useOrderSend();
  const waitingForFile = isPreparingFile || (executing && isDownloadAction(action));
  const id = useId();
  return (
    <div className={`positions__actions${waitingForFile ? ' positions--waiting' : ''}`}>
      <label className="visually-hidden" htmlFor={id}>
        {orderActionTexts.placeholder}
      </label>
      <select
        id={id}
        className="field__input"
        value={action ?? noAction}
        onChange={(event) => onChoose(event.target.value === noAction ? null : (event.target.value as OrderAction))}
      >
        {placeholder && <option value={noAction}>{orderActionTexts.placeholder}</option>}
        {actions.map((each) => (
          <option key={each} value={each}>
            {orderActionLabels[each]}
          </option>
        ))}
      </select>
      <button type="button" className="button button--primary" disabled={!canExecute || isBusy} aria-busy={waitingForFile} onClick={onExecute}>
        {orderActionTexts.execute}
      </button>
    </div>
  );
}
