import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { InitiativeRecord } from '../../src/api/contract/reports';
import { quarterEnd, quarterStart, type Period } from '../../src/domain/shared/quarters';
import { unixSeconds } from '../core/clock';
import type { Database } from '../db/connect';
import { initiatives } from '../db/schema';

export type InitiativeRow = typeof initiatives.$inferSelect;

/**
 * Ids are PostgreSQL integers; the contract's ids allow longer numbers, which no row can have.
 * Checked before a query, which would otherwise fail on the out-of-range value.
 */
export const canExist = (id: number): boolean => id <= 2_147_483_647;

const seconds = (date: Date | null): number | null => (date ? unixSeconds(date) : null);

/** A row as the contract's record: dates as unix seconds. */
export const toInitiativeRecord = (row: InitiativeRow): InitiativeRecord => ({
  id: row.id,
  type: row.type,
  name: row.name,
  from: unixSeconds(row.periodFrom),
  to: unixSeconds(row.periodTo),
  mtxPercent: row.mtxPercent,
  purchaseSipSum: row.purchaseSipSum,
  earned: row.earned,
  expected: row.expected,
  mitigatingCoefficient: row.mitigatingCoefficient,
  startDate: seconds(row.startDate),
  expirationDate: seconds(row.expirationDate),
  hasCubeLink: row.hasCubeLink,
});

/**
 * Running at some moment between `from` and `to` (both inclusive), as recordsOfPeriod counts it;
 * the order tabs' open initiatives are those running from now to the quarter's end.
 */
export const runningBetween = (from: Date, to: Date) => and(lte(initiatives.periodFrom, to), gte(initiatives.periodTo, from));

/**
 * The overview's query, built once per database: building it anew took as long as the answer's
 * own work under load (drizzle's query builder in the profile), and PostgreSQL plans a named
 * statement once per connection. Dates go in as ISO text, as drizzle sends a bound Date.
 */
const prepareOfPeriod = (db: Database) =>
  db
    .select()
    .from(initiatives)
    .where(
      and(
        eq(initiatives.pharmacyId, sql.placeholder('pharmacyId')),
        lte(initiatives.periodFrom, sql.placeholder('to')),
        gte(initiatives.periodTo, sql.placeholder('from')),
      ),
    )
    .orderBy(asc(initiatives.id))
    .prepare('initiatives_of_period');
const ofPeriodQueries = new WeakMap<Database, ReturnType<typeof prepareOfPeriod>>();

/**
 * Names the pharmacy's initiatives by id, ended ones too (an order or a forecast row may name one
 * that has): one read, a few hundred at most. An id with no initiative is named by its number.
 */
export async function initiativeNamer(db: Database, pharmacyId: number): Promise<(id: number) => string> {
  const rows = await db
    .select({ id: initiatives.id, name: initiatives.name })
    .from(initiatives)
    .where(eq(initiatives.pharmacyId, pharmacyId));
  const names = new Map(rows.map((row) => [row.id, row.name]));
  return (id) => names.get(id) ?? `Инициатива №${id}`;
}

export function initiativeRepository(db: Database) {
  return {
    /** The pharmacy's initiatives of one quarter, in the distributor's order (by id). */
    ofPeriod(pharmacyId: number, period: Period): Promise<InitiativeRow[]> {
      let query = ofPeriodQueries.get(db);
      if (!query) ofPeriodQueries.set(db, (query = prepareOfPeriod(db)));
      return query.execute({ pharmacyId, from: quarterStart(period).toISOString(), to: quarterEnd(period).toISOString() });
    },

    /** What quartersWithData needs for one year: type and dates only. */
    async spansOfYear(pharmacyId: number, year: number) {
      const rows = await db
        .select({ type: initiatives.type, from: initiatives.periodFrom, to: initiatives.periodTo })
        .from(initiatives)
        .where(
          and(
            eq(initiatives.pharmacyId, pharmacyId),
            runningBetween(quarterStart({ year, quarter: 1 }), quarterEnd({ year, quarter: 4 })),
          ),
        );
      return rows.map((row) => ({ type: row.type, from: unixSeconds(row.from), to: unixSeconds(row.to) }));
    },

    async byId(id: number): Promise<InitiativeRow | null> {
      if (!canExist(id)) return null;
      const [row] = await db.select().from(initiatives).where(eq(initiatives.id, id));
      return row ?? null;
    },

    /** Initiatives of the pharmacies (all of them when null) that run now and have not ended. */
    runningNow(pharmacyId: number | null, now: Date): Promise<InitiativeRow[]> {
      return db
        .select()
        .from(initiatives)
        .where(and(pharmacyId === null ? undefined : eq(initiatives.pharmacyId, pharmacyId), runningBetween(now, now)))
        .orderBy(asc(initiatives.id));
    },
  };
}

export type InitiativeRepository = ReturnType<typeof initiativeRepository>;
