/**
 * Where the session lives in the page's storage. A module of its own so the light sign-in page
 * (src/app/sign-in-start.tsx) can tell nobody is signed in without loading the http client.
 */
export const storageKeys = { token: 'token', refresh: 'refresh', sharedSecret: 'shared_secret' } as const;
