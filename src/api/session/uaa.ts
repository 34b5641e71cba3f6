import type { TokenResponse } from '../contract/uaa';
import { http, storageKeys } from '../shared/http';
import { forgetKeptVisit } from './kept-visit';

/**
 * The session as the auth machine sees it: the token grants in the forms the portal signs in
 * with, what the browser remembers of a session (the tokens, the entry link's secret), and a
 * sign-out that is local first. The token calls themselves live in the http client, which keeps
 * the tokens and refreshes them.
 */

/** POST /uaa/oauth/token, password grant. The login arrives trimmed from the auth machine. */
export function signInByPassword(login: string, password: string): Promise<TokenResponse> {
  return http().requestToken({ grant_type: 'password', scope: 'read', username: login, password });
}

/**
 * POST /uaa/oauth/token, shared_secret grant (the entry link). The secret is remembered first:
 * the mobile app page shows it as a QR code for signing in on a phone.
 */
export function signInBySharedSecret(sharedSecret: string): Promise<TokenResponse> {
  http().storage.setItem(storageKeys.sharedSecret, sharedSecret);
  return http().requestToken({ grant_type: 'shared_secret', scope: 'read', shared_secret: sharedSecret });
}

/**
 * Forgets token and refresh, and what this computer kept of the user's last visit; the shared
 * secret stays for the mobile app page.
 */
export function forgetTokens(): void {
  http().forgetTokens();
  forgetKeptVisit(http().storage);
}

/**
 * «Выйти»: the tokens are forgotten at once (before the first await, so the page is signed out
 * whatever happens next), then the gateway is asked to end the session, so a copied refresh
 * token dies too. That call is our extension: when it fails, or the back end lacks it (404,
 * 501), the sign-out stays local, as the spec's portal does; nothing is shown.
 */
export async function signOut(): Promise<void> {
  const refreshToken = http().storage.getItem(storageKeys.refresh);
  forgetTokens();
  if (!refreshToken) return;
  try {
    await http().revokeRefreshToken(refreshToken);
  } catch {
    // The local sign-out is done; the session then ends on the gateway when REFRESH_TTL passes.
  }
}

/** What the browser remembers of a session at start-up. */
export function storedSession(): { storedToken: string | null; sharedSecret: string | null } {
  const { storage } = http();
  return { storedToken: storage.getItem(storageKeys.token), sharedSecret: storage.getItem(storageKeys.sharedSecret) };
}

/** Tells the listener when a refresh failed: the user lost authentication. */
export function onAuthLost(listener: () => void): () => void {
  return http().onAuthLost(listener);
}
