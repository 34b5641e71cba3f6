import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import * as v from 'valibot';
import { createHttp, type Http } from '../../src/api/shared/http';
import { getCall } from '../machines/support/get-call';
import { refreshLockName, replacedLockName } from '../../src/api/shared/tab-refresh';
import { tokenUrl } from './support/handlers/uaa';
import { mockServer, withMockServer } from './support/mock-server';
import { renderApp, testConfig } from './support/render-app';

/**
 * Two tabs of the portal share localStorage and navigator.locks. In one page, two http clients
 * over the real localStorage and the real Web Locks are those two tabs; msw plays a gateway that
 * rotates refresh tokens as strictly as the real one: a spent refresh token revokes the session.
 */
withMockServer();

const probeUrl = '/api/pharmacy/probe';

// Each test is a session of its own: a tab that refreshed keeps a notice lock on the token it
// replaced for a while, and the next test must not meet it.
let session = 0;
const access = (generation: number) => `s${session}-access-${generation}`;
const refresh = (generation: number) => `s${session}-refresh-${generation}`;
const Probe = v.object({ token: v.string() });

/** Two tabs' http clients (a fresh client holds nothing but what storage holds). */
const openTab = (): Http =>
  createHttp({ config: testConfig, storage: localStorage, fetch: (...args) => window.fetch(...args), locks: navigator.locks });
const probe = (tab: Http) => tab.request(getCall('/pharmacy/probe', Probe), {});

/**
 * A gateway with one session whose stored access-1 has expired: only the newest access-n is
 * valid, refresh-n may be spent once. Expired calls wait until `expiredCallsToHold` of them
 * arrived, so the tabs meet their 401s at the same moment.
 */
function strictGateway({ expiredCallsToHold = 1 } = {}) {
  const state = { generation: 1, validAccess: '', refreshRequests: 0, revoked: false };
  const rotate = () => {
    state.generation += 1;
    state.validAccess = access(state.generation);
  };
  let expiredCalls = 0;
  let releaseExpired!: () => void;
  const allExpiredArrived = new Promise<void>((resolve) => (releaseExpired = resolve));

  mockServer.use(
    http.post(tokenUrl, async ({ request }) => {
      const presented = new URLSearchParams(await request.text()).get('refresh_token');
      state.refreshRequests += 1;
      if (state.revoked || presented !== refresh(state.generation)) {
        state.revoked = true; // reuse: the whole family goes, in every tab
        return HttpResponse.json({ error: 'invalid_grant', error_description: 'Сессия завершена, войдите снова' }, { status: 400 });
      }
      rotate(); // at once, as in the database; the answer takes a while
      await new Promise((resolve) => setTimeout(resolve, 50));
      return HttpResponse.json({
        access_token: access(state.generation),
        refresh_token: refresh(state.generation),
        token_type: 'bearer',
        expires_in: 900,
      });
    }),
    http.get(probeUrl, async ({ request }) => {
      const token = request.headers.get('authorization')?.replace('Bearer ', '') ?? '';
      if (!state.revoked && token === state.validAccess) return HttpResponse.json({ token });
      if ((expiredCalls += 1) >= expiredCallsToHold) releaseExpired();
      await allExpiredArrived;
      return HttpResponse.json({ message: 'Токен истёк' }, { status: 401 });
    }),
  );
  /** What another tab's finished refresh leaves: the gateway and storage at the next generation. */
  const storeNewTokens = () => {
    localStorage.setItem('token', access(state.generation));
    localStorage.setItem('refresh', refresh(state.generation));
  };
  const refreshedByAnotherTab = () => {
    rotate();
    storeNewTokens();
  };
  return { state, rotate, storeNewTokens, refreshedByAnotherTab };
}

/** Resolves once some tab waits for the refresh lock. */
async function someoneWaitsForTheLock() {
  await expect.poll(async () => (await navigator.locks.query()).pending?.some((lock) => lock.name === refreshLockName)).toBe(true);
}

beforeEach(() => {
  session += 1;
  localStorage.clear();
  localStorage.setItem('token', access(1));
  localStorage.setItem('refresh', refresh(1));
});

