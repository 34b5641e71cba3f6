import { useId } from 'react';
import { isDownloadAction, orderActionLabels, orderActionTexts, type OrderAction } from '../../../machines/orders/positions-order-actions';
import '../../../styles/positions.css';
import { useOrderSend } from '../send/OrderSend';

const noAction = '';

interface OrderActionBarProps<A extends OrderAction> {
  /** The screen's actions, in its order (those it offers now). */
  actions: readonly A[];
  action: A | null;
  canExecute: boolean;
  executing: boolean;
  /** Offers 'Выберите действие с заказом' (purchase, RG); without it the first action stands chosen. */
  placeholder: boolean;
  onChoose: (action: A | null) => void;
  onExecute: () => void;
}

/**
 * The order-action dropdown and 'Выполнить'. While a file is prepared the cursor shows progress
 * and the button waits; while anything of the order-send machine is under way it is disabled.
 */
export function OrderActionBar<A extends OrderAction>({
  actions,
  action,
  canExecute,
  executing,
  placeholder,
  onChoose,
  onExecute,
}: OrderActionBarProps<A>) {
  const { isBusy, isPreparingFile, rememberInvoker } = useOrderSend();
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
        // A chosen action the screen no longer offers (the pharmacy system gone) shows as none chosen.
        value={action && actions.includes(action) ? action : noAction}
        onChange={(event) => onChoose(event.target.value === noAction ? null : (event.target.value as A))}
      >
        {placeholder && <option value={noAction}>{orderActionTexts.placeholder}</option>}
        {actions.map((each) => (
          <option key={each} value={each}>
            {orderActionLabels[each]}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="button button--primary"
        disabled={!canExecute || isBusy}
        aria-busy={waitingForFile}
        onClick={(event) => {
          rememberInvoker(event.currentTarget);
          onExecute();
        }}
      >
        {orderActionTexts.execute}
      </button>
    </div>
  );
}
