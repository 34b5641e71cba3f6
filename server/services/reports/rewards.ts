import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { RewardsQuery, reportRoutes, type Employee, type RewardsDistribution } from '../../../src/api/contract/reports';
import { sumPresentMoney } from '../../../src/domain/money';
import { rewardPoints } from '../../db/schema';
import { parseInput } from '../../http/input';
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

/**
 * Rewards distribution: the staff's points of the quarter starting on `date`. The call names no
 * pharmacy: a pharmacy user gets its own; staff add `?id=`.
 */
export default async function rewards(app: FastifyInstance) {
  app.get<{ Reply: RewardsDistribution }>(reportRoutes.rewards, { config: { permissions: ['READ_REPORTS'] } }, async (request) => {
    const { date } = parseInput(RewardsQuery, request.query);
    const pharmacy = await pharmacyOfCaller(app.db, request.user, request.query);
    const rows = await app.db
      .select()
      .from(rewardPoints)
      .where(and(eq(rewardPoints.pharmacyId, pharmacy.id), eq(rewardPoints.quarter, date)))
      .orderBy(asc(rewardPoints.position));
    const employees = (role: string) => rows.filter((row) => row.role === role).map(toEmployee);
    return { owner: employees('owner')[0] ?? null, manager: employees('manager')[0] ?? null, cashiers: employees('cashier') };
  });
}
