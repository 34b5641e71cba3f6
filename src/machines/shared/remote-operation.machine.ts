import { assign, fromPromise, setup } from 'xstate';
import { toFailure, type Failure } from './api-error';
import { lineReturn, type LineBack } from '../session/line-return';

/**
 * The lifecycle of one remote operation (spec section 4: request → success | fail, with fetching
 * and error flags). A screen makes one per call it shows, from a plain async function of
 * src/api; tests swap the `operation` actor with `machine.provide(...)`.
 *
 *   idle      nothing asked yet (a screen waiting for the user's choice, e.g. a quarter)
 *   fetching  the call is under way; a new request replaces it (the old one is aborted)
 *   success   `data` holds the last answer
 *   failure   `error` holds the status and Russian message of the last failure; `retry` asks
 *             again with the same params (the 'Повторить' of an error shown in place); a failure
 *             for want of the line asks again by itself once the line is back ('line.back')
 *
 * The flags are derived: `snapshot.matches('fetching')`, `snapshot.context.error`.
 */
export function remoteOperation<Params, Data>(id: string, operation: (params: Params, signal: AbortSignal) => Promise<Data>) {
  return setup({
    types: {
      context: {} as { params: Params | null; data: Data | null; error: Failure | null },
      events: {} as { type: 'request'; params: Params } | { type: 'retry' } | { type: 'reset' } | LineBack,
    },
    actors: {
      lineReturn,
      operation: fromPromise<Data, { params: Params }>(({ input, signal }) => operation(input.params, signal)),
    },
  }).createMachine({
    id,
    initial: 'idle',
    context: { params: null, data: null, error: null },
    on: {
      request: { target: '.fetching', reenter: true, actions: assign({ params: ({ event }) => event.params, error: null }) },
      reset: { target: '.idle', actions: assign({ params: null, data: null, error: null }) },
    },
    states: {
      idle: {},
      fetching: {
        invoke: {
          src: 'operation',
          input: ({ context }) => ({ params: context.params as Params }),
          onDone: { target: 'success', actions: assign({ data: ({ event }) => event.output }) },
          onError: { target: 'failure', actions: assign({ data: null, error: ({ event }) => toFailure(event.error) }) },
        },
      },
      success: {},
      failure: {
        invoke: { src: 'lineReturn', input: ({ context }) => ({ failure: context.error }) },
        on: {
          retry: { target: 'fetching', actions: assign({ error: null }) },
          'line.back': { target: 'fetching', actions: assign({ error: null }) },
        },
      },
    },
  });
}

export type RemoteOperationMachine<Params, Data> = ReturnType<typeof remoteOperation<Params, Data>>;
