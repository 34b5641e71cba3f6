import { useSelector } from '@xstate/react';
import { createContext, useContext, useMemo } from 'react';
import type { PortalConfig } from '../api/contract/config';
import type { analyticsMachine } from '../machines/reports/analytics.machine';
import type { authMachine } from '../machines/session/auth.machine';
import type { connectionMachine } from '../machines/session/connection.machine';
import type { errorModalMachine } from '../machines/shared/error-modal.machine';
import type { extensionsMachine } from '../machines/session/extensions.machine';
import type { SnackbarContent, snackbarMachine } from '../machines/shared/snackbar.machine';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';

/**
 * The hooks screens and shared ui use to reach the app-wide actors and the runtime configuration.
 * Screens never hold the actors themselves, so tests can render any screen with fakes behind these
 * contexts. It lives in ui, below the screens, so that screens never import the app that routes
 * to them (src/app/app-actors.ts starts the actors; PortalApp provides them here).
 */
export interface AppActors {
  auth: ActorRefFrom<typeof authMachine>;
  snackbar: ActorRefFrom<typeof snackbarMachine>;
  errorModal: ActorRefFrom<typeof errorModalMachine>;
  /** Usage analytics; absent where a test renders without it. */
  analytics?: ActorRefFrom<typeof analyticsMachine>;
  /** Our extensions the back end lacks, found out once per session. */
  extensions: ActorRefFrom<typeof extensionsMachine>;
  /** The line to the server (online, offline, temporarily unavailable), for the notice in the frame. */
  connection: ActorRefFrom<typeof connectionMachine>;
}

export const AppActorsContext = createContext<AppActors | null>(null);
export const ConfigContext = createContext<PortalConfig | null>(null);

function useAppActors(): AppActors {
  const actors = useContext(AppActorsContext);
  if (!actors) throw new Error('AppActorsContext is missing: render inside <PortalApp>');
  return actors;
}

export function useConfig(): PortalConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('ConfigContext is missing: render inside <PortalApp>');
  return config;
}

/** The auth actor, to send it auth.signIn / auth.enter / auth.signOut. */
export const useAuth = () => useAppActors().auth;

/** One value of the auth state; pass a selector from machines/auth.selectors. */
export function useAuthSelector<T>(selector: (snapshot: SnapshotFrom<typeof authMachine>) => T): T {
  return useSelector(useAppActors().auth, selector);
}

/** `useSnackbar().show({ type: 'success', title: 'Заказ отправлен', description })`. */
export function useSnackbar() {
  const { snackbar } = useAppActors();
  return useMemo(() => ({ show: (content: SnackbarContent) => snackbar.send({ type: 'snackbar.show', snackbar: content }) }), [snackbar]);
}

/** `useErrorModal().show(error)`: 'Ошибка' with the error's message, or the spec's fallback. */
export function useErrorModal() {
  const { errorModal } = useAppActors();
  return useMemo(
    () => ({
      show: (error: unknown) => errorModal.send({ type: 'errorModal.show', error }),
      close: () => errorModal.send({ type: 'errorModal.close' }),
    }),
    [errorModal],
  );
}

export const useSnackbarActor = () => useAppActors().snackbar;
export const useErrorModalActor = () => useAppActors().errorModal;

/** Reports each page the user opens to the usage analytics (a no-op without the actor). */
export const useAnalyticsActor = () => useAppActors().analytics ?? null;
/** One value of what the back end lacks of our extensions; pass a selector from machines/extensions.selectors. */
export function useExtensionsSelector<T>(selector: (snapshot: SnapshotFrom<typeof extensionsMachine>) => T): T {
  return useSelector(useAppActors().extensions, selector);
}

/** One value of the line's state; pass a selector from machines/connection.machine. */
export function useConnectionSelector<T>(selector: (snapshot: SnapshotFrom<typeof connectionMachine>) => T): T {
  return useSelector(useAppActors().connection, selector);
}
