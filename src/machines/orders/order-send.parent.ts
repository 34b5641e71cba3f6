/*
 * How an order screen's machine sends its order, one wiring for the profit
 * forecast, the purchase order by initiative, the RG order and the recommended order. The screen's
 * machine starts the order-send machine as its child 'orderSend' for as long as the screen is open,
 * handing it the order type, the pharmacy, the app's snackbars and the order source of its worker.
 * Its `order` region:
 *
 * choosing   the user picks an action; 'Выполнить' (when the screen's guard allows) →
 * executing  the chosen action went to the child as its event; the child confirms, sends, opens
 *            the Пульс result and handles the rejected positions by itself, and says when the
 *            request is over ('orderSend.settled'): back to choosing, the screen's draft cleared
 *            when an order reached a system.
 *
 * The check of the pharmacy ordering system is the screen machine's remote operation; each answer
 * goes to the child (the result modal hides 'send the rejected positions there' when it found none).
 * Leaving the screen stops the screen's machine and with it the child and what it had under way.
 */
import { sendTo, type ActorRefFrom, type EventObject, type MachineContext, type SnapshotFrom } from 'xstate';
import type { orderSendMachine } from './order-send.machine';
import type { OrderSendEvent, OrderSendNews } from './order-send.types';
import type { pharmacySystemsOperation } from '../forecast/profit-forecast.actors';
import type { PharmacySystemsCheck } from '../../domain/orders/pharmacy-systems';

export type { OrderSendNews } from './order-send.types';
export type OrderSendActor = ActorRefFrom<typeof orderSendMachine>;

/** The child as the screen's machine invokes it; `input` maps the screen's context to the child's input. */
export const orderSendChild = <I>(input: I) => ({ id: 'orderSend', src: 'orderSend', input }) as const;

/**
 * The `order` region of an order screen's machine: `canExecute` is the screen's guard of
 * 'Выполнить', `afterwards` the actions once a request is over (the grid re-reads its rows: the
 * action settled the typed texts into numbers). The machine names the actions 'askOrderSend' and
 * 'clearSentDraft' and the guard 'orderSent' in its setup (the helpers below).
 */
export const orderRegion = <const G, const A extends readonly string[]>(canExecute: G, afterwards: A) =>
  ({
    initial: 'choosing',
    states: {
      choosing: { on: { 'order.execute': { guard: canExecute, target: 'executing' } } },
      executing: {
        // Wherever the region sits in the screen's machine, its tab asks for the tag.
        tags: ['executing'],
        entry: 'askOrderSend',
        on: {
          'orderSend.settled': [
            {
              guard: { type: 'orderSent', params: ({ event }: { event: OrderSendNews }) => event.sent },
              target: 'choosing',
              actions: [...afterwards, 'clearSentDraft'],
            },
            { target: 'choosing', actions: afterwards },
          ],
        },
      },
    },
  }) as const;

/** 'askOrderSend': the chosen action goes to the child as its event (`eventOf` is the screen's list of actions). */
export const askOrderSend = <C extends MachineContext & { action: unknown }, E extends EventObject>(
  eventOf: (action: NonNullable<C['action']>) => OrderSendEvent,
) => sendTo<C, E, undefined, OrderSendActor, E>('orderSend', ({ context }) => eventOf(context.action!));

/** 'orderSent': the request that just ended placed an order with a system. */
export const orderSent = (_: unknown, sent: boolean) => sent;

/** 'tellPharmacySystems': what the check of the pharmacy ordering systems said, to the child. */
export const tellPharmacySystems = <C extends MachineContext, E extends EventObject>() =>
  sendTo<C, E, PharmacySystemsCheck, OrderSendActor, E>('orderSend', (_, check) => ({ type: 'order.pharmacySystemsChecked', check }));

/** The params of 'tellPharmacySystems' from a snapshot of the screen's check: how many it found, or that it failed. */
export const systemsFound = ({ event }: { event: { snapshot: SnapshotFrom<typeof pharmacySystemsOperation> } }): PharmacySystemsCheck =>
  event.snapshot.context.error ? 'failed' : (event.snapshot.context.data?.length ?? null);

/** The child's actor, for the screen's dialogs (order-send.selectors.ts reads it). */
export const selectOrderSend = (snapshot: { children: { orderSend?: OrderSendActor } }): OrderSendActor => snapshot.children.orderSend!;
