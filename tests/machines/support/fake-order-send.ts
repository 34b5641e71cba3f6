import { setup } from 'xstate';
import type { PharmacySystemsCheck } from '../../../src/domain/orders/pharmacy-systems';
import type { orderSendMachine } from '../../../src/machines/orders/order-send.machine';
import type { OrderSendEvent } from '../../../src/machines/orders/order-send.types';

type Heard = OrderSendEvent | { type: 'order.pharmacySystemsChecked'; check: PharmacySystemsCheck };

/** One request the screen's machine gave its order-send child; `settle` answers it as the child would. */
export interface OrderRequest {
  event: OrderSendEvent;
  /** The request is over ('orderSend.settled'); `sent`: an order reached a system. */
  settle(sent?: boolean): void;
}

/**
 * A stand-in for the order-send child of an order screen's machine (order-send.parent.ts): it
 * keeps every request and every answer of the pharmacy ordering systems' check it is told, and the test
 * answers each request when it likes. The order flow itself, across the real parent and child,
 * is tests/machines/order-send.parent.test.ts.
 */
export function fakeOrderSend() {
  const requests: OrderRequest[] = [];
  const systems: PharmacySystemsCheck[] = [];
  const machine = setup({ types: {} as { events: Heard } }).createMachine({
    on: {
      '*': {
        actions: ({ event, self }) => {
          if (event.type === 'order.pharmacySystemsChecked') systems.push(event.check);
          else requests.push({ event, settle: (sent = false) => self._parent?.send({ type: 'orderSend.settled', sent }) });
        },
      },
    },
  });
  return { machine: machine as unknown as typeof orderSendMachine, requests, systems };
}
