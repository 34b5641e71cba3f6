import { ApiError, noNetworkText, toApiError } from '../../api/shared/http';

/** What a part says when its code did not come: no call failed, the line did (src/ui/use-code-on-use.ts). */
export const noLineMessage = noNetworkText;

/** How a failed call lives in a machine's context: plain data, so the inspector can show it. */
export interface Failure {
  status: number;
  message: string;
  /** Set when the server's answer had no message and `message` is the spec's generic fallback. */
  withoutMessage?: true;
  /**
   * Set when the failure is the line's, not the call's (src/api/shared/http.ts, LineTrouble): no answer
   * came ('network'), or the server is temporarily unavailable ('outage', for `retryAfter`
   * seconds). The screen then retries by itself once the line is back (line-return.ts).
   */
  line?: 'network' | 'outage';
  retryAfter?: number;
}

/**
 * An ApiError thrown in a worker, as it arrives on the page: a plain Error carrying the status,
 * `described` and line trouble the worker sent along (src/workers/shared/crossing-errors.ts).
 */
function crossedApiError(error: Error): ApiError | null {
  const { status, described, trouble } = error as Error & Partial<Pick<ApiError, 'status' | 'described' | 'trouble'>>;
  return typeof status === 'number' && typeof described === 'boolean'
    ? new ApiError(status, error.message, described, trouble ?? null)
    : null;
}

/**
 * Whatever an actor rejected with becomes a Failure; non-http errors keep their message. An error
 * from a worker without a status (a worker's own bug) keeps its message; the no-answer text still
 * tells that the line failed.
 */
export function toFailure(thrown: unknown): Failure {
  const error = thrown instanceof Error && !(thrown instanceof ApiError) ? (crossedApiError(thrown) ?? thrown) : thrown;
  if (error instanceof Error && !(error instanceof ApiError) && !('status' in error)) {
    return error.message === noNetworkText ? { status: 0, message: error.message, line: 'network' } : { status: 0, message: error.message };
  }
  const { status, message, described, trouble } = toApiError(error);
  const failure: Failure = described ? { status, message } : { status, message, withoutMessage: true };
  if (trouble?.line === 'network') failure.line = 'network';
  if (trouble?.line === 'outage') Object.assign(failure, { line: 'outage', retryAfter: trouble.retryAfter });
  return failure;
}

/**
 * The params of an action or guard that reads a failed call: an actor's error event carries what
 * it rejected with, and this hands it over as a Failure (`{ type: 'keepFailure', params: failureOf }`).
 */
export const failureOf = ({ event }: { event: { error: unknown } }): Failure => toFailure(event.error);

/** Whether a failure is the line's (no network, the server temporarily unavailable): a retry fixes it. */
export const isLineFailure = (failure: { line?: unknown } | null | undefined): boolean => !!failure?.line;
