import { eq, sql } from 'drizzle-orm';
import type { Pharmacy } from '../../../src/api/contract/pharmacy';
import { unixSeconds } from '../../core/clock';
import type { Database } from '../../db/connect';
import { pharmacies, users } from '../../db/schema';

type PharmacyRow = typeof pharmacies.$inferSelect;

/** A row as the contract's Pharmacy: dates as unix seconds, the software flag nested. */
export const toPharmacy = (row: PharmacyRow): Pharmacy => ({
  id: row.id,
  subdivCode: row.subdivCode,
  address: row.address,
  software: { acceptInitiatives: row.acceptInitiatives },
  belongsToMarketplace: row.belongsToMarketplace,
  additionalFtp: row.additionalFtp,
  calcBonusType: row.calcBonusType,
  dataFreshness: row.dataFreshness ? unixSeconds(row.dataFreshness) : null,
  pulsWarehouseCode: row.pulsWarehouseCode,
});

/** Built once per database: the portal reads it on every start (see server/reports/initiatives.ts, prepareOfPeriod). */
const prepareOfUser = (db: Database) =>
  db
    .select({ pharmacy: pharmacies })
    .from(users)
    .innerJoin(pharmacies, eq(users.pharmacyId, pharmacies.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('pharmacy_of_user');

export function pharmacyRepository(db: Database) {
  const ofUser = prepareOfUser(db);
  return {
    /** The pharmacy a user acts for, by the user's portal id; null when none. */
    async ofUser(userId: number): Promise<Pharmacy | null> {
      const [row] = await ofUser.execute({ userId });
      return row ? toPharmacy(row.pharmacy) : null;
    },
  };
}
