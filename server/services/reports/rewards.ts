import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { reportCalls, type Employee, type RewardsDistribution } from '../../../src/api/contract/reports';
import { sumPresentMoney } from '../../../src/domain/shared/money';
import type { Database } from '../../db/connect';
import { rewardPoints } from '../../db/schema';
import { route, type RouteOptions } from '../../http/route';
import { pharmacyOfCaller } from './pharmacy-scope';

type PointsRow = typeof rewardPoints.$inferSelect;

const toEmployee = (row: PointsRow): Employee => ({
  id: row.employeeId,
  name: row.name,
  productOfTheDayPoints: row.productOfTheDayPoints,
  privateLabelPoints: row.privateLabelPoints,
  motivationPoints: row.motivationPoints,
  pointsSum: sumPresentMoney([row.productOfTheDayPoints, row.privateLabelPoints, row.motivationPoints]),
});

/** The staff's points of one pharmacy in the quarter starting on `quarter`. */
async function rewardsDistribution(db: Database, pharmacyId: number, quarter: string): Promise<RewardsDistribution> {
  const rows = await db
    .select()
    .from(rewardPoints)
    .where(and(eq(rewardPoints.pharmacyId, pharmacyId), eq(rewardPoints.quarter, quarter)))
    .orderBy(asc(rewardPoints.position));
  const employees = (role: string) => rows.filter((row) => row.role === role).map(toEmployee);
  return { owner: employees('owner')[0] ?? null, manager: employees('manager')[0] ?? null, cashiers: employees('cashier') };
}

/**
 * Rewards distribution: the staff's points of the quarter starting on `date`. The call names no
 * pharmacy: a pharmacy user gets its own; staff add `?id=`. `cashier/points?quarter=` is the
 * spec's name for the same call (section 7), answered the same.
 */
export default async function rewards(app: FastifyInstance) {
  const options: RouteOptions = { permissions: ['READ_REPORTS'] };
  route(app, reportCalls.rewardsDistribution, options, async ({ query }, request) => {
    const pharmacy = await pharmacyOfCaller(app.db, request.user, query.id);
    return rewardsDistribution(app.db, pharmacy.id, query.date);
  });

  route(app, reportCalls.rewardsPoints, options, async ({ query }, request) => {
    const pharmacy = await pharmacyOfCaller(app.db, request.user, query.id);
    return rewardsDistribution(app.db, pharmacy.id, query.quarter);
  });
}
