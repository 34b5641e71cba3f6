import { createRoot, type Root } from 'react-dom/client';
import { loadPortalConfig } from './api/config';
import type { PortalConfig } from './api/contract/config';
import { createHttp, installHttp } from './api/http';
import { createAppActors } from './app/app-actors';
import { loadInspector } from './app/inspector';
import { isLightSignIn, showSignInPage } from './app/sign-in-start';
import { StartupError } from './app/StartupError';
import { Waiting } from './ui/Waiting';
import './styles/base.css';

/** The portal's router and screens: a chunk of their own, which the light sign-in page does without. */
async function loadPortal(config: PortalConfig, actors: ReturnType<typeof createAppActors>): Promise<(root: Root) => void> {
  const { startPortal } = await import('./app/portal-start');
  return (root) => startPortal(root, config, actors);
}

/**
 * Start-up: load config.json, install the http client, start the app-wide actors, then either the
 * light sign-in page (a fresh /pa/sign-in, nobody signed in) or the whole portal.
 */
async function start(root: Root) {
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
  const portal = () => loadPortal(config, actors);
  if (isLightSignIn(actors)) showSignInPage(root, config, actors, portal);
  else (await portal())(root);
}

void start(createRoot(document.getElementById('root')!));
