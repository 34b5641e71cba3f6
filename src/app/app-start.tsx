import { createRoot, type Root } from 'react-dom/client';
import { loadPortalConfig } from '../api/shared/config';
import type { PortalConfig } from '../api/contract/config';
import { createHttp, installHttp } from '../api/shared/http';
import { createAppActors } from './app-actors';
import { loadInspector } from './inspector';
import { StartupError } from './StartupError';
import { Waiting } from '../ui/Waiting';

export interface PreparedApp {
  config: PortalConfig;
  actors: ReturnType<typeof createAppActors>;
  /** The router and every screen, mounted at the address the browser shows. */
  startPortal(root: Root): Promise<void>;
}

/**
 * Start-up behind the first paint: config.json, the http client, the app-wide actors. null when
 * the configuration could not be read: the start-up error is then on screen.
 */
export async function prepareApp(root: Root): Promise<PreparedApp | null> {
  let config: PortalConfig;
  try {
    config = await loadPortalConfig();
  } catch (error) {
    root.render(<StartupError message={error instanceof Error ? error.message : String(error)} />);
    return null;
  }
  installHttp(createHttp({ config, storage: window.localStorage, fetch: (...args) => window.fetch(...args) }));
  const actors = createAppActors({ config, inspect: await loadInspector() });
  return {
    config,
    actors,
    startPortal: async (target) => (await import('./portal-start')).startPortal(target, config, actors),
  };
}

/** The whole portal, as any address but a fresh sign-in page starts. */
export async function startApp(root: Root): Promise<void> {
  root.render(<Waiting />);
  // Fetched while config.json is read, not after, and so is the code of the screen asked for.
  import('./portal-start').then(({ fetchScreenCodeOf }) => fetchScreenCodeOf(new URL(window.location.href))).catch(() => undefined);
  const app = await prepareApp(root);
  await app?.startPortal(root);
}

/**
 * The whole portal in a root made here: /pa/sign-in's first script (src/sign-in-main.ts) starts it
 * for someone signed in after all, without React's module in its own chunk.
 */
export async function startAppIn(container: HTMLElement): Promise<void> {
  await startApp(createRoot(container));
}
