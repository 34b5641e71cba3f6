import { describe, expect, it } from 'vitest';
import { CommonBonusesResponse, InitiativesReport, RewardsDistribution } from '../../src/api/contract/reports';
import { expectMessage, parsed, reportsGateway } from './reports/support';
import { getWithToken, signIn } from './support/requests';

/**
 * The spec's call forms (reports-and-foundation §7), accepted as it writes them.
 * The fixed clock is 2026-11-19: the current quarter starts on 2026-10-01.
 */
const { state, get } = reportsGateway();

describe('GET reports/initiative/pharmacy?id=… (no quarter)', () => {
  it('answers the current quarter, the same as naming it', async () => {
    const bare = parsed(InitiativesReport, await get('/api/reports/initiative/pharmacy?id=1'));
    expect(bare.quarter).toBe('2026-10-01');
    expect(bare).toEqual(parsed(InitiativesReport, await get('/api/reports/initiative/pharmacy?id=1&quarter=2026-10-01')));
    expect(bare.initiatives).toHaveLength(30);
  });

  it('follows the clock into the next quarter', async () => {
    state.gateway.clock.set('2027-01-15T09:00:00Z');
    // Signed in again: the suite's tokens were issued at the start time and have expired.
    const { access_token } = await signIn(state.gateway.app, 'apteka1');
    const answer = await getWithToken(state.gateway.app, '/api/reports/initiative/pharmacy?id=1', access_token);
    expect(parsed(InitiativesReport, answer).quarter).toBe('2027-01-01');
  });

  it('still checks ownership: another pharmacy is 403', async () => {
    expectMessage(await get('/api/reports/initiative/pharmacy?id=1', 'apteka2'), 403, 'Нет доступа к данным другой аптеки');
  });
});

describe('GET reports/initiative/pharmacy-common-bonuses (no query)', () => {
  it("answers the signed-in pharmacy's current quarter", async () => {
    const bare = parsed(CommonBonusesResponse, await get('/api/reports/initiative/pharmacy-common-bonuses'));
    expect(bare?.quarter).toBe('2026-10-01');
    expect(bare).toEqual(
      parsed(CommonBonusesResponse, await get('/api/reports/initiative/pharmacy-common-bonuses?id=1&quarter=2026-10-01')),
    );
  });

  it('the optional parameters still work: another quarter, and staff naming a pharmacy', async () => {
    expect(parsed(CommonBonusesResponse, await get('/api/reports/initiative/pharmacy-common-bonuses?quarter=2023-07-01'))).toBeNull();
    const managers = parsed(CommonBonusesResponse, await get('/api/reports/initiative/pharmacy-common-bonuses?id=1', 'manager'));
    expect(managers?.quarter).toBe('2026-10-01');
    expectMessage(await get('/api/reports/initiative/pharmacy-common-bonuses', 'manager'), 400, 'Поле «id»: укажите аптеку');
    expectMessage(await get('/api/reports/initiative/pharmacy-common-bonuses?id=1', 'apteka2'), 403, 'Нет доступа к данным другой аптеки');
  });
});

describe('nested query strings (reports-and-foundation §7)', () => {
  it('reads a[b]=c as nested: the same answer for the flat and the bracketed key of a list', async () => {
    const flat = await get('/api/reports/initiative/pharmacy?id=1&quarter=2026-10-01');
    expect(flat.statusCode).toBe(200);
    expectMessage(await get('/api/reports/initiative/pharmacy?id[0]=1&id[1]=2&quarter=2026-10-01'), 400, /^Поле «id»: /);
  });
});

describe('GET reports/cashier/points?quarter=YYYY-MM-DD', () => {
  it('answers the rewards points of that quarter: the rewards distribution', async () => {
    const points = parsed(RewardsDistribution, await get('/api/reports/cashier/points?quarter=2026-10-01'));
    expect(points).toEqual(parsed(RewardsDistribution, await get('/api/reports/cashier/rewards?date=2026-10-01')));
    expect(points.cashiers.length).toBeGreaterThan(0);
    expect(parsed(RewardsDistribution, await get('/api/reports/cashier/points?quarter=2021-04-01')).cashiers).toHaveLength(3);
  });

  it('staff name the pharmacy with id; a pharmacy cannot name another', async () => {
    expect(parsed(RewardsDistribution, await get('/api/reports/cashier/points?quarter=2026-10-01&id=1', 'manager'))).toEqual(
      parsed(RewardsDistribution, await get('/api/reports/cashier/points?quarter=2026-10-01')),
    );
    expectMessage(await get('/api/reports/cashier/points?quarter=2026-10-01&id=1', 'apteka2'), 403, 'Нет доступа к данным другой аптеки');
  });

  it.each([
    ['', 'Поле «quarter»: обязательное поле'],
    ['?quarter=2026-11-01', /^Поле «quarter»: ожидается первый день квартала/],
    // Read as a nested query string (§7): `quarter` is an object here, not missing.
    ['?quarter[year]=2026', /^Поле «quarter»: ожидается/],
  ])('answers 400 naming the field for «%s»', async (query, message) => {
    expectMessage(await get(`/api/reports/cashier/points${query}`), 400, message);
  });
});
