import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { AccessClaims } from '../../src/api/contract/uaa';
import { analyticsMachine } from '../../src/machines/reports/analytics.machine';

// The browser's own send of a hit: a beacon when the browser takes it, else a keepalive POST.
// Node has neither navigator.sendBeacon nor a page to leave, so both are the browser's stand-ins
// here, recording what the analytics endpoint would receive.

const apteka1: AccessClaims = { user_name: 'apteka1', user_id: 17, authorities: ['ROLE_PHARMACY', 'ROLE_USER'], exp: 2_000_000_000 };
const endpoint = 'https://stats.example.ru/ws/hit';

interface Received {
  by: 'beacon' | 'fetch';
  url: string;
  method?: string;
  contentType: string | null;
  keepalive?: boolean;
  hit: { page: string; dimensions: unknown; hitId: string };
}

/** A browser whose beacon answers `accepts` (or that has no beacon at all), and whose fetch answers `status`. */
function browser({ beacon, status = 204 }: { beacon: 'accepts' | 'refuses' | 'absent'; status?: number | 'offline' }) {
  const received: Received[] = [];
  const sendBeacon = async (url: string, data: Blob) => {
    received.push({ by: 'beacon', url, contentType: data.type, hit: JSON.parse(await data.text()) });
  };
  vi.stubGlobal(
    'navigator',
    beacon === 'absent' ? {} : { sendBeacon: (url: string, data: Blob) => (void sendBeacon(url, data), beacon === 'accepts') },
  );
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const request = new Request(url, init);
    received.push({
      by: 'fetch',
      url: request.url,
      method: request.method,
      contentType: request.headers.get('content-type'),
      keepalive: request.keepalive,
      hit: JSON.parse(await request.text()),
    });
    if (status === 'offline') throw new TypeError('Failed to fetch');
    return new Response(null, { status });
  });
  return received;
}

/** Lets every send under way settle: what was not received by then was not sent. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

/** A signed-in user opens one page; answers once the hit has been received. */
async function openPage(page: string, received: Received[]) {
  const actor = createActor(analyticsMachine, { input: { endpoint } }).start();
  actor.send({ type: 'analytics.user', claims: apteka1 });
  actor.send({ type: 'analytics.page', page });
  await vi.waitFor(() => expect(received.length).toBeGreaterThan(0));
  await settled();
  return actor;
}

const apteka1Dimensions = { roles: 'ROLE_PHARMACY,ROLE_USER', userName: 'apteka1', userId: 17 };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a hit on its way to the analytics endpoint', () => {
  it('goes as a JSON beacon when the browser takes it, and only so', async () => {
    const received = browser({ beacon: 'accepts' });
    await openPage('/reports?tab=common', received);
    expect(received).toEqual([
      {
        by: 'beacon',
        url: endpoint,
        contentType: 'application/json',
        hit: { page: '/reports?tab=common', dimensions: apteka1Dimensions, hitId: expect.any(String) },
      },
    ]);
  });

  it('goes as a keepalive JSON POST when the browser refuses the beacon', async () => {
    const received = browser({ beacon: 'refuses' });
    await openPage('/mobile-app', received);
    expect(received.filter(({ by }) => by === 'fetch')).toEqual([
      {
        by: 'fetch',
        url: endpoint,
        method: 'POST',
        contentType: 'application/json',
        keepalive: true,
        hit: { page: '/mobile-app', dimensions: apteka1Dimensions, hitId: expect.any(String) },
      },
    ]);
  });

  it('goes as a POST in a browser without beacons', async () => {
    const received = browser({ beacon: 'absent' });
    await openPage('/mobile-app', received);
    expect(received.map(({ by, method, hit }) => ({ by, method, page: hit.page }))).toEqual([
      { by: 'fetch', method: 'POST', page: '/mobile-app' },
    ]);
  });

  it.each([404, 'offline'] as const)('changes nothing when the endpoint answers %s: the next page is counted too', async (status) => {
    const received = browser({ beacon: 'absent', status });
    const actor = await openPage('/reports', received);
    actor.send({ type: 'analytics.page', page: '/payroll' });
    await vi.waitFor(() => expect(received.map(({ hit }) => hit.page)).toEqual(['/reports', '/payroll']));
    expect(actor.getSnapshot().status).toBe('active');
  });
});
