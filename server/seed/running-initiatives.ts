import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { normalizeInitiativeType } from '../../src/domain/shared/initiative-types';
import { currentPeriod, quarterEnd, quarterStart } from '../../src/domain/shared/quarters';
import type { Database } from '../db/connect';
import { initiatives } from '../db/schema';

/** An initiative the demo's forecast rows, purchase positions, plans or recommendations belong to. */
export interface DemoInitiative {
  id: number;
  type: string;
  name: string;
}

/** A type wanted, and the initiative created for it when the reports demo has none running. */
export type WantedInitiative = [type: string, fallbackId: number, fallbackName: string];

/**
 * The pharmacy's running initiatives of the wanted types, as the reports demo created them (so the
 * forecast, the overview and the order tabs name the same initiatives), each used once, the oldest
 * first; a type wanted more often than it runs gets an initiative of its own for this quarter with
 * the fallback id (a range no report uses).
 */
export async function runningInitiatives(
  db: Database,
  pharmacyId: number,
  now: Date,
  wanted: readonly WantedInitiative[],
): Promise<DemoInitiative[]> {
  const period = currentPeriod(now);
  const running = await db
    .select({ id: initiatives.id, type: initiatives.type, name: initiatives.name })
    .from(initiatives)
    .where(and(eq(initiatives.pharmacyId, pharmacyId), lte(initiatives.periodFrom, now), gte(initiatives.periodTo, now)))
    .orderBy(asc(initiatives.id));

  const chosen: DemoInitiative[] = [];
  const missing: (typeof initiatives.$inferInsert)[] = [];
  for (const [type, id, name] of wanted) {
    const taken = new Set(chosen.map((initiative) => initiative.id));
    const found = running.find((row) => normalizeInitiativeType(row.type) === type && !taken.has(row.id));
    if (found) chosen.push(found);
    else {
      chosen.push({ id, type, name });
      missing.push({ id, pharmacyId, type, name, periodFrom: quarterStart(period), periodTo: quarterEnd(period) });
    }
  }
  if (missing.length > 0) await db.insert(initiatives).values(missing);
  return chosen;
}
