import { eq, sql } from 'drizzle-orm';
import type { InitiativesReport } from '../../../src/api/contract/reports';
import { quarterEnd, quarterStart, type Period } from '../../../src/domain/shared/quarters';
import type { Database } from '../../db/connect';
import { pharmacies } from '../../db/schema';
import { notFound } from '../../core/errors';
import { KeptJson } from '../../http/kept-answers';
import { canExist } from '../../reports/initiatives';
import type { Mark, OverviewNotices } from './overview-notices';

/**
 * The overview's answers, kept per pharmacy and quarter: a profile under load showed most of an
 * overview's time in reading its ~30 rows of 15 columns and making records of them, the same every
 * 5 s for every user of a pharmacy.
 *
 * A kept answer is checked against a digest of the very rows it is made of (each row's full text,
 * in id order) and the pharmacy row, read in the one query that also finds the pharmacy: whatever
 * changes them — an import, the distributor's load, another gateway, SQL by hand — changes the
 * digest, and the answer is made anew.
 *
 * Between checks it is trusted without any read while the database's notices say nothing changed
 * (overview-notices.ts; triggers raise them on every write to those rows): the gateway
 * then spends no query on a repeated overview. A notice comes after its write commits; no portal
 * user writes these rows, so no user waits on it for a write of their own. Trust also ends after
 * RECHECK_MS, so a write no trigger saw (triggers disabled by hand) shows within that long, and
 * without notices (a test's app, a lost connection) every call reads, as before.
 */
const MAX_ANSWERS = 5_000;
/** The longest a kept answer is trusted without a read: the bound a revoked session has too (session-check.ts). */
export const RECHECK_MS = 5_000;

/** An answer kept as the bytes sent (stringifying the kept object on every call was 7 % of the gateway's time). */
interface Kept {
  digest: string;
  etag: string;
  body: KeptJson;
  /** The notices' state before the last read that found this digest; null without notices. */
  mark: Mark | null;
  /** When that read began, on the process's monotonic clock (a cache's age, not business time). */
  checkedAt: number;
}

/** A kept answer to send, or the means to keep the one about to be made. */
export type Looked = { etag: string; kept: KeptJson } | { etag: string; kept: null; keep: (answer: InitiativesReport) => KeptJson };

/**
 * One md5 of the pharmacy row's text and its rows' of the quarter; no row when there is no such
 * pharmacy. Only the digest comes back: a kept answer needs nothing else, and each column more
 * was parsed and mapped on every call; the pharmacy row itself is read only when an
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

export function overviewCache(db: Database, notices: OverviewNotices | null) {
  const query = overviewDigest(db).prepare('overview_digest');
  const kept = new Map<string, Kept>();
  // A quarter's bounds as the query's text values: date-fns and toISOString on every call were
  // a few per cent of the gateway's time under load, for the same two strings.
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
    async lookUp(id: number, quarter: string, period: Period): Promise<Looked> {
      const key = `${id}|${quarter}`;
      const found = kept.get(key);
      const now = performance.now();
      if (found && now - found.checkedAt < RECHECK_MS && notices?.holds(found.mark)) return { etag: found.etag, kept: found.body };

      const mark = notices?.mark(id) ?? null;
      const [row] = canExist(id) ? await query.execute({ id, ...boundsOf(quarter, period) }) : [];
      if (!row) throw notFound(`Аптека №${id} не найдена`);
      // Weak: the same answer whatever its compression. The quarter is in the answer, the rows
      // and the pharmacy in the digest, so equal tags are equal answers.
      const etag = `W/"${row.digest}-${quarter}"`;
      if (found?.digest === row.digest) {
        found.mark = mark;
        found.checkedAt = now;
        return { etag, kept: found.body };
      }
      return {
        etag,
        kept: null,
        keep(answer) {
          const body = new KeptJson(JSON.stringify(answer));
          // Made from rows read after the digest: at worst the next check finds the digest changed and makes it again.
          if (kept.size >= MAX_ANSWERS) kept.delete(kept.keys().next().value as string);
          kept.set(key, { digest: row.digest, etag, body, mark, checkedAt: now });
          return body;
        },
      };
    },
  };
}
