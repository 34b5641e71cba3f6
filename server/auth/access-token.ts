import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import * as v from 'valibot';
import { AccessClaims } from '../../src/api/contract/uaa';
import { type Clock, unixSeconds } from '../core/clock';
import { unauthorized } from '../core/errors';

/** The caller of a route, as its access token tells. */
export interface SignedInUser {
  id: number;
  login: string;
  /** Role names; permissions follow from the role table (src/domain/session/permissions.ts). */
  authorities: string[];
  /** The pharmacy a ROLE_PHARMACY user acts for; null for staff. */
  pharmacyId: number | null;
  /**
   * The refresh family (one sign-in) the token was issued from: revoking the family ends the
   * token too (server/auth/session-check.ts). Absent in tokens issued before it was added.
   */
  family?: string;
  /**
   * The account's credentials version when the token was issued (claim cv): a password, role or
   * pharmacy change or a deactivation raises the account's, which ends the token. 1 for tokens
   * issued before it was added, the version every account started with.
   */
  credentialsVersion: number;
}

/**
 * The contract's claims plus pharmacy_id, which the gateway adds so that ownership checks need
 * no database read, fam, the refresh family, and cv, the credentials version; clients ignore them.
 */
const GatewayClaims = v.object({
  ...AccessClaims.entries,
  pharmacy_id: v.nullable(v.number()),
  fam: v.optional(v.pipe(v.string(), v.uuid())),
  cv: v.optional(v.pipe(v.number(), v.integer()), 1),
});

export interface AccessTokens {
  /** Seconds an access token lives, as told to the client in expires_in. */
  ttl: number;
  issue(user: SignedInUser): Promise<string>;
  /** The signed-in user, or a 401 HttpError saying why the token is refused. */
  verify(token: string): Promise<SignedInUser>;
}

/** Verified tokens remembered per process; past this many the memory starts over. */
const REMEMBERED_TOKENS = 10_000;

export function accessTokens(secret: Uint8Array, clock: Clock, ttl: number): AccessTokens {
  /**
   * A token's signature is checked once: a profile under load showed HMAC through WebCrypto (and
   * jose's claim checks) as the largest cost of a small answer, twice a request (the flood brake's
   * key and authentication). A token never changes, so what its check found holds until it
   * expires; expiry is still checked on every call, and a token past it goes through jose again,
   * which refuses it with the same message. Revocation is not a property of the token: the session
   * check (session-check.ts) runs on every request as before.
   */
  const verified = new Map<string, { user: SignedInUser; expiresAt: number }>();
  return {
    ttl,
    issue(user) {
      const now = unixSeconds(clock());
      return (
        new SignJWT({
          user_name: user.login,
          user_id: user.id,
          authorities: user.authorities,
          pharmacy_id: user.pharmacyId,
          fam: user.family,
          cv: user.credentialsVersion,
        })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .setIssuedAt(now)
          .setExpirationTime(now + ttl)
          // Two tokens issued in the same second still differ.
          .setJti(randomUUID())
          .sign(secret)
      );
    },
    async verify(token) {
      const known = verified.get(token);
      if (known && unixSeconds(clock()) < known.expiresAt) return known.user;
      let payload: unknown;
      try {
        ({ payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], currentDate: clock() }));
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw unauthorized('Срок действия токена доступа истёк');
        throw unauthorized('Токен доступа недействителен');
      }
      const claims = v.safeParse(GatewayClaims, payload);
      if (!claims.success) throw unauthorized('Токен доступа недействителен');
      const { user_id, user_name, authorities, pharmacy_id, fam, cv, exp } = claims.output;
      const user = {
        id: user_id,
        login: user_name,
        authorities,
        pharmacyId: pharmacy_id,
        credentialsVersion: cv,
        ...(fam === undefined ? {} : { family: fam }),
      };
      if (verified.size >= REMEMBERED_TOKENS) verified.clear();
      verified.set(token, { user, expiresAt: exp });
      return user;
    },
  };
}
