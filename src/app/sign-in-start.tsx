import { StrictMode, useCallback, useLayoutEffect, useSyncExternalStore, type ReactElement } from 'react';
import type { Root } from 'react-dom/client';
import { selectSessionStatus, selectSignInFailure } from '../machines/session/auth.selectors';
import { SignInFormView } from '../screens/session/sign-in/SignInFormView';
import { useTypedCredentials } from '../screens/session/sign-in/typed-credentials';
import type { AppActors } from '../ui/app-context';
import type { PreparedApp } from './app-start';
import { countInputBeforePortal } from './first-input';
import { pageNames, portalName } from './page-names';

/**
 * The light sign-in page. A fresh load of /pa/sign-in with nobody signed in
 * draws the form with React alone: the configuration, the http client, XState and the auth machine
 * (app-start.tsx) load once the page has, while the user types, and the router with every screen
 * (portal-start.tsx) after them. A press of 'Войти' before the machine is there waits for it
 * ('Пожалуйста, подождите..') and is then sent as it was typed. The portal takes over as soon as
 * the sign-in has an outcome, at /pa/sign-in: the routed sign-in screen then sends a signed-in user
 * home, and the frame shows a failed or non-pharmacy user its message.
 *
 * The built portal serves /pa/sign-in with this form already in its HTML (sign-in-markup.tsx,
 * sign-in-main.ts): React then hydrates it (sign-in-hydrate.tsx) with what was typed meanwhile.
 */
type Auth = AppActors['auth'];
export interface Credentials {
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
  // null on the server and while hydrating: the machine never exists before the page has loaded.
  return useSyncExternalStore(
    subscribe,
    () => auth?.getSnapshot() ?? null,
    () => null,
  );
}

interface LightSignInProps {
  auth: Auth | null;
  /** 'Войти' pressed before the auth machine loaded. */
  queued: boolean;
  submit(credentials: Credentials): void;
  /** In the HTML built ahead (sign-in-markup.tsx): 'Войти' waits for the page's first script. */
  beforeScript?: boolean;
  /** What the fields hold in the page (typed before React hydrated them); nothing when drawn anew. */
  typed?: () => Credentials;
  /** Called once the hydrated form is React's. */
  hydrated?: () => void;
}

export function LightSignIn({ auth, queued, submit, beforeScript, typed, hydrated }: LightSignInProps) {
  const fields = useTypedCredentials(typed);
  const { login, password, onLogin, onPassword } = fields;
  // A key typed between reading the fields and hydrating them has no change event of its own:
  // take the fields as they are once hydrated, before anything else can draw over them.
  useLayoutEffect(() => {
    if (!typed) return;
    const now = typed();
    onLogin(now.login);
    onPassword(now.password);
    hydrated?.();
  }, [typed, hydrated, onLogin, onPassword]);
  const snapshot = useAuthSnapshot(auth);
  const status = snapshot ? selectSessionStatus(snapshot) : 'signedOut';
  return (
    <SignInFormView
      {...fields}
      waiting={queued || status === 'pending'}
      failure={snapshot ? selectSignInFailure(snapshot) : null}
      onSubmit={() => submit({ login, password })}
      beforeScript={beforeScript}
    />
  );
}

function afterLoad(then: () => void): void {
  const soon = () => setTimeout(then, 0);
  if (document.readyState === 'complete') soon();
  else window.addEventListener('load', soon, { once: true });
}

/** How the page's root gets its first element: drawn anew (createRoot) or hydrated (hydrateRoot). */
export type MountSignIn = (element: ReactElement) => Root;

/** The form drawn into the HTML before React (sign-in-early.ts); nothing when React draws it anew. */
export interface EarlySignIn {
  /** What the fields hold in the page now. */
  typed?: () => Credentials;
  /** Leaves the form to React, once hydrated; true when 'Войти' was pressed before (sent as typed). */
  takeOver?: () => boolean;
}

export function showSignInPage(mount: MountSignIn, loadApp: () => Promise<typeof import('./app-start')>, early: EarlySignIn = {}): void {
  // The title the portal's frame gives /sign-in (page-title.ts), without its reports' tabs.
  document.title = `${pageNames['/sign-in']} — ${portalName}`;
  countInputBeforePortal();
  let auth: Auth | null = null;
  let queued: Credentials | null = null;
  let takenOver = false;
  // A press taken before hydration is sent only now: an update before hydration would make React
  // throw the page's HTML away and draw it anew (the field with the caret losing its focus).
  const hydrated = () => {
    if (takenOver) return;
    takenOver = true;
    // For the sign-in bench and the e2e journeys: when React took the form over.
    performance.mark('sign-in:hydrated');
    if (early.takeOver?.() && early.typed) submit(early.typed());
  };
  const element = () => (
    <StrictMode>
      <LightSignIn auth={auth} queued={queued !== null} submit={submit} typed={early.typed} hydrated={hydrated} />
    </StrictMode>
  );
  const root = mount(element());
  const draw = () => root.render(element());
  function submit(credentials: Credentials) {
    if (auth) auth.send({ type: 'auth.signIn', ...credentials });
    else {
      queued = credentials;
      draw();
    }
  }
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
