import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../src/api/shared/http';
import { remoteOperation } from '../../src/machines/shared/remote-operation.machine';
import { expectEveryStateWritten, walkAndSee } from './support/walk-and-see';
import { describePath } from './support/walk-paths';

type Answer = { quarter: string; rows: number };

/** A fake operation: quarter '2026-01-01' fails, others answer at once. */
const fake = async (quarter: string): Promise<Answer> => {
  if (quarter === '2026-01-01') throw new ApiError(503, 'Отчёт временно недоступен');
  return { quarter, rows: 3 };
};
const machine = remoteOperation('initiativesReport', fake);
const settled = (actor: ReturnType<typeof start>) => waitFor(actor, (s) => !s.matches('fetching'), { timeout: 1000 });
const start = () => createActor(machine).start();

describe('remote operation, every shortest path, checked against what the user sees', () => {
  // The call's outcome is part of the model: its done and error events (the invoke's own event
  // types) are offered like the user's, and the live actor's pending call is settled to match.
  const done = 'xstate.done.actor.0.initiativesReport.fetching';
  const failed = 'xstate.error.actor.0.initiativesReport.fetching';
  const answer: Answer = { quarter: '2026-10-01', rows: 3 };
  const unavailable = new ApiError(503, 'Отчёт временно недоступен');
  const events = [
    { type: 'request', params: '2026-10-01' },
    { type: done, output: answer },
    { type: failed, error: unavailable },
    // 'Повторить' of the error in place: only a failure offers it.
    { type: 'retry' },
    { type: 'reset' },
  ] as const;
  type OperationSnapshot = ReturnType<typeof machine.getInitialSnapshot>;
  const where = (snapshot: OperationSnapshot) =>
    [snapshot.value, snapshot.context.data ? 'with data' : 'no data', snapshot.context.error ? 'with error' : 'no error'].join(', ');
  const paths = getShortestPaths(machine, { events: [...events] as never, serializeState: where as never });

  const shows = (loading: boolean, data: Answer | null, error: string | null) => ({ loading, data, error });
  // By hand: the overlay, the answer shown, and the error message with 'Повторить'.
  const expected = {
    'idle, no data, no error': shows(false, null, null),
    'fetching, no data, no error': shows(true, null, null),
    'success, with data, no error': shows(false, { quarter: '2026-10-01', rows: 3 }, null),
    'fetching, with data, no error': shows(true, { quarter: '2026-10-01', rows: 3 }, null),
    'failure, no data, with error': shows(false, null, 'Отчёт временно недоступен'),
  };

  it('reaches exactly the states written by hand (a new request clears the error, keeps the answer)', () =>
    expectEveryStateWritten(paths, where, expected));

  for (const path of paths) {
    it(describePath(path), async () => {
      let pending: { resolve: (answer: Answer) => void; reject: (error: unknown) => void } | null = null;
      const actor = createActor(
        remoteOperation(
          'initiativesReport',
          (_quarter: string) => new Promise<Answer>((resolve, reject) => (pending = { resolve, reject })),
        ),
      ).start();
      await walkAndSee(path, {
        play: async (event: { type: string }) => {
          if (event.type === done) pending?.resolve(answer);
          else if (event.type === failed) pending?.reject(unavailable);
          else return actor.send(event as never);
          await settled(actor);
        },
        current: () => actor.getSnapshot(),
        where,
        see: () => {
          const snapshot = actor.getSnapshot();
          return shows(snapshot.matches('fetching'), snapshot.context.data, snapshot.context.error?.message ?? null);
        },
        expected,
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
    const slow = remoteOperation(
      'slow',
      (quarter: string, signal) =>
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
