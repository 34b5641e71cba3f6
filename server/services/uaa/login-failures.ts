import { and, asc, count, eq, gt, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { pluralForm } from '../../../src/domain/orders/plural';
import type { Clock } from '../../core/clock';
import type { Database } from '../../db/connect';
import { loginFailures } from '../../db/schema';
import { OAuthError } from './token-errors';

/**
 * Brakes on password guessing that a stranger cannot turn against a user (OWASP ASVS 5.0, 6.3).
 * Within 15 minutes:
 * - 5 failures for one login from one address, or 20 from one address whatever the logins,
 *   refuse sign-in from that address with 429 and Retry-After until enough failures leave the
 *   window;
 * - failures for one login from anywhere never refuse: from 5 on, every sign-in of that login
 *   waits before its answer (0.5 s, doubling to at most 4 s), the right password included, so
 *   guessing across many addresses is slowed while the owner still gets in from its own address.
 * Counted in the database so every gateway sees the same failures; measured with the gateway's
 * clock. An attempt is counted before its password is checked and forgotten only when it
 * succeeds, so a burst of parallel guesses gets no more evaluations than the limits.
 */
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const FAILURES_PER_LOGIN_AND_ADDRESS = 5;
export const FAILURES_PER_ADDRESS = 20;
/** Failures of a login (from all addresses) from which its sign-ins are slowed down. */
export const LOGIN_SLOWDOWN_FROM = 5;
const FIRST_DELAY_MS = 500;
export const MAX_DELAY_MS = 4000;

export interface Attempt {
  /** Trimmed, lower-cased login; null for grants without one. */
  login: string | null;
  address: string;
}

export const loginKey = (login: string): string => login.trim().toLowerCase();

/** The pause before answering a login that has failed `failures` times lately from anywhere. */
export const slowdownMs = (failures: number): number =>
  failures < LOGIN_SLOWDOWN_FROM ? 0 : Math.min(FIRST_DELAY_MS * 2 ** (failures - LOGIN_SLOWDOWN_FROM), MAX_DELAY_MS);

const minutes = { one: 'минуту', few: 'минуты', many: 'минут' };

/** A 429 that says when to come back, in the answer's text and in Retry-After. */
export const tooManyFailures = (retryAfterSeconds: number) => {
  const wait = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new OAuthError(
    429,
    'too_many_requests',
    `Слишком много неудачных попыток входа. Повторите попытку через ${wait} ${pluralForm(wait, minutes)}.`,
    retryAfterSeconds,
  );
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An attempt counted before its password is checked: a failure unless released. */
export interface Reservation {
  id: number;
}

/**
 * Names the sign-in lock among PostgreSQL advisory locks (an arbitrary constant); the second key
 * is a hash of the address, so attempts from different addresses never wait for each other.
 */
const SIGN_IN_LOCK_SPACE = 7_301_419;

export function loginFailureLog(db: Database, clock: Clock, wait: (ms: number) => Promise<unknown> = sleep) {
  const windowStart = () => new Date(clock().getTime() - FAILURE_WINDOW_MS);
  const byLogin = (login: string | null) => (login === null ? isNull(loginFailures.login) : eq(loginFailures.login, login));
  const byAddress = (address: string) => eq(loginFailures.address, address);

  const failures = async (tx: Database, where: SQL | undefined) => {
    const [row] = await tx
      .select({ failures: count() })
      .from(loginFailures)
      .where(and(where, gt(loginFailures.failedAt, windowStart())));
    return row.failures;
  };

  /**
   * Seconds until fewer than `limit` of these failures are in the window: the failure that must
   * leave is the (count - limit + 1)-th oldest.
   */
  const secondsUntilBelow = async (tx: Database, where: SQL | undefined, counted: number, limit: number) => {
    const [row] = await tx
      .select({ failedAt: loginFailures.failedAt })
      .from(loginFailures)
      .where(and(where, gt(loginFailures.failedAt, windowStart())))
      .orderBy(asc(loginFailures.failedAt))
      .offset(counted - limit)
      .limit(1);
    const leavesAt = (row?.failedAt.getTime() ?? clock().getTime()) + FAILURE_WINDOW_MS;
    return Math.max(1, Math.ceil((leavesAt - clock().getTime()) / 1000));
  };

  /**
   * Under the address's lock, so that of any number of parallel attempts from one address (on
   * any gateway process) each sees the ones reserved before it: the counts and the insert are one
   * step. Answers the seconds to wait when refused, else the reservation and the slow-down.
   */
  const reserveUnderLock = ({ login, address }: Attempt) =>
    db.transaction(async (tx): Promise<{ retryAfter: number } | { reservation: Reservation; delay: number }> => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SIGN_IN_LOCK_SPACE}, hashtext(${address}))`);
      const fromAddress = await failures(tx, byAddress(address));
      if (fromAddress >= FAILURES_PER_ADDRESS) {
        return { retryAfter: await secondsUntilBelow(tx, byAddress(address), fromAddress, FAILURES_PER_ADDRESS) };
      }
      let delay = 0;
      if (login !== null) {
        const pair = and(byLogin(login), byAddress(address));
        const fromPair = await failures(tx, pair);
        if (fromPair >= FAILURES_PER_LOGIN_AND_ADDRESS) {
          return { retryAfter: await secondsUntilBelow(tx, pair, fromPair, FAILURES_PER_LOGIN_AND_ADDRESS) };
        }
        delay = slowdownMs(await failures(tx, byLogin(login)));
      }
      const [reserved] = await tx.insert(loginFailures).values({ login, address, failedAt: clock() }).returning({ id: loginFailures.id });
      return { reservation: reserved, delay };
    });

  return {
    /**
     * Counts the attempt as a failure before its password is checked: 429 when this
     * address has failed too often, for this login or for any, counting the attempts still being
     * checked; otherwise waits as long as the login's failures from anywhere ask. The attempt
     * stays a failure unless it succeeds and is released or forgiven.
     */
    async reserve(attempt: Attempt): Promise<Reservation> {
      const reserved = await reserveUnderLock(attempt);
      if ('retryAfter' in reserved) throw tooManyFailures(reserved.retryAfter);
      // Housekeeping: failures older than the window no longer count.
      await db.delete(loginFailures).where(lt(loginFailures.failedAt, windowStart()));
      if (reserved.delay > 0) await wait(reserved.delay);
      return reserved.reservation;
    },

    /** The attempt succeeded: it is no failure. */
    async release(reservation: Reservation): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.id, reservation.id));
    },

    /**
     * A successful sign-in forgives that login's failures from the same address (the owner's own
     * typos, and its own attempt), not a stranger's from elsewhere: those keep slowing the login
     * down until they age.
     */
    async forgive({ login, address }: Attempt): Promise<void> {
      await db.delete(loginFailures).where(and(byLogin(login), byAddress(address)));
    },
  };
}
