import * as v from 'valibot';
import { MonthQuery } from '../../../src/api/contract/payroll';
import type { SignedInUser } from '../../auth/access-token';
import type { Database } from '../../db/connect';
import { badRequest } from '../../http/errors';
import { IdParams } from '../../http/ids';
import { fieldMessage, parseInput } from '../../http/input';
import { namedPharmacy, type PharmacyRow } from '../reports/pharmacy-scope';

/**
 * A month the database can hold and a payroll can be about. The contract's pattern already asks
 * for a first day; year 0000 would pass it and fail in PostgreSQL, so the years are bounded here.
 */
export function checkedMonth(month: string, field: string): string {
  const year = Number(month.slice(0, 4));
  if (year < 2000 || year > 2999) throw badRequest(fieldMessage(field, 'месяц вне допустимого диапазона (2000–2999 годы)'));
  return month;
}

/** `?month=YYYY-MM-01` of the three GETs. */
export const monthOfQuery = (query: unknown): string => checkedMonth(parseInput(MonthQuery, query).month, 'month');

/**
 * The pharmacy in a path `{id}`: a pharmacy user only its own (403 for another id, existing or
 * not, before anything is read); staff any that exists (404 otherwise).
 */
export async function pharmacyOfPath(db: Database, user: SignedInUser, params: unknown): Promise<PharmacyRow> {
  const { id } = parseInput(IdParams, params);
  return namedPharmacy(db, user, id);
}

/** A number a client sent as an id, or null when no row could carry it (1.5, 1e15, -1). */
export const storableId = (id: number): number | null => (Number.isInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : null);

export const PharmacyIdQuery = v.object({ pharmacyId: v.optional(IdParams.entries.id) });
