import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/connect';
import { loginFailures } from '../../db/schema';
import { OAuthError } from './token-errors';

/**
 * Brakes on password guessing: after 5 failures for one login, or 20 from one address, within
 * 15 minutes, sign-in is refused with 429 until the oldest failure leaves the window. Counted in
 * the database so every gateway sees the same failures; measured with the gateway's clock.
 */
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const FAILURES_PER_LOGIN = 5;
export const FAILURES_PER_ADDRESS = 20;

export interface Attempt {
  /** Trimmed, lower-cased login; null for grants without one. */
  login: string | null;
  address: string;
}

export const loginKey = (login: string): string => login.trim().toLowerCase();

export function loginFailureLog(db: Database, clock: Clock) {
  const windowStart = () => new Date(clock().getTime() - FAILURE_WINDOW_MS);

  const failuresSince = async (column: typeof loginFailures.login | typeof loginFailures.address, value: string) => {
    const [row] = await db
      .select({ failures: count() })
      .from(loginFailures)
      .where(and(eq(column, value), gt(loginFailures.failedAt, windowStart())));
    return row.failures;
  };

  return {
    /** 429 when this login or this address has failed too often lately. */
    async assertAllowed({ login, address }: Attempt): Promise<void> {
      const tooMany =
        (login !== null && (await failuresSince(loginFailures.login, login)) >= FAILURES_PER_LOGIN) ||
        (await failuresSince(loginFailures.address, address)) >= FAILURES_PER_ADDRESS;
      if (tooMany) {
        throw new OAuthError(429, 'too_many_requests', 'Слишком много неудачных попыток входа. Повторите попытку через 15 минут.');
      }
    },

    async record({ login, address }: Attempt): Promise<void> {
      await db.insert(loginFailures).values({ login, address, failedAt: clock() });
      // Housekeeping: failures older than the window no longer count.
      await db.delete(loginFailures).where(lt(loginFailures.failedAt, windowStart()));
    },

    /** A successful sign-in forgives that login's failures (not the address's: it may be shared). */
    async forgive(login: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.login, login));
    },
  };
}
