import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { fromPromise, waitFor } from 'xstate';
import { useAuthSelector, useSnackbarActor } from '../../ui/app-context';
import { selectPharmacy } from '../../machines/auth.selectors';
import { orderSendMachine } from '../../machines/order-send.machine';
import { selectBusy, selectPreparingFile, selectSending, selectSettled } from '../../machines/order-send.selectors';
import type { OrderKind } from '../../api/contract/orders';
import type { OrderDraft, OrderFile, OrderFileKind, OrderSendEvent, OrderSource, OrderType } from '../../machines/order-send.types';
import { OrderSendContext, useOrderSendActor, useOrderSendInvoker } from './order-send-context';
import { OrderConfirmDialog } from './OrderConfirmDialog';
import { DefaultOrderResultPanel } from './OrderResultPanel';
import { PulsResultModal } from './PulsResultModal';
import { saveFile } from './save-file';

export type { OrderDraft, OrderFile, OrderFileKind, OrderLine, OrderSendEvent, OrderSource, OrderType } from '../../machines/order-send.types';

interface OrderSendProviderProps {
  /** 'mtx' the profit forecast, 'pi' purchase and recommended order, 'rg' the RG order. */
  type: OrderType;
  /** The screen when the type does not tell it: 'recommended' for the recommended order (the history names it). */
  kind?: OrderKind;
  /** The screen's rows: the order above 0 and the files its worker builds. */
  source: OrderSource;
  /** The pharmacy staff order for; the signed-in pharmacy's own when not given. */
  pharmacyId?: number | null;
  children: ReactNode;
}

/**
 * Owns sending the order of the screen it wraps: any component below sends with useOrderSend();
 * an order is confirmed in 'Подтверждение заказа' before it leaves, notices go to the app's
 * snackbars, files save themselves, a wholesale send opens the modal 'Результат отправки заказа
 * в Пульс', and the other systems' answers stay in the result panel under the screen (or where
 * the screen places <OrderResultPanel />). Leaving the screen aborts what is under way.
 */
export function OrderSendProvider({ type, kind, source, pharmacyId, children }: OrderSendProviderProps) {
  const snackbar = useSnackbarActor();
  const ownPharmacyId = useAuthSelector(selectPharmacy)?.id ?? null;
  const orderPharmacyId = pharmacyId ?? ownPharmacyId;
  // The machine is made once; its actors read the latest source, which the screen may remake each render.
  const latestSource = useRef(source);
  useEffect(() => {
    latestSource.current = source;
  }, [source]);
  const [machine] = useState(() =>
    orderSendMachine.provide({
      actors: {
        orderDraft: fromPromise<OrderDraft>(({ signal }) => latestSource.current.orderDraft(signal)),
        buildFile: fromPromise<OrderFile | null, { kind: OrderFileKind }>(({ input, signal }) => latestSource.current.buildFile(signal, input.kind)),
      },
      actions: { saveFile: (_, file) => saveFile(file) },
    }),
  );
  const actor = useActorRef(machine, { input: { type, kind, pharmacyId: orderPharmacyId, snackbar } });
  useEffect(() => actor.send({ type: 'order.pharmacyChosen', pharmacyId: orderPharmacyId }), [actor, orderPharmacyId]);
  const invoker = useRef<HTMLElement | null>(null);
  const [placedPanels, setPlacedPanels] = useState(0);
  const place = useCallback(() => {
    setPlacedPanels((count) => count + 1);
    return () => setPlacedPanels((count) => count - 1);
  }, []);
  const handle = useMemo(() => ({ actor, invoker, panelSlot: { placed: placedPanels > 0, place } }), [actor, placedPanels, place]);

  return (
    <OrderSendContext value={handle}>
      {children}
      <DefaultOrderResultPanel />
      <PulsResultModal />
      <OrderConfirmDialog />
    </OrderSendContext>
  );
}

/** What an order screen's controls read and do. */
export interface OrderSend {
  /**
   * `send({ type: 'order.sendToPuls' })`, `send({ type: 'order.downloadFile', kind: 'orderingSystemFile' })`.
   * Settles when that request is over (the file saved, the answer shown, the modal open, the
   * confirmation cancelled), at once when the event does nothing now; never rejects: failures
   * are shown to the user.
   */
  send: (event: OrderSendEvent) => Promise<void>;
  /** A file is being built: progress cursor, the execute button waits. */
  isPreparingFile: boolean;
  /** An order is being confirmed or is on its way to Пульс, the pharmacy ordering system, СТУ or the purchase service. */
  isSending: boolean;
  /** Anything under way or the result modal open: a new action would be ignored. */
  isBusy: boolean;
}

export function useOrderSend(): OrderSend {
  const actor = useOrderSendActor();
  const invoker = useOrderSendInvoker();
  const send = useCallback(
    (event: OrderSendEvent) => {
      if (!actor.getSnapshot().can(event)) return Promise.resolve();
      invoker.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      actor.send(event);
      // Leaving the screen stops the actor, which ends the wait too.
      return waitFor(actor, selectSettled).then(
        () => undefined,
        () => undefined,
      );
    },
    [actor, invoker],
  );
  return {
    send,
    isPreparingFile: useSelector(actor, selectPreparingFile),
    isSending: useSelector(actor, selectSending),
    isBusy: useSelector(actor, selectBusy),
  };
}

/**
 * A screen that checked the pharmacy ordering system tells its order-send machine how many it
 * found (null: not known), so that the result modal hides the action when there is none.
 */
export function usePharmacySystemsCheck(count: number | null): void {
  const actor = useOrderSendActor();
  useEffect(() => actor.send({ type: 'order.pharmacySystemsChecked', count }), [actor, count]);
}
