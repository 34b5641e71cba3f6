import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import {
  cashierMonthSales,
  cashiers,
  motivationContracts,
  payrollCashierMonths,
  payrollMonths,
  pharmacyMonthStats,
  users,
} from '../db/schema';
import { defaultPharmacyParams } from '../services/cashier-payroll/defaults';
import { catalogue } from './forecast-products';
import { demoCashiers, monthSoFar, pharmacyStatOf, type MeasuredSales } from './staff-pay-figures';
import type { SeedStep } from './step';

const DAY_MS = 86_400_000;
const pad = (value: number) => String(value).padStart(2, '0');
/** The first day of the month `offset` months from `now`'s (local calendar), YYYY-MM-01. */
const monthStart = (now: Date, offset: number): string => {
  const first = new Date(now.getFullYear(), now.getMonth() + offset, 1);
  return `${first.getFullYear()}-${pad(first.getMonth() + 1)}-01`;
};
/** The first moment of a local month, and the last. */
const monthFrom = (now: Date, offset: number) => new Date(now.getFullYear(), now.getMonth() + offset, 1);
const monthTo = (now: Date, offset: number) => new Date(new Date(now.getFullYear(), now.getMonth() + offset + 1, 1).getTime() - 1000);

/** The stock side of the two months: the previous month closed slower and with more expiring stock. */
const previousStock = { turnoverPeriod: 42, marketingRate: 11.4, expiringRemains: 18_500 };
const currentStock = { turnoverPeriod: 28, marketingRate: 12.1, expiringRemains: 7_350 };

/** Three running contracts of promoters apteka1 works with, offering that promoter's catalogue. */
const contractPromoters = ['Рекитт Бенкизер', 'Хелеон', 'Санофи'] as const;

/**
 * Staff pay of apteka1: five cashiers, the sales reports' figures of the previous and
 * the current month, the previous month saved with parameters that pass §5's rules, and the
 * account 'kassir1' (ROLE_USER, not a pharmacy user). Apteka2 has no cashiers. Also the running
 * motivation contracts the sales-motivation plan draws products from.
 */
export const staffPaySeed: SeedStep = {
  name: 'staff pay: cashiers, measured months, a saved month, motivation contracts',
  async run({ db, clock }) {
    const now = clock();
    const previous = monthStart(now, -1);
    const current = monthStart(now, 0);
    const daysInMonth = new Date(now.getFullYear(), now.getMonth() + 1, 0).getDate();
    const shareSoFar = now.getDate() / daysInMonth;
    const [apteka1] = await db.select({ id: users.id }).from(users).where(eq(users.login, 'apteka1'));

    const previousSales: MeasuredSales[] = [];
    const currentSales: MeasuredSales[] = [];
    for (const [index, cashier] of demoCashiers.entries()) {
      const [row] = await db
        .insert(cashiers)
        .values({ pharmacyId: 1, fullName: cashier.fullName, position: index + 1, validUser: cashier.validUser })
        .returning({ id: cashiers.id });
      if (cashier.account) {
        const passwordHash = await hashPassword(cashier.account.password);
        await db
          .insert(users)
          .values({ login: cashier.account.login, passwordHash, roles: ['ROLE_USER'], pharmacyId: 1, active: true, cashierId: row.id });
      }
      const soFar = monthSoFar(cashier.month, shareSoFar);
      previousSales.push(cashier.month);
      currentSales.push(soFar);
      await db.insert(cashierMonthSales).values([
        { cashierId: row.id, month: previous, ...cashier.month },
        { cashierId: row.id, month: current, ...soFar },
      ]);
      if (cashier.saved) await db.insert(payrollCashierMonths).values({ cashierId: row.id, month: previous, params: cashier.saved });
    }

    const previousStat = pharmacyStatOf(previous, previousSales, previousStock);
    await db.insert(pharmacyMonthStats).values([
      { pharmacyId: 1, month: previous, stat: previousStat },
      { pharmacyId: 1, month: current, stat: pharmacyStatOf(current, currentSales, currentStock) },
    ]);
    await db.insert(payrollMonths).values({
      pharmacyId: 1,
      month: previous,
      pharmacyParams: defaultPharmacyParams,
      pharmacyStat: previousStat,
      savedAt: new Date(now.getTime() - DAY_MS),
      savedBy: apteka1?.id ?? null,
    });

    const spans = [
      { from: monthFrom(now, -1), to: monthTo(now, 2) },
      { from: monthFrom(now, 0), to: monthTo(now, 0) },
      { from: monthFrom(now, -3), to: monthTo(now, 8) },
    ];
    await db.insert(motivationContracts).values(
      contractPromoters.map((promoter, index) => ({
        id: 701 + index,
        name: `Мотивация первостольников: ${promoter}, договор № М-${now.getFullYear()}/${pad(index + 1)}`,
        promoter,
        periodFrom: spans[index].from,
        periodTo: spans[index].to,
        productIds: catalogue.filter((entry) => entry.promoter === promoter).map((entry) => entry.id),
      })),
    );
  },
};
