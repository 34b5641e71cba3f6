import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../src/api/shared/http';
import { authMachine, type AuthInput } from '../../src/machines/session/auth.machine';
import {
  badCredentialsHint,
  selectAuthError,
  selectPharmacyAddress,
  selectSessionStatus,
  selectSignInFailure,
  selectSigningIn,
  selectUserName,
} from '../../src/machines/session/auth.selectors';
import { corporatePortalUrl, managerToken, pharmacy, pharmacyToken, startAuth, tokensFor } from './support/auth-harness';
import { expectEveryStateWritten, walkAndSee } from './support/walk-and-see';
import { describePath } from './support/walk-paths';

type AuthSnapshot = SnapshotFrom<typeof authMachine>;

// The pharmacy the last visit kept on this computer: moved since, so the screen shows which it is.
const keptPharmacy = { ...pharmacy, address: 'г. Москва, ул. Старая, 2' };

// What the machine can be told, with the payloads that matter; actor results arrive as the
// done/error events of the invoked actors.
const events = [
  { type: 'auth.signIn', login: ' apteka1 ', password: 'apteka1' },
  { type: 'auth.enter', sharedSecret: 'demo-apteka1-secret' },
  { type: 'auth.signOut' },
  { type: 'auth.retry' },
  { type: 'auth.reenter' },
  { type: 'auth.lost' },
  { type: 'xstate.done.actor.signIn', output: tokensFor(pharmacyToken) },
  { type: 'xstate.done.actor.signIn', output: tokensFor(managerToken) },
  { type: 'xstate.error.actor.signIn', error: new ApiError(400, 'Неверный логин или пароль') },
  { type: 'xstate.done.actor.loadPharmacy', output: pharmacy },
  { type: 'xstate.error.actor.loadPharmacy', error: new ApiError(500, 'Аптека недоступна') },
  { type: 'xstate.error.actor.loadPharmacy', error: new ApiError(401, 'Сессия завершена') },
] as never[];

// The state value plus the context facts a screen shows: finite, unlike the whole context.
const serializeState = (snapshot: AuthSnapshot) =>
  JSON.stringify([snapshot.value, !!snapshot.context.signInFailure, !!snapshot.context.error, !!snapshot.context.pharmacy]);

/** Where the user is, in their words. `starting` and `checkingUser` are left at once, so never named. */
const where = (snapshot: AuthSnapshot) => {
  if (snapshot.matches('unauthenticated')) return snapshot.context.signInFailure ? 'sign-in form with a failure' : 'sign-in form';
  if (snapshot.matches({ authenticating: 'signingIn' })) return 'signing in';
  if (snapshot.matches({ authenticating: 'loadingPharmacy' })) return 'loading the pharmacy';
  if (snapshot.matches({ authenticated: 'refreshingPharmacy' })) return 'showing the kept pharmacy while reading it again';
  if (snapshot.matches('authenticated')) return 'authenticated';
  return String(snapshot.value);
};

// By hand, what the user sees in each place: the route's status, the sign-in button busy, the
// failure under the form, the error screen's message, the pharmacy's address and the user's name
// in the header, and whether the browser was sent to the corporate portal.
const nothing = {
  status: 'pending',
  signingIn: false,
  failure: null,
  error: null,
  address: null,
  user: null,
  sentToCorporatePortal: false,
};
const expected = {
  'sign-in form': { ...nothing, status: 'signedOut' },
  'sign-in form with a failure': {
    ...nothing,
    status: 'signedOut',
    failure: 'Пожалуйста, проверьте правильность написания логина и пароля.',
  },
  'signing in': { ...nothing, signingIn: true },
  'loading the pharmacy': { ...nothing, user: 'apteka1' },
  'showing the kept pharmacy while reading it again': { ...nothing, status: 'signedIn', address: keptPharmacy.address, user: 'apteka1' },
  authenticated: { ...nothing, status: 'signedIn', address: 'г. Москва, ул. Лесная, 1', user: 'apteka1' },
  failed: { ...nothing, status: 'failed', error: 'Аптека недоступна', user: 'apteka1' },
  leaving: { ...nothing, status: 'leaving', sentToCorporatePortal: true },
};

