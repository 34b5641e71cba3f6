import { and, gte, lte } from 'drizzle-orm';
import type { Database } from '../../db/connect';
import { motivationContracts } from '../../db/schema';

export type ContractRow = typeof motivationContracts.$inferSelect;

/**
 * The supplier contracts running at `now`. Every running contract is offered to every pharmacy:
 * the distributor signs them for the network, and their products reach any pharmacy.
 */
export const runningContracts = (db: Database, now: Date): Promise<ContractRow[]> =>
  db
    .select()
    .from(motivationContracts)
    .where(and(lte(motivationContracts.periodFrom, now), gte(motivationContracts.periodTo, now)));
