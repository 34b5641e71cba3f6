import { describe, expect, it } from 'vitest';
import { createHttp, installHttp } from '../../src/api/shared/http';
import { signOut } from '../../src/api/session/uaa';
import { fakeFetch, memoryStorage, type SeenRequest } from './support/fake-server';

/**
 * «Выйти»: the tokens are forgotten at once, then the gateway is asked to end
 * the session. That call is our extension: whatever it answers, the sign-out stands.
 */
function setUp(handler: (request: SeenRequest) => Response | Promise<Response>) {
  const storage = memoryStorage({ token: 'access', refresh: 'r1', shared_secret: 'demo-apteka1-secret' });
  const server = fakeFetch(handler);
  installHttp(
    createHttp({ config: { serviceAddress: 'http://gateway.test', endpointPrefix: '/api' }, storage, fetch: server.fetch, locks: null }),
  );
  return { storage, seen: server.seen };
}

const revoked = { method: 'POST', url: '/api/uaa/oauth/revoke', authorization: null, body: 'token=r1&token_type_hint=refresh_token' };

describe('signing out', () => {
  it('forgets the tokens before the gateway answers, keeps the shared secret, and ends the session on the gateway', async () => {
    const { storage, seen } = setUp(() => new Response(null, { status: 204 }));
    const signingOut = signOut();
    expect(storage.dump()).toEqual({ shared_secret: 'demo-apteka1-secret' });
    await signingOut;
    expect(seen).toEqual([revoked]);
  });

  it.each([
    [
      'lacks the call (404)',
      () =>
        new Response(JSON.stringify({ message: 'Такого метода нет' }), { status: 404, headers: { 'content-type': 'application/json' } }),
    ],
    ['does not implement it (501)', () => new Response(null, { status: 501 })],
    ['fails (500)', () => new Response(null, { status: 500 })],
    ['does not answer', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('still signs out locally when the gateway %s', async (_case, answer) => {
    const { storage, seen } = setUp(answer);
    await expect(signOut()).resolves.toBeUndefined();
    expect(storage.dump()).toEqual({ shared_secret: 'demo-apteka1-secret' });
    expect(seen).toEqual([revoked]);
  });

  it('sends nothing when no session is stored', async () => {
    const { storage, seen } = setUp(() => new Response(null, { status: 204 }));
    storage.removeItem('refresh');
    await signOut();
    expect(seen).toEqual([]);
  });
});
