import { fromPromise } from 'xstate';
import type { PortalConfig } from '../../api/contract/config';
import type { DraftEdit } from '../../api/contract/order-drafts';
import type { PositionsLoaded, PositionsSource, PositionsWorker } from '../../workers/orders/positions-types';

/**
 * The I/O every order screen of the positions worker shares: the worker's load (each with
 * its own source). The grid's calls are positionsGridMachine's; the order's, the order-send child's.
 */
export interface LoadPositionsInput {
  worker: Pick<PositionsWorker, 'load'>;
  config: Pick<PortalConfig, 'serviceAddress' | 'endpointPrefix'>;
  source: PositionsSource;
  /** A restored draft's typed lines: the worker applies them to the list and says what changed. */
  edits?: readonly DraftEdit[] | null;
}

export const loadPositions = fromPromise<PositionsLoaded, LoadPositionsInput>(({ input }) =>
  input.worker.load({ source: input.source, config: input.config, ...(input.edits ? { edits: input.edits } : {}) }),
);
