import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { InitiativeTablePage, InitiativeTableRequest } from '../../src/api/contract/initiatives-list';
import * as v from 'valibot';
import { ApiError, createHttp, http, installHttp, noNetworkText } from '../../src/api/shared/http';
import { connectionMachine } from '../../src/machines/session/connection.machine';
import { initiativesListMachine } from '../../src/machines/list/initiatives-list.machine';
import { installConnection } from '../../src/machines/session/line-return';
import { remoteOperation } from '../../src/machines/shared/remote-operation.machine';
import { fakeFetch, json, memoryStorage } from './support/fake-server';
import { getCall } from './support/get-call';
import { pharmacy, pharmacyToken, startAuth } from './support/auth-harness';

/*
 * Recovery without clicks: a load that failed for want of the line (no network, the server
 * temporarily unavailable) asks again by itself once the line is back; any other failure waits
 * for «Повторить», as before.
 */

const noNetwork = () => new ApiError(0, noNetworkText, true, { line: 'network' });
const outage = (retryAfter: number) =>
  new ApiError(503, `Сервер временно недоступен: нет связи с базой данных. Повторите попытку через ${retryAfter} с.`, true, {
    line: 'outage',
    retryAfter,
  });

let uninstall = () => {};
afterEach(() => uninstall());

/** The app's connection actor, with the browser and the calls told by the test. */
function startConnection({ online = true } = {}) {
  const clock = new SimulatedClock();
  const probes: Array<() => void> = [];
  const machine = connectionMachine.provide({
    actors: {
      watchCalls: fromCallback(() => () => {}),
      watchBrowser: fromCallback(() => () => {}),
      probe: fromPromise<void>(() => new Promise<void>((resolve) => probes.push(resolve))),
    },
  });
  const connection = createActor(machine, { clock, input: { online, now: () => clock.now() } }).start();
  uninstall = installConnection(connection);
  return { connection, clock, probes };
}

/** A load whose answers the test scripts, one per call: an error is thrown, anything else answered. */
function scriptedLoad(answers: unknown[]) {
  const asked: string[] = [];
  const actor = createActor(
    remoteOperation('initiativesReport', async (quarter: string) => {
      asked.push(quarter);
      const answer = answers.shift();
      if (answer instanceof Error) throw answer;
      return answer;
    }),
  ).start();
  return { actor, asked };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a load that failed for want of the line', () => {
  it('offline: reloads with the same params when the browser is back online, with no «Повторить»', async () => {
    const { connection } = startConnection({ online: false });
    const load = scriptedLoad([noNetwork(), { rows: 3 }]);
    load.actor.send({ type: 'request', params: '2026-Q3' });
    await waitFor(load.actor, (s) => s.matches('failure'));
    await settle();
    expect(load.actor.getSnapshot().context.error).toMatchObject({ status: 0, message: noNetworkText, line: 'network' });

    connection.send({ type: 'browser.online' });
    await waitFor(load.actor, (s) => s.matches('success'));
    expect(load.asked).toEqual(['2026-Q3', '2026-Q3']);
    expect(load.actor.getSnapshot().context.data).toEqual({ rows: 3 });
  });

  it('a failure the page never told the line about (a worker’s) makes the line doubtful: it reloads after the server answers again, not at once', async () => {
    const { connection, clock, probes } = startConnection();
    // What a worker's error looks like once it crossed to the page: a plain Error with the client's text.
    const load = scriptedLoad([new Error(noNetworkText), { rows: 1 }]);
    load.actor.send({ type: 'request', params: 'q' });
    await waitFor(load.actor, (s) => s.matches('failure'));
    await settle();
    expect(connection.getSnapshot().matches('unreachable')).toBe(true);
    expect(load.asked).toHaveLength(1);

    clock.increment(5000);
    probes[0]();
    await waitFor(load.actor, (s) => s.matches('success'));
    expect(load.asked).toHaveLength(2);
  });

  it('a 503: reloads once its Retry-After has passed, and again after a second 503', async () => {
    const { connection, clock } = startConnection();
    const load = scriptedLoad([outage(2), outage(4), { rows: 5 }]);
    connection.send({ type: 'call.outage', retryAfter: 2 });
    load.actor.send({ type: 'request', params: 'q' });
    await waitFor(load.actor, (s) => s.matches('failure'));
    await settle();
    clock.increment(1999);
    await settle();
    expect(load.asked).toHaveLength(1);
    clock.increment(1);
    await waitFor(load.actor, (s) => s.matches('failure') && load.asked.length === 2);
    // The page's client tells the connection of the second 503 (here the test does).
    connection.send({ type: 'call.outage', retryAfter: 4 });
    await settle();
    clock.increment(4000);
    await waitFor(load.actor, (s) => s.matches('success'));
    expect(load.asked).toHaveLength(3);
  });

  it('another failure (a refusal) waits for «Повторить» even when the line comes back', async () => {
    const { connection } = startConnection({ online: false });
    const load = scriptedLoad([new ApiError(500, 'Отчёт временно недоступен'), { rows: 1 }]);
    load.actor.send({ type: 'request', params: 'q' });
    await waitFor(load.actor, (s) => s.matches('failure'));
    connection.send({ type: 'browser.online' });
    await settle();
    expect(load.actor.getSnapshot().matches('failure')).toBe(true);
    expect(load.asked).toHaveLength(1);
  });

  it('a screen machine of its own (the initiatives list) reloads its page too', async () => {
    const { connection } = startConnection({ online: false });
    const pages: Array<Error | InitiativeTablePage> = [
      noNetwork(),
      { rows: [], total: 0, pageNumber: 1 } as unknown as InitiativeTablePage,
    ];
    let asked = 0;
    const list = createActor(
      initiativesListMachine.provide({
        actors: {
          loadPage: fromPromise<InitiativeTablePage, InitiativeTableRequest>(async () => {
            asked += 1;
            const page = pages.shift()!;
            if (page instanceof Error) throw page;
            return page;
          }),
        },
      }),
      { input: { userName: 'apteka1', pharmacyId: 1, remembered: { filtersOpen: false, filters: {}, sorts: {} } } },
    ).start();
    await waitFor(list, (s) => s.matches('failed'));
    connection.send({ type: 'browser.online' });
    await waitFor(list, (s) => s.matches('shown'));
    expect(asked).toBe(2);
  });
});

