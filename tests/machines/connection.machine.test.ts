import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { connectionMachine, selectLineNotice, selectRetryAt, type ConnectionEvent } from '../../src/machines/session/connection.machine';
import { expectEveryStateWritten, walkAndSee } from './support/walk-and-see';
import { describePath } from './support/walk-paths';

/*
 * The line to the server as the frame's notice shows it and the screens' loads wait for it:
 * offline from the browser's word or a call without an answer, temporarily unavailable from a
 * 503, back from the browser's word, an answered call, the server reached again, or Retry-After.
 */

type ConnectionSnapshot = SnapshotFrom<typeof connectionMachine>;
type Seen = { kind: string; retryAt?: number | null } | null;
const after = {
  probe: 'xstate.after.probeInterval.connection.unreachable.waiting',
  retryAfter: 'xstate.after.retryAfter.connection.outage',
  recheck: 'xstate.after.recheckWindow.connection.rechecking',
} as const;
const probeAnswered = 'xstate.done.actor.probe';
const probeUnanswered = 'xstate.error.actor.probe';

/** The machine with the browser and the calls faked (the test sends their events) and a probe the test answers. */
function start({ online = true } = {}) {
  const clock = new SimulatedClock();
  const probes: Array<{ resolve(): void; reject(error: unknown): void }> = [];
  const machine = connectionMachine.provide({
    actors: {
      watchCalls: fromCallback(() => () => {}),
      watchBrowser: fromCallback(() => () => {}),
      probe: fromPromise<void>(() => new Promise<void>((resolve, reject) => probes.push({ resolve, reject }))),
    },
  });
  const actor = createActor(machine, { clock, input: { online, now: () => clock.now() } });
  let backs = 0;
  actor.on('line.back', () => void (backs += 1));
  actor.start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  // What the frame shows: the notice's kind, and the time its countdown ends during an outage.
  const notice = (): Seen => {
    const kind = selectLineNotice(actor.getSnapshot());
    return kind === 'outage' ? { kind, retryAt: selectRetryAt(actor.getSnapshot()) } : kind && { kind };
  };
  return { actor, clock, probes, settle, backs: () => backs, notice };
}

const where = (snapshot: ConnectionSnapshot) => JSON.stringify(snapshot.value);

describe('connection machine, every shortest path, checked against the notice the user sees', () => {
  const events = [
    { type: 'browser.online' },
    { type: 'browser.offline' },
    // The walks' clock stands at 0: one call sent then, one that left before (the line dropped at 0 at the earliest).
    { type: 'call.answered', sentAt: 0 },
    { type: 'call.answered', sentAt: -1 },
    { type: 'call.noNetwork' },
    { type: 'call.outage', retryAfter: 3 },
    { type: after.probe },
    { type: after.retryAfter },
    { type: after.recheck },
    { type: probeAnswered },
    { type: probeUnanswered },
  ];
  const paths = getShortestPaths(connectionMachine, {
    input: { online: true },
    events: ((snapshot: ConnectionSnapshot) =>
      events.filter((event) =>
        event.type === probeAnswered || event.type === probeUnanswered ? snapshot.matches({ unreachable: 'probing' }) : true,
      )) as never,
    serializeState: ((snapshot: ConnectionSnapshot) => where(snapshot)) as never,
  });
  const offline = { kind: 'offline' };
  // By hand: what the frame's notice says in each state (the outage's countdown ends 3 s after the 503).
  const expected: Record<string, Seen> = {
    '"online"': null,
    '"offline"': offline,
    '{"unreachable":"waiting"}': offline,
    '{"unreachable":"probing"}': offline,
    '"outage"': { kind: 'outage', retryAt: 3000 },
    '"rechecking"': { kind: 'rechecking' },
  };

  it('reaches exactly the states written by hand', () => expectEveryStateWritten(paths, where, expected));

  for (const path of paths) {
    it(describePath(path), async () => {
      const sut = start();
      await walkAndSee(path, {
        play: async (event: ConnectionEvent | { type: string }) => {
          if (event.type === after.probe) sut.clock.increment(5000);
          else if (event.type === after.retryAfter) sut.clock.increment(3000);
          else if (event.type === after.recheck) sut.clock.increment(15000);
          else if (event.type === probeAnswered) sut.probes.at(-1)!.resolve();
          else if (event.type === probeUnanswered) sut.probes.at(-1)!.reject(new TypeError('Failed to fetch'));
          else {
            // The countdown is measured from the 503: the simulated clock stands at 0 whenever one comes in these walks.
            sut.clock.set(0);
            sut.actor.send(event as ConnectionEvent);
          }
          await sut.settle();
        },
        current: () => sut.actor.getSnapshot(),
        where,
        see: () => sut.notice(),
        expected,
      });
    });
  }
});

