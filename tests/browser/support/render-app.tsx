import type { ReactElement } from 'react';
import { createMemoryRouter } from 'react-router';
import { onTestFinished } from 'vitest';
import { render } from 'vitest-browser-react';
import type { PortalConfig } from '../../../src/api/contract/config';
import { createHttp, installHttp } from '../../../src/api/shared/http';
import { createAppActors } from '../../../src/app/app-actors';
import { localCopiesWritten } from '../../../src/machines/orders/order-draft.local';
import { AppFrame } from '../../../src/app/AppFrame';
import { PortalApp } from '../../../src/app/PortalApp';
import { ProtectedRoute } from '../../../src/app/ProtectedRoute';
import { routes } from '../../../src/app/routes';
import '../../../src/styles/base.css';
import { pharmacyUserToken } from './tokens';

/**
 * Stops the portal's actors when the test ends, then waits (up to 3 s: a worker gone never answers)
 * for the order drafts' copies on this computer asked before: written later, one would land in the
 * next test's storage and open its screen as a restored draft.
 */
function stopAfterTest(actors: { stop: () => void }) {
  onTestFinished(async () => {
    actors.stop();
    await Promise.race([localCopiesWritten(), new Promise((resolve) => setTimeout(resolve, 3000))]);
  });
}

export const testConfig: PortalConfig = {
  serviceAddress: '',
  endpointPrefix: '/api',
  corporatePortalUrl: 'http://corporate-portal.test/',
  helpUrl: 'http://help.test/',
  cubesUrl: 'http://cubes.test/',
  analyticsUrl: 'http://analytics.test/',
  analytics: { serviceAddress: '', prefix: '/ws' },
  appStores: {
    appStore: 'https://apps.apple.test/portal',
    googlePlay: 'https://play.google.test/portal',
    appGallery: 'https://appgallery.test/portal',
  },
};

interface RenderAppOptions {
  /** Local storage before start, e.g. { shared_secret: '…' }. */
  stored?: Record<string, string>;
  /** Start as the signed-in pharmacy user apteka1 (a stored token the app restores). */
  signedIn?: boolean;
}

/**
 * Renders the real portal — routes, app-wide actors, http client — at a URL, with the network
 * answered by msw and leaving the page recorded instead of done.
 */
export async function renderApp(url: string, { stored = {}, signedIn = false }: RenderAppOptions = {}) {
  localStorage.clear();
  const initial = signedIn ? { token: pharmacyUserToken, refresh: 'refresh-1', ...stored } : stored;
  Object.entries(initial).forEach(([key, value]) => localStorage.setItem(key, value));
  installHttp(createHttp({ config: testConfig, storage: localStorage, fetch: (...args) => window.fetch(...args) }));
  const leftFor: string[] = [];
  const actors = createAppActors({ config: testConfig, leaveForCorporatePortal: (target) => leftFor.push(target) });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const screen = await render(<PortalApp config={testConfig} actors={actors} router={router} />);
  stopAfterTest(actors);
  return { screen, router, actors, leftFor, path: () => router.state.location.pathname };
}

/**
 * One screen, or a part of one, inside the real shell (header, signed-in pharmacy apteka1,
 * app-wide actors) at `url`, whose path is the screen's route: the part is tested as the portal
 * shows it, without the rest of the routes.
 */
export async function renderInShell(url: string, element: ReactElement) {
  localStorage.clear();
  localStorage.setItem('token', pharmacyUserToken);
  localStorage.setItem('refresh', 'refresh-1');
  installHttp(createHttp({ config: testConfig, storage: localStorage, fetch: (...args) => window.fetch(...args) }));
  const actors = createAppActors({ config: testConfig, leaveForCorporatePortal: () => {} });
  const path = new URL(url, 'http://portal.test').pathname.slice(1);
  const router = createMemoryRouter(
    [{ element: <AppFrame />, children: [{ element: <ProtectedRoute />, children: [{ path, element }] }] }],
    { initialEntries: [url] },
  );
  await render(<PortalApp config={testConfig} actors={actors} router={router} />);
  stopAfterTest(actors);
  return actors;
}
