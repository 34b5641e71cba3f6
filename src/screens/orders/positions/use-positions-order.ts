import { useEffect, useState } from 'react';
import { createPositionsWorker } from '../../../workers/orders/positions';
import type { PositionsWorker } from '../../../workers/orders/positions-types';

/** The positions worker of an order tab: made once, held while the tab is open. */
export function usePositionsWorker(): PositionsWorker {
  const [worker] = useState(() => createPositionsWorker());
  useEffect(() => worker.retain(), [worker]);
  return worker;
}
