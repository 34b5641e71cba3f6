import { commonCalls, type FeedbackRequest } from '../contract/initiatives-list';
import { http } from '../shared/http';

/** The feedback tab's calls, under the /common service. */

/** GET feedback?pharmacyId: the pharmacy's own messages, as the gateway orders them (newest first). */
export function pharmacyFeedback(pharmacyId: number, signal?: AbortSignal) {
  return http().request(commonCalls.pharmacyFeedback, { query: { pharmacyId }, signal });
}

/** POST feedback: a new message; answers it as stored (its id, date and status 'NEW'). */
export function sendFeedback(body: FeedbackRequest, signal?: AbortSignal) {
  return http().request(commonCalls.sendFeedback, { body, signal });
}
