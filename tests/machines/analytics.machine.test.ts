import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AccessClaims } from '../../src/api/contract/uaa';
import { analyticsEndpoint, analyticsMachine, type AnalyticsHit } from '../../src/machines/reports/analytics.machine';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/u;
const apteka1: AccessClaims = { user_name: 'apteka1', user_id: 17, authorities: ['ROLE_PHARMACY', 'ROLE_USER'], exp: 2_000_000_000 };

/** The machine with its send faked: the hits it would send, with where to. */
function startAnalytics() {
  const sent: Array<{ endpoint: string; hit: AnalyticsHit }> = [];
  const machine = analyticsMachine.provide({
    actors: { sendHit: fromPromise<void, { endpoint: string; hit: AnalyticsHit }>(async ({ input }) => void sent.push(input)) },
  });
  const actor = createActor(machine, { input: { endpoint: analyticsEndpoint({ serviceAddress: '', prefix: '/ws' }) } }).start();
  return { actor, sent };
}

describe('usage analytics, by the spec', () => {
  it('sends each page of a signed-in user with the roles, name and id as custom dimensions and a random UUID, to /ws', () => {
    const { actor, sent } = startAnalytics();
    actor.send({ type: 'analytics.user', claims: apteka1 });
    actor.send({ type: 'analytics.page', page: '/reports?tab=common' });
    actor.send({ type: 'analytics.page', page: '/mobile-app' });
    expect(sent.map(({ endpoint, hit }) => ({ endpoint, page: hit.page, dimensions: hit.dimensions }))).toEqual([
      {
        endpoint: '/ws/hit',
        page: '/reports?tab=common',
        dimensions: { roles: 'ROLE_PHARMACY,ROLE_USER', userName: 'apteka1', userId: 17 },
      },
      { endpoint: '/ws/hit', page: '/mobile-app', dimensions: { roles: 'ROLE_PHARMACY,ROLE_USER', userName: 'apteka1', userId: 17 } },
    ]);
    expect(sent[0].hit.hitId).toMatch(uuid);
    expect(sent[1].hit.hitId).not.toBe(sent[0].hit.hitId);
  });

  it('sends nothing without a user (the sign-in page), nor after signing out', () => {
    const { actor, sent } = startAnalytics();
    actor.send({ type: 'analytics.page', page: '/sign-in' });
    actor.send({ type: 'analytics.user', claims: apteka1 });
    actor.send({ type: 'analytics.user', claims: null });
    actor.send({ type: 'analytics.page', page: '/sign-in' });
    expect(sent).toEqual([]);
  });

  it('puts the service address before the prefix', () => {
    expect(analyticsEndpoint({ serviceAddress: 'https://stats.example.ru', prefix: '/ws' })).toBe('https://stats.example.ru/ws/hit');
  });
});
