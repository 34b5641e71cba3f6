import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { analyticsMachine } from '../../src/machines/reports/analytics.machine';
import { fetchApart } from '../../src/machines/shared/yield-to-page';

describe('the portal’s requests', () => {
  it('leave after the task that asked for them, one that must outlive the page at once', async () => {
    const sent: string[] = [];
    const send = fetchApart(async (input) => {
      sent.push(String(input));
      return new Response('{}');
    });
    const first = send('/api/a');
    const revoke = send('/uaa/oauth/revoke', { method: 'POST', keepalive: true });
    // Still within the asking task, its promises settled too: only the keepalive request has left.
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(sent).toEqual(['/uaa/oauth/revoke']);
    await Promise.all([first, revoke]);
    expect(sent).toEqual(['/uaa/oauth/revoke', '/api/a']);
  });

  it('leave at once from a hidden page, whose timers a browser may hold back', async () => {
    const sent: string[] = [];
    const send = fetchApart(async (input) => {
      sent.push(String(input));
      return new Response('{}');
    });
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    try {
      const asked = send('/api/tasks');
      for (let i = 0; i < 10; i++) await Promise.resolve();
      expect(sent).toEqual(['/api/tasks']);
      await asked;
    } finally {
      // The document's own getter again.
      Reflect.deleteProperty(document, 'visibilityState');
    }
    expect(document.visibilityState).toBe('visible');
  });

  it('a page hit’s beacon leaves after the task that counted the page', async () => {
    const beacons: string[] = [];
    const beacon = vi.spyOn(navigator, 'sendBeacon').mockImplementation((url) => (beacons.push(String(url)), true));
    try {
      const analytics = createActor(analyticsMachine, { input: { endpoint: '/ws/hit' } }).start();
      analytics.send({
        type: 'analytics.user',
        claims: { user_name: 'apteka1', user_id: 17, authorities: ['ROLE_PHARMACY'], exp: 2_000_000_000 },
      });
      analytics.send({ type: 'analytics.page', page: '/reports' });
      for (let i = 0; i < 10; i++) await Promise.resolve();
      expect(beacons).toEqual([]);
      await expect.poll(() => beacons).toEqual(['/ws/hit']);
      analytics.stop();
    } finally {
      beacon.mockRestore();
    }
  });
});
