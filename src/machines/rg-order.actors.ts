import { fromPromise } from 'xstate';
import { rgPromoters } from '../api/purchase-order';
import type { PositionsLoaded } from '../workers/positions-types';
import type { PositionsSource } from '../workers/positions-types';
import { remoteOperation } from './remote-operation.machine';
import type { OrderAction } from './rg-order.actions';
import type { RgOrderInput, RgPositionsPort } from './rg-order.types';

/**
 * The RG order's I/O: the pharmacy's promoters (a remote operation of the main thread) and the
 * positions worker's load; the grid's calls are positionsGridMachine's. The recommended order
 * loads through the same actor with its own source.
 */
export const rgPromotersOperation = remoteOperation('rgPromoters', (params: { pharmacyId: number }, signal) => rgPromoters(params.pharmacyId, signal));

export interface LoadPositionsInput {
  worker: Pick<RgPositionsPort, 'load'>;
  config: RgOrderInput['config'];
  source: PositionsSource;
}

export const loadPositions = fromPromise<PositionsLoaded, LoadPositionsInput>(({ input }) => input.worker.load({ source: input.source, config: input.config }));

export const runOrderAction = fromPromise<void, { run: (action: OrderAction) => Promise<void>; action: OrderAction }>(({ input }) => input.run(input.action));
