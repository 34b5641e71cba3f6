import { rgPromoters } from '../../api/orders/purchase-order';
import { remoteOperation } from '../shared/remote-operation.machine';

/**
 * The RG order's own I/O: the pharmacy's promoters (a remote operation of the main thread). The
 * positions load and the order actions are shared with the recommended order
 * (positions-order-actors.ts); the grid's calls are positionsGridMachine's.
 */
export const rgPromotersOperation = remoteOperation('rgPromoters', (params: { pharmacyId: number }, signal) =>
  rgPromoters(params.pharmacyId, signal),
);
