/*
 * Authentication (spec section 4): who the user is and which pharmacy they work for.
 *
 * starting          reads the token the browser remembers; a readable one restores the session,
 *                   at once with the pharmacy this computer kept for the user, if any.
 * unauthenticated   nobody is signed in; keeps the last sign-in failure for the sign-in screen.
 * authenticating
 *   signingIn       the token request (password or entry-link secret) is on its way.
 *   checkingUser    the token's claims decide: no user or not a pharmacy user → leaving.
 *   loadingPharmacy the user's pharmacy is requested; the portal shows nothing of it before.
 *                   Follows the token other tabs store, as authenticated does.
 * authenticated     a pharmacy user with a pharmacy; a kept pharmacy is read again at once and
 *                   corrected (refreshingPharmacy; failing, it ends as loadingPharmacy does);
 *                   a failed refresh anywhere → leaving; «Выйти»
 *                   → unauthenticated, the session ended on the gateway too (endSession). Follows
 *                   the token other tabs store: gone → unauthenticated, another user's → restored
 *                   as at start (a non-pharmacy user's → unauthenticated: only the tab the user
 *                   acted in leaves for the corporate portal).
 * failed            an authentication error the app shows instead of every screen, in bold; when
 *                   the pharmacy could not be loaded for want of the line, it is asked again by
 *                   itself once the line is back, or at once by «Повторить». «Войти заново» leads to
 *                   the sign-in screen without ending what was typed: the order drafts kept on
 *                   this computer stay for the user's next sign-in (only «Выйти» removes them).
 * leaving           the browser is sent to the corporate portal (non-pharmacy or lost session).
 */
import { and, assertEvent, assign, setup, spawnChild } from 'xstate';
import type { Pharmacy } from '../../api/contract/pharmacy';
import type { AccessClaims } from '../../api/contract/uaa';
import { isPharmacyUser } from '../../domain/session/permissions';
import { failureOf, toFailure, type Failure } from '../shared/api-error';
import { lineReturn, type LineBack } from './line-return';
import { authActions, authActors, type Credentials } from './auth.actors';
import { readClaims } from './auth.claims';

export interface AuthInput {
  corporatePortalUrl: string;
  /** The access token in storage at start, if any. */
  storedToken: string | null;
  sharedSecret: string | null;
  /**
   * The pharmacy this computer kept for the stored token's user (src/api/session/kept-visit.ts):
   * the screens are drawn with it while it is read again.
   */
  keptPharmacy?: Pharmacy | null;
}

export interface AuthContext {
  corporatePortalUrl: string;
  sharedSecret: string | null;
  claims: AccessClaims | null;
  pharmacy: Pharmacy | null;
  signInFailure: Failure | null;
  error: Failure | null;
}

export type AuthEvent =
  | { type: 'auth.signIn'; login: string; password: string }
  | { type: 'auth.enter'; sharedSecret: string }
  | { type: 'auth.signOut' }
  /** «Повторить» on the authentication error screen: the pharmacy is asked again. */
  | { type: 'auth.retry' }
  /** «Войти заново» on the authentication error screen: the sign-in form, drafts kept. */
  | { type: 'auth.reenter' }
  | { type: 'auth.lost' }
  /** Another tab stored a token or removed it (signed in, refreshed, signed out). */
  | { type: 'auth.storedTokenChanged'; token: string | null }
  | LineBack;

const storedToken = (event: AuthEvent) => (event.type === 'auth.storedTokenChanged' ? event.token : null);

/**
 * Another tab stored a token or removed it: a tab with a user follows the stored session, because
 * every call it makes from now on carries the stored token.
 */
const followStoredSession = [
  // Another tab refreshed: the next call reads the new token from storage.
  { guard: 'isSameUser' },
  // Another tab signed in (an entry link of another pharmacy): this tab shows that user's pharmacy,
  // never the old one under the new user's token.
  { guard: 'isAnotherPharmacyUser', target: '#auth.starting', actions: 'takeStoredUser' },
  // Signed out (or not a pharmacy user) elsewhere: the sign-in screen, storage left as the other
  // tab made it; only the tab the user acted in leaves for the corporate portal.
  { target: '#auth.unauthenticated', actions: 'forgetUser' },
] as const;

