/*
 * The session's knowledge of our extensions the back end lacks: calls the spec does
 * not name, which the portal uses when they are there and goes on without when they are not
 * (docs/integration.md). One app-wide actor, started with the others (src/app/app-actors.ts).
 *
 * waiting  no one signed in yet: nothing is asked.
 * probing  signed in: the extensions that decide what the header and the tabs offer (the order
 *          history link, the feedback tab) are asked once, so an absent one is never offered.
 * known    from here on, every extension found absent by any call (the http client tells) is
 *          added; screens read the list and machines get ExtensionAbsent from their actors.
 */
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { http } from '../../api/shared/http';

export type ExtensionsEvent = { type: 'extension.absent'; operationId: string } | { type: 'session.started' };

export const extensionsMachine = setup({
  types: {
    context: {} as { absent: readonly string[] },
    events: {} as ExtensionsEvent,
  },
  actors: {
    /** The http client's news of an extension found absent, whoever called it. */
    watchCalls: fromCallback<ExtensionsEvent>(({ sendBack }) =>
      http().onExtensionAbsent((operationId) => sendBack({ type: 'extension.absent', operationId })),
    ),
    // Loaded when a session starts: its calls' declarations stay out of the light sign-in page.
    probe: fromPromise<void>(async ({ signal }) => (await import('../../api/session/extensions')).probeOfferedExtensions(signal)),
  },
  actions: {
    noteAbsent: assign({
      absent: ({ context }, operationId: string) =>
        context.absent.includes(operationId) ? context.absent : [...context.absent, operationId],
    }),
  },
}).createMachine({
  id: 'extensions',
  context: { absent: [] },
  invoke: { src: 'watchCalls' },
  on: { 'extension.absent': { actions: { type: 'noteAbsent', params: ({ event }) => event.operationId } } },
  initial: 'waiting',
  states: {
    waiting: { on: { 'session.started': 'probing' } },
    // Whatever the probe meets besides an absent extension (a network error) is not this
    // actor's to show: the screen that needs the call meets it again and says so.
    probing: { invoke: { src: 'probe', onDone: 'known', onError: 'known' } },
    known: {},
  },
});
