import * as v from 'valibot';
import { declareCalls } from './call';
import { UnixSeconds } from './common';
import { IdParams } from './ids';
import { tags } from './tags';

/** GET /pharmacy/pharmacy/portal-id/{id}: the pharmacy of the user whose user_id claim is id. */
export const Pharmacy = v.object({
  id: v.number(),
  subdivCode: v.string(),
  address: v.string(),
  software: v.object({ acceptInitiatives: v.boolean() }),
  belongsToMarketplace: v.boolean(),
  additionalFtp: v.boolean(),
  /** 'TP' selects the defect-column variant of the mandatory-matrix bonus table. */
  calcBonusType: v.nullable(v.string()),
  /** When the distributor last loaded this pharmacy's data; null when never. */
  dataFreshness: v.nullable(UnixSeconds),
  pulsWarehouseCode: v.nullable(v.string()),
});
export type Pharmacy = v.InferOutput<typeof Pharmacy>;

export const pharmacyCalls = declareCalls(tags.pharmacy, {
  /** {id} is the caller's user_id claim (the "portal id"), not a pharmacy id. */
  pharmacyByPortalId: {
    method: 'GET',
    path: '/pharmacy/pharmacy/portal-id/{id}',
    summary: 'Карточка аптеки',
    params: IdParams,
    answer: { json: Pharmacy },
    errors: [404],
  },
});
