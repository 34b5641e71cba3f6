import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { loadPortalConfig } from './api/config';
import { createHttp, installHttp } from './api/http';
import { createAppActors } from './app/app-actors';
import { loadInspector } from './app/inspector';
import { PortalApp } from './app/PortalApp';
import { routes } from './app/routes';
import { StartupError } from './app/StartupError';
import { Waiting } from './ui/Waiting';
import './styles/base.css';

/** Start-up: load config.json, install the http client, start the app-wide actors, mount the router. */
async function start(root: ReturnType<typeof createRoot>) {
  root.render(<Waiting />);
  let config;
  try {
    config = await loadPortalConfig();
  } catch (error) {
    root.render(<StartupError message={error instanceof Error ? error.message : String(error)} />);
    return;
  }
  installHttp(createHttp({ config, storage: window.localStorage, fetch: (...args) => window.fetch(...args) }));
  const actors = createAppActors({ config, inspect: await loadInspector() });
  // '/pa/' with its slash, so home is /pa/ (the address the gateway and users know), not /pa.
  const router = createBrowserRouter(routes, { basename: import.meta.env.BASE_URL });
  root.render(
    <StrictMode>
      <PortalApp config={config} actors={actors} router={router} />
    </StrictMode>,
  );
}

void start(createRoot(document.getElementById('root')!));
