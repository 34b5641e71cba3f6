import { http, HttpResponse } from 'msw';

/**
 * Right after sign-in the portal asks once whether the back end has order history and feedback
 * (src/api/session/extensions.ts): screens that do not care get "yes, nothing yet". A test of a back end
 * without them answers 404 with `mockServer.use(...)`. (For mock-server's defaults.)
 */
export const extensionProbeHandlers = [
  http.get('/api/pharmacy-cabinet-purchase-service/v1/orders', () => HttpResponse.json([])),
  http.get('/api/common/feedback', () => HttpResponse.json([])),
];