describe('connection machine, when the screens are told to try again', () => {
  it('starts offline when the browser says so, and tells the screens once when it is back', async () => {
    const sut = start({ online: false });
    expect(sut.notice()).toEqual({ kind: 'offline' });
    sut.actor.send({ type: 'call.noNetwork' });
    sut.actor.send({ type: 'browser.online' });
    expect(sut.notice()).toBeNull();
    expect(sut.backs()).toBe(1);
    // Calls answered afterwards tell nothing new.
    sut.actor.send({ type: 'call.answered', sentAt: 0 });
    expect(sut.backs()).toBe(1);
  });

  it('an answer to a call that left before the browser said the network was gone keeps the notice; one sent since ends it', () => {
    const sut = start();
    sut.clock.set(10_000);
    sut.actor.send({ type: 'browser.offline' });
    sut.actor.send({ type: 'call.answered', sentAt: 9_990 });
    expect(sut.notice()).toEqual({ kind: 'offline' });
    expect(sut.backs()).toBe(0);
    sut.clock.set(12_000);
    sut.actor.send({ type: 'call.answered', sentAt: 11_500 });
    expect(sut.notice()).toBeNull();
    expect(sut.backs()).toBe(1);
  });

  it('a call without an answer while the browser says online: the server is asked every 5 s, and the screens told once it answers', async () => {
    const sut = start();
    sut.actor.send({ type: 'call.noNetwork' });
    expect(sut.notice()).toEqual({ kind: 'offline' });
    sut.clock.increment(4999);
    expect(sut.probes).toHaveLength(0);
    sut.clock.increment(1);
    expect(sut.probes).toHaveLength(1);
    sut.probes[0].reject(new TypeError('Failed to fetch'));
    await sut.settle();
    expect(sut.backs()).toBe(0);
    sut.clock.increment(5000);
    sut.probes[1].resolve();
    await sut.settle();
    expect(sut.notice()).toBeNull();
    expect(sut.backs()).toBe(1);
  });

  it('a 503: the notice counts down its Retry-After, then the screens try again; an answer ends it without telling them twice', async () => {
    const sut = start();
    sut.actor.send({ type: 'call.outage', retryAfter: 7 });
    expect(sut.notice()).toEqual({ kind: 'outage', retryAt: 7000 });
    sut.clock.increment(6999);
    expect(sut.backs()).toBe(0);
    sut.clock.increment(1);
    expect(sut.notice()).toEqual({ kind: 'rechecking' });
    expect(sut.backs()).toBe(1);
    sut.actor.send({ type: 'call.answered', sentAt: 7000 });
    expect(sut.notice()).toBeNull();
    expect(sut.backs()).toBe(1);
  });

  it('another 503 on the retry waits the new Retry-After; no word at all within 15 s ends the notice', async () => {
    const sut = start();
    sut.actor.send({ type: 'call.outage', retryAfter: 2 });
    sut.clock.increment(2000);
    sut.actor.send({ type: 'call.outage', retryAfter: 4 });
    expect(sut.notice()).toEqual({ kind: 'outage', retryAt: 6000 });
    sut.clock.increment(4000);
    expect(sut.backs()).toBe(2);
    sut.clock.increment(15000);
    expect(sut.notice()).toBeNull();
    expect(sut.backs()).toBe(2);
  });

  it('the browser going offline during an outage says offline, and its return tells the screens', () => {
    const sut = start();
    sut.actor.send({ type: 'call.outage', retryAfter: 30 });
    sut.actor.send({ type: 'browser.offline' });
    expect(sut.notice()).toEqual({ kind: 'offline' });
    sut.clock.increment(30000);
    expect(sut.backs()).toBe(0);
    sut.actor.send({ type: 'browser.online' });
    expect(sut.backs()).toBe(1);
  });
});
