import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { ApiError } from '../../src/api/shared/http';
import { remoteOperation } from '../../src/machines/shared/remote-operation.machine';

/** 'Повторить' of an error in place: the failed call is asked again with the same params. */
describe('remote operation retry', () => {
  it('asks again with the failed params, clears the error while fetching and shows the answer', async () => {
    const asked: string[] = [];
    let fail = true;
    const actor = createActor(
      remoteOperation('initiativesReport', async (quarter: string) => {
        asked.push(quarter);
        if (fail) throw new ApiError(500, 'Отчёт временно недоступен');
        return { quarter };
      }),
    ).start();
    actor.send({ type: 'request', params: '2026-04-01' });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(actor.getSnapshot().context.error?.message).toBe('Отчёт временно недоступен');

    fail = false;
    actor.send({ type: 'retry' });
    expect(actor.getSnapshot().matches('fetching')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches('success'));
    expect(asked).toEqual(['2026-04-01', '2026-04-01']);
    expect(actor.getSnapshot().context.data).toEqual({ quarter: '2026-04-01' });
  });

  it('ignores retry when nothing failed (idle or success): no second call', async () => {
    const asked: string[] = [];
    const actor = createActor(remoteOperation('x', async (q: string) => (asked.push(q), q))).start();
    actor.send({ type: 'retry' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    actor.send({ type: 'request', params: 'a' });
    await waitFor(actor, (s) => s.matches('success'));
    actor.send({ type: 'retry' });
    expect(actor.getSnapshot().matches('success')).toBe(true);
    expect(asked).toEqual(['a']);
  });
});
