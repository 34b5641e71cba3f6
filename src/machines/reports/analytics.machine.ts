/*
 * Usage analytics (spec section 6: "Role list, user name and user id are reported to analytics as
 * custom dimensions"; section 7: the analytics property prefix /ws with an empty service address).
 *
 * watching  the only state. The signed-in user's dimensions are kept as they change; each page the
 *           user opens is one hit, with a client-made UUID (§9), the page and the dimensions.
 *           Nothing is sent without a user: a visitor of the sign-in page has no dimensions.
 *
 * A hit is fire-and-forget: a back end without the analytics endpoint (404) or a blocked request
 * changes nothing on screen.
 */
import { assertEvent, assign, fromPromise, setup, spawnChild } from 'xstate';
import type { AccessClaims } from '../../api/contract/uaa';
import { randomUuid } from '../../domain/shared/random-uuid';
import { yieldWhileShown } from '../shared/yield-to-page';

/** The custom dimensions of every hit. */
export interface AnalyticsDimensions {
  /** The user's role names, comma-separated, in the token's order. */
  roles: string;
  userName: string;
  userId: number;
}

export interface AnalyticsHit {
  hitId: string;
  page: string;
  dimensions: AnalyticsDimensions;
}

export type AnalyticsEvent = { type: 'analytics.user'; claims: AccessClaims | null } | { type: 'analytics.page'; page: string };

export const dimensionsOf = (claims: AccessClaims): AnalyticsDimensions => ({
  roles: claims.authorities.join(','),
  userName: claims.user_name,
  userId: claims.user_id,
});

/** Where hits go: the configured service address and prefix ('' and '/ws' on the gateway), then /hit. */
export const analyticsEndpoint = ({ serviceAddress, prefix }: { serviceAddress: string; prefix: string }): string => `${serviceAddress}${prefix}/hit`;

/**
 * The browser's send: a beacon survives leaving the page; its failures are nobody's business. It
 * leaves in a task of its own: sent at once, it was 30 ms of the commit of the screen it counts
 * under a phone's CPU (Lighthouse's mobile preset), a commit already over 50 ms.
 */
const sendHit = fromPromise<void, { endpoint: string; hit: AnalyticsHit }>(async ({ input }) => {
  await yieldWhileShown();
  const body = JSON.stringify(input.hit);
  if (navigator.sendBeacon?.(input.endpoint, new Blob([body], { type: 'application/json' }))) return;
  await fetch(input.endpoint, { method: 'POST', body, headers: { 'content-type': 'application/json' }, keepalive: true }).catch(() => undefined);
});

export const analyticsMachine = setup({
  types: {} as { input: { endpoint: string }; context: { endpoint: string; dimensions: AnalyticsDimensions | null }; events: AnalyticsEvent },
  actors: { sendHit },
  guards: { hasUser: ({ context }) => context.dimensions !== null },
}).createMachine({
  id: 'analytics',
  context: ({ input }) => ({ endpoint: input.endpoint, dimensions: null }),
  on: {
    'analytics.user': { actions: assign({ dimensions: ({ event }) => (event.claims ? dimensionsOf(event.claims) : null) }) },
    'analytics.page': {
      guard: 'hasUser',
      actions: spawnChild('sendHit', {
        input: ({ context, event }) => {
          assertEvent(event, 'analytics.page');
          return { endpoint: context.endpoint, hit: { hitId: randomUuid(), page: event.page, dimensions: context.dimensions! } };
        },
      }),
    },
  },
});
