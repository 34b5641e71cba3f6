import { RouterProvider, type createBrowserRouter } from 'react-router';
import type { PortalConfig } from '../api/contract/config';
import { AppActorsContext, ConfigContext, type AppActors } from '../ui/app-context';

interface PortalAppProps {
  config: PortalConfig;
  actors: AppActors;
  /** A browser router in the app, a memory router in tests; both over ./routes. */
  router: ReturnType<typeof createBrowserRouter>;
}

export function PortalApp({ config, actors, router }: PortalAppProps) {
  return (
    <ConfigContext value={config}>
      <AppActorsContext value={actors}>
        <RouterProvider router={router} />
      </AppActorsContext>
    </ConfigContext>
  );
}
