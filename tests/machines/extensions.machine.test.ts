import { afterEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { commonCalls } from '../../src/api/contract/initiatives-list';
import { orderCalls } from '../../src/api/contract/orders';
import { createHttp, http, installHttp } from '../../src/api/shared/http';
import { extensionsMachine } from '../../src/machines/session/extensions.machine';
import { selectFeedbackOffered, selectOrderHistoryOffered } from '../../src/machines/session/extensions.selectors';
import { fakeFetch, json, memoryStorage, type SeenRequest } from './support/fake-server';

// What the header and the tabs offer of our extensions, over a back end that may lack them:
// the real http client over a fake back end that answers each call as the test says.

const feedbackPath = '/common/feedback';

function start(answer: (request: SeenRequest) => Response | Promise<Response>) {
  const server = fakeFetch(answer);
  installHttp(
    createHttp({
      config: { serviceAddress: '', endpointPrefix: '/api' },
      storage: memoryStorage({ token: 't' }),
      fetch: server.fetch,
      locks: null,
    }),
  );
  const actor = createActor(extensionsMachine).start();
  const offers = () => ({
    orderHistory: selectOrderHistoryOffered(actor.getSnapshot()),
    feedback: selectFeedbackOffered(actor.getSnapshot()),
  });
  return { actor, seen: server.seen, offers };
}

const probed = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (snapshot) => snapshot.matches('known'));

afterEach(() => installHttp(null as never));

describe('the extensions of the back end, as the header and the tabs offer them', () => {
  it('asks nothing before anyone signs in, and offers both', async () => {
    const { seen, offers } = start(() => json([]));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(seen).toEqual([]);
    expect(offers()).toEqual({ orderHistory: true, feedback: true });
  });

  it('on signing in asks each once; the feedback tab goes when the back end has no such call (501)', async () => {
    const { actor, seen, offers } = start((request) =>
      request.url.startsWith(`/api${feedbackPath}`) ? new Response(null, { status: 501 }) : json([]),
    );
    actor.send({ type: 'session.started' });
    await probed(actor);
    expect(seen.map(({ method, url }) => `${method} ${url.split('?')[0]}`).sort()).toEqual(
      [`GET /api${orderCalls.orderHistory.path}`, `GET /api${feedbackPath}`].sort(),
    );
    expect(offers()).toEqual({ orderHistory: true, feedback: false });
  });

  it('keeps both offered when the back end cannot be reached (the screen behind says why)', async () => {
    const { actor, offers } = start(() => {
      throw new TypeError('Failed to fetch');
    });
    actor.send({ type: 'session.started' });
    await probed(actor);
    expect(offers()).toEqual({ orderHistory: true, feedback: true });
  });

  it('takes back what any later call finds absent, once', async () => {
    let historyServed = true;
    const { actor, offers } = start((request) =>
      request.url.includes(orderCalls.orderHistory.path) && !historyServed ? new Response(null, { status: 404 }) : json([]),
    );
    actor.send({ type: 'session.started' });
    await probed(actor);
    expect(offers()).toEqual({ orderHistory: true, feedback: true });
    historyServed = false;
    // The order history screen asks, and meets a back end without the call.
    await expect(http().request(orderCalls.orderHistory, { query: { days: 30 } })).rejects.toThrow();
    expect(offers()).toEqual({ orderHistory: false, feedback: true });
    actor.send({ type: 'extension.absent', operationId: orderCalls.orderHistory.operationId });
    expect(actor.getSnapshot().context.absent).toEqual([orderCalls.orderHistory.operationId]);
    actor.send({ type: 'extension.absent', operationId: commonCalls.pharmacyFeedback.operationId });
    expect(offers()).toEqual({ orderHistory: false, feedback: false });
  });
});
