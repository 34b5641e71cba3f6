import { eq, sql } from 'drizzle-orm';
import type { InitiativesReport } from '../../../src/api/contract/reports';
import { quarterEnd, quarterStart, type Period } from '../../../src/domain/quarters';
import type { Database } from '../../db/connect';
import { pharmacies } from '../../db/schema';
import { notFound } from '../../http/errors';
import { KeptJson } from '../../http/kept-answers';
import { canExist } from './initiatives';

/**
 * The overview's answers, kept per pharmacy and quarter and checked on every call against the
 * database: a profile under load showed most of an overview's time in reading its ~30 rows of 15
 * columns and making records of them, the same every 5 s for every user of a pharmacy. The
 * check is a digest of the very rows the answer is made of (each row's full text, in id order)
 * and the pharmacy row, read in the one query that also finds the pharmacy: whatever changes
 * them — an import, the distributor's load, another gateway, SQL by hand — changes the digest,
 * and the answer is made anew. No trigger or notice to miss.
 */
const MAX_ANSWERS = 5_000;

/** An answer kept as the bytes sent (issue 23: stringifying the kept object on every call was 7 % of the gateway's time). */
interface Kept {
  digest: string;
  body: KeptJson;
}

/**
 * One md5 of the pharmacy row's text and its rows' of the quarter; no row when there is no such
 * pharmacy. Only the digest comes back: a kept answer needs nothing else, and each column more
 * was parsed and mapped on every call (issue 23); the pharmacy row itself is read only when an
 * answer is made. Spelled out with table names: drizzle writes a column of a one-table query
 * without its table, which inside the subquery would name the initiative's own id (as
 * server/tasks/store.ts notes).
 */
export const overviewDigest = (db: Database) =>
  db
    .select({
      digest: sql<string>`md5("pharmacies"::text || coalesce((
        select string_agg(i::text, ',' order by i.id) from "initiatives" i
        where i.pharmacy_id = "pharmacies"."id" and i.period_from <= ${sql.placeholder('to')} and i.period_to >= ${sql.placeholder('from')}
      ), ''))`,
    })
    .from(pharmacies)
    .where(eq(pharmacies.id, sql.placeholder('id')));

/** The digest's query for a pharmacy's quarter, with its placeholders' values (the gateway's one read per call, and the load bench's reference). */
export const digestParams = (id: number, period: Period) => ({ id, ...quarterBounds(period) });

const quarterBounds = (period: Period) => ({ from: quarterStart(period).toISOString(), to: quarterEnd(period).toISOString() });

/** Quarters whose bounds are remembered: a handful are ever asked for; past this many they are worked out anew. */
const REMEMBERED_QUARTERS = 64;

export function overviewCache(db: Database) {
  const query = overviewDigest(db).prepare('overview_digest');
  const kept = new Map<string, Kept>();
  // A quarter's bounds as the query's text values: date-fns and toISOString on every call were
  // a few per cent of the gateway's time under load (issue 23), for the same two strings.
  const bounds = new Map<string, { from: string; to: string }>();
  const boundsOf = (quarter: string, period: Period) => {
    let found = bounds.get(quarter);
    if (!found) {
      if (bounds.size >= REMEMBERED_QUARTERS) bounds.clear();
      bounds.set(quarter, (found = quarterBounds(period)));
    }
    return found;
  };
  return {
    /**
     * Whether the pharmacy exists (404 when not; the caller has checked ownership), and the answer
     * kept for it and the quarter if its rows and the pharmacy row are as they were when it was made.
     */
    async lookUp(id: number, quarter: string, period: Period): Promise<{ etag: string; kept: KeptJson | null; keep: (answer: InitiativesReport) => KeptJson }> {
      const [row] = canExist(id) ? await query.execute({ id, ...boundsOf(quarter, period) }) : [];
      if (!row) throw notFound(`Аптека №${id} не найдена`);
      const key = `${id}|${quarter}`;
      const found = kept.get(key);
      return {
        // Weak: the same answer whatever its compression. The quarter is in the answer, the rows
        // and the pharmacy in the digest, so equal tags are equal answers.
        etag: `W/"${row.digest}-${quarter}"`,
        kept: found?.digest === row.digest ? found.body : null,
        keep(answer) {
          const body = new KeptJson(JSON.stringify(answer));
          // Made from rows read after the digest: at worst the next call finds the digest changed and makes it again.
          if (kept.size >= MAX_ANSWERS) kept.delete(kept.keys().next().value as string);
          kept.set(key, { digest: row.digest, body });
          return body;
        },
      };
    },
  };
}
