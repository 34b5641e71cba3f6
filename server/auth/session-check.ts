import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { refreshTokens, users } from '../db/schema';
import { unauthorized } from '../core/errors';
import type { SignedInUser } from './access-token';

/**
 * How long an answer of the database is trusted: a deactivated or deleted account, or a revoked
 * session, is refused at most this long after the change made by another gateway (this one
 * forgets at once). Measured on the process's monotonic clock, not the app's clock: it is a
 * cache's age, not business time, and tests fix the app's clock.
 */
export const SESSION_CHECK_MS = 5_000;
/** Past this many remembered answers the expired ones are dropped. */
const PRUNE_ABOVE = 10_000;

const ACCOUNT_CLOSED = 'Учётная запись отключена или удалена. Войдите снова.';
const SESSION_ENDED = 'Сеанс завершён. Войдите снова.';
const CREDENTIALS_CHANGED = 'Пароль или права учётной записи изменились. Войдите снова.';

type Verdict = 'ok' | 'closed' | 'ended' | 'changed';
interface Remembered {
  verdict: Verdict;
  until: number;
}

export interface SessionChecks {
  /**
   * Throws a 401 when the token's user no longer exists or may not sign in, its credentials
   * changed since the token was issued, or its session was revoked.
   */
  assertValid(user: SignedInUser): Promise<void>;
  /** Forgets what was remembered of a user: its account or sessions just changed here. */
  forget(userId: number): void;
}

/** One cache per database, so every app in a process (tests build many) has its own. */
const byDatabase = new WeakMap<Database, SessionChecks>();

/**
 * A signed token proves who it was issued to, not that the account still may sign in: each
 * request's user (and the refresh family its token came from) is looked up, at most once in
 * SESSION_CHECK_MS per user, family and credentials version.
 */
export function sessionChecks(db: Database): SessionChecks {
  const known = byDatabase.get(db);
  if (known) return known;
  // user id → family ('' for a token without one) and credentials version → verdict
  const remembered = new Map<number, Map<string, Remembered>>();

  const lookUp = async ({ id, family, credentialsVersion }: SignedInUser): Promise<Verdict> => {
    const revoked = family
      ? sql<boolean>`exists (select 1 from ${refreshTokens} where ${and(eq(refreshTokens.family, family), isNotNull(refreshTokens.revokedAt))})`
      : sql<boolean>`false`;
    const [row] = await db.select({ active: users.active, version: users.credentialsVersion, revoked }).from(users).where(eq(users.id, id));
    if (!row?.active) return 'closed';
    if (row.version !== credentialsVersion) return 'changed';
    return row.revoked ? 'ended' : 'ok';
  };

  const prune = (now: number) => {
    for (const [userId, families] of remembered) {
      for (const [family, entry] of families) if (entry.until <= now) families.delete(family);
      if (families.size === 0) remembered.delete(userId);
    }
  };

  const checks: SessionChecks = {
    async assertValid(user) {
      const now = performance.now();
      const family = `${user.family ?? ''}@${user.credentialsVersion}`;
      let entry = remembered.get(user.id)?.get(family);
      if (!entry || entry.until <= now) {
        entry = { verdict: await lookUp(user), until: now + SESSION_CHECK_MS };
        if (remembered.size > PRUNE_ABOVE) prune(now);
        const families = remembered.get(user.id) ?? new Map<string, Remembered>();
        families.set(family, entry);
        remembered.set(user.id, families);
      }
      if (entry.verdict === 'closed') throw unauthorized(ACCOUNT_CLOSED);
      if (entry.verdict === 'ended') throw unauthorized(SESSION_ENDED);
      if (entry.verdict === 'changed') throw unauthorized(CREDENTIALS_CHANGED);
    },
    forget(userId) {
      remembered.delete(userId);
    },
  };
  byDatabase.set(db, checks);
  return checks;
}
