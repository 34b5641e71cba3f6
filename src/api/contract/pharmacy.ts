import * as v from 'valibot';
import { declareCalls } from './call';
import { extension } from './extension';
import { UnixSeconds } from './common';
import { IdParams } from './ids';
import { tags } from './tags';

/** GET /pharmacy/pharmacy/portal-id/{id}: the pharmacy of the user whose user_id claim is id. */
export const Pharmacy = v.object({
  id: v.number(),
  subdivCode: v.string(),
  /** The header's «АДРЕС АПТЕКИ» shows it on click (RF §2); the spec's Pharmacy record (RF §3) has no address. */
  address: extension(v.optional(v.string()), {
    why: "The header's «АДРЕС АПТЕКИ» toggle shows the pharmacy's address on click (RF §2).",
    without: "The toggle shows «Адрес не передан сервером» with the pharmacy's code (subdivCode), never another text as an address.",
  }),
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
