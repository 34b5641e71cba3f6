import { ApiError, toApiError } from '../api/http';

/** How a failed call lives in a machine's context: plain data, so the inspector can show it. */
export interface Failure {
  status: number;
  message: string;
}

/** Whatever an actor rejected with becomes a Failure; non-http errors keep their message. */
export function toFailure(error: unknown): Failure {
  if (error instanceof ApiError) return { status: error.status, message: error.message };
  if (error instanceof Error && !('status' in error)) return { status: 0, message: error.message };
  const { status, message } = toApiError(error);
  return { status, message };
}
