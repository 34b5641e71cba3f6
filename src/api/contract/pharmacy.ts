import * as v from 'valibot';
import { UnixSeconds } from './common';

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
