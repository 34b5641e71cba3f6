import { useId, useRef, type ReactNode } from 'react';
import { orderActionTexts } from '../../../machines/orders/positions-order-actions';
import { StayingButton } from '../../../ui/StayingButton';
import { SelectTip } from '../../../ui/SelectTip';
import { useOrderSend } from './OrderSend';

const noAction = '';

interface OrderActionBarProps<A extends string> {
  /** The screen's actions, in its order (those it offers now). */
  actions: readonly A[];
  /** What each action is called in the dropdown. */
  labels: Readonly<Record<A, string>>;
  action: A | null;
  /** The actions that end in a file: while one runs the cursor shows progress. */
  isDownload: (action: A | null) => boolean;
  canExecute: boolean;
  executing: boolean;
  /** Offers 'Выберите действие с заказом' (the forecast, purchase, RG); without it the first action stands chosen. */
  placeholder: boolean;
  /** The screen's block in its stylesheet: the bar is `${block}__actions`, waiting `${block}--waiting`. */
  block: string;
  onChoose: (action: A | null) => void;
  onExecute: () => void;
  /** Drawn after 'Выполнить' (the forecast's progress of the file under way). */
  children?: ReactNode;
}

/**
 * The order-action dropdown and 'Выполнить' of every order screen and the forecast. While a file is
 * prepared the cursor shows progress and the button waits; while anything of the order-send machine
 * is under way it cannot be pressed, yet keeps the focus.
 */
export function OrderActionBar<A extends string>({
  actions,
  labels,
  action,
  isDownload,
  canExecute,
  executing,
  placeholder,
  block,
  onChoose,
  onExecute,
  children,
}: OrderActionBarProps<A>) {
  const { isBusy, isPreparingFile, rememberInvoker } = useOrderSend();
  const waitingForFile = isPreparingFile || (executing && isDownload(action));
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  return (
    <div className={`${block}__actions${waitingForFile ? ` ${block}--waiting` : ''}`}>
      <label className="visually-hidden" htmlFor={id}>
        {orderActionTexts.placeholder}
      </label>
      <select
        ref={select}
        id={id}
        className="field__input"
        // A chosen action the screen no longer offers (the pharmacy system gone) shows as none chosen.
        value={action && actions.includes(action) ? action : noAction}
        onChange={(event) => onChoose(event.target.value === noAction ? null : (event.target.value as A))}
      >
        {placeholder && <option value={noAction}>{orderActionTexts.placeholder}</option>}
        {actions.map((each) => (
          <option key={each} value={each}>
            {labels[each]}
          </option>
        ))}
      </select>
      <SelectTip select={select} value={action ?? noAction} />
      {/* Unavailable while a file is prepared or an order sent, yet keeping the focus it was pressed with. */}
      <StayingButton
        className="button button--primary"
        unavailable={!canExecute || isBusy}
        aria-busy={waitingForFile}
        onClick={(event) => {
          rememberInvoker(event.currentTarget);
          onExecute();
        }}
      >
        {orderActionTexts.execute}
      </StayingButton>
      {children}
    </div>
  );
}
