import { jwtDecode } from 'jwt-decode';

/**
 * How many seconds an access token lives, read from the token itself: its `exp` claim less its
 * `iat` (when it was issued), so a browser clock that runs fast or slow does not change it; a
 * token without `iat` counts from `now`. Null for a token the portal cannot read. The spec's token
 * answer has no expires_in (RF §7): this is what stands for it on a back end that sends none.
 */
export function tokenLifetime(accessToken: string, now: Date = new Date()): number | null {
  let claims: { exp?: unknown; iat?: unknown };
  try {
    claims = jwtDecode(accessToken);
  } catch {
    return null;
  }
  if (typeof claims.exp !== 'number') return null;
  const issued = typeof claims.iat === 'number' ? claims.iat : Math.floor(now.getTime() / 1000);
  return Math.max(0, claims.exp - issued);
}
