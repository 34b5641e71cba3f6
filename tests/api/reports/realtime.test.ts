import { describe, expect, it } from 'vitest';
import { CurrentInitiatives, RtInitiatives, RtPharmacy, RtPurchases, reportsRtCalls } from '../../../src/api/contract/reports-rt-overview';
import { InitiativesReport, reportCalls } from '../../../src/api/contract/reports';
import { formatIsoDate } from '../../../src/domain/shared/format';
import { getWithToken, signIn, urlOf } from '../support/requests';
import { expectMessage, parsed, reportsGateway } from './support';

const { state, get, post } = reportsGateway();

const find = (body: unknown, login: Parameters<typeof post>[2] = 'apteka1', query = '') =>
  post(`${urlOf(reportsRtCalls.findCurrentByTypes)}${query}`, body, login);

describe('/api/reports-rt: the real-time calls of the overview', () => {
  it("GET initiative/pharmacy answers the current quarter's records, as the regular report has them", async () => {
    const live = parsed(RtInitiatives, await get(`${urlOf(reportsRtCalls.rtInitiatives)}?id=1`));
    const regular = parsed(InitiativesReport, await get(`${urlOf(reportCalls.initiativesReport)}?id=1&quarter=2026-10-01`));
    expect(live).toEqual(regular.initiatives);
    expect(live.some((record) => record.type === 'USTM_SALE')).toBe(true);
  });

  it('follows the clock: in the next quarter the live source has nothing yet', async () => {
    state.gateway.clock.set('2027-01-10T09:00:00Z');
    // A fresh token: the one signed at the start has expired by then.
    const { access_token } = await signIn(state.gateway.app, 'apteka1');
    expect(parsed(RtInitiatives, await getWithToken(state.gateway.app, `${urlOf(reportsRtCalls.rtInitiatives)}?id=1`, access_token))).toEqual([]);
  });

  it('GET pharmacy answers the freshness as a date', async () => {
    // Loaded at midnight UTC yesterday: 2026-11-18 in Moscow, the day of that moment in the gateway's TZ.
    const loaded = formatIsoDate(new Date('2026-11-18T00:00:00Z'));
    expect(parsed(RtPharmacy, await get(`${urlOf(reportsRtCalls.rtPharmacy)}?id=1`))).toEqual({ id: 1, dataFreshness: loaded });
  });

  it('GET purchase/pharmacy answers the purchases of visible current initiatives that have them', async () => {
    const purchases = parsed(RtPurchases, await get(`${urlOf(reportsRtCalls.rtPurchases)}?id=1`));
    const ids = purchases.map((purchase) => purchase.initiativeId);
    expect(ids).toContain(1001);
    expect(ids).not.toContain(1027); // a showcase buys nothing
    expect(ids).not.toContain(1028); // PULSAR_BONUS is hidden
  });

  it('POST initiative/find-current-by-types answers the running initiatives of the types, expired ones left out', async () => {
    const procurement = parsed(CurrentInitiatives, await find({ types: ['PROCUREMENT_MONTH', 'PROCUREMENT_GROUPING_MONTH', 'PROCUREMENT'] }));
    expect(procurement.map((initiative) => initiative.id)).toEqual([1014, 1019]);
    // PRIVATE_LABEL and the live USTM_SALE are the same type.
    const privateLabel = parsed(CurrentInitiatives, await find({ types: ['PRIVATE_LABEL'] }));
    expect(privateLabel).toEqual([
      { id: 1002, name: 'СТМ «Фармаклуб»: уход за кожей', type: 'PRIVATE_LABEL' },
      { id: 1030, name: 'Продажи СТМ «Фармаклуб»', type: 'USTM_SALE' },
    ]);
  });

  it("scopes find-current-by-types: a pharmacy gets its own, staff every pharmacy's or the one named", async () => {
    const types = { types: ['MANDATORY_MATRIX'] };
    expect(parsed(CurrentInitiatives, await find(types, 'apteka2')).map((i) => i.id)).toEqual([5001]);
    expect(parsed(CurrentInitiatives, await find(types, 'manager')).map((i) => i.id)).toEqual([1001, 5001]);
    expect(parsed(CurrentInitiatives, await find(types, 'manager', '?id=2')).map((i) => i.id)).toEqual([5001]);
    expectMessage(await find(types, 'apteka2', '?id=1'), 403, 'Нет доступа к данным другой аптеки');
  });

  it.each([
    [{}, 'Поле «types»: обязательное поле'],
    [{ types: [] }, 'Поле «types»: укажите хотя бы один тип инициативы'],
    [{ types: 'MANDATORY_MATRIX' }, 'Поле «types»: ожидается список типов инициатив'],
    [{ types: [1] }, 'Поле «types.0»: ожидаются коды типов инициатив'],
  ])('find-current-by-types answers 400 naming the field for %j', async (body, message) => {
    expectMessage(await find(body), 400, message);
  });

  const { rtInitiatives, rtPharmacy, rtPurchases } = reportsRtCalls;
  it.each([rtInitiatives, rtPharmacy, rtPurchases].map((call) => urlOf(call)))(
    "%s: the spec's bare form answers the caller's own pharmacy; staff must name one; 403 for another pharmacy",
    async (url) => {
      const bare = await get(url);
      expect(bare.statusCode).toBe(200);
      expect(bare.json()).toEqual((await get(`${url}?id=1`)).json());
      expect((await get(url, 'apteka2')).json()).toEqual((await get(`${url}?id=2`, 'apteka2')).json());
      expectMessage(await get(url, 'manager'), 400, 'Поле «id»: укажите аптеку');
      expect((await get(`${url}?id=1`, 'manager')).json()).toEqual(bare.json());
      expectMessage(await get(`${url}?id=2`), 403, 'Нет доступа к данным другой аптеки');
      expect((await get(`${url}?id=2`, 'apteka2')).statusCode).toBe(200);
    },
  );

  it("answers a pharmacy's bare GET initiative/pharmacy with its own current records, not another's", async () => {
    const own = parsed(RtInitiatives, await get(urlOf(rtInitiatives), 'apteka2'));
    expect(own.map((record) => record.id)).toContain(5001);
    expect(own.map((record) => record.id)).not.toContain(1001);
  });
});
