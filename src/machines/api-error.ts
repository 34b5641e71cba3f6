import { ApiError, toApiError } from '../api/http';

/** How a failed call lives in a machine's context: plain data, so the inspector can show it. */
export interface Failure {
  status: number;
  message: string;
  /** Set when the server's answer had no message and `message` is the spec's generic fallback. */
  withoutMessage?: true;
}

/** Whatever an actor rejected with becomes a Failure; non-http errors keep their message. */
export function toFailure(error: unknown): Failure {
  if (error instanceof Error && !(error instanceof ApiError) && !('status' in error)) return { status: 0, message: error.message };
  const { status, message, described } = toApiError(error);
  return described ? { status, message } : { status, message, withoutMessage: true };
}

/**
 * The params of an action or guard that reads a failed call: an actor's error event carries what
 * it rejected with, and this hands it over as a Failure (`{ type: 'keepFailure', params: failureOf }`).
 */
export const failureOf = ({ event }: { event: { error: unknown } }): Failure => toFailure(event.error);
