import type { AppActorOptions } from './app-actors';

/**
 * The Stately inspector, for developers: `?inspect` on a dev URL, or VITE_INSPECT=1 at build or
 * dev time. Imported dynamically so a production build carries it only when asked.
 */
export async function loadInspector(): Promise<AppActorOptions['inspect']> {
  const asked = import.meta.env.VITE_INSPECT === '1' || (import.meta.env.DEV && new URLSearchParams(window.location.search).has('inspect'));
  if (!asked) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return createBrowserInspector().inspect;
}
