import { commonCalls } from '../contract/initiatives-list';
import { orderCalls } from '../contract/orders';
import { http } from '../shared/http';

/**
 * The extensions whose presence decides what the portal offers before anyone opens them: the
 * header's order-history link and the feedback tab. Each is asked once per session; what it
 * answers does not matter, only whether the back end has the call (the http client tells the
 * extensions actor when it does not). Any other failure leaves the link offered: the screen
 * behind it meets the problem and says so.
 */
export async function probeOfferedExtensions(signal?: AbortSignal): Promise<void> {
  await Promise.allSettled([
    http().request(orderCalls.orderHistory, { query: { days: 1 }, signal }),
    http().request(commonCalls.pharmacyFeedback, { query: {}, signal }),
  ]);
}