describe('one token refresh for every tab', () => {
  it('two tabs meeting a 401 at once: one refresh reaches the gateway, both calls go on with the new token', async () => {
    const gateway = strictGateway({ expiredCallsToHold: 2 });
    const [first, second] = [openTab(), openTab()];

    await expect(Promise.all([probe(first), probe(second)])).resolves.toEqual([{ token: access(2) }, { token: access(2) }]);
    expect(gateway.state.refreshRequests).toBe(1);
    expect([localStorage.getItem('token'), localStorage.getItem('refresh')]).toEqual([access(2), refresh(2)]);
  });

  it('a tab that waited for the lock while another tab refreshed uses that token and refreshes nothing', async () => {
    const gateway = strictGateway();
    const tab = openTab();
    let call: Promise<unknown> | undefined;

    // The other tab holds the lock for its refresh; this tab's 401 has to wait for it.
    await navigator.locks.request(refreshLockName, async () => {
      call = probe(tab);
      await someoneWaitsForTheLock();
      gateway.refreshedByAnotherTab();
    });

    await expect(call).resolves.toEqual({ token: access(2) });
    expect(gateway.state.refreshRequests).toBe(0);
  });

  it('a tab that gets the lock before another tab’s new token reached its storage waits for it, without a refresh', async () => {
    const gateway = strictGateway();
    const tab = openTab();
    let call: Promise<unknown> | undefined;

    // The other tab (in another process, in a real browser) refreshed and released the lock, but
    // its writes reach this tab's storage only later: all this tab can see is the notice lock.
    await navigator.locks.request(refreshLockName, async () => {
      call = probe(tab);
      await someoneWaitsForTheLock();
      gateway.rotate();
      await new Promise<void>((held) => {
        void navigator.locks.request(replacedLockName(access(1)), { mode: 'shared' }, async () => {
          held();
          await new Promise((resolve) => setTimeout(resolve, 1_000));
        });
      });
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    gateway.storeNewTokens();

    await expect(call).resolves.toEqual({ token: access(2) });
    expect(gateway.state.refreshRequests).toBe(0);
  });

  it('a tab whose call set off before another tab refreshed retries with the stored token, without a refresh', async () => {
    const gateway = strictGateway();
    const tab = openTab();
    mockServer.use(
      http.get(probeUrl, ({ request }) => {
        if (request.headers.get('authorization') !== `Bearer ${access(1)}`) return undefined; // the gateway above answers
        gateway.refreshedByAnotherTab(); // lands while this call is on its way
        return HttpResponse.json({ message: 'Токен истёк' }, { status: 401 });
      }),
    );

    await expect(probe(tab)).resolves.toEqual({ token: access(2) });
    expect(gateway.state.refreshRequests).toBe(0);
  });

  it('a tab whose session was signed out in another tab gets the sign-in message, without a refresh', async () => {
    const gateway = strictGateway();
    const tab = openTab();
    // Signed out is not lost: this tab goes to sign-in (the storage event), not to the corporate portal.
    const lost: unknown[] = [];
    tab.onAuthLost((error) => lost.push(error));

    let outcome: Promise<unknown> | undefined;

    await navigator.locks.request(refreshLockName, async () => {
      // Caught from the start: the call settles only once this lock is released.
      outcome = probe(tab).catch((error: unknown) => error);
      await someoneWaitsForTheLock();
      localStorage.removeItem('token');
      localStorage.removeItem('refresh');
    });

    expect(await outcome).toMatchObject({ status: 401, message: 'Вы не вошли в портал: войдите, чтобы продолжить.' });
    expect(gateway.state.refreshRequests).toBe(0);
    expect(lost).toEqual([]);
  });
});

describe('a signed-in tab when another tab signs out', () => {
  it('goes to the sign-in screen at once, not to the corporate portal', async () => {
    const app = await renderApp('/', { signedIn: true });
    await expect.element(page.getByRole('heading', { name: 'Разделы портала' })).toBeVisible();

    // What another tab's sign-out looks like here: the keys are gone and a 'storage' event comes
    // (a tab never gets the events of its own writes, so the test sends it).
    const oldValue = localStorage.getItem('token');
    localStorage.removeItem('token');
    localStorage.removeItem('refresh');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', oldValue, newValue: null, storageArea: localStorage }));

    await expect.element(page.getByRole('button', { name: 'Войти' })).toBeVisible();
    expect(app.path()).toBe('/sign-in');
    expect(app.leftFor).toEqual([]);
  });
});
