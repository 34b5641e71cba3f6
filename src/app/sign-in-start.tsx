import { StrictMode, useCallback, useState, useSyncExternalStore } from 'react';
import type { Root } from 'react-dom/client';
import { storageKeys } from '../api/storage-keys';
import { selectSessionStatus, selectSignInFailure } from '../machines/auth.selectors';
import { SignInFormView } from '../screens/sign-in/SignInFormView';
import type { AppActors } from '../ui/app-context';
import type { PreparedApp } from './app-start';
import { countInputBeforePortal } from './first-input';
import { pageNames, portalName } from './page-names';

/**
 * The light sign-in page (issue 23, item 6). A fresh load of /pa/sign-in with nobody signed in
 * draws the form with React alone: the configuration, the http client, XState and the auth machine
 * (app-start.tsx) load once the page has, while the user types, and the router with every screen
 * (portal-start.tsx) after them. A press of 'Войти' before the machine is there waits for it
 * ('Пожалуйста, подождите..') and is then sent as it was typed. The portal takes over as soon as
 * the sign-in has an outcome, at /pa/sign-in: the routed sign-in screen then sends a signed-in user
 * home, and the frame shows a failed or non-pharmacy user its message.
 */
type Auth = AppActors['auth'];
interface Credentials {
  login: string;
  password: string;
}

/** The auth actor's snapshot, null until it has loaded (no @xstate/react here: it would bring XState). */
function useAuthSnapshot(auth: Auth | null) {
  const subscribe = useCallback(
    (listener: () => void) => {
      if (!auth) return () => undefined;
      const subscription = auth.subscribe(listener);
      return () => subscription.unsubscribe();
    },
    [auth],
  );
  return useSyncExternalStore(subscribe, () => auth?.getSnapshot() ?? null);
}

interface LightSignInProps {
  auth: Auth | null;
  /** 'Войти' pressed before the auth machine loaded. */
  queued: boolean;
  submit(credentials: Credentials): void;
}

function LightSignIn({ auth, queued, submit }: LightSignInProps) {
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const snapshot = useAuthSnapshot(auth);
  const status = snapshot ? selectSessionStatus(snapshot) : 'signedOut';
  return (
    <SignInFormView login={login} password={password} onLogin={setLogin} onPassword={setPassword}
      waiting={queued || status === 'pending'} failure={snapshot ? selectSignInFailure(snapshot) : null}
      onSubmit={() => submit({ login, password })} />
  );
}

function afterLoad(then: () => void): void {
  const soon = () => setTimeout(then, 0);
  if (document.readyState === 'complete') soon();
  else window.addEventListener('load', soon, { once: true });
}

export function showSignInPage(root: Root, loadApp: () => Promise<typeof import('./app-start')>): void {
  // The title the portal's frame gives /sign-in (page-title.ts), without its reports' tabs.
  document.title = `${pageNames['/sign-in']} — ${portalName}`;
  countInputBeforePortal();
  let auth: Auth | null = null;
  let queued: Credentials | null = null;
  const draw = () =>
    root.render(
      <StrictMode>
        <LightSignIn auth={auth} queued={queued !== null} submit={submit} />
      </StrictMode>,
    );
  function submit(credentials: Credentials) {
    if (auth) auth.send({ type: 'auth.signIn', ...credentials });
    else {
      queued = credentials;
      draw();
    }
  }
  draw();
  afterLoad(async () => {
    const app = await (await loadApp()).prepareApp(root);
    if (!app) return;
    handOver(root, app);
    auth = app.actors.auth;
    if (queued) auth.send({ type: 'auth.signIn', ...queued });
    queued = null;
    draw();
  });
}

/** The portal, fetched now, starts once the sign-in has an outcome. */
function handOver(root: Root, app: PreparedApp): void {
  const portal = import('./portal-start');
  portal.catch(() => undefined);
  const following = app.actors.auth.subscribe((snapshot) => {
    const status = selectSessionStatus(snapshot);
    if (status === 'signedOut' || status === 'pending') return;
    following.unsubscribe();
    // At /pa/sign-in still: the routed sign-in screen sends a signed-in user home, a route change
    // like any other (focus to the home's heading for a keyboard user).
    void app.startPortal(root);
  });
}

/** Whether this load shows the light sign-in page: /pa/sign-in, no session stored, no entry link's secret. */
export function isLightSignIn(): boolean {
  const path = window.location.pathname.replace(/\/+$/u, '');
  const stored = (key: string) => window.localStorage.getItem(key) !== null;
  return path === `${import.meta.env.BASE_URL}sign-in` && !stored(storageKeys.token) && !stored(storageKeys.sharedSecret);
}
