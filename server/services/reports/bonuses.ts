import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { CommonBonuses, reportCalls } from '../../../src/api/contract/reports';
import { commonBonuses } from '../../db/schema';
import { route } from '../../http/route';
import { pharmacyOfCaller } from './pharmacy-scope';
import { quarterOrCurrent } from './quarter';

/** The stored figures: the record without its quarter, which is the row's key. */
export const BonusFigures = v.omit(CommonBonuses, ['quarter']);

/**
 * The bonus comparison record of a pharmacy and quarter; null when the distributor has none. The
 * spec's call has no query: a pharmacy user gets its own pharmacy, staff name one with `id`; the
 * quarter is the current one unless `quarter` names another.
 */
export default async function bonuses(app: FastifyInstance) {
  route(app, reportCalls.commonBonuses, { permissions: ['READ_REPORTS'] }, async ({ query }, request) => {
    const pharmacy = await pharmacyOfCaller(app.db, request.user, query.id);
    const quarter = quarterOrCurrent(query.quarter, app.clock());
    const [row] = await app.db
      .select({ figures: commonBonuses.figures })
      .from(commonBonuses)
      .where(and(eq(commonBonuses.pharmacyId, pharmacy.id), eq(commonBonuses.quarter, quarter)));
    return row ? { quarter, ...v.parse(BonusFigures, row.figures) } : null;
  });
}
