import { eq } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { pharmacies, pharmacyOrderingSystems, pulsStock } from '../db/schema';
import type { CatalogueEntry } from './forecast-products';
import type { RandomSource } from './reports-random';

/**
 * What the simulated ordering systems know. Пульс: the stock of the two pharmacies' warehouses
 * (MSK-01 of apteka1 follows the catalogue's notes: not stocked, 1-2 packs, or plenty; MSK-02 of
 * apteka2 lacks every seventh product). The pharmacy ordering system: connected to apteka1's
 * subdivision only, so apteka2's check answers an empty list.
 */
export const demoPharmacySystem = { code: 'APTEKA-SOFT', name: 'Система заказов аптеки «Аптека-Софт»' } as const;

function stockOf(entry: CatalogueEntry, warehouse: 'apteka1' | 'apteka2', random: RandomSource): number | null {
  if (warehouse === 'apteka2') return entry.id % 7 === 0 ? null : random.int(20, 300);
  if (entry.note === 'not stocked') return null;
  if (entry.note === 'low stock') return random.int(1, 2);
  // More than any order the forecast can propose (6 rows of a product × 400 packs at most), so
  // Пульс rejects exactly the noted products, whatever the calculation type.
  return random.int(2_500, 6_000);
}

export async function seedSuppliers(db: Database, catalogue: readonly CatalogueEntry[], random: RandomSource): Promise<void> {
  const [apteka1] = await db.select().from(pharmacies).where(eq(pharmacies.id, 1));
  const [apteka2] = await db.select().from(pharmacies).where(eq(pharmacies.id, 2));
  const rows: (typeof pulsStock.$inferInsert)[] = [];
  for (const [pharmacy, key] of [
    [apteka1, 'apteka1'],
    [apteka2, 'apteka2'],
  ] as const) {
    if (!pharmacy?.pulsWarehouseCode) continue;
    for (const entry of catalogue) {
      const stock = stockOf(entry, key, random);
      if (stock !== null) rows.push({ warehouseCode: pharmacy.pulsWarehouseCode, productId: entry.id, stock });
    }
  }
  await db.insert(pulsStock).values(rows);
  if (apteka1) await db.insert(pharmacyOrderingSystems).values({ subdivCode: apteka1.subdivCode, ...demoPharmacySystem });
}
