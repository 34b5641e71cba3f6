import { useCallback, useEffect, useRef, useState } from 'react';
import { orderSendEventOf, type OrderAction } from '../../machines/positions-order-actions';
import { createPositionsWorker } from '../../workers/positions';
import type { PositionsWorker } from '../../workers/positions-types';
import { useOrderSend } from '../orders/OrderSend';
import { useOrderSendActor } from '../orders/order-send-context';
import { orderLeft, orderResults } from '../../machines/order-send.selectors';

/** The positions worker of an order tab: made once, held while the tab is open. */
export function usePositionsWorker(): PositionsWorker {
  const [worker] = useState(() => createPositionsWorker());
  useEffect(() => worker.retain(), [worker]);
  return worker;
}

/**
 * Runs an order action through the screen's order-send machine; settles when it is over, true
 * when an order reached a system (its draft is then discarded). The
 * function stays the same while the machine's send may change, so a machine's input can hold it.
 */
export function useRunOrderAction(): (action: OrderAction) => Promise<boolean> {
  const { send } = useOrderSend();
  const actor = useOrderSendActor();
  const latestSend = useRef(send);
  useEffect(() => {
    latestSend.current = send;
  }, [send]);
  return useCallback(
    async (action: OrderAction) => {
      const before = orderResults(actor.getSnapshot());
      await latestSend.current(orderSendEventOf(action));
      return orderLeft(before, orderResults(actor.getSnapshot()));
    },
    [actor],
  );
}
