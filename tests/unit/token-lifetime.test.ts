import { describe, expect, it } from 'vitest';
import { tokenLifetime } from '../../src/api/session/token-lifetime';

/** An unsigned token with these claims: the portal reads claims, it never checks the signature. */
const tokenWith = (claims: object) =>
  [{ alg: 'HS256', typ: 'JWT' }, claims].map((part) => Buffer.from(JSON.stringify(part)).toString('base64url')).join('.') + '.c2ln';

describe('the access token’s lifetime, read from the token (the spec’s token answer has no expires_in)', () => {
  it('is exp less iat, whatever the browser’s clock says', () => {
    expect(tokenLifetime(tokenWith({ iat: 1_700_000_000, exp: 1_700_000_900 }), new Date(0))).toBe(900);
  });

  it('counts from now when the token does not say when it was issued, and never below zero', () => {
    const now = new Date(1_700_000_000_000);
    expect(tokenLifetime(tokenWith({ exp: 1_700_000_060 }), now)).toBe(60);
    expect(tokenLifetime(tokenWith({ exp: 1_699_999_000 }), now)).toBe(0);
  });

  it('is unknown for a token without exp or one that is not a JWT', () => {
    expect(tokenLifetime(tokenWith({ iat: 1 }))).toBeNull();
    expect(tokenLifetime('not-a-token')).toBeNull();
  });
});