describe.each<[string, Partial<AuthInput>]>([
  ['a fresh browser', {}],
  ['a browser with a stored pharmacy token', { storedToken: pharmacyToken }],
  ['a browser with a stored pharmacy token and the pharmacy its last visit kept', { storedToken: pharmacyToken, keptPharmacy }],
])('auth machine, every shortest path, from %s, checked against what the user sees', (_name, input) => {
  const paths = getShortestPaths(authMachine, {
    events,
    serializeState: serializeState as never,
    input: { corporatePortalUrl, storedToken: null, sharedSecret: null, ...input },
  });

  // Only a kept pharmacy is shown while it is read again.
  const { 'showing the kept pharmacy while reading it again': keptShown, ...withoutKept } = expected;
  const written = input.keptPharmacy ? { ...withoutKept, 'showing the kept pharmacy while reading it again': keptShown } : withoutKept;

  it('reaches exactly the states written by hand', () => expectEveryStateWritten(paths, where as never, written));

  for (const path of paths) {
    it(
      describePath(path, (state) => where(state as AuthSnapshot)),
      async () => {
        const sut = startAuth(input);
        await walkAndSee(path, {
          play: async (event: { type: string; output?: never; error?: unknown }) => {
            if (event.type === 'auth.lost') sut.loseSession();
            else if (event.type.startsWith('auth.')) sut.actor.send(event as never);
            else {
              const pending = (event.type.endsWith('signIn') ? sut.signIns : sut.pharmacyLoads).at(-1)!;
              if (event.type.startsWith('xstate.done')) pending.resolve(event.output!);
              else pending.reject(event.error);
              await sut.settle();
            }
          },
          current: () => sut.actor.getSnapshot(),
          where: where as never,
          see: (): unknown => {
            const snapshot = sut.actor.getSnapshot();
            return {
              status: selectSessionStatus(snapshot),
              signingIn: selectSigningIn(snapshot),
              failure: selectSignInFailure(snapshot),
              error: selectAuthError(snapshot),
              address: selectPharmacyAddress(snapshot),
              user: selectUserName(snapshot),
              sentToCorporatePortal: sut.effects.includes(`leave ${corporatePortalUrl}`),
            };
          },
          expected,
        });
      },
    );
  }
});

