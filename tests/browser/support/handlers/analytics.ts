import { http, HttpResponse } from 'msw';
import type { AnalyticsHit } from '../../../../src/machines/reports/analytics.machine';

/** The hits the portal sent to the usage analytics (/ws on the page's own origin), in order. */
export const sentHits: AnalyticsHit[] = [];

export const analyticsHandlers = [
  http.post('/ws/hit', async ({ request }) => {
    sentHits.push((await request.json()) as AnalyticsHit);
    return new HttpResponse(null, { status: 204 });
  }),
];
