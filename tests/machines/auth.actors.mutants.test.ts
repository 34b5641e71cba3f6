import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, setup, toPromise } from 'xstate';

// The uaa calls, recorded: the auth actors' only I/O besides the page's window.
const uaa = vi.hoisted(() => {
  const authLost = { listeners: [] as (() => void)[], stopped: 0 };
  return {
    authLost,
    signInByPassword: vi.fn(),
    signInBySharedSecret: vi.fn(),
    forgetTokens: vi.fn(),
    signOut: vi.fn(),
    storedSession: vi.fn(),
    onAuthLost: vi.fn((listener: () => void) => {
      authLost.listeners.push(listener);
      return () => void (authLost.stopped += 1);
    }),
  };
});
vi.mock('../../src/api/session/uaa', () => uaa);

const { authActions, authActors } = await import('../../src/machines/session/auth.actors');

/** A page's window: its storage events and the location the corporate portal link goes to. */
function fakeWindow() {
  const target = new EventTarget();
  const assigned: string[] = [];
  const storageEvent = (key: string | null) => target.dispatchEvent(Object.assign(new Event('storage'), { key }));
  return { window: Object.assign(target, { location: { assign: (url: string) => void assigned.push(url) } }), assigned, storageEvent };
}

/** The session watcher under a parent that records what it sends back. */
function watch() {
  const parent = setup({
    types: {} as { context: { seen: unknown[] } },
    actors: { watchSession: authActors.watchSession },
  }).createMachine({
    context: { seen: [] },
    invoke: { src: 'watchSession' },
    on: { '*': { actions: assign({ seen: ({ context, event }) => [...context.seen, event] }) } },
  });
  const actor = createActor(parent).start();
  return { actor, seen: () => actor.getSnapshot().context.seen };
}

beforeEach(() => {
  for (const call of [uaa.signInByPassword, uaa.signInBySharedSecret, uaa.forgetTokens, uaa.signOut, uaa.storedSession]) call.mockReset();
  uaa.authLost.listeners = [];
  uaa.authLost.stopped = 0;
});
afterEach(() => vi.unstubAllGlobals());

describe('auth actors: signing in', () => {
  it('with a login and password: the password sign-in', async () => {
    uaa.signInByPassword.mockResolvedValue({ access_token: 'a' });
    expect(
      await toPromise(createActor(authActors.signIn, { input: { kind: 'password', login: 'apteka1', password: 'secret' } }).start()),
    ).toStrictEqual({ access_token: 'a' });
    expect(uaa.signInByPassword.mock.calls).toStrictEqual([['apteka1', 'secret']]);
    expect(uaa.signInBySharedSecret).not.toHaveBeenCalled();
  });

  it("with an entry link's shared secret: the shared-secret sign-in", async () => {
    uaa.signInBySharedSecret.mockResolvedValue({ access_token: 'b' });
    expect(
      await toPromise(createActor(authActors.signIn, { input: { kind: 'sharedSecret', sharedSecret: 's3cr3t' } }).start()),
    ).toStrictEqual({ access_token: 'b' });
    expect(uaa.signInBySharedSecret.mock.calls).toStrictEqual([['s3cr3t']]);
    expect(uaa.signInByPassword).not.toHaveBeenCalled();
  });
});

describe('auth actors: signing out', () => {
  it('«Выйти»: the sign-out that forgets the tokens and ends the session on the gateway', async () => {
    uaa.signOut.mockResolvedValue(undefined);
    await toPromise(createActor(authActors.signOut).start());
    expect(uaa.signOut).toHaveBeenCalledTimes(1);
    expect(uaa.forgetTokens).not.toHaveBeenCalled();
  });
});

describe('auth actors: watching the session', () => {
  it('a failed refresh is sent back as auth.lost', () => {
    const sut = watch();
    uaa.authLost.listeners[0]();
    expect(sut.seen()).toStrictEqual([{ type: 'auth.lost' }]);
  });

  it('another tab changing the stored token, or clearing the storage, sends the token now stored', () => {
    const page = fakeWindow();
    vi.stubGlobal('window', page.window);
    uaa.storedSession
      .mockReturnValueOnce({ storedToken: 'new-token', sharedSecret: null })
      .mockReturnValueOnce({ storedToken: null, sharedSecret: null });
    const sut = watch();
    page.storageEvent('token');
    page.storageEvent(null);
    expect(sut.seen()).toStrictEqual([
      { type: 'auth.storedTokenChanged', token: 'new-token' },
      { type: 'auth.storedTokenChanged', token: null },
    ]);
  });

  it("another key changing in another tab is not the session's business", () => {
    const page = fakeWindow();
    vi.stubGlobal('window', page.window);
    uaa.storedSession.mockReturnValue({ storedToken: 'token', sharedSecret: null });
    const sut = watch();
    page.storageEvent('refresh');
    page.storageEvent('table.profit-forecast.apteka1');
    expect(sut.seen()).toStrictEqual([]);
  });

  it('once stopped, it listens to neither the refreshes nor the other tabs', () => {
    const page = fakeWindow();
    vi.stubGlobal('window', page.window);
    uaa.storedSession.mockReturnValue({ storedToken: 'token', sharedSecret: null });
    const sut = watch();
    sut.actor.stop();
    expect(uaa.authLost.stopped).toBe(1);
    page.storageEvent('token');
    expect(uaa.storedSession).not.toHaveBeenCalled();
  });
});

describe('auth actions', () => {
  it('signing out forgets the tokens', () => {
    authActions.forgetSession();
    expect(uaa.forgetTokens).toHaveBeenCalledTimes(1);
  });

  it('leaving for the corporate portal goes to its address; with none configured the page stays', () => {
    const page = fakeWindow();
    vi.stubGlobal('window', page.window);
    authActions.leaveForCorporatePortal('');
    expect(page.assigned).toStrictEqual([]);
    authActions.leaveForCorporatePortal('https://corp.example.ru/portal');
    expect(page.assigned).toStrictEqual(['https://corp.example.ru/portal']);
  });
});
