import { eq } from 'drizzle-orm';
import { readSeedPurchasePositions } from '../core/config';
import type { Database } from '../db/connect';
import { initiativePlans, pharmacies, pulsStock, purchasePositions, recommendedProducts, rgPositions } from '../db/schema';
import { catalogue, productsNoted } from './forecast-products';
import { apteka1ComposeTypes, apteka1PurchaseTypes, apteka2ComposeTypes, apteka2PurchaseTypes } from './purchase-initiatives';
import { initiativePlansOf, purchasePositionsOf, type InitiativeShape } from './purchase-positions';
import { recommendedProductsOf } from './purchase-recommended';
import { rgPositionsOf } from './purchase-rg';
import { seedScalePurchasePositions } from './purchase-scale';
import { randomSource } from './reports-random';
import { runningInitiatives, type DemoInitiative, type WantedInitiative } from './running-initiatives';
import type { SeedStep } from './step';

/**
 * Which services list an apteka1 initiative (by type): the plan, procurement and grouping
 * initiatives are in both with different figures, the monetary plan and the impulse action only
 * in the regular one, the rest only in the real-time one. Matrix plus, product of the day and the
 * impulse action have no plan.
 */
const apteka1Shape = ({ type }: DemoInitiative): InitiativeShape => ({
  sources: ['PROCUREMENT_PLAN', 'PROCUREMENT', 'PROCUREMENT_GROUPING'].includes(type)
    ? ['rt', 'regular']
    : ['PROCUREMENT_PLAN_MONETARY', 'IMPULSE_ACTION'].includes(type)
      ? ['regular']
      : ['rt'],
  planned: !['MATRIX_PLUS', 'PRODUCT_OF_THE_DAY', 'IMPULSE_ACTION'].includes(type),
});

/** Apteka2: product of the day in real time only, the sales plan in both; only the plan has a plan sum. */
const apteka2Shape = ({ type }: DemoInitiative): InitiativeShape => ({
  sources: type === 'SALES_PLAN' ? ['rt', 'regular'] : ['rt'],
  planned: type === 'SALES_PLAN',
});

/** Rows of one insert: a position has 12 values and a statement at most 65 535 parameters. */
const ROWS_PER_INSERT = 2_000;

async function insertAll<T extends { [key: string]: unknown }>(write: (rows: T[]) => Promise<unknown>, rows: T[]): Promise<void> {
  for (let from = 0; from < rows.length; from += ROWS_PER_INSERT) await write(rows.slice(from, from + ROWS_PER_INSERT));
}

/** The products the pharmacy's Пульс warehouse holds (none without a warehouse). */
async function stockedAt(db: Database, pharmacyId: number): Promise<Set<number>> {
  const [pharmacy] = await db.select({ code: pharmacies.pulsWarehouseCode }).from(pharmacies).where(eq(pharmacies.id, pharmacyId));
  if (!pharmacy?.code) return new Set();
  const rows = await db
    .select({ productId: pulsStock.productId, stock: pulsStock.stock })
    .from(pulsStock)
    .where(eq(pulsStock.warehouseCode, pharmacy.code));
  return new Set(rows.filter((row) => row.stock > 0).map((row) => row.productId));
}

/** Extra procurement initiatives of apteka1 when SEED_PURCHASE_POSITIONS is set: one type holds every scale position. */
const scaleTypes: readonly WantedInitiative[] = Array.from({ length: 8 }, (_, k) => [
  'PROCUREMENT',
  1970 + k,
  `Закупка: оптовая партия ${k + 1}`,
]);

/**
 * Purchase orders demo: purchase positions of both report services and plans, RG
 * positions and recommended orders for apteka1 and apteka2, over initiatives of the reports demo.
 * The catalogue and the Пульс stock come from the forecast step, which runs before.
 * SEED_PURCHASE_POSITIONS=N gives apteka1 N real-time positions under eight procurement
 * initiatives instead of its demo positions (benchmarks: the type PROCUREMENT shows them all).
 */
export const purchaseSeed: SeedStep = {
  name: 'purchase orders: purchase positions, plans, RG positions, recommended orders',
  async run({ db, clock }) {
    const now = clock();
    const apteka1 = await runningInitiatives(db, 1, now, apteka1PurchaseTypes);
    const apteka2 = await runningInitiatives(db, 2, now, apteka2PurchaseTypes);
    const scale = readSeedPurchasePositions(process.env);

    // apteka2 orders from the first half of the catalogue, a few at a time: its own positions.
    const positions1 = purchasePositionsOf(1, apteka1, apteka1Shape, catalogue, { min: 5, max: 9 }, randomSource(801));
    const positions2 = purchasePositionsOf(2, apteka2, apteka2Shape, catalogue.slice(0, 30), { min: 3, max: 5 }, randomSource(802));
    await insertAll((rows) => db.insert(purchasePositions).values(rows), [...(scale === null ? positions1 : []), ...positions2]);
    await insertAll(
      (rows) => db.insert(initiativePlans).values(rows),
      [...initiativePlansOf(1, apteka1, apteka1Shape, positions1), ...initiativePlansOf(2, apteka2, apteka2Shape, positions2)],
    );
    if (scale !== null) await seedScalePurchasePositions(db, scale, await runningInitiatives(db, 1, now, scaleTypes));

    // RG: apteka1 every other catalogue product, apteka2 a few of the rest.
    const names1 = apteka1.map((initiative) => initiative.name);
    await insertAll(
      (rows) => db.insert(rgPositions).values(rows),
      [
        ...rgPositionsOf(
          1,
          catalogue.filter((_, index) => index % 2 === 0),
          names1,
          randomSource(803),
        ),
        ...rgPositionsOf(
          2,
          catalogue.filter((_, index) => index % 6 === 1),
          apteka2.map((initiative) => initiative.name),
          randomSource(804),
        ),
      ],
    );

    // Recommended: apteka1 every product MSK-01 lacks (NO_BALANCE) and eighteen it stocks; apteka2 ten others.
    const notStocked = new Set(productsNoted('not stocked'));
    const recommended1 = [
      ...catalogue.filter((entry) => notStocked.has(entry.id)),
      ...catalogue.filter((entry) => !notStocked.has(entry.id) && entry.id % 3 === 0).slice(0, 18),
    ];
    const taken = new Set(recommended1.map((entry) => entry.id));
    const recommended2 = catalogue.filter((entry) => !taken.has(entry.id) && entry.id % 3 === 1).slice(0, 10);
    await insertAll(
      (rows) => db.insert(recommendedProducts).values(rows),
      [
        ...recommendedProductsOf(
          1,
          recommended1,
          await runningInitiatives(db, 1, now, apteka1ComposeTypes),
          await stockedAt(db, 1),
          randomSource(805),
        ),
        ...recommendedProductsOf(
          2,
          recommended2,
          await runningInitiatives(db, 2, now, apteka2ComposeTypes),
          await stockedAt(db, 2),
          randomSource(806),
        ),
      ],
    );
  },
};
