import { and, eq } from 'drizzle-orm';
import type { ProductProperty } from '../../src/api/contract/sales-motivation';
import type { Database } from '../db/connect';
import { cashierMonthSales, cashiers, salesMotivationPlans, users } from '../db/schema';
import { monthOfDate, previousMonth } from '../services/sales-motivation/months';
import { wholeShares } from '../services/sales-motivation/whole-shares';
import type { SeedStep } from './step';

/**
 * The plan's products (catalogue ids) and how a cashier's month plan splits over them. Every
 * product pays 30 RUB a pack: the staff-pay step measured each cashier's initiative bonus as 30
 * a pack sold, so the extra-bonus table of the previous month equals those figures to the kopeck.
 */
const pointsPerPack = 30;
const previousProducts: readonly [productId: number, weight: number][] = [
  [40112, 4], // Нурофен, таблетки 200 мг №20
  [40135, 3], // Терафлю, порошок с лимоном №10
  [40311, 2], // Магне B6, таблетки №60
  [41023, 1], // Афобазол, таблетки 10 мг №60
];
const currentProducts: readonly [productId: number, weight: number][] = [
  [40112, 3],
  [40496, 3], // Стрепсилс, таблетки для рассасывания №24
  [41031, 2], // Но-шпа, таблетки 40 мг №24
  [41042, 1], // Супрадин, таблетки шипучие №10
  [40187, 1], // Компливит, таблетки №60
];
/** A cashier the reports measured no plan for plans this many packs of the month's products. */
const defaultMonthPlan = 20;

/** Apteka1's cashiers (table order) with their measured month plan of initiative packs. */
async function cashierPlans(db: Database, month: string): Promise<{ fullName: string; monthPlan: number }[]> {
  const rows = await db
    .select({ fullName: cashiers.fullName, monthPlan: cashierMonthSales.initiativeSaleQuantityPlan })
    .from(cashiers)
    .leftJoin(cashierMonthSales, and(eq(cashierMonthSales.cashierId, cashiers.id), eq(cashierMonthSales.month, month)))
    .where(eq(cashiers.pharmacyId, 1))
    .orderBy(cashiers.position, cashiers.id);
  return rows.map((row) => ({ fullName: row.fullName, monthPlan: row.monthPlan ?? defaultMonthPlan }));
}

/** Each cashier's month plan split over the products by their weights, whole packs. */
function planOf(products: readonly [number, number][], staff: readonly { fullName: string; monthPlan: number }[]): ProductProperty[] {
  const splits = staff.map((cashier) =>
    wholeShares(
      cashier.monthPlan,
      products.map(([, weight]) => weight),
    ),
  );
  return products.map(([promotionalProductId], index) => ({
    promotionalProductId,
    points: pointsPerPack,
    cashierObjective: staff.map((cashier, at) => ({ cashierNameFull: cashier.fullName, plan: splits[at][index] })),
  }));
}

/**
 * Sales-motivation demo: apteka1 saved a plan for the previous month and one for the
 * current month, each cashier's plans adding up to the month plan the staff-pay step measured;
 * apteka2 has no cashiers and no plans. Runs after the staff-pay step (cashiers, measured sales).
 */
export const salesMotivationSeed: SeedStep = {
  name: 'sales motivation: apteka1 plans of the previous and the current month',
  async run({ db, clock }) {
    const now = clock();
    const current = monthOfDate(now);
    const previous = previousMonth(current);
    const [manager] = await db.select({ id: users.id }).from(users).where(eq(users.login, 'apteka1'));
    // Saved on the previous month's second day, and on the current month's (or just now, on the 1st).
    const savedPrevious = new Date(now.getFullYear(), now.getMonth() - 1, 2, 10);
    const savedCurrent = new Date(Math.min(now.getTime(), new Date(now.getFullYear(), now.getMonth(), 2, 10).getTime()));
    await db.insert(salesMotivationPlans).values([
      {
        pharmacyId: 1,
        month: previous,
        productProperties: planOf(previousProducts, await cashierPlans(db, previous)),
        savedAt: savedPrevious,
        savedBy: manager?.id ?? null,
      },
      {
        pharmacyId: 1,
        month: current,
        productProperties: planOf(currentProducts, await cashierPlans(db, current)),
        savedAt: savedCurrent,
        savedBy: manager?.id ?? null,
      },
    ]);
  },
};
