import { eq } from 'drizzle-orm';
import type { TokenResponse } from '../../../src/api/contract/uaa';
import type { AccessTokens, SignedInUser } from '../../auth/access-token';
import { decoyPasswordHash, hashKey, verifyPassword } from '../../auth/passwords';
import type { Clock } from '../../core/clock';
import type { Database } from '../../db/connect';
import { users } from '../../db/schema';
import { signInFailures, signInLockouts } from '../../metrics/registry';
import { loginFailureLog, loginKey, type Attempt, type Reservation } from './login-failures';
import { refreshTokenStore, type Session, type UserRow } from './refresh-tokens';
import { invalidGrant, OAuthError } from './token-errors';

const WRONG_PASSWORD = 'Неверный логин или пароль';
const WRONG_SECRET = 'Ссылка для входа недействительна. Запросите новую или войдите по логину и паролю.';
const SESSION_ENDED = 'Сеанс завершён. Войдите снова.';

export interface GrantContext {
  db: Database;
  clock: Clock;
  accessTokens: AccessTokens;
  refreshTtl: number;
  refreshGrace: number;
}

/** The grant an attempt was made with, as the metrics name it: only the entry link has no login. */
const grantOf = (attempt: Attempt) => (attempt.login === null ? 'shared_secret' : 'password');

const signedIn = (user: UserRow): SignedInUser => ({
  id: user.id,
  login: user.login,
  authorities: user.roles,
  pharmacyId: user.pharmacyId,
  credentialsVersion: user.credentialsVersion,
});

/** The three ways to get tokens (spec section 7, "Authentication"). */
export function tokenGrants({ db, clock, accessTokens, refreshTtl, refreshGrace }: GrantContext) {
  const log = loginFailureLog(db, clock);
  /** The failure log, counting for the operator (GET /metrics) the sign-ins its limits refuse. */
  const failures = {
    ...log,
    reserve: (attempt: Attempt): Promise<Reservation> =>
      log.reserve(attempt).catch((error: unknown) => {
        if (error instanceof OAuthError && error.statusCode === 429) signInLockouts.inc({ grant: grantOf(attempt) });
        throw error;
      }),
  };
  const refused = (attempt: Attempt, description: string) => {
    signInFailures.inc({ grant: grantOf(attempt) });
    return invalidGrant(description);
  };
  const sessions = refreshTokenStore(db, clock, refreshTtl, refreshGrace);

  const tokens = async (user: UserRow, session: Session): Promise<TokenResponse> => ({
    access_token: await accessTokens.issue({ ...signedIn(user), family: session.family }),
    refresh_token: session.token,
    token_type: 'bearer',
    expires_in: accessTokens.ttl,
  });

  return {
    async password(username: string, password: string, address: string): Promise<TokenResponse> {
      const login = username.trim();
      const attempt = { login: loginKey(login), address };
      await failures.reserve(attempt);
      const [user] = await db.select().from(users).where(eq(users.login, login));
      // Verify even for an unknown login, so the answer time does not reveal which logins exist.
      const valid = await verifyPassword(password, user?.passwordHash ?? (await decoyPasswordHash));
      // A deactivated account (a cashier whose 'works' was cleared) gets the wrong-password
      // answer: whoever tries learns nothing about the account.
      // The reserved attempt stays counted as a failure.
      if (!user || !valid || !user.active) throw refused(attempt, WRONG_PASSWORD);
      // Forgives this attempt too.
      await failures.forgive(attempt);
      return tokens(user, await sessions.start(user));
    },

    async sharedSecret(secret: string, address: string): Promise<TokenResponse> {
      const attempt = { login: null, address };
      const reservation = await failures.reserve(attempt);
      const [user] = await db
        .select()
        .from(users)
        .where(eq(users.sharedSecretHash, hashKey(secret)));
      if (!user?.active) throw refused(attempt, WRONG_SECRET);
      await failures.release(reservation);
      return tokens(user, await sessions.start(user));
    },

    /**
     * Sign-out (our extension): the session of the token ends on every gateway. The token is a
     * refresh token, or (RFC 7009 lets a client present either) a valid access token, whose
     * session is the refresh family it names. Anything else ends nothing, and says nothing.
     */
    async signOut(token: string): Promise<void> {
      if (await sessions.revokeFamily(token)) return;
      const user = await accessTokens.verify(token).catch(() => null);
      if (user?.family !== undefined) await sessions.revokeFamilyOf(user.id, user.family);
    },

    /**
     * Refresh tokens are 256-bit random keys: guessing is hopeless, so failures are not counted.
     * A session of an account deactivated since its sign-in ends at its next refresh.
     */
    async refresh(refreshToken: string): Promise<TokenResponse> {
      const rotated = await sessions.rotate(refreshToken);
      if ('refused' in rotated || !rotated.user.active) throw invalidGrant(SESSION_ENDED);
      return tokens(rotated.user, rotated.session);
    },
  };
}
