import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import type { PortalConfig } from '../api/contract/config';
import type { createAppActors } from './app-actors';
import { PortalApp } from './PortalApp';
import { fetchTabCodeOf } from './report-tab-code';
import { routes } from './routes';

/**
 * The whole portal: the router over every route, mounted at the address the browser shows. Loaded
 * by src/main.tsx on its own (a dynamic import), so the light sign-in page does without it until
 * someone has signed in.
 */
export function startPortal(root: Root, config: PortalConfig, actors: ReturnType<typeof createAppActors>): void {
  // '/pa/' with its slash, so home is /pa/ (the address the gateway and users know), not /pa.
  const router = createBrowserRouter(routes, { basename: import.meta.env.BASE_URL });
  root.render(
    <StrictMode>
      <PortalApp config={config} actors={actors} router={router} />
    </StrictMode>,
  );
}

/**
 * Starts fetching the code of the screen an address opens, and of the reports tab it asks for, as
 * soon as this chunk is here: the router waits for config.json and the app-wide actors, the
 * screen's code need not (on a slow line that is a round trip less before the screen).
 */
export function fetchScreenCodeOf(url: URL): void {
  const matches = matchRoutes(routes, url.pathname, import.meta.env.BASE_URL) ?? [];
  for (const { route } of matches) if (typeof route.lazy === 'function') route.lazy().catch(() => undefined);
  if (matches.some(({ route }) => route.path === 'reports')) fetchTabCodeOf(url);
}
