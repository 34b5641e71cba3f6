import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { IdParam } from '../../../src/api/contract/report-params';
import type { SignedInUser } from '../../auth/access-token';
import type { Database } from '../../db/connect';
import { pharmacies } from '../../db/schema';
import { badRequest, notFound } from '../../core/errors';
import { fieldMessage, parseInput } from '../../http/input';
import { assertPharmacyAccess, pharmacyInScope } from '../../http/ownership';
import { canExist } from '../../reports/initiatives';

export type PharmacyRow = typeof pharmacies.$inferSelect;

/** Built once per database: every report call reads its pharmacy (see initiatives.ts, prepareOfPeriod). */
const preparePharmacyById = (db: Database) => db.select().from(pharmacies).where(eq(pharmacies.id, sql.placeholder('id'))).prepare('pharmacy_by_id');
const pharmacyById = new WeakMap<Database, ReturnType<typeof preparePharmacyById>>();

async function existing(db: Database, id: number): Promise<PharmacyRow> {
  let query = pharmacyById.get(db);
  if (!query) pharmacyById.set(db, (query = preparePharmacyById(db)));
  const [row] = canExist(id) ? await query.execute({ id }) : [];
  if (!row) throw notFound(`Аптека №${id} не найдена`);
  return row;
}

/**
 * The pharmacy a report call names. Ownership is checked before anything is read, so a pharmacy
 * user asking about another pharmacy gets 403 whether that pharmacy exists or not.
 */
export async function namedPharmacy(db: Database, user: SignedInUser, id: number): Promise<PharmacyRow> {
  assertPharmacyAccess(user, id);
  return existing(db, id);
}

export const OptionalPharmacy = v.object({ id: v.optional(IdParam) });

/**
 * For calls that name no pharmacy in their contract (rewards, find-current-by-types): a pharmacy
 * user's own; staff may name one with `?id=`. Null: staff named none.
 */
export async function pharmacyOfCallerOrNone(db: Database, user: SignedInUser, query: unknown): Promise<PharmacyRow | null> {
  return scopedPharmacy(db, user, parseInput(OptionalPharmacy, query).id);
}

async function scopedPharmacy(db: Database, user: SignedInUser, id: number | undefined): Promise<PharmacyRow | null> {
  const scoped = pharmacyInScope(user, id ?? null);
  return scoped === null ? null : existing(db, scoped);
}

/** As pharmacyOfCallerOrNone, for calls about exactly one pharmacy (`id` parsed from their query): staff must name it. */
export async function pharmacyOfCaller(db: Database, user: SignedInUser, id: number | undefined): Promise<PharmacyRow> {
  const pharmacy = await scopedPharmacy(db, user, id);
  if (!pharmacy) throw badRequest(fieldMessage('id', 'укажите аптеку'));
  return pharmacy;
}
