import { formatNumber } from '../../domain/shared/format';
import * as v from 'valibot';

/** The largest PostgreSQL integer: a larger id cannot exist, and sent to a query it would fail. */
const MAX_ID = 2_147_483_647;

/** A numeric id as it arrives in a path or a query string: digits only, 1 to MAX_ID. */
export const Id = v.pipe(
  v.string(),
  v.regex(/^\d+$/, 'ожидается целое положительное число'),
  v.transform(Number),
  v.minValue(1, 'ожидается целое положительное число'),
  v.maxValue(MAX_ID, `не больше ${formatNumber(MAX_ID)}`),
);

/** Path params `{ id }`, the most common shape. */
export const IdParams = v.object({ id: Id });

/**
 * `pharmacyId` of a call that may name a pharmacy: a number from the portal, digits in a query
 * string; missing means a pharmacy user's own.
 */
export const OptionalPharmacyId = v.optional(
  v.pipe(
    v.union(
      [v.number(), v.pipe(v.string(), v.regex(/^\d{1,10}$/u, 'ожидается целое число'), v.transform(Number))],
      'ожидается целое число',
    ),
    v.integer('ожидается целое число'),
    v.minValue(1, 'ожидается положительное целое число'),
  ),
);
