import { and, asc, eq } from 'drizzle-orm';
import { isHiddenInitiativeType, normalizeInitiativeType } from '../../../src/domain/shared/initiative-types';
import { currentPeriod, quarterEnd } from '../../../src/domain/shared/quarters';
import type { Database } from '../../db/connect';
import { initiatives } from '../../db/schema';
import { runningBetween } from '../../reports/initiatives';

export interface OpenInitiative {
  id: number;
  name: string;
  /** Normalised: the live source's USTM_SALE is PRIVATE_LABEL, as the type filter knows it. */
  type: string;
}

/**
 * The pharmacy's initiatives an order can still be placed for: of the current quarter and not
 * ended, the set the overview's order icon opens the order tabs for. Hidden types (PULSAR_BONUS)
 * are left out. By id, the distributor's order.
 */
export async function openInitiatives(db: Database, pharmacyId: number, now: Date): Promise<OpenInitiative[]> {
  const rows = await db
    .select({ id: initiatives.id, name: initiatives.name, type: initiatives.type })
    .from(initiatives)
    .where(and(eq(initiatives.pharmacyId, pharmacyId), runningBetween(now, quarterEnd(currentPeriod(now)))))
    .orderBy(asc(initiatives.id));
  return rows.filter((row) => !isHiddenInitiativeType(row.type)).map((row) => ({ ...row, type: normalizeInitiativeType(row.type) }));
}
