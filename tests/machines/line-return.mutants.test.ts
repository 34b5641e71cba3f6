import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import type { FeedbackEntry, FeedbackRequest } from '../../src/api/contract/initiatives-list';
import type { CurrentInitiatives } from '../../src/api/contract/reports-rt-overview';
import { ApiError, noNetworkText } from '../../src/api/shared/http';
import { feedbackMachine } from '../../src/machines/feedback/feedback.machine';
import { connectionMachine, selectLineNotice, selectRetryAt } from '../../src/machines/session/connection.machine';
import { installConnection, lineReturn } from '../../src/machines/session/line-return';
import type { Failure } from '../../src/machines/shared/api-error';

/*
 * How a failed load and the app's line meet: which connection the loads listen to, what a
 * failure tells the line (so the frame's notice is right), and the browser's own word.
 */

const noNetwork = () => new ApiError(0, noNetworkText, true, { line: 'network' });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const uninstalls: Array<() => void> = [];
afterEach(() => {
  uninstalls.splice(0).forEach((uninstall) => uninstall());
  vi.unstubAllGlobals();
});

/** A connection actor with the browser and the calls told by the test; installed unless said otherwise. */
function startConnection({ online = true, install = true } = {}) {
  const clock = new SimulatedClock();
  const machine = connectionMachine.provide({
    actors: {
      watchCalls: fromCallback(() => () => {}),
      watchBrowser: fromCallback(() => () => {}),
      probe: fromPromise<void>(() => new Promise<void>(() => {})),
    },
  });
  const connection = createActor(machine, { clock, input: { online, now: () => clock.now() } }).start();
  const uninstall = install ? installConnection(connection) : () => {};
  uninstalls.push(uninstall);
  const notice = () => {
    const kind = selectLineNotice(connection.getSnapshot());
    return kind === 'outage' ? { kind, retryAt: selectRetryAt(connection.getSnapshot()) } : kind && { kind };
  };
  return { connection, clock, uninstall, notice };
}

/** The feedback screen with its loads scripted: each call takes the next answer; an error is thrown. */
function startFeedback(lists: unknown[], initiatives: unknown[] = [[]]) {
  const asked = { lists: 0, initiatives: 0 };
  const next = (answers: unknown[]) => {
    const answer = answers.shift();
    if (answer instanceof Error) throw answer;
    return answer;
  };
  const machine = feedbackMachine.provide({
    actors: {
      loadFeedback: fromPromise<FeedbackEntry[], { pharmacyId: number }>(async () => (asked.lists++, next(lists) as FeedbackEntry[])),
      loadInitiatives: fromPromise<CurrentInitiatives, void>(async () => (asked.initiatives++, next(initiatives) as CurrentInitiatives)),
      sendFeedback: fromPromise<FeedbackEntry, FeedbackRequest>(() => new Promise(() => {})),
    },
  });
  const actor = createActor(machine, { input: { pharmacyId: 1 } }).start();
  return { actor, asked };
}

describe('the connection the loads listen to', () => {
  it('a connection replaced by a newer one: the old one’s removal leaves the newer one listened to', async () => {
    const first = startConnection({ online: false });
    const second = startConnection({ online: false });
    first.uninstall();
    const feedback = startFeedback([noNetwork(), []]);
    await settle();
    expect(feedback.actor.getSnapshot().matches({ list: 'failed' })).toBe(true);
    second.connection.send({ type: 'browser.online' });
    await settle();
    expect(feedback.actor.getSnapshot().matches({ list: 'shown' })).toBe(true);
    expect(feedback.asked.lists).toBe(2);
  });

  it('once the connection is removed, a load failed for want of the line waits for «Повторить»', async () => {
    const { connection, uninstall } = startConnection({ online: false });
    uninstall();
    const feedback = startFeedback([noNetwork(), []]);
    await settle();
    connection.send({ type: 'browser.online' });
    await settle();
    expect(feedback.actor.getSnapshot().matches({ list: 'failed' })).toBe(true);
    expect(feedback.asked.lists).toBe(1);
  });
});

