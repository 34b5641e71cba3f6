import { inArray } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { initiativeDeliveries, initiatives } from '../db/schema';
import { initiativeRepository } from '../reports/initiatives';
import type { ExportParams, SelectedExportParams } from './kinds';

/** The list never shows these, so they are never sent either. */
const NEVER_LISTED = 'PULSAR_BONUS';

export interface ExportOutcome {
  warnings: string[];
}

/**
 * Marks initiatives sent to their pharmacy now. Setting "sent, at this time" again is harmless,
 * so a retried job redoes it without harm.
 */
async function markSent(db: Database, ids: number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .insert(initiativeDeliveries)
    .values(ids.map((initiativeId) => ({ initiativeId, sent: true, lastExportTime: now })))
    .onConflictDoUpdate({ target: initiativeDeliveries.initiativeId, set: { sent: true, lastExportTime: now } });
}

/** EXPORT_INITIATIVE_BY_PHARMACY: the pharmacy's initiatives running now. */
export async function exportCurrent(db: Database, { pharmacyId }: ExportParams, now: Date): Promise<ExportOutcome> {
  const current = (await initiativeRepository(db).runningNow(pharmacyId, now)).filter((row) => row.type !== NEVER_LISTED);
  await markSent(
    db,
    current.map((row) => row.id),
    now,
  );
  return { warnings: current.length === 0 ? [`У аптеки №${pharmacyId} нет текущих инициатив: отправлять нечего`] : [] };
}

/**
 * SELECTED_EXPORT_INITIATIVE_BY_PHARMACY: the named initiatives, each to the pharmacies named for
 * it. An initiative belongs to one pharmacy; one that no longer exists or is not that
 * pharmacy's is skipped with a warning, the rest are sent.
 */
export async function exportSelected(db: Database, { pharmaciesByInitiative }: SelectedExportParams, now: Date): Promise<ExportOutcome> {
  const wanted = Object.entries(pharmaciesByInitiative).map(([id, pharmacyIds]) => ({ id: Number(id), pharmacyIds }));
  const found = await db
    .select({ id: initiatives.id, pharmacyId: initiatives.pharmacyId, type: initiatives.type })
    .from(initiatives)
    .where(
      inArray(
        initiatives.id,
        wanted.map((item) => item.id),
      ),
    );
  const byId = new Map(found.map((row) => [row.id, row]));
  const warnings: string[] = [];
  const sent: number[] = [];
  for (const item of wanted) {
    const row = byId.get(item.id);
    if (!row || row.type === NEVER_LISTED) warnings.push(`Инициатива №${item.id} не найдена и не отправлена`);
    else if (!item.pharmacyIds.includes(row.pharmacyId))
      warnings.push(`Инициатива №${item.id} не относится к указанным аптекам и не отправлена`);
    else sent.push(row.id);
  }
  await markSent(db, sent, now);
  return { warnings };
}