describe('the line as the page’s client tells it', () => {
  it('two loads answered 503 at once: the notice waits one Retry-After, and both load again by themselves once the server answers', async () => {
    let down = true;
    const server = fakeFetch(() =>
      down
        ? new Response(JSON.stringify({ message: 'Сервер временно недоступен: нет связи с базой данных. Повторите попытку через 1 с.' }), {
            status: 503,
            headers: { 'retry-after': '1' },
          })
        : json({ ok: true }),
    );
    installHttp(
      createHttp({
        config: { serviceAddress: 'http://gateway.test', endpointPrefix: '/api' },
        storage: memoryStorage({ token: 't', refresh: 'r' }),
        fetch: server.fetch,
        locks: null,
      }),
    );
    const clock = new SimulatedClock();
    // The real watcher of the calls: every call of the installed client tells the connection.
    const connection = createActor(connectionMachine.provide({ actors: { watchBrowser: fromCallback(() => () => {}) } }), {
      clock,
      input: { online: true, now: () => clock.now() },
    }).start();
    uninstall = installConnection(connection);
    const loads = ['/reports/a', '/reports/b'].map((path) =>
      createActor(remoteOperation(path, (_: null, signal) => http().request(getCall(path, v.unknown()), { signal }))).start(),
    );
    loads.forEach((load) => load.send({ type: 'request', params: null }));
    await Promise.all(loads.map((load) => waitFor(load, (s) => s.matches('failure'))));
    expect(connection.getSnapshot().value).toBe('outage');
    expect(server.seen).toHaveLength(2);

    down = false;
    clock.increment(1000);
    await Promise.all(loads.map((load) => waitFor(load, (s) => s.matches('success'))));
    expect(connection.getSnapshot().value).toBe('online');
    expect(server.seen).toHaveLength(4);
  });
});

describe('the session restored without the line', () => {
  it('the pharmacy that could not be loaded for want of the line is asked again once the line is back, and the portal opens', async () => {
    const { connection } = startConnection({ online: false });
    const sut = startAuth({ storedToken: pharmacyToken });
    await sut.settle();
    sut.pharmacyLoads[0].reject(noNetwork());
    await sut.settle();
    expect(sut.actor.getSnapshot().matches('failed')).toBe(true);

    connection.send({ type: 'browser.online' });
    await sut.settle();
    expect(sut.pharmacyLoads).toHaveLength(2);
    sut.pharmacyLoads[1].resolve(pharmacy);
    await sut.settle();
    expect(sut.actor.getSnapshot().matches('authenticated')).toBe(true);
  });

  it('a pharmacy refused for another reason stays refused', async () => {
    const { connection } = startConnection({ online: false });
    const sut = startAuth({ storedToken: pharmacyToken });
    await sut.settle();
    sut.pharmacyLoads[0].reject(new ApiError(404, 'Аптека пользователя не найдена'));
    await sut.settle();
    connection.send({ type: 'browser.online' });
    await sut.settle();
    expect(sut.actor.getSnapshot().matches('failed')).toBe(true);
    expect(sut.pharmacyLoads).toHaveLength(1);
  });
});
