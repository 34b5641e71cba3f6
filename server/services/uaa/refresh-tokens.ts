import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { hashKey, newKey } from '../../auth/passwords';
import { sessionChecks } from '../../auth/session-check';
import type { Clock } from '../../core/clock';
import type { Database } from '../../db/connect';
import { refreshTokens, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

/** Why a presented refresh token gives no new tokens. */
/** outdated: the account's password, roles or pharmacy changed, or it was deactivated, since the sign-in. */
export type RefreshRefusal = 'unknown' | 'expired' | 'reused' | 'outdated';

/** A refresh token and its family, which the access tokens issued with it carry (claim fam). */
export interface Session {
  token: string;
  family: string;
}

/**
 * Refresh tokens are random keys stored by hash. Each refresh uses up the presented token and
 * issues the next one of the same family; each lives REFRESH_TTL from its issue, so a session
 * ends after REFRESH_TTL without activity.
 */
export function refreshTokenStore(db: Database, clock: Clock, ttlSeconds: number, graceSeconds: number) {
  const insertToken = async (tx: Database, user: UserRow, family: string): Promise<Session & { id: number }> => {
    const token = newKey();
    const now = clock();
    const [row] = await tx
      .insert(refreshTokens)
      .values({
        tokenHash: hashKey(token),
        family,
        userId: user.id,
        credentialsVersion: user.credentialsVersion,
        issuedAt: now,
        expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
      })
      .returning({ id: refreshTokens.id });
    return { token, family, id: row.id };
  };

  /**
   * A used token presented again is the client that never got the answer to its refresh (the tab
   * closed, the line dropped after the gateway rotated) when its successor is still unused and the
   * use is at most `graceSeconds` old: the successor, which nobody should hold, is spent (used, with
   * no successor of its own: presented later it is a copy) and the answer is given again with a
   * new one. Not revoked: a revoked token ends its family's access tokens (session-check.ts).
   * Anything else presented twice is a copy.
   */
  const lostAnswer = async (tx: Database, row: typeof refreshTokens.$inferSelect, now: Date): Promise<boolean> => {
    if (!row.usedAt || row.revokedAt || row.replacedBy === null) return false;
    if (now.getTime() - row.usedAt.getTime() > graceSeconds * 1000) return false;
    const [successor] = await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.id, row.replacedBy), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    return successor !== undefined;
  };

  /** Ends a session: every token of the family, and (here at once, elsewhere within seconds) its access tokens. */
  const revokeFamilyOf = async (userId: number, family: string): Promise<void> => {
    await db
      .update(refreshTokens)
      .set({ revokedAt: clock() })
      .where(and(eq(refreshTokens.userId, userId), eq(refreshTokens.family, family), isNull(refreshTokens.revokedAt)));
    sessionChecks(db).forget(userId);
  };

  return {
    /**
     * A new session (sign-in) of the account as read at the sign-in: a new family, under that
     * credentials version. Also drops this user's long-expired tokens.
     */
    async start(user: UserRow): Promise<Session> {
      await db.delete(refreshTokens).where(and(eq(refreshTokens.userId, user.id), lt(refreshTokens.expiresAt, clock())));
      const { token, family } = await insertToken(db, user, randomUUID());
      return { token, family };
    },

    /**
     * Sign-out: revokes the family of the presented token, so neither it nor a copy of it gives
     * tokens again, and the family's access tokens end (here at once, elsewhere within seconds).
     * An unknown token revokes nothing.
     */
    async revokeFamily(presented: string): Promise<boolean> {
      const [row] = await db
        .select({ family: refreshTokens.family, userId: refreshTokens.userId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashKey(presented)));
      if (!row) return false;
      await revokeFamilyOf(row.userId, row.family);
      return true;
    },

    /** The same, for the family an access token names (its `fam` claim): RFC 7009 lets either token end the session. */
    revokeFamilyOf,

    /**
     * Uses up a refresh token and issues its successor. A token presented a second time (used or
     * revoked) means someone else holds a copy, unless it is a lost answer asked again (above): the
     * whole family is revoked, so neither the thief nor the user can go on with it, and the user
     * signs in again. The access tokens of the family end with it (server/auth/session-check.ts):
     * here at once, elsewhere within seconds.
     */
    async rotate(presented: string): Promise<{ user: UserRow; session: Session } | { refused: RefreshRefusal }> {
      const now = clock();
      let revokedUser: number | null = null;
      // Row lock: two gateways rotating the same token at once take turns; the second finds it used
      // (and answers it again only as a lost answer, spending the first answer's token).
      const rotated = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, hashKey(presented)))
          .for('update');
        if (!row) return { refused: 'unknown' as const };
        const answeredAgain = await lostAnswer(tx, row, now);
        if ((row.usedAt && !answeredAgain) || row.revokedAt) {
          await tx
            .update(refreshTokens)
            .set({ revokedAt: now })
            .where(and(eq(refreshTokens.family, row.family), isNull(refreshTokens.revokedAt)));
          revokedUser = row.userId;
          return { refused: 'reused' as const };
        }
        if (row.expiresAt <= now) return { refused: 'expired' as const };
        const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
        // Issued before a password, role or pharmacy change or a deactivation: never revived.
        if (user.credentialsVersion !== row.credentialsVersion) return { refused: 'outdated' as const };
        const { token, family, id } = await insertToken(tx, user, row.family);
        // A lost answer given again keeps the first use's time: the grace runs from it, once.
        await tx
          .update(refreshTokens)
          .set({ usedAt: row.usedAt ?? now, replacedBy: id })
          .where(eq(refreshTokens.id, row.id));
        return { user, session: { token, family } };
      });
      // After the commit, so a request in between cannot remember the family as still valid.
      if (revokedUser !== null) sessionChecks(db).forget(revokedUser);
      return rotated;
    },
  };
}
