import { describe, expect, it } from 'vitest';
import { CommonBonusesResponse, InitiativeQuarters, InitiativesReport, reportCalls } from '../../../src/api/contract/reports';
import { urlOf } from '../support/requests';
import { initiativeTypes, isHiddenInitiativeType, normalizeInitiativeType } from '../../../src/domain/shared/initiative-types';
import { sumMoney } from '../../../src/domain/shared/money';
import { unixSeconds } from '../../../server/core/clock';
import { expectMessage, parsed, reportsGateway } from './support';

const { state, get } = reportsGateway();

const report = (query: string, login: Parameters<typeof get>[1] = 'apteka1') => get(`${urlOf(reportCalls.initiativesReport)}?${query}`, login);
const quarters = (query: string, login: Parameters<typeof get>[1] = 'apteka1') => get(`${urlOf(reportCalls.initiativeQuarters)}?${query}`, login);
const bonuses = (query: string, login: Parameters<typeof get>[1] = 'apteka1') => get(`${urlOf(reportCalls.commonBonuses)}?${query}`, login);

describe('GET /api/reports/initiative/pharmacy', () => {
  it("answers apteka1's current quarter with every initiative type, in the contract's shape", async () => {
    const answer = parsed(InitiativesReport, await report('id=1&quarter=2026-10-01'));
    expect(answer).toMatchObject({ pharmacyId: 1, quarter: '2026-10-01' });
    const types = new Set(answer.initiatives.map((record) => normalizeInitiativeType(record.type)));
    for (const type of initiativeTypes) expect(types, type).toContain(type);
    expect(answer.initiatives.map((record) => record.id)).toEqual(Array.from({ length: 30 }, (_, index) => 1001 + index));
    // The live name of private-label sales is kept; the portal shows it as PRIVATE_LABEL.
    expect(answer.initiatives.find((record) => record.id === 1030)?.type).toBe('USTM_SALE');
    expect(answer.initiatives.filter((record) => record.type === 'PULSAR_BONUS').map((record) => record.id)).toEqual([1028, 1029]);
  });

  it('marks the seeded cube links and has the first-month initiatives ended before now', async () => {
    const { initiatives } = parsed(InitiativesReport, await report('id=1&quarter=2026-10-01'));
    const now = unixSeconds(state.gateway.clock.now());
    expect(initiatives.filter((record) => record.hasCubeLink).map((record) => record.id)).toEqual([1001, 1002, 1003, 1005, 1007, 1008, 1022, 1023]);
    expect(initiatives.filter((record) => record.to < now).map((record) => record.id)).toEqual([1016, 1017, 1021, 1024]);
    const running = initiatives.find((record) => record.id === 1009);
    expect(running?.earned).toBeLessThan(running?.expected ?? 0);
    expect(initiatives.find((record) => record.id === 1001)?.mtxPercent).toBeGreaterThan(0);
    expect(initiatives.find((record) => record.id === 1027)?.purchaseSipSum).toBeNull();
  });

  it('sums earned and forecast over the visible initiatives, PULSAR_BONUS left out', async () => {
    const answer = parsed(InitiativesReport, await report('id=1&quarter=2026-10-01'));
    const visible = answer.initiatives.filter((record) => !isHiddenInitiativeType(record.type));
    expect(answer.summary).toEqual({ earnedSum: sumMoney(visible.map((r) => r.earned)), expectedSum: sumMoney(visible.map((r) => r.expected)) });
    expect(answer.dataFreshness).toBe(unixSeconds(new Date('2026-11-18T00:00:00Z')));
  });

  it('answers a past quarter with its own initiatives and an empty quarter with none', async () => {
    const past = parsed(InitiativesReport, await report('id=1&quarter=2021-07-01'));
    expect(past.initiatives.length).toBeGreaterThan(0);
    expect(past.initiatives.every((record) => Math.floor(record.id / 100) === 20213)).toBe(true);
    expect(past.initiatives[0]).toMatchObject({ id: 2021301, type: 'MANDATORY_MATRIX' });
    expect(parsed(InitiativesReport, await report('id=1&quarter=2020-04-01')).initiatives).toEqual([]);
  });

  it('lets a manager read any pharmacy; apteka2 has only its own', async () => {
    const second = parsed(InitiativesReport, await report('id=2&quarter=2026-10-01', 'manager'));
    expect(second.initiatives.map((record) => record.id)).toEqual([5001, 5002, 5003]);
    expect(parsed(InitiativesReport, await report('id=2&quarter=2026-07-01', 'apteka2')).initiatives.map((r) => r.id)).toEqual([5101, 5102]);
    expectMessage(await report('id=999&quarter=2026-10-01', 'manager'), 404, 'Аптека №999 не найдена');
  });

  it.each([
    ['quarter=2026-10-01', 'Поле «id»: обязательное поле'],
    ['id=abc&quarter=2026-10-01', 'Поле «id»: ожидается положительное целое число'],
    ['id=1&quarter=2026-11-01', /^Поле «quarter»: ожидается первый день квартала/],
    ['id=1&quarter=01.10.2026', /^Поле «quarter»: ожидается первый день квартала/],
    ['id=1&quarter=2026-10-01&quarter=2026-07-01', /^Поле «quarter»: /],
  ])('answers 400 naming the field for %s', async (query, message) => {
    expectMessage(await report(query, 'manager'), 400, message);
  });
});