describe('what a failed load tells the line', () => {
  it('a 503 the page’s client never saw (a worker’s) shows the outage with its Retry-After', async () => {
    const { notice } = startConnection();
    const feedback = startFeedback([new ApiError(503, 'Сервер временно недоступен', true, { line: 'outage', retryAfter: 7 })]);
    await settle();
    expect(feedback.actor.getSnapshot().matches({ list: 'failed' })).toBe(true);
    expect(notice()).toEqual({ kind: 'outage', retryAt: 7000 });
  });

  it('a 503 that named no Retry-After waits the fallback 5 s', () => {
    const { clock, notice } = startConnection();
    clock.increment(1000);
    const failure: Failure = { status: 503, message: 'Сервер временно недоступен', line: 'outage' };
    createActor(lineReturn, { input: { failure } }).start();
    expect(notice()).toEqual({ kind: 'outage', retryAt: 6000 });
  });

  it('while the browser says it is offline, a 503 changes nothing the frame shows', () => {
    const { notice } = startConnection({ online: false });
    const failure: Failure = { status: 503, message: 'Сервер временно недоступен', line: 'outage', retryAfter: 7 };
    createActor(lineReturn, { input: { failure } }).start();
    expect(notice()).toEqual({ kind: 'offline' });
  });

  it('a state entered without a failed call has nothing to wait for, and does not break', () => {
    const { connection, notice } = startConnection();
    const waiting = createActor(lineReturn, { input: { failure: null } }).start();
    connection.send({ type: 'call.noNetwork' });
    expect(waiting.getSnapshot().status).toBe('active');
    expect(notice()).toEqual({ kind: 'offline' });
  });

  it('the initiatives offered, failed for want of the line, load again by themselves once it is back', async () => {
    const { connection } = startConnection({ online: false });
    const running: CurrentInitiatives = [{ id: 7, name: 'Матрица Q4', type: 'MANDATORY_MATRIX' }];
    const feedback = startFeedback([[]], [noNetwork(), running]);
    await settle();
    expect(feedback.actor.getSnapshot().matches({ initiatives: 'failed' })).toBe(true);
    connection.send({ type: 'browser.online' });
    await settle();
    expect(feedback.actor.getSnapshot().matches({ initiatives: 'shown' })).toBe(true);
    expect(feedback.actor.getSnapshot().context.initiatives).toEqual(running);
    expect(feedback.asked.initiatives).toBe(2);
  });
});

describe('the browser’s own word on the line', () => {
  /** The window's online/offline listeners, as the browser would hold them. */
  function stubWindow() {
    const listeners = new Map<string, Set<() => void>>();
    vi.stubGlobal('window', {
      addEventListener: (type: string, listener: () => void) => listeners.set(type, (listeners.get(type) ?? new Set()).add(listener)),
      removeEventListener: (type: string, listener: () => void) => listeners.get(type)?.delete(listener),
    });
    return {
      fire: (type: 'online' | 'offline') => [...(listeners.get(type) ?? [])].forEach((listener) => listener()),
      count: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
    };
  }

  it('offline, then online again: the notice comes and goes, and the screens are told to load again', () => {
    const browser = stubWindow();
    const connection = createActor(connectionMachine.provide({ actors: { watchCalls: fromCallback(() => () => {}) } }), {
      input: { online: true },
    }).start();
    let backs = 0;
    connection.on('line.back', () => void (backs += 1));
    browser.fire('offline');
    expect(selectLineNotice(connection.getSnapshot())).toBe('offline');
    browser.fire('online');
    expect(selectLineNotice(connection.getSnapshot())).toBeNull();
    expect(backs).toBe(1);
    connection.stop();
    expect(browser.count()).toBe(0);
  });
});
