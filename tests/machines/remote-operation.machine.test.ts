import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../src/api/http';
import { remoteOperation } from '../../src/machines/remote-operation.machine';
import { describePath, walkPath } from './support/walk-paths';

type Answer = { quarter: string; rows: number };

/** A fake operation: quarter '2026-01-01' fails, others answer at once. */
const fake = async (quarter: string): Promise<Answer> => {
  if (quarter === '2026-01-01') throw new ApiError(503, 'Отчёт временно недоступен');
  return { quarter, rows: 3 };
};
const machine = remoteOperation('initiativesReport', fake);
const settled = (actor: ReturnType<typeof start>) =>
  waitFor(actor, (s) => !s.matches('fetching'), { timeout: 1000 });
const start = () => createActor(machine).start();

describe('remote operation, every shortest path', () => {
  const events = [
    { type: 'request', params: '2026-10-01' },
    { type: 'request', params: '2026-01-01' },
    { type: 'reset' },
  ] as const;
  // The graph is explored on the machine's own transitions; the invoked call's outcome is played
  // by the live actor, so each path ends where the fake's answer leads.
  const paths = getShortestPaths(machine, { events: [...events] as never });

  for (const path of paths) {
    it(describePath(path), async () => {
      const actor = start();
      await walkPath(path, {
        play: (event) => actor.send(event as never),
        check: (expected) => {
          const value = expected.value as string;
          if (value === 'fetching') return; // the live call may already have settled
          expect(actor.getSnapshot().value).toBe(value);
        },
      });
    });
  }
});

describe('remote operation, by the spec', () => {
  it('keeps the answer after a successful request', async () => {
    const actor = start();
    actor.send({ type: 'request', params: '2026-10-01' });
    expect(actor.getSnapshot().matches('fetching')).toBe(true);
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('success');
    expect(snapshot.context.data).toEqual({ quarter: '2026-10-01', rows: 3 });
  });

  it('keeps the status and message of a failure, and clears the old data', async () => {
    const actor = start();
    actor.send({ type: 'request', params: '2026-10-01' });
    await settled(actor);
    actor.send({ type: 'request', params: '2026-01-01' });
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('failure');
    expect(snapshot.context.error).toEqual({ status: 503, message: 'Отчёт временно недоступен' });
    expect(snapshot.context.data).toBeNull();
  });

  it('a new request aborts the one under way, so a late answer never overwrites a newer one', async () => {
    let aborted = false;
    const slow = remoteOperation('slow', (quarter: string, signal) =>
      new Promise<Answer>((resolve) => {
        signal.addEventListener('abort', () => (aborted = true));
        setTimeout(() => resolve({ quarter, rows: 1 }), quarter === '2026-07-01' ? 50 : 0);
      }),
    );
    const actor = createActor(slow).start();
    actor.send({ type: 'request', params: '2026-07-01' });
    actor.send({ type: 'request', params: '2026-10-01' });
    const snapshot = await waitFor(actor, (s) => s.matches('success'));
    expect(aborted).toBe(true);
    expect(snapshot.context.data).toEqual({ quarter: '2026-10-01', rows: 1 });
    await new Promise((r) => setTimeout(r, 80));
    expect(actor.getSnapshot().context.data).toEqual({ quarter: '2026-10-01', rows: 1 });
  });

  it('reset forgets everything', async () => {
    const actor = start();
    actor.send({ type: 'request', params: '2026-10-01' });
    await settled(actor);
    actor.send({ type: 'reset' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ params: null, data: null, error: null });
  });
});
