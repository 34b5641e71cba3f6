import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createHttp, installHttp } from '../../src/api/shared/http';
import { extraBonusOperation } from '../../src/machines/payroll/payroll-extra-bonus';
import { fakeFetch, json, memoryStorage } from './support/fake-server';

/** The 'Просмотр' view of the extra bonuses asks the bonuses of one pharmacy for one month. */
describe('the extra initiative bonuses of a month', () => {
  it('asks reports-rt for the pharmacy and month chosen and shows the answer', async () => {
    const server = fakeFetch(() => json([]));
    installHttp(
      createHttp({
        config: { serviceAddress: 'http://gateway.test', endpointPrefix: '/api' },
        storage: memoryStorage({ token: 't', refresh: 'r' }),
        fetch: server.fetch,
      }),
    );
    const actor = createActor(extraBonusOperation).start();
    actor.send({ type: 'request', params: { pharmacyId: 42, month: '2026-10-01' } });
    const done = await waitFor(actor, (snapshot) => !snapshot.matches('fetching'), { timeout: 2000 });
    expect(done.value).toBe('success');
    expect(done.context.data).toEqual([]);
    expect(server.seen.map((request) => [request.method, request.url])).toEqual([
      ['GET', '/api/reports-rt/cashier-initiative/bonuses/2026-10-01?pharmacyId=42'],
    ]);
  });
});