describe('GET /api/reports/initiative/pharmacy/quarters', () => {
  it.each([
    [2019, [1, 2, 3, 4]],
    [2020, [1, 3, 4]],
    [2023, [1, 2, 4]],
    [2026, [1, 2, 3, 4]],
    [2027, []],
  ])('apteka1 in %i has data in quarters %j', async (year, expected) => {
    expect(parsed(InitiativeQuarters, await quarters(`id=1&year=${year}`))).toEqual({ year, quarters: expected });
  });

  it('apteka2 has data only in the current quarter and the one before', async () => {
    expect(parsed(InitiativeQuarters, await quarters('id=2&year=2026', 'apteka2')).quarters).toEqual([3, 4]);
  });

  it.each([
    ['id=1', 'Поле «year»: обязательное поле'],
    ['id=1&year=26', 'Поле «year»: ожидается год из четырёх цифр'],
    ['id=1&year=2018', 'Поле «year»: данные есть начиная с 2019 года'],
  ])('answers 400 naming the field for %s', async (query, message) => {
    expectMessage(await quarters(query), 400, message);
  });
});

describe('GET /api/reports/initiative/pharmacy-common-bonuses', () => {
  it("answers the quarter's comparison, built from the pharmacy's earned bonuses", async () => {
    const record = parsed(CommonBonusesResponse, await bonuses('id=1&quarter=2026-10-01'));
    const { initiatives, summary } = parsed(InitiativesReport, await report('id=1&quarter=2026-10-01'));
    expect(record).toMatchObject({ quarter: '2026-10-01', currPhAllBonus: summary.earnedSum });
    expect(record?.currPhMatrixBonusSum).toBe(initiatives.find((r) => r.type === 'MANDATORY_MATRIX')?.earned);
    expect(record?.bestPhAllBonus).toBeGreaterThan(record?.currPhAllBonus ?? Infinity);
    expect(record?.averagePhAllBonus).toBeLessThan(record?.currPhAllBonus ?? 0);
  });

  it('answers null for a quarter without data', async () => {
    const response = await bonuses('id=1&quarter=2023-07-01');
    expect(parsed(CommonBonusesResponse, response)).toBeNull();
  });

  it('answers 400 naming the field for a date that is not a quarter start', async () => {
    expectMessage(await bonuses('id=1&quarter=2026-10-02'), 400, /^Поле «quarter»: /);
  });
});
