import { createActor, fromCallback, fromPromise } from 'xstate';
import type { Pharmacy } from '../../../src/api/contract/pharmacy';
import type { TokenResponse } from '../../../src/api/contract/uaa';
import type { Credentials } from '../../../src/machines/session/auth.actors';
import { authMachine, type AuthInput } from '../../../src/machines/session/auth.machine';
import { fakeJwt } from './fake-server';

export const corporatePortalUrl = 'http://corporate-portal.test/';

export const pharmacy: Pharmacy = {
  id: 1,
  subdivCode: 'A-001',
  address: 'г. Москва, ул. Лесная, 1',
  software: { acceptInitiatives: true },
  belongsToMarketplace: false,
  additionalFtp: false,
  calcBonusType: null,
  dataFreshness: null,
  pulsWarehouseCode: 'W1',
};

const claimsOf = (user_name: string, user_id: number, authorities: string[]) => ({ user_name, user_id, authorities, exp: 4102444800 });
export const pharmacyToken = fakeJwt(claimsOf('apteka1', 11, ['ROLE_PHARMACY']));
export const managerToken = fakeJwt(claimsOf('manager', 13, ['ROLE_MANAGER']));
export const tokensFor = (access: string): TokenResponse => ({
  access_token: access,
  refresh_token: 'r',
  token_type: 'bearer',
  expires_in: 900,
});

interface Deferred<T> {
  resolve(value: T): void;
  reject(error: unknown): void;
}

/**
 * The auth machine with every actor and action faked: the test decides when and how each
 * request ends, and sees every side effect.
 */
export function startAuth(input: Partial<AuthInput> = {}) {
  const signIns: Array<Credentials & Deferred<TokenResponse>> = [];
  const pharmacyLoads: Array<{ userId: number } & Deferred<Pharmacy>> = [];
  const effects: string[] = [];
  let loseSession: (() => void) | null = null;
  const deferred = <T, I>(list: Array<I & Deferred<T>>, value: I) =>
    new Promise<T>((resolve, reject) => list.push({ ...value, resolve, reject }));

  const machine = authMachine.provide({
    actors: {
      signIn: fromPromise<TokenResponse, Credentials>(({ input }) => deferred(signIns, input)),
      loadPharmacy: fromPromise<Pharmacy, { userId: number }>(({ input }) => deferred(pharmacyLoads, input)),
      signOut: fromPromise<void>(async () => void effects.push('signOut')),
      revokeSession: fromPromise<void>(async () => void effects.push('revokeSession')),
      watchSession: fromCallback(({ sendBack }) => {
        loseSession = () => sendBack({ type: 'auth.lost' });
        return () => (loseSession = null);
      }),
    },
    actions: {
      forgetSession: () => void effects.push('forgetSession'),
      leaveForCorporatePortal: ({ context }) => void effects.push(`leave ${context.corporatePortalUrl}`),
    },
  });
  const actor = createActor(machine, {
    input: { corporatePortalUrl, storedToken: null, sharedSecret: null, ...input },
  }).start();
  return {
    actor,
    signIns,
    pharmacyLoads,
    effects,
    loseSession: () => loseSession?.(),
    settle: () => new Promise((resolve) => setTimeout(resolve, 0)),
  };
}
