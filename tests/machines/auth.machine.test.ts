import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../src/api/http';
import { authMachine, type AuthInput } from '../../src/machines/auth.machine';
import { badCredentialsHint, selectSessionStatus, selectSignInFailure } from '../../src/machines/auth.selectors';
import {
  corporatePortalUrl, managerToken, pharmacy, pharmacyToken, startAuth, tokensFor,
} from './support/auth-harness';
import { describePath, walkPath } from './support/walk-paths';

type AuthSnapshot = SnapshotFrom<typeof authMachine>;

// What the machine can be told, with the payloads that matter; actor results arrive as the
// done/error events of the invoked actors.
const events = [
  { type: 'auth.signIn', login: ' apteka1 ', password: 'apteka1' },
  { type: 'auth.enter', sharedSecret: 'demo-apteka1-secret' },
  { type: 'auth.signOut' },
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

// `starting` is left at once, so no settled snapshot is ever in it.
const everyState = [
  '"unauthenticated"', '{"authenticating":"signingIn"}', '{"authenticating":"loadingPharmacy"}',
  '"authenticated"', '"failed"', '"leaving"',
];

describe.each<[string, Partial<AuthInput>]>([
  ['a fresh browser', {}],
  ['a browser with a stored pharmacy token', { storedToken: pharmacyToken }],
])('auth machine, every shortest path, from %s', (_name, input) => {
  const paths = getShortestPaths(authMachine, {
    events,
    serializeState: serializeState as never,
    input: { corporatePortalUrl, storedToken: null, sharedSecret: null, ...input },
  });

  it('reaches every state', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    expect(reached).toEqual(new Set(everyState));
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const sut = startAuth(input);
      await walkPath(path, {
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
        check: (expected) => {
          const actual = sut.actor.getSnapshot();
          expect(serializeState(actual)).toBe(serializeState(expected as AuthSnapshot));
          expect(sut.effects.includes(`leave ${corporatePortalUrl}`)).toBe(actual.matches('leaving'));
        },
      });
    });
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

  it('signs out: forgets the tokens and the user', async () => {
    const sut = startAuth({ storedToken: pharmacyToken });
    sut.pharmacyLoads[0].resolve(pharmacy);
    await sut.settle();
    sut.actor.send({ type: 'auth.signOut' });
    expect(sut.actor.getSnapshot().value).toBe('unauthenticated');
    expect(sut.actor.getSnapshot().context).toMatchObject({ claims: null, pharmacy: null });
    expect(sut.effects).toEqual(['forgetSession']);
  });
});