export const authMachine = setup({
  types: {} as { input: AuthInput; context: AuthContext; events: AuthEvent },
  actors: { ...authActors, lineReturn },
  actions: {
    forgetUser: assign({ claims: null, pharmacy: null }),
    takeStoredUser: assign({ claims: ({ event }) => readClaims(storedToken(event)), pharmacy: null }),
    forgetSession: authActions.forgetSession,
    // Started as the machine leaves for the sign-in screen; it forgets the tokens as it starts.
    endSession: spawnChild('signOut'),
    // The session ended on the gateway (if the line lets it), the drafts on this computer kept.
    endSessionKeepingDrafts: spawnChild('revokeSession'),
    leaveForCorporatePortal: ({ context }) => authActions.leaveForCorporatePortal(context.corporatePortalUrl),
  },
  guards: {
    hasUser: ({ context }) => context.claims !== null,
    isPharmacyUser: ({ context }) => context.claims !== null && isPharmacyUser(context.claims.authorities),
    isUnauthorized: (_, failure: Failure) => failure.status === 401,
    hasKeptPharmacy: ({ context }) => context.pharmacy !== null,
    isSameUser: ({ context, event }) => readClaims(storedToken(event))?.user_id === context.claims?.user_id,
    isAnotherPharmacyUser: ({ event }) => isPharmacyUser(readClaims(storedToken(event))?.authorities ?? []),
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({
    corporatePortalUrl: input.corporatePortalUrl,
    sharedSecret: input.sharedSecret,
    claims: readClaims(input.storedToken),
    pharmacy: input.keptPharmacy ?? null,
    signInFailure: null,
    error: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        // Only at start: every other way into starting forgets the pharmacy first.
        { guard: and(['isPharmacyUser', 'hasKeptPharmacy']), target: 'authenticated.refreshingPharmacy' },
        { guard: 'hasUser', target: 'authenticating.checkingUser', actions: assign({ pharmacy: null }) },
        // An unreadable token is as good as none; the next sign-in replaces it.
        { target: 'unauthenticated' },
      ],
    },
    unauthenticated: {
      on: {
        'auth.signIn': { target: 'authenticating', actions: assign({ signInFailure: null }) },
        'auth.enter': {
          target: 'authenticating',
          actions: assign({ signInFailure: null, sharedSecret: ({ event }) => event.sharedSecret }),
        },
      },
    },
    authenticating: {
      // An entry link opened while a stored session is restored: the link's pharmacy wins.
      on: {
        'auth.enter': {
          target: 'authenticating',
          reenter: true,
          actions: ['forgetUser', assign({ sharedSecret: ({ event }) => event.sharedSecret })],
        },
      },
      initial: 'signingIn',
      states: {
        signingIn: {
          invoke: {
            id: 'signIn',
            src: 'signIn',
            input: ({ event }): Credentials => {
              assertEvent(event, ['auth.signIn', 'auth.enter']);
              return event.type === 'auth.signIn'
                ? { kind: 'password', login: event.login.trim(), password: event.password }
                : { kind: 'sharedSecret', sharedSecret: event.sharedSecret };
            },
            onDone: {
              target: 'checkingUser',
              actions: assign({ claims: ({ event }) => readClaims(event.output.access_token) }),
            },
            onError: {
              target: '#auth.unauthenticated',
              actions: [assign({ signInFailure: ({ event }) => toFailure(event.error) }), 'forgetUser', 'forgetSession'],
            },
          },
        },
        checkingUser: {
          always: [
            { guard: 'isPharmacyUser', target: 'loadingPharmacy' },
            // No user and no error, or a user without the pharmacy role: not this portal's user.
            { target: '#auth.leaving' },
          ],
        },
        loadingPharmacy: {
          // Watched already: another tab may sign in as someone else while this pharmacy loads.
          on: { 'auth.storedTokenChanged': followStoredSession },
          invoke: [
            {
              id: 'loadPharmacy',
              src: 'loadPharmacy',
              input: ({ context }) => ({ userId: context.claims!.user_id }),
              onDone: { target: '#auth.authenticated', actions: assign({ pharmacy: ({ event }) => event.output }) },
              onError: [
                // The stored session was dead (refresh failed): ask the user to sign in again.
                {
                  guard: { type: 'isUnauthorized', params: failureOf },
                  target: '#auth.unauthenticated',
                  actions: ['forgetUser', 'forgetSession'],
                },
                { target: '#auth.failed', actions: assign({ error: ({ event }) => toFailure(event.error) }) },
              ],
            },
            { id: 'watchSession', src: 'watchSession' },
          ],
        },
      },
    },
    authenticated: {
      invoke: { id: 'watchSession', src: 'watchSession' },
      initial: 'settled',
      states: {
        settled: {},
        refreshingPharmacy: {
          invoke: {
            id: 'loadPharmacy',
            src: 'loadPharmacy',
            input: ({ context }) => ({ userId: context.claims!.user_id }),
            onDone: {
              target: 'settled',
              // The same pharmacy keeps its object: nothing that shows it draws again.
              actions: assign({
                pharmacy: ({ context, event }) =>
                  JSON.stringify(context.pharmacy) === JSON.stringify(event.output) ? context.pharmacy : event.output,
              }),
            },
            onError: [
              {
                guard: { type: 'isUnauthorized', params: failureOf },
                target: '#auth.unauthenticated',
                actions: ['forgetUser', 'forgetSession'],
              },
              // As when nothing was kept: the error instead of every screen, none of the pharmacy.
              { target: '#auth.failed', actions: assign({ pharmacy: null, error: ({ event }) => toFailure(event.error) }) },
            ],
          },
        },
      },
      on: {
        'auth.lost': { target: 'leaving' },
        'auth.storedTokenChanged': followStoredSession,
        'auth.signOut': { target: 'unauthenticated', actions: ['forgetUser', 'endSession'] },
        // An entry link opened while signed in: the link's pharmacy wins.
        'auth.enter': { target: 'authenticating', actions: ['forgetUser', assign({ sharedSecret: ({ event }) => event.sharedSecret })] },
      },
    },
    failed: {
      invoke: { src: 'lineReturn', input: ({ context }) => ({ failure: context.error }) },
      on: {
        'line.back': { target: 'authenticating.loadingPharmacy', actions: assign({ error: null }) },
        'auth.retry': { guard: 'hasUser', target: 'authenticating.loadingPharmacy', actions: assign({ error: null }) },
        'auth.reenter': { target: 'unauthenticated', actions: ['forgetUser', assign({ error: null }), 'endSessionKeepingDrafts'] },
        'auth.signOut': { target: 'unauthenticated', actions: ['forgetUser', assign({ error: null }), 'endSession'] },
        'auth.enter': {
          target: 'authenticating',
          actions: ['forgetUser', assign({ error: null, sharedSecret: ({ event }) => event.sharedSecret })],
        },
      },
    },
    leaving: {
      entry: ['forgetUser', 'forgetSession', 'leaveForCorporatePortal'],
    },
  },
});