// Generated expectations follow the machine, so a transition pointed at the wrong target would
// still pass them; these say what the spec says.
describe('auth machine, by the spec', () => {
  it('trims the login before signing in', () => {
    const sut = startAuth();
    sut.actor.send({ type: 'auth.signIn', login: '  apteka1 ', password: ' secret ' });
    expect(sut.signIns).toMatchObject([{ kind: 'password', login: 'apteka1', password: ' secret ' }]);
  });

  it('keeps the sign-in failure for the screen and removes the tokens after a wrong password', async () => {
    const sut = startAuth();
    sut.actor.send({ type: 'auth.signIn', login: 'apteka1', password: 'wrong' });
    sut.signIns[0].reject(new ApiError(400, 'Неверный логин или пароль'));
    await sut.settle();
    expect(selectSessionStatus(sut.actor.getSnapshot())).toBe('signedOut');
    expect(selectSignInFailure(sut.actor.getSnapshot())).toBe(badCredentialsHint);
    expect(sut.effects).toEqual(['forgetSession']);
  });

  it('shows what a throttled gateway says', async () => {
    const sut = startAuth();
    sut.actor.send({ type: 'auth.signIn', login: 'apteka1', password: 'wrong' });
    sut.signIns[0].reject(new ApiError(429, 'Слишком много попыток входа. Повторите через минуту.'));
    await sut.settle();
    expect(selectSignInFailure(sut.actor.getSnapshot())).toBe('Слишком много попыток входа. Повторите через минуту.');
  });

  it('sends a user without the pharmacy role to the corporate portal without loading a pharmacy', async () => {
    const sut = startAuth();
    sut.actor.send({ type: 'auth.signIn', login: 'manager', password: 'manager' });
    sut.signIns[0].resolve(tokensFor(managerToken));
    await sut.settle();
    expect(sut.actor.getSnapshot().value).toBe('leaving');
    expect(sut.pharmacyLoads).toHaveLength(0);
    expect(sut.effects).toEqual(['forgetSession', `leave ${corporatePortalUrl}`]);
  });

  it('sends a user whose token carries no readable user to the corporate portal', async () => {
    const sut = startAuth();
    sut.actor.send({ type: 'auth.signIn', login: 'apteka1', password: 'apteka1' });
    sut.signIns[0].resolve(tokensFor('not-a-jwt'));
    await sut.settle();
    expect(sut.actor.getSnapshot().value).toBe('leaving');
  });

  it('loads the pharmacy of the user_id claim and keeps it', async () => {
    const sut = startAuth();
    sut.actor.send({ type: 'auth.enter', sharedSecret: 'demo-apteka1-secret' });
    expect(sut.signIns).toMatchObject([{ kind: 'sharedSecret', sharedSecret: 'demo-apteka1-secret' }]);
    sut.signIns[0].resolve(tokensFor(pharmacyToken));
    await sut.settle();
    expect(sut.pharmacyLoads).toMatchObject([{ userId: 11 }]);
    sut.pharmacyLoads[0].resolve(pharmacy);
    await sut.settle();
    expect(sut.actor.getSnapshot().context).toMatchObject({ pharmacy, sharedSecret: 'demo-apteka1-secret' });
  });

  it('keeps an authentication error that replaces the screen when the pharmacy cannot be loaded', async () => {
    const sut = startAuth({ storedToken: pharmacyToken });
    sut.pharmacyLoads[0].reject(new ApiError(404, 'Аптека пользователя не найдена'));
    await sut.settle();
    expect(sut.actor.getSnapshot().value).toBe('failed');
    expect(sut.actor.getSnapshot().context.error).toEqual({ status: 404, message: 'Аптека пользователя не найдена' });
  });

  it('waits for a sign-in when the stored token cannot be read', () => {
    const sut = startAuth({ storedToken: 'garbage' });
    expect(sut.actor.getSnapshot().value).toBe('unauthenticated');
    expect(sut.pharmacyLoads).toHaveLength(0);
  });

  it('signs out: forgets the user, and the tokens here and on the gateway (signOut)', async () => {
    const sut = startAuth({ storedToken: pharmacyToken });
    sut.pharmacyLoads[0].resolve(pharmacy);
    await sut.settle();
    sut.actor.send({ type: 'auth.signOut' });
    expect(sut.actor.getSnapshot().value).toBe('unauthenticated');
    expect(sut.actor.getSnapshot().context).toMatchObject({ claims: null, pharmacy: null });
    expect(sut.effects).toEqual(['signOut']);
  });

  it('from the authentication error screen «Войти заново» leads to the sign-in form, keeping the drafts typed here', async () => {
    const sut = startAuth({ storedToken: pharmacyToken });
    sut.pharmacyLoads[0].reject(new ApiError(503, 'Сервер недоступен'));
    await sut.settle();
    sut.actor.send({ type: 'auth.reenter' });
    expect(sut.actor.getSnapshot().value).toBe('unauthenticated');
    expect(sut.actor.getSnapshot().context).toMatchObject({ claims: null, error: null });
    // The session ends on the gateway, but not through «Выйти»'s removal of the drafts on this computer.
    expect(sut.effects).toEqual(['revokeSession']);
  });

  it('from the authentication error screen «Повторить» asks for the pharmacy again, and the portal opens once it comes', async () => {
    const sut = startAuth({ storedToken: pharmacyToken });
    sut.pharmacyLoads[0].reject(new ApiError(503, 'Сервер недоступен'));
    await sut.settle();
    sut.actor.send({ type: 'auth.retry' });
    expect(sut.actor.getSnapshot().context.error).toBeNull();
    expect(sut.pharmacyLoads).toHaveLength(2);
    sut.pharmacyLoads[1].resolve(pharmacy);
    await sut.settle();
    expect(sut.actor.getSnapshot().matches('authenticated')).toBe(true);
    expect(sut.effects).toEqual([]);
  });
});
