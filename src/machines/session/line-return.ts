import { fromCallback, type ActorRefFrom } from 'xstate';
import { retryAfterBounds } from '../../api/shared/http';
import { toFailure, type Failure } from '../shared/api-error';
import type { connectionMachine } from './connection.machine';

/**
 * A screen's load that failed for want of the line (no network, the server temporarily
 * unavailable) tries again by itself once the line is back: its failure state invokes `lineReturn`
 * with the failure, and takes `{ type: 'line.back' }` as its «Повторить». Any other failure (a
 * refusal, a bug) waits for the user, as before. Writes never invoke it: an order leaves only
 * when the user sends it.
 */
export type LineBack = { type: 'line.back' };

type ConnectionActor = ActorRefFrom<typeof connectionMachine>;

let installed: ConnectionActor | null = null;

/** The app's one connection actor (src/app/app-actors.ts), for the screens' loads to listen to. */
export function installConnection(actor: ConnectionActor): () => void {
  installed = actor;
  return () => {
    if (installed === actor) installed = null;
  };
}

/**
 * The callback the failure states invoke. A failure the page's client never saw (a worker's call)
 * while the line is thought fine makes the line doubtful first, so that its return is awaited
 * (the server asked now and then) rather than met at once, which would retry without a pause.
 */
export const lineReturn = fromCallback<LineBack, { failure: Failure | null }>(({ input, sendBack }) => {
  const connection = installed;
  const { failure } = input;
  if (!connection || !failure?.line) return;
  if (connection.getSnapshot().matches('online')) {
    connection.send(
      failure.line === 'outage'
        ? { type: 'call.outage', retryAfter: failure.retryAfter ?? retryAfterBounds.fallback }
        : { type: 'call.noNetwork' },
    );
  }
  const listening = connection.on('line.back', () => sendBack({ type: 'line.back' }));
  return () => listening.unsubscribe();
});

/**
 * Calls `back` each time the line comes back, for a screen part that is not a machine (a tab whose
 * code failed to come). It does not make the line doubtful itself: a file missing on the server (a
 * tab's code after an update) is no lost line, and waiting for its return would ask the server
 * again and again; the line is doubtful when the screen's calls found it so.
 */
export function onLineBack(back: () => void): () => void {
  const listening = installed?.on('line.back', back);
  return () => listening?.unsubscribe();
}

/**
 * The input of `lineReturn` for a failure state that keeps no failure of its own in the context:
 * the failed call's error event that led there (any other way in has nothing to wait for).
 */
export const failedCallOf = ({ event }: { event: object }): { failure: Failure | null } => ({
  failure: 'error' in event ? toFailure(event.error) : null,
});
