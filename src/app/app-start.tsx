import { createRoot, type Root } from 'react-dom/client';
import { keepVisit, keptVisitOf, sameAsKept } from '../api/session/kept-visit';
import { ConfigError, loadPortalConfig } from '../api/shared/config';
import { storageKeys } from '../api/shared/storage-keys';
import { readClaims } from '../machines/session/auth.claims';
import type { PortalConfig } from '../api/contract/config';
import { createHttp, installHttp } from '../api/shared/http';
import { createAppActors } from './app-actors';
import { loadInspector } from './inspector';
import { StartupError } from './StartupError';
import { Waiting } from '../ui/Waiting';
import { fetchApart, yieldToPage } from '../machines/shared/yield-to-page';

export interface PreparedApp {
  config: PortalConfig;
  actors: ReturnType<typeof createAppActors>;
  /** The router and every screen, mounted at the address the browser shows. */
  startPortal(root: Root): Promise<void>;
}

/**
 * Start-up behind the first paint: config.json, the http client, the app-wide actors. null when
 * the configuration could not be read: the start-up error is then on screen. With the settings the
 * signed-in user's last visit kept, at once; config.json is then read again, and settings changed
 * since start the page again (startAgain) on the new ones.
 */
export async function prepareApp(root: Root, startAgain = () => window.location.reload()): Promise<PreparedApp | null> {
  const storage = window.localStorage;
  const showError = (error: unknown) => root.render(<StartupError message={error instanceof Error ? error.message : String(error)} />);
  const userId = readClaims(storage.getItem(storageKeys.token))?.user_id;
  const kept = keptVisitOf(storage, userId)?.config;
  const reading = loadPortalConfig();
  let config: PortalConfig;
  if (kept) {
    // The settings the user's last visit read: the screen is drawn with them while they are read
    // again below.
    config = kept;
    reading.catch(() => undefined);
  } else {
    try {
      config = await reading;
    } catch (error) {
      showError(error);
      return null;
    }
  }
  installHttp(createHttp({ config, storage, fetch: fetchApart((...args) => window.fetch(...args)) }));
  const inspect = await loadInspector();
  await yieldToPage();
  const actors = createAppActors({ config, inspect });
  let stopped = false;
  if (kept && userId !== undefined)
    reading.then(
      (read) => {
        if (sameAsKept(kept, read)) return;
        // Changed since (a new deployment): the portal starts again on the new settings, once;
        // were they not kept, it would start again on every visit, so it then goes on as it is.
        keepVisit(storage, userId, { config: read });
        if (sameAsKept(keptVisitOf(storage, userId)?.config, read)) startAgain();
      },
      (error: unknown) => {
        // A line that drops as the page opens: the portal goes on with the settings it has, and
        // the connection notice says the line is down. A deployment whose settings are wrong stops.
        if (error instanceof ConfigError && error.unreachable) return;
        stopped = true;
        actors.stop();
        showError(error);
      },
    );
  return {
    config,
    actors,
    startPortal: async (target) => {
      const { startPortal } = await import('./portal-start');
      await yieldToPage();
      // The settings could not be read again: the start-up error stays.
      if (!stopped) startPortal(target, config, actors);
    },
  };
}

/** The whole portal, as any address but a fresh sign-in page starts. */
export async function startApp(root: Root): Promise<void> {
  root.render(<Waiting />);
  // Fetched while config.json is read, not after, and so is the code of the screen asked for.
  import('./portal-start').catch(() => undefined);
  import('./screen-code').then(({ fetchScreenCodeOf }) => fetchScreenCodeOf(new URL(window.location.href))).catch(() => undefined);
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
