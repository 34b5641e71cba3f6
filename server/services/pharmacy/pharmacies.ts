import { eq } from 'drizzle-orm';
import type { Pharmacy } from '../../../src/api/contract/pharmacy';
import { unixSeconds } from '../../clock';
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

export function pharmacyRepository(db: Database) {
  return {
    /** The pharmacy a user acts for, by the user's portal id; null when none. */
    async ofUser(userId: number): Promise<Pharmacy | null> {
      const [row] = await db
        .select({ pharmacy: pharmacies })
        .from(users)
        .innerJoin(pharmacies, eq(users.pharmacyId, pharmacies.id))
        .where(eq(users.id, userId));
      return row ? toPharmacy(row.pharmacy) : null;
    },
  };
}
