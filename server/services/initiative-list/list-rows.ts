import { and, asc, eq, ne } from 'drizzle-orm';
import type { InitiativeListRow } from '../../../src/api/contract/initiatives-list';
import { formatIsoDate } from '../../../src/domain/shared/format';
import { normalizeInitiativeType } from '../../../src/domain/shared/initiative-types';
import type { Database } from '../../db/connect';
import { initiativeDeliveries, initiatives } from '../../db/schema';

/**
 * Every initiative of the pharmacy as a list row (§2.9), PULSAR_BONUS left out in the query so it
 * can never reach a page or a total. Start and end are the period the overview shows (periodFrom
 * and periodTo, read in the gateway's zone as the quarters are); no delivery row: never sent.
 */
export async function pharmacyInitiativeRows(db: Database, pharmacyId: number): Promise<InitiativeListRow[]> {
  const rows = await db
    .select({
      id: initiatives.id,
      type: initiatives.type,
      name: initiatives.name,
      from: initiatives.periodFrom,
      to: initiatives.periodTo,
      sent: initiativeDeliveries.sent,
      lastExportTime: initiativeDeliveries.lastExportTime,
      updateDateTime: initiativeDeliveries.updateDateTime,
    })
    .from(initiatives)
    .leftJoin(initiativeDeliveries, eq(initiativeDeliveries.initiativeId, initiatives.id))
    .where(and(eq(initiatives.pharmacyId, pharmacyId), ne(initiatives.type, 'PULSAR_BONUS')))
    .orderBy(asc(initiatives.id));
  return rows.map((row) => ({
    initiativeId: row.id,
    // USTM_SALE is the live source's name for PRIVATE_LABEL, as the overview shows it.
    type: normalizeInitiativeType(row.type),
    initiativeName: row.name,
    initiativeStartDate: formatIsoDate(row.from),
    initiativeEndDate: formatIsoDate(row.to),
    initiativeSent: row.sent ?? false,
    initiativeLastExportTime: row.lastExportTime?.toISOString() ?? null,
    initiativeUpdateDateTime: row.updateDateTime?.toISOString() ?? null,
  }));
}
