/*
 * The generic error modal (spec section 8): 'Ошибка', the message and 'Ок'.
 *
 * closed  no error to show.
 * open    an error is shown until the user presses 'Ок'; a newer error replaces it, since the
 *         newest one is what the user just ran into.
 */
import { assign, setup } from 'xstate';
import { noMessageText } from '../../api/shared/http';

/** The spec's fallback; the http client gives it to answers without a message, too. */
export const errorFallback = noMessageText;

export type ErrorModalEvent = { type: 'errorModal.show'; error: unknown } | { type: 'errorModal.close' };

/** The message of whatever was thrown or stored, or the spec's fallback when there is none. */
export function errorMessage(error: unknown): string {
  if (typeof error === 'string') return error.trim() || errorFallback;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return errorFallback;
}

export const errorModalMachine = setup({
  types: {} as { context: { message: string | null }; events: ErrorModalEvent },
  actions: {
    remember: assign({ message: ({ event }) => (event.type === 'errorModal.show' ? errorMessage(event.error) : null) }),
    forget: assign({ message: null }),
  },
}).createMachine({
  id: 'errorModal',
  context: { message: null },
  initial: 'closed',
  states: {
    closed: { on: { 'errorModal.show': { target: 'open', actions: 'remember' } } },
    open: {
      on: {
        'errorModal.show': { actions: 'remember' },
        'errorModal.close': { target: 'closed', actions: 'forget' },
      },
    },
  },
});

/** The shown message, or null when the modal is closed. */
export const selectErrorMessage = (snapshot: { context: { message: string | null } }) => snapshot.context.message;
