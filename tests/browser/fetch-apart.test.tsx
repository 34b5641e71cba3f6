import { describe, expect, it } from 'vitest';
import { fetchApart } from '../../src/app/yield-to-page';

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
});
