import { createActor, type InspectionEvent, type Observer } from 'xstate';
import type { PortalConfig } from '../api/contract/config';
import { keepVisit, keptVisitOf } from '../api/session/kept-visit';
import { storedSession } from '../api/session/uaa';
import { http } from '../api/shared/http';
import { analyticsEndpoint, analyticsMachine } from '../machines/reports/analytics.machine';
import { authMachine } from '../machines/session/auth.machine';
import { readClaims } from '../machines/session/auth.claims';
import { connectionMachine } from '../machines/session/connection.machine';
import { installConnection } from '../machines/session/line-return';
import { errorModalMachine } from '../machines/shared/error-modal.machine';
import { extensionsMachine } from '../machines/session/extensions.machine';
import { snackbarMachine } from '../machines/shared/snackbar.machine';

export interface AppActorOptions {
  config: PortalConfig;
  /** The Stately inspector's observer, when a developer asked for it. */
  inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void);
  /** Leaving the page; the browser test helper records it instead. */
  leaveForCorporatePortal?: (url: string) => void;
}

/**
 * The app-wide actors, started once at start-up (after the http client is installed) and given
 * to React through AppActorsContext (src/ui/app-context.ts). Screen machines live with their screens (useActorRef).
 */
export function createAppActors({ config, inspect, leaveForCorporatePortal }: AppActorOptions) {
  const auth = leaveForCorporatePortal
    ? authMachine.provide({ actions: { leaveForCorporatePortal: ({ context }) => leaveForCorporatePortal(context.corporatePortalUrl) } })
    : authMachine;
  const { storage } = http();
  const session = storedSession();
  const keptPharmacy = keptVisitOf(storage, readClaims(session.storedToken)?.user_id)?.pharmacy ?? null;
  const actors = {
    auth: createActor(auth, { input: { corporatePortalUrl: config.corporatePortalUrl, ...session, keptPharmacy }, inspect }),
    snackbar: createActor(snackbarMachine, { inspect }),
    errorModal: createActor(errorModalMachine, { inspect }),
    analytics: createActor(analyticsMachine, { input: { endpoint: analyticsEndpoint(config.analytics) }, inspect }),
    extensions: createActor(extensionsMachine, { inspect }),
    connection: createActor(connectionMachine, { input: { online: navigator.onLine }, inspect }),
  };
  Object.values(actors).forEach((actor) => actor.start());
  // The screens' loads that failed for want of the line listen to it for its return.
  const uninstallConnection = installConnection(actors.connection);
  // The signed-in user's roles, name and id go with every hit (spec section 6): told on each change.
  let claims = actors.auth.getSnapshot().context.claims;
  actors.analytics.send({ type: 'analytics.user', claims });
  // The settings and the pharmacy this visit read, kept for the next visit's first screen.
  let keptPharmacyRead = keptPharmacy;
  const following = actors.auth.subscribe((snapshot) => {
    // Once someone is signed in, the extensions actor asks what the back end offers of ours.
    if (snapshot.matches('authenticated')) actors.extensions.send({ type: 'session.started' });
    const { pharmacy } = snapshot.context;
    if (snapshot.matches({ authenticated: 'settled' }) && pharmacy && pharmacy !== keptPharmacyRead) {
      keptPharmacyRead = pharmacy;
      const userId = snapshot.context.claims!.user_id;
      // Settings kept already are config.json's latest word (src/app/app-start.tsx): never
      // overwritten with the ones this page started with.
      keepVisit(storage, userId, keptVisitOf(storage, userId)?.config ? { pharmacy } : { config, pharmacy });
    }
    if (snapshot.context.claims === claims) return;
    claims = snapshot.context.claims;
    actors.analytics.send({ type: 'analytics.user', claims });
  });
  return {
    ...actors,
    stop: () => {
      following.unsubscribe();
      uninstallConnection();
      Object.values(actors).forEach((actor) => actor.stop());
    },
  };
}
