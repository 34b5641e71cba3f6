import { afterEach, describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { createHttp, installHttp } from '../../src/api/shared/http';
import { reportDownloadActors } from '../../src/machines/reports/report-download.actors';
import { fakeFetch, json, memoryStorage } from './support/fake-server';

// The report download's own I/O as its machine runs it: the rows over the real http client with
// the network faked, and a save that must be given by the screen.

afterEach(() => installHttp(null as never));

describe("the report download's I/O", () => {
  it('asks the rows of the kind and initiative chosen, as JSON', async () => {
    const answer = { initiativeId: 7, initiativeName: 'Закупка весны', rows: [] };
    const server = fakeFetch(() => json(answer));
    installHttp(
      createHttp({ config: { serviceAddress: '', endpointPrefix: '/api' }, storage: memoryStorage({ token: 't' }), fetch: server.fetch }),
    );
    const rows = createActor(reportDownloadActors.fetchRows, {
      input: { kind: 'procurement', initiativeId: 7, initiativeName: 'Закупка весны' },
    });
    await expect(toPromise(rows.start())).resolves.toEqual(answer);
    expect(server.seen.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET /api/reports/rest/reports/mktg-initiative/procurement?initiative=7',
    ]);
  });

  it('saves nothing until the screen gives its save, and says which file was not saved', async () => {
    const save = createActor(reportDownloadActors.saveFile, { input: { name: 'Закупка весны.xlsx', bytes: new ArrayBuffer(1) } });
    await expect(toPromise(save.start())).rejects.toThrow('saveFile is not provided: «Закупка весны.xlsx» was not saved');
  });
});
