/*
 * The line to the server, as the portal knows it: one app-wide actor (src/app/app-actors.ts) that
 * the notice in the app frame shows and the screens whose load failed for want of the line listen
 * to (line-return.ts). It hears the browser (online/offline) and every call of the page's http
 * client (answered, no answer, 503 temporarily unavailable).
 *
 * online       calls are answered.
 * offline      the browser says it has no network: typing goes on, nothing loads or sends. Back
 *              when the browser says it has a network again, or a call sent since is answered
 *              (one that left before the line dropped may still bring its answer).
 * unreachable  the browser says it is online, yet a call got no answer (the server's host or the
 *              way to it is down): the server is asked every probeInterval until it answers.
 * outage       the server answered that it is temporarily unavailable (503): its Retry-After is
 *              waited out, then
 * rechecking   the screens try again; an answer → online, another 503 → outage again, no answer →
 *              unreachable; when nothing is heard within recheckWindow (no screen had anything to
 *              load), the notice goes: the next call will tell.
 *
 * 'line.back' is emitted each time the screens should try again: on the way back to online from
 * offline or unreachable, and on entering rechecking. Writes are never retried by it: only loads
 * listen (an order is sent when the user sends it).
 */
import { assign, emit, fromCallback, fromPromise, setup } from 'xstate';
import { http, type LineNews } from '../../api/shared/http';

export type BrowserLineEvent = { type: 'browser.online' } | { type: 'browser.offline' };
export type ConnectionEvent = LineNews | BrowserLineEvent;
export type ConnectionEmitted = { type: 'line.back' };

export interface ConnectionInput {
  /** What the browser says at start (navigator.onLine). */
  online: boolean;
  /** The clock the notice counts down by; tests fix it. */
  now?: () => number;
}

export const connectionMachine = setup({
  types: {
    input: {} as ConnectionInput,
    context: {} as { startedOffline: boolean; retryAfter: number; retryAt: number | null; offlineSince: number; now: () => number },
    events: {} as ConnectionEvent,
    emitted: {} as ConnectionEmitted,
  },
  actors: {
    /** What every call of the page's client tells about the line. */
    watchCalls: fromCallback<ConnectionEvent>(({ sendBack }) => http().onLine(sendBack)),
    /** The browser's own word: the window's online and offline events. */
    watchBrowser: fromCallback<ConnectionEvent>(({ sendBack }) => {
      const online = () => sendBack({ type: 'browser.online' });
      const offline = () => sendBack({ type: 'browser.offline' });
      window.addEventListener('online', online);
      window.addEventListener('offline', offline);
      return () => {
        window.removeEventListener('online', online);
        window.removeEventListener('offline', offline);
      };
    }),
    probe: fromPromise<void>(({ signal }) => http().reachServer(signal)),
  },
  actions: {
    lineBack: emit({ type: 'line.back' } as const),
    keepRetryAfter: assign(({ context }, retryAfter: number) => ({ retryAfter, retryAt: context.now() + retryAfter * 1000 })),
    forgetRetryAfter: assign({ retryAt: null }),
    keepOfflineSince: assign({ offlineSince: ({ context }) => context.now() }),
  },
  guards: {
    /** The call left after the browser said the network was gone: its answer is news of the line now. */
    sentSinceOffline: ({ context, event }) => event.type === 'call.answered' && event.sentAt >= context.offlineSince,
  },
  delays: {
    probeInterval: 5000,
    retryAfter: ({ context }) => context.retryAfter * 1000,
    recheckWindow: 15000,
  },
}).createMachine({
  id: 'connection',
  context: ({ input }) => ({ startedOffline: !input.online, retryAfter: 0, retryAt: null, offlineSince: 0, now: input.now ?? Date.now }),
  invoke: [{ src: 'watchCalls' }, { src: 'watchBrowser' }],
  initial: 'starting',
  on: {
    'browser.offline': { target: '.offline', actions: 'keepOfflineSince' },
    // From any state; the outage itself starts its wait anew (its own reentry: the root's would restart the watchers).
    'call.outage': { target: '.outage', actions: { type: 'keepRetryAfter', params: ({ event }) => event.retryAfter } },
  },
  states: {
    starting: { always: [{ guard: ({ context }) => context.startedOffline, target: 'offline' }, { target: 'online' }] },
    online: {
      on: { 'call.noNetwork': 'unreachable' },
    },
    offline: {
      on: {
        'browser.online': { target: 'online', actions: 'lineBack' },
        'call.answered': { guard: 'sentSinceOffline', target: 'online', actions: 'lineBack' },
      },
    },
    unreachable: {
      initial: 'waiting',
      on: {
        'browser.online': { target: 'online', actions: 'lineBack' },
        'call.answered': { target: 'online', actions: 'lineBack' },
      },
      states: {
        waiting: { after: { probeInterval: 'probing' } },
        probing: {
          invoke: { id: 'probe', src: 'probe', onDone: { target: '#connection.online', actions: 'lineBack' }, onError: 'waiting' },
        },
      },
    },
    outage: {
      exit: 'forgetRetryAfter',
      on: {
        'call.outage': { target: 'outage', reenter: true, actions: { type: 'keepRetryAfter', params: ({ event }) => event.retryAfter } },
        'call.answered': { target: 'online', actions: 'lineBack' },
        'call.noNetwork': 'unreachable',
      },
      after: { retryAfter: 'rechecking' },
    },
    rechecking: {
      entry: 'lineBack',
      on: {
        'call.answered': 'online',
        'call.noNetwork': 'unreachable',
      },
      after: { recheckWindow: 'online' },
    },
  },
});

/** What the notice in the app frame says, or null when the line is fine. */
export type LineNotice = 'offline' | 'outage' | 'rechecking';

type ConnectionView = {
  matches: (state: 'offline' | 'unreachable' | 'outage' | 'rechecking') => boolean;
  context: { retryAt: number | null };
};

/** The notice's kind: a plain value, so that the frame re-renders only when it changes. */
export function selectLineNotice(snapshot: ConnectionView): LineNotice | null {
  if (snapshot.matches('offline') || snapshot.matches('unreachable')) return 'offline';
  if (snapshot.matches('outage')) return 'outage';
  return snapshot.matches('rechecking') ? 'rechecking' : null;
}

/** When the screens try again after a 503 (ms since the epoch); null outside an outage. */
export const selectRetryAt = (snapshot: ConnectionView): number | null => (snapshot.matches('outage') ? snapshot.context.retryAt : null);
