import * as v from 'valibot';

/** The largest PostgreSQL integer: a larger id cannot exist, and sent to a query it would fail. */
const MAX_ID = 2_147_483_647;

/** A numeric id as it arrives in a path or a query string: digits only, 1 to MAX_ID. */
export const Id = v.pipe(
  v.string(),
  v.regex(/^\d+$/, 'ожидается целое положительное число'),
  v.transform(Number),
  v.minValue(1, 'ожидается целое положительное число'),
  v.maxValue(MAX_ID, `не больше ${MAX_ID}`),
);

/** Path params `{ id }`, the most common shape. */
export const IdParams = v.object({ id: Id });
