import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { ExportInitiativesResponse, reportCalls, RewardsDistribution } from '../../../src/api/contract/reports';
import { urlOf } from '../support/requests';
import { formatDate } from '../../../src/domain/shared/format';
import { exportSuccessText } from '../../../src/domain/reports/overview';
import { expectMessage, parsed, reportsGateway } from './support';

const { state, get, post } = reportsGateway();

const exportUrl = `${urlOf(reportCalls.exportInitiatives)}`;
const rewards = (query: string, login: Parameters<typeof get>[1] = 'apteka1') => get(`${urlOf(reportCalls.rewardsDistribution)}?${query}`, login);

describe('POST /api/reports/initiative/export', () => {
  it('accepts the request and, the next time, says when the previous one was made', async () => {
    const first = parsed(ExportInitiativesResponse, await post(exportUrl, { pharmacyId: 1 }));
    expect(first.message).toBe('Запрос инициатив для аптеки №1 принят.');
    expect(exportSuccessText(first.message)).toBe('Запрос инициатив для аптеки №1 принят. Рекомендуем запрашивать инициативы не чаще одного раза в день.');
    const asked = state.gateway.clock.now();
    state.gateway.clock.advance(60);
    const second = parsed(ExportInitiativesResponse, await post(exportUrl, { pharmacyId: '1' }));
    // In the gateway's time zone (TZ); 19.11.2026 10:30 in Moscow.
    expect(second.message).toBe(`Запрос инициатив для аптеки №1 принят. Предыдущий запрос: ${formatDate(asked)} ${format(asked, 'HH:mm')}.`);
  });

  it("refuses a pharmacy user asking for another pharmacy's initiatives", async () => {
    expectMessage(await post(exportUrl, { pharmacyId: 2 }), 403, 'Нет доступа к данным другой аптеки');
  });

  it('refuses a pharmacy whose software does not accept initiatives (apteka2)', async () => {
    expectMessage(await post(exportUrl, { pharmacyId: 2 }, 'manager'), 409, 'Программа аптеки №2 не принимает инициативы: запрос не отправлен.');
  });

  it.each([
    [{}, 'Поле «pharmacyId»: обязательное поле'],
    [{ pharmacyId: 'один' }, 'Поле «pharmacyId»: ожидается положительное целое число'],
    [{ pharmacyId: -1 }, 'Поле «pharmacyId»: ожидается положительное целое число'],
  ])('answers 400 naming the field for %j', async (body, message) => {
    expectMessage(await post(exportUrl, body), 400, message);
  });

  it('answers 400 naming the field for a body without it', async () => {
    expectMessage(await post(exportUrl, [1]), 400, 'Поле «pharmacyId»: обязательное поле');
  });
});

describe('GET /api/reports/cashier/rewards', () => {
  it("answers the signed-in pharmacy's owner, manager and cashiers with their points", async () => {
    const staff = parsed(RewardsDistribution, await rewards('date=2026-10-01'));
    expect(staff.owner).toMatchObject({ id: '772814503961', name: 'Соколова Марина Викторовна', motivationPoints: null });
    expect(staff.manager?.name).toBe('Орлов Андрей Николаевич');
    expect(staff.cashiers.map((cashier) => cashier.name)).toEqual([
      'Иванова Ольга Сергеевна',
      'Петров Дмитрий Андреевич',
      'Кузнецова Анна Игоревна',
      'Смирнова Екатерина Павловна',
    ]);
    for (const employee of [staff.owner, staff.manager, ...staff.cashiers]) {
      const parts = [employee?.productOfTheDayPoints, employee?.privateLabelPoints, employee?.motivationPoints];
      expect(employee?.pointsSum).toBeCloseTo(parts.reduce<number>((sum, part) => sum + (part ?? 0), 0), 2);
    }
  });

  it('has three cashiers before 2024 and nothing in Q1 2019, an empty quarter or the future', async () => {
    expect(parsed(RewardsDistribution, await rewards('date=2021-04-01')).cashiers).toHaveLength(3);
    const nothing = { owner: null, manager: null, cashiers: [] };
    for (const date of ['2019-01-01', '2023-07-01', '2027-01-01']) expect(parsed(RewardsDistribution, await rewards(`date=${date}`))).toEqual(nothing);
    expect(parsed(RewardsDistribution, await rewards('date=2019-04-01')).owner).not.toBeNull();
  });

  it("gives apteka2 its own staff, whatever pharmacy it names; staff name one with ?id=", async () => {
    const own = parsed(RewardsDistribution, await rewards('date=2026-10-01', 'apteka2'));
    expect(own.owner?.name).toBe('Белов Игорь Степанович');
    expectMessage(await rewards('date=2026-10-01&id=1', 'apteka2'), 403, 'Нет доступа к данным другой аптеки');
    expect(parsed(RewardsDistribution, await rewards('date=2026-10-01&id=2', 'manager')).owner?.name).toBe('Белов Игорь Степанович');
    expectMessage(await rewards('date=2026-10-01', 'manager'), 400, 'Поле «id»: укажите аптеку');
  });

  it.each([
    ['', 'Поле «date»: обязательное поле'],
    ['date=2026-11-19', /^Поле «date»: ожидается первый день квартала/],
    ['date=2026-13-01', /^Поле «date»: ожидается первый день квартала/],
    ['date=2026-10-01&id=x', 'Поле «id»: ожидается положительное целое число'],
  ])('answers 400 naming the field for "%s"', async (query, message) => {
    expectMessage(await rewards(query, 'manager'), 400, message);
  });
});
