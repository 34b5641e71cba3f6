import { fromCallback, fromPromise } from 'xstate';
import { pharmacyCalls, type Pharmacy } from '../../api/contract/pharmacy';
import type { TokenResponse } from '../../api/contract/uaa';
import { http, storageKeys } from '../../api/shared/http';
import { pageLocalDrafts } from '../../api/orders/local-drafts';
import * as uaa from '../../api/session/uaa';

/** How the user proves who they are: login and password, or an entry link's shared secret. */
export type Credentials = { kind: 'password'; login: string; password: string } | { kind: 'sharedSecret'; sharedSecret: string };

type WatchedSessionEvent = { type: 'auth.lost' } | { type: 'auth.storedTokenChanged'; token: string | null };

/** Calls back with the stored token when another tab changes it; outside a page (Node) never. */
function onStoredTokenChange(listener: (token: string | null) => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const onStorage = (event: StorageEvent) => {
    // key null: another tab cleared the whole storage.
    if (event.key !== null && event.key !== storageKeys.token) return;
    listener(uaa.storedSession().storedToken);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/**
 * The auth machine's I/O, adapted from the api modules. Tests replace them with
 * `authMachine.provide(...)`; the machine itself never touches fetch or storage.
 */
export const authActors = {
  signIn: fromPromise<TokenResponse, Credentials>(({ input }) =>
    input.kind === 'password' ? uaa.signInByPassword(input.login, input.password) : uaa.signInBySharedSecret(input.sharedSecret),
  ),
  /**
   * «Выйти»: removes the user's order drafts kept on this computer (while the token still says
   * whose they are), forgets the tokens, then ends the session on the gateway; never fails (a
   * gateway without the call leaves the sign-out local). Spawned, not awaited: the user is signed
   * out at once.
   */
  signOut: fromPromise<void>(() => {
    pageLocalDrafts()?.removeSignedInUsers();
    return uaa.signOut();
  }),
  /**
   * «Войти заново» after an authentication error (the line down, the gateway out): forgets the
   * tokens and ends the session on the gateway when it answers, but keeps the order drafts kept on
   * this computer, which the gateway may not have yet; never fails.
   */
  revokeSession: fromPromise<void>(() => uaa.signOut()),
  /** The pharmacy of the user whose user_id claim is userId. */
  loadPharmacy: fromPromise<Pharmacy, { userId: number }>(({ input, signal }) =>
    http().request(pharmacyCalls.pharmacyByPortalId, { params: { id: String(input.userId) }, signal }),
  ),
  /**
   * Sends auth.lost when any call's refresh fails: the user lost authentication; and
   * auth.storedTokenChanged when another tab changes the stored token (the 'storage' event fires
   * only in the other tabs of the origin, never in the tab that wrote).
   */
  watchSession: fromCallback<WatchedSessionEvent>(({ sendBack }) => {
    const stopWatchingRefreshes = uaa.onAuthLost(() => sendBack({ type: 'auth.lost' }));
    const stopWatchingTabs = onStoredTokenChange((token) => sendBack({ type: 'auth.storedTokenChanged', token }));
    return () => {
      stopWatchingRefreshes();
      stopWatchingTabs();
    };
  }),
};

export const authActions = {
  forgetSession: () => uaa.forgetTokens(),
  leaveForCorporatePortal: (url: string) => {
    // With no corporate portal configured the leaving screen stays and explains.
    if (url) window.location.assign(url);
  },
};
