import { afterEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { MandatoryMatrixSummary } from '../../src/api/contract/report-downloads';
import { createHttp, installHttp } from '../../src/api/shared/http';
import { matrixSummaryOperation, shownSummaryFailure } from '../../src/machines/reports/matrix-summary';
import { fakeFetch, json, memoryStorage, type SeenRequest } from './support/fake-server';

// The summary above a mandatory matrix's report: the real http client over a fake back end.

const april = Date.UTC(2026, 3, 1) / 1000;
const june = Date.UTC(2026, 5, 30) / 1000;
const summary: MandatoryMatrixSummary = {
  initiativeId: 301,
  initiativeName: 'Матрица весны',
  from: april,
  to: june,
  positionsTotal: 40,
  existedNumberOfPosition: 31.5,
  absentNumberOfPosition: 8.5,
  mtxPercent: 78.75,
  earned: 12345.6,
  expected: 20000,
  levels: [
    { requiredPercent: 80, requiredNumberOfPositions: 32, existedNumberOfPosition: 31.5, absentNumberOfPosition: 8.5, bonusPercent: 1 },
  ],
};

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
  const actor = createActor(matrixSummaryOperation).start();
  // As the view reads the operation (useRemoteOperation), with the summary's rule for failures.
  const sees = () => {
    const snapshot = actor.getSnapshot();
    return {
      summary: snapshot.context.data,
      failure: shownSummaryFailure(snapshot.matches('failure') ? snapshot.context.error : null),
      loading: snapshot.matches('fetching'),
    };
  };
  return { actor, seen: server.seen, sees };
}

const answered = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (snapshot) => !snapshot.matches('fetching'));

afterEach(() => installHttp(null as never));

describe('the mandatory matrix summary', () => {
  it("asks the summary of the report's initiative and shows it, loading until it comes", async () => {
    const { actor, seen, sees } = start(() => json(summary));
    expect(sees()).toEqual({ summary: null, failure: null, loading: false });
    actor.send({ type: 'request', params: { initiativeId: 301 } });
    expect(sees()).toEqual({ summary: null, failure: null, loading: true });
    await answered(actor);
    expect(seen.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET /api/reports/rest/reports/mktg-initiative/mandatory-matrix/301/summary',
    ]);
    expect(sees()).toEqual({ summary, failure: null, loading: false });
  });

  it.each([404, 501])('is left out, with no failure to show, when the back end answers %i', async (status) => {
    const { actor, sees } = start(() => json({ message: 'Нет итогов' }, status));
    actor.send({ type: 'request', params: { initiativeId: 301 } });
    await answered(actor);
    expect(sees()).toEqual({ summary: null, failure: null, loading: false });
  });

  it('shows a failure the user can retry when the back end fails otherwise', async () => {
    const { actor, sees } = start(() => json({ message: 'Внутренняя ошибка' }, 500));
    actor.send({ type: 'request', params: { initiativeId: 301 } });
    await answered(actor);
    expect(sees()).toMatchObject({ summary: null, failure: { status: 500 }, loading: false });
  });
});
