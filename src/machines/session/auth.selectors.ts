import type { SnapshotFrom } from 'xstate';
import type { authMachine } from './auth.machine';

/**
 * What screens read from the auth actor. Each selector returns a value that changes only when
 * what it shows changes, so `useSelector` re-renders only the components that show it.
 */
type AuthSnapshot = SnapshotFrom<typeof authMachine>;

/** The session as routes see it: `pending` while a sign-in or a restore is under way. */
export type SessionStatus = 'pending' | 'signedOut' | 'signedIn' | 'failed' | 'leaving';

export function selectSessionStatus(snapshot: AuthSnapshot): SessionStatus {
  if (snapshot.matches('authenticated')) return 'signedIn';
  if (snapshot.matches('unauthenticated')) return 'signedOut';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('leaving')) return 'leaving';
  return 'pending';
}

const noAuthorities: readonly string[] = [];
export const selectAuthorities = (snapshot: AuthSnapshot): readonly string[] => snapshot.context.claims?.authorities ?? noAuthorities;
export const selectUserName = (snapshot: AuthSnapshot) => snapshot.context.claims?.user_name ?? null;
export const selectPharmacy = (snapshot: AuthSnapshot) => snapshot.context.pharmacy;
export const selectPharmacyAddress = (snapshot: AuthSnapshot) => snapshot.context.pharmacy?.address ?? null;
/** The pharmacy's code (subdivCode, spec section 3): what names it when the back end sends no address. */
export const selectPharmacyCode = (snapshot: AuthSnapshot) => snapshot.context.pharmacy?.subdivCode ?? null;
export const selectSharedSecret = (snapshot: AuthSnapshot) => snapshot.context.sharedSecret;
export const selectAuthError = (snapshot: AuthSnapshot) => snapshot.context.error?.message ?? null;
export const selectCorporatePortalUrl = (snapshot: AuthSnapshot) => snapshot.context.corporatePortalUrl;
export const selectSigningIn = (snapshot: AuthSnapshot) => snapshot.matches({ authenticating: 'signingIn' });

/** Texts of spec section 8 for bad credentials; a throttled or failed gateway says what happened. */
export const signInFailureTitle = 'Не удается войти.';
export const badCredentialsHint = 'Пожалуйста, проверьте правильность написания логина и пароля.';

export function selectSignInFailure(snapshot: AuthSnapshot): string | null {
  const failure = snapshot.context.signInFailure;
  if (!failure) return null;
  return failure.status === 400 || failure.status === 401 ? badCredentialsHint : failure.message;
}
