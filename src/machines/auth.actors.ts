import { fromCallback, fromPromise } from 'xstate';
import type { Pharmacy } from '../api/contract/pharmacy';
import type { TokenResponse } from '../api/contract/uaa';
import { pharmacyByPortalId } from '../api/pharmacy';
import * as uaa from '../api/uaa';

/** How the user proves who they are: login and password, or an entry link's shared secret. */
export type Credentials =
  | { kind: 'password'; login: string; password: string }
  | { kind: 'sharedSecret'; sharedSecret: string };

/**
 * The auth machine's I/O, adapted from the api modules. Tests replace them with
 * `authMachine.provide(...)`; the machine itself never touches fetch or storage.
 */
export const authActors = {
  signIn: fromPromise<TokenResponse, Credentials>(({ input }) =>
    input.kind === 'password' ? uaa.signInByPassword(input.login, input.password) : uaa.signInBySharedSecret(input.sharedSecret),
  ),
  loadPharmacy: fromPromise<Pharmacy, { userId: number }>(({ input, signal }) => pharmacyByPortalId(input.userId, signal)),
  /** Sends auth.lost when any call's refresh fails: the user lost authentication. */
  watchSession: fromCallback<{ type: 'auth.lost' }>(({ sendBack }) => uaa.onAuthLost(() => sendBack({ type: 'auth.lost' }))),
};

export const authActions = {
  forgetSession: () => uaa.forgetTokens(),
  leaveForCorporatePortal: (url: string) => {
    // With no corporate portal configured the leaving screen stays and explains.
    if (url) window.location.assign(url);
  },
};
