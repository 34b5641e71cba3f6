import { describe, expect, it } from 'vitest';
import { reportDownloadKinds } from '../../../src/domain/shared/initiative-types';
import { reportCalls } from '../../../src/api/contract/reports';
import { urlOf } from '../support/requests';
import { reportDownloadCalls } from '../../../src/api/contract/report-downloads';
import { reportsRtCalls } from '../../../src/api/contract/reports-rt-overview';
import { expectMessage, reportsGateway } from './support';

const { get, post } = reportsGateway();

interface Call {
  method: 'GET' | 'POST';
  /** Valid for apteka1, and about apteka1's data. */
  url: string;
  body?: unknown;
}

const api = (path: string) => `/api${path}`;

/** One valid call of every route of /api/reports and /api/reports-rt, each about pharmacy 1. */
const calls: Call[] = [
  { method: 'GET', url: `${urlOf(reportCalls.initiativesReport)}?id=1&quarter=2026-10-01` },
  { method: 'GET', url: `${urlOf(reportCalls.initiativeQuarters)}?id=1&year=2026` },
  { method: 'GET', url: `${urlOf(reportCalls.commonBonuses)}?id=1&quarter=2026-10-01` },
  { method: 'POST', url: urlOf(reportCalls.exportInitiatives), body: { pharmacyId: 1 } },
  { method: 'GET', url: `${urlOf(reportCalls.rewardsDistribution)}?date=2026-10-01&id=1` },
  { method: 'GET', url: urlOf(reportCalls.reportById, { id: 1009 }) },
  { method: 'GET', url: urlOf(reportCalls.reportRowsById, { id: 1009 }) },
  ...reportDownloadKinds.map((kind): Call => {
    const ids = { 'extended-mandatory-matrix': 1001, 'product-of-the-day': 1003, 'recommended-good': 1005, 'pharmacy-motivation': 1012, 'discount-compensation': 1013, procurement: 1014 };
    return { method: 'GET', url: `${urlOf(reportDownloadCalls.reportDownload, { kind })}?initiative=${ids[kind]}` };
  }),
  { method: 'GET', url: urlOf(reportDownloadCalls.mandatoryMatrixSummary, { id: 1001 }) },
  { method: 'GET', url: api(`${reportsRtCalls.rtInitiatives.path}?id=1`) },
  { method: 'GET', url: api(`${reportsRtCalls.rtPharmacy.path}?id=1`) },
  { method: 'GET', url: api(`${reportsRtCalls.rtPurchases.path}?id=1`) },
  { method: 'POST', url: api(`${reportsRtCalls.findCurrentByTypes.path}?id=1`), body: { types: ['MANDATORY_MATRIX'] } },
];

const send = (call: Call, login: Parameters<typeof get>[1]) => (call.method === 'GET' ? get(call.url, login) : post(call.url, call.body, login));

describe('access to every reports route', () => {
  it.each(calls.map((call) => [call.method, call.url, call] as const))('%s %s: 200 for its pharmacy and staff', async (_m, _u, call) => {
    expect((await send(call, 'apteka1')).statusCode).toBe(200);
    expect((await send(call, 'manager')).statusCode).toBe(200);
  });

  it.each(calls.map((call) => [call.method, call.url, call] as const))('%s %s: 401 without a token', async (_m, _u, call) => {
    expectMessage(await send(call, null), 401, 'Требуется вход в систему');
  });

  it.each(calls.map((call) => [call.method, call.url, call] as const))('%s %s: 403 for an owner (no permissions)', async (_m, _u, call) => {
    expectMessage(await send(call, 'owner'), 403, 'Недостаточно прав для этого действия');
  });

  it.each(calls.map((call) => [call.method, call.url, call] as const))("%s %s: 403 for apteka2, asking about apteka1's data", async (_m, _u, call) => {
    expectMessage(await send(call, 'apteka2'), 403, 'Нет доступа к данным другой аптеки');
  });
});

describe('junk a client can send to the reports routes', () => {
  const junk = [
    `${urlOf(reportCalls.initiativesReport)}?id=%00&quarter=2026-10-01`,
    `${urlOf(reportCalls.initiativesReport)}?id[a]=1&quarter[b]=2`,
    `${urlOf(reportCalls.initiativesReport)}?id=${'9'.repeat(40)}&quarter=2026-10-01`,
    `${urlOf(reportCalls.initiativeQuarters)}?id=1&year=99999`,
    `${urlOf(reportCalls.rewardsDistribution)}?date=%E0%A4%A`,
    api('/reports/report/%00/rows'),
    api('/reports/rest/reports/mktg-initiative/%00?initiative=1'),
    `${urlOf(reportDownloadCalls.reportDownload, { kind: 'procurement' })}?initiative=1014&initiative=1015`,
  ];

  it.each(junk)('%s: a 400 in Russian, never a 500', async (url) => {
    const response = await get(url, 'manager');
    expect(response.statusCode).toBe(400);
    expect((response.json() as { message: string }).message).toMatch(/[А-Яа-я]/);
  });

  it('a body that is not JSON: 415; a NUL in a type: 400', async () => {
    expect((await post(urlOf(reportCalls.exportInitiatives), 'pharmacyId=1')).statusCode).toBe(415);
    expect((await post(api(reportsRtCalls.findCurrentByTypes.path), { types: ['A\u0000'] })).statusCode).toBe(400);
  });
});
