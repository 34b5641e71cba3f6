import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import type { PortalConfig } from '../api/contract/config';
import type { createAppActors } from './app-actors';
import { PortalApp } from './PortalApp';
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
