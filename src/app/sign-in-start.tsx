import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import type { PortalConfig } from '../api/contract/config';
import { selectSessionStatus } from '../machines/auth.selectors';
import { SignInForm } from '../screens/sign-in/SignInForm';
import { AppActorsContext, ConfigContext } from '../ui/app-context';
import type { createAppActors } from './app-actors';
import { pageTitle } from './page-title';

/**
 * The light sign-in page (issue 23, item 6): a fresh load of /pa/sign-in with nobody signed in
 * shows the form with React and the auth machine only, not the router, the screens and the other
 * machines; the portal's code loads meanwhile (`loadPortal`, asked once the form is on screen) and
 * takes over as soon as the sign-in has an outcome: home for a signed-in user (where the routed
 * sign-in screen would send them), the frame's message for a failed or non-pharmacy user.
 */
export function showSignInPage(
  root: Root,
  config: PortalConfig,
  actors: ReturnType<typeof createAppActors>,
  loadPortal: () => Promise<(root: Root) => void>,
): void {
  document.title = pageTitle('/sign-in', '');
  root.render(
    <StrictMode>
      <ConfigContext value={config}>
        <AppActorsContext value={actors}>
          <SignInForm />
        </AppActorsContext>
      </ConfigContext>
    </StrictMode>,
  );
  // Once the page has loaded, while the user types: the portal is then ready when the password is
  // accepted, and its bytes never compete with the form's own on a slow line.
  const portal = new Promise<(root: Root) => void>((resolve, reject) => afterLoad(() => loadPortal().then(resolve, reject)));
  const following = actors.auth.subscribe((snapshot) => {
    const status = selectSessionStatus(snapshot);
    if (status === 'signedOut' || status === 'pending') return;
    following.unsubscribe();
    // The routed screen would go home: the portal starts there, without a hit for /sign-in.
    if (status === 'signedIn') window.history.replaceState(null, '', import.meta.env.BASE_URL);
    void portal.then((start) => start(root));
  });
}

function afterLoad(then: () => void): void {
  const idle = () => setTimeout(then, 0);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** Whether this load shows the light sign-in page: /pa/sign-in, and nobody signed in or signing in. */
export function isLightSignIn(actors: ReturnType<typeof createAppActors>): boolean {
  const path = window.location.pathname.replace(/\/+$/u, '');
  return path === `${import.meta.env.BASE_URL}sign-in` && selectSessionStatus(actors.auth.getSnapshot()) === 'signedOut';
}
