import { http, HttpResponse } from 'msw';

/**
 * The overview of the current quarter also asks the three real-time calls (reports §7): screens
 * that show it without caring about live figures get a live source with nothing newer (no
 * initiatives, no purchases, no freshness), so the regular report shows as it is. (For
 * mock-server's defaults.)
 */
export const reportsRtLiveHandlers = [
  http.get('/api/reports-rt/initiative/pharmacy', () => HttpResponse.json([])),
  http.get('/api/reports-rt/pharmacy', ({ request }) =>
    HttpResponse.json({ id: Number(new URL(request.url).searchParams.get('id')), dataFreshness: null }),
  ),
  http.get('/api/reports-rt/purchase/pharmacy', () => HttpResponse.json([])),
];
