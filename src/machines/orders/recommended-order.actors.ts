import { composeInitiatives, composePromoterSupplier } from '../../api/orders/purchase-order';
import { remoteOperation } from '../shared/remote-operation.machine';

/**
 * The recommended order's calls of the main thread, each a remote operation: the initiatives a
 * recommended order can be built for, and the promoters and supplier groups of the chosen ones.
 * The products are loaded by the positions worker (positions-order-actors.ts loadPositions).
 */
export const composeInitiativesOperation = remoteOperation('composeInitiatives', (params: { pharmacyId: number }, signal) =>
  composeInitiatives(params.pharmacyId, signal),
);

export const promoterSupplierOperation = remoteOperation('composePromoterSupplier', (params: { initiativeIds: number[] }, signal) =>
  composePromoterSupplier({ initiativeIds: params.initiativeIds }, signal),
);
