import type { PurchaseOrderQuery, RgPositionsQuery } from '../../../src/api/contract/purchase-order';
import { noFilter, type PositionFilter } from '../../../src/domain/orders/purchase/position';
import { initiativeTypeOfId } from '../../../src/domain/shared/initiative-types';
import { badRequest } from '../../core/errors';
import { fieldMessage } from '../../http/input';

/** The type a purchase-order request names by id (initiativeTypeId); an id no type has is bad input. */
export function requestedType(initiativeTypeId: number): string {
  const type = initiativeTypeOfId(initiativeTypeId);
  if (type === null) throw badRequest(fieldMessage('initiativeTypeId', 'неизвестный тип инициативы'));
  return type;
}

/** The §5 filters a purchase-order request sends; missing ones are no filter. */
export const purchaseOrderFilter = (query: PurchaseOrderQuery): PositionFilter => ({
  ...noFilter,
  zeroBalance: query.zeroBalance ?? false,
  planNotFulfilled: query.planNotFulfilled ?? false,
  promoters: query.promoters ?? [],
  initiatives: query.selectedInitiatives,
  excludedInitiatives: query.excludedInitiatives ?? [],
  suppliers: query.suppliers ?? [],
  products: query.products ?? [],
});

/** The RG request's filters: other initiatives are excluded by name, the price range is inclusive. */
export const rgFilter = (query: RgPositionsQuery): PositionFilter => ({
  ...noFilter,
  zeroBalance: query.zeroBalance ?? false,
  promoters: query.promoters,
  excludedInitiativeNames: query.excludeInitiatives,
  suppliers: query.suppliers ?? [],
  products: query.products ?? [],
  priceFrom: query.priceFrom ?? null,
  priceTo: query.priceTo ?? null,
});
