import { afterEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { pharmacyCalls } from '../../src/api/contract/pharmacy';
import { createHttp, http, installHttp, storageKeys } from '../../src/api/shared/http';
import { storedSession } from '../../src/api/session/uaa';
import { authMachine } from '../../src/machines/session/auth.machine';
import { corporatePortalUrl, pharmacy, pharmacyToken } from './support/auth-harness';
import { fakeFetch, fakeJwt, json, memoryStorage, type SeenRequest } from './support/fake-server';

/**
 * The auth machine with its real actors over the real http client; only the network (a fake
 * fetch) and leaving the page are faked. These are the refresh cases of spec sections 4 and 8.
 */
const freshToken = fakeJwt({ user_name: 'apteka1', user_id: 11, authorities: ['ROLE_PHARMACY'], exp: 4102448400 });
const isRefresh = (request: SeenRequest) => !!request.body?.includes('grant_type=refresh_token');

function start(stored: Record<string, string>, answer: (request: SeenRequest) => Response) {
  const storage = memoryStorage(stored);
  const server = fakeFetch(answer);
  installHttp(createHttp({ config: { serviceAddress: '', endpointPrefix: '/api' }, storage, fetch: server.fetch }));
  const left: string[] = [];
  const machine = authMachine.provide({
    actions: { leaveForCorporatePortal: ({ context }) => void left.push(context.corporatePortalUrl) },
  });
  const actor = createActor(machine, { input: { corporatePortalUrl, ...storedSession() } }).start();
  return { actor, storage, seen: server.seen, left };
}

afterEach(() => installHttp(null as never));

describe('auth machine with the http client', () => {
  it('restores a session whose access token expired by one silent refresh', async () => {
    const { actor, storage, seen } = start({ token: pharmacyToken, refresh: 'r1' }, (request) => {
      if (isRefresh(request)) return json({ access_token: freshToken, refresh_token: 'r2', expires_in: 900 });
      return request.authorization === `Bearer ${freshToken}` ? json(pharmacy) : json({ message: 'Токен истёк' }, 401);
    });
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(actor.getSnapshot().context.pharmacy).toEqual(pharmacy);
    expect(seen.filter(isRefresh)).toHaveLength(1);
    expect(storage.dump()).toMatchObject({ token: freshToken, refresh: 'r2' });
  });

  it('asks for a sign-in when the stored session cannot be refreshed', async () => {
    const { actor, storage } = start({ token: pharmacyToken, refresh: 'dead' }, (request) =>
      isRefresh(request)
        ? json({ error: 'invalid_grant', error_description: 'Сессия завершена' }, 400)
        : json({ message: 'Токен истёк' }, 401),
    );
    await waitFor(actor, (s) => s.matches('unauthenticated'));
    expect(storage.dump()).toEqual({});
  });

  it('leaves for the corporate portal when a signed-in user loses authentication', async () => {
    let expired = false;
    const { actor, left, storage } = start({ token: pharmacyToken, refresh: 'r1', shared_secret: 's-1' }, (request) => {
      if (isRefresh(request)) return json({ error: 'invalid_grant', error_description: 'Сессия завершена' }, 400);
      return expired ? json({ message: 'Токен истёк' }, 401) : json(pharmacy);
    });
    await waitFor(actor, (s) => s.matches('authenticated'));
    expired = true;
    await expect(http().request(pharmacyCalls.pharmacyByPortalId, { params: { id: '11' } })).rejects.toMatchObject({
      status: 401,
      message: 'Сессия завершена',
    });
    await waitFor(actor, (s) => s.matches('leaving'));
    expect(left).toEqual([corporatePortalUrl]);
    expect(storage.dump()).toEqual({ [storageKeys.sharedSecret]: 's-1' });
  });

  it('signs out: token and refresh go, the shared secret stays for the mobile app page', async () => {
    const { actor, storage } = start({ token: pharmacyToken, refresh: 'r1', shared_secret: 's-1' }, () => json(pharmacy));
    await waitFor(actor, (s) => s.matches('authenticated'));
    actor.send({ type: 'auth.signOut' });
    expect(storage.dump()).toEqual({ shared_secret: 's-1' });
    expect(actor.getSnapshot().context).toMatchObject({ claims: null, pharmacy: null });
  });

  it('stores the tokens and the shared secret of an entry link', async () => {
    const { actor, storage, seen } = start({}, (request) =>
      request.url.endsWith('/oauth/token') ? json({ access_token: freshToken, refresh_token: 'r1', expires_in: 900 }) : json(pharmacy),
    );
    actor.send({ type: 'auth.enter', sharedSecret: 'demo-apteka1-secret' });
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(seen[0].body).toBe('grant_type=shared_secret&scope=read&shared_secret=demo-apteka1-secret');
    expect(storage.dump()).toEqual({ token: freshToken, refresh: 'r1', shared_secret: 'demo-apteka1-secret' });
  });
});
