import { and, asc, count, eq, gt, lt, sql } from 'drizzle-orm';
import { pluralForm } from '../../../src/domain/orders/plural';
import type { Clock } from '../../core/clock';
import type { Database } from '../../db/connect';
import { takenLoginAnswers } from '../../db/schema';
import { HttpError } from '../../core/errors';
import { loginChecksRefused } from '../../metrics/registry';

/**
 * A cashier's login is unique across the whole network (people sign in by it), so the save must
 * refuse one that anybody has — and that answer tells a pharmacy user whether a login exists at
 * any pharmacy. Guessing a login is half of guessing an account, so the answers are rationed:
 * within an hour a user gets at most 10 «Логин занят» answers; after that every save of a new
 * login is refused with 429 and Retry-After (taken or not, so the refusal itself says nothing)
 * until the oldest answer leaves the hour. Saving a cashier's own login again (a new password,
 * 'Работает') tells nothing and is never refused. A pharmacy picks a free login in a few tries;
 * a script learns 10 logins an hour instead of thousands a minute. Counted in the database under
 * the user's lock, so every gateway process and host holds the user to the same count, and saves
 * sent at once cannot all pass it.
 */
export const TAKEN_LOGIN_WINDOW_MS = 60 * 60 * 1000;
export const TAKEN_LOGINS_PER_USER = 10;

/** Names the per-user lock of these checks among PostgreSQL advisory locks (an arbitrary constant). */
const TAKEN_LOGINS_LOCK_SPACE = 7_301_431;

const minutes = { one: 'минуту', few: 'минуты', many: 'минут' };

/** 429: too many taken logins lately; says when to come back, in the text and in Retry-After. */
export class TooManyTakenLogins extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    const wait = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(429, `Слишком много попыток сохранить занятый логин. Повторите попытку через ${wait} ${pluralForm(wait, minutes)}.`);
  }
}

export interface LoginCheck {
  /** The pharmacy user saving. */
  userId: number;
  /** The login the cashier has now; null: no account yet. */
  ownLogin: string | null;
  /** The login being saved. */
  login: string;
  /** Whether another account has the login (read inside the check's transaction). */
  isTaken: (tx: Database) => Promise<boolean>;
}

export function takenLoginLog(db: Database, clock: Clock) {
  const windowStart = () => new Date(clock().getTime() - TAKEN_LOGIN_WINDOW_MS);
  const ofUser = (userId: number) => and(eq(takenLoginAnswers.userId, userId), gt(takenLoginAnswers.answeredAt, windowStart()));

  /** Seconds until fewer than the limit of the user's answers are in the window. */
  const secondsUntilBelow = async (tx: Database, userId: number, answered: number) => {
    const [row] = await tx
      .select({ answeredAt: takenLoginAnswers.answeredAt })
      .from(takenLoginAnswers)
      .where(ofUser(userId))
      .orderBy(asc(takenLoginAnswers.answeredAt))
      .offset(answered - TAKEN_LOGINS_PER_USER)
      .limit(1);
    const leavesAt = (row?.answeredAt.getTime() ?? clock().getTime()) + TAKEN_LOGIN_WINDOW_MS;
    return Math.max(1, Math.ceil((leavesAt - clock().getTime()) / 1000));
  };

  return {
    /**
     * Whether the login is taken, answered only within the user's allowance: throws
     * TooManyTakenLogins once the user has had its «taken» answers for the hour, unless the login
     * is the cashier's own; a «taken» answer is counted before it is given.
     */
    async isTaken({ userId, ownLogin, login, isTaken }: LoginCheck): Promise<boolean> {
      const own = ownLogin !== null && ownLogin.toLowerCase() === login.toLowerCase();
      const answer = await db.transaction(async (tx): Promise<{ retryAfter: number } | { taken: boolean }> => {
        await tx.execute(sql`select pg_advisory_xact_lock(${TAKEN_LOGINS_LOCK_SPACE}, ${userId})`);
        if (!own) {
          const [{ answered }] = await tx.select({ answered: count() }).from(takenLoginAnswers).where(ofUser(userId));
          if (answered >= TAKEN_LOGINS_PER_USER) return { retryAfter: await secondsUntilBelow(tx, userId, answered) };
        }
        const taken = await isTaken(tx);
        if (taken) await tx.insert(takenLoginAnswers).values({ userId, answeredAt: clock() });
        return { taken };
      });
      if ('retryAfter' in answer) {
        loginChecksRefused.inc();
        throw new TooManyTakenLogins(answer.retryAfter);
      }
      if (answer.taken) {
        // Housekeeping: answers older than the window no longer count.
        await db
          .delete(takenLoginAnswers)
          .where(and(eq(takenLoginAnswers.userId, userId), lt(takenLoginAnswers.answeredAt, windowStart())));
      }
      return answer.taken;
    },
  };
}

export type TakenLoginLog = ReturnType<typeof takenLoginLog>;
