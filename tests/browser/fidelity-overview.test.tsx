import { http, HttpResponse } from 'msw';
import { reportPanelId } from '../../src/screens/reports/ReportTabList';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import type { RewardsDistribution } from '../../src/api/contract/reports';
import { periodStorageKey } from '../../src/machines/reports/period-selection.storage';
import { mockServer, withMockServer } from './support/mock-server';
import { overviewHandlers, overviewRecord } from './support/overview-data';
import { renderApp } from './support/render-app';

withMockServer();

const initiatives = [
  overviewRecord(601, 'PROCUREMENT', 'Пульс: закупка весны', { earned: 10, expected: 20 }),
  overviewRecord(602, 'IMPULSE_ACTION', 'Импульсная акция недели', { earned: 1, expected: 2 }),
  overviewRecord(603, 'PROCUREMENT', 'Закупка у производителя', { earned: 3, expected: 4 }),
];
const employee = (id: string, name: string) => ({
  id,
  name,
  productOfTheDayPoints: 1,
  privateLabelPoints: 2,
  motivationPoints: 3,
  pointsSum: 6,
});
const rewards: RewardsDistribution = { owner: employee('7701000001', 'Иванова Анна'), manager: null, cashiers: [] };

async function openOverview(stored: Record<string, string> = {}) {
  await page.viewport(1440, 900);
  const rewardDates: string[] = [];
  mockServer.use(
    ...overviewHandlers(initiatives),
    http.get('/api/reports/cashier/points', ({ request }) => {
      rewardDates.push(new URL(request.url).searchParams.get('quarter') ?? '');
      return HttpResponse.json(rewards);
    }),
  );
  const app = await renderApp('/reports', { signedIn: true, stored });
  return { app, rewardDates };
}

const rowOf = (name: string) => page.getByRole('row').filter({ hasText: name });

describe('overview: the wholesale-system (Пульс) family is marked', () => {
  it("marks the initiative named with 'пульс', not the 'импульсная' action nor others, with an explained badge", async () => {
    await openOverview();
    await expect.element(page.getByRole('button', { name: /^Развернуть/ }).first()).toBeVisible();
    // Every group opened, so that every initiative's name is on screen.
    while (page.getByRole('button', { name: /^Развернуть/ }).elements().length)
      await page
        .getByRole('button', { name: /^Развернуть/ })
        .first()
        .click();
    await expect.element(rowOf('Импульсная акция недели')).toBeVisible();
    await expect.element(rowOf('Пульс: закупка весны')).toBeVisible();
    const mark = rowOf('Пульс: закупка весны').getByTitle(/оптовой системы «Пульс»/);
    await expect.element(mark).toBeVisible();
    await expect.element(mark).toHaveTextContent(/^Пульс/);
    // A screen reader hears the explanation, not a bare word.
    await expect.element(rowOf('Пульс: закупка весны')).toHaveTextContent('через систему заказов «Пульс»');
    expect(page.getByTitle(/оптовой системы «Пульс»/).elements()).toHaveLength(1);
  });
});

describe('overview: the rewards distribution is reached from it, its period remembered per user', () => {
  it('the link opens the distribution by URL; the chosen period is there again next time, for this user only', async () => {
    const { app, rewardDates } = await openOverview();
    await page.getByRole('link', { name: 'Распределение вознаграждений' }).click();
    expect(app.router.state.location.search).toBe('?tab=distribution');
    await expect.element(page.getByRole('heading', { name: 'Распределение вознаграждений' })).toBeVisible();
    // The link went with the overview: the focus is on the panel it opened, not at the top of the page.
    await expect.poll(() => document.activeElement?.id).toBe(reportPanelId);
    await expect.element(rowOf('Иванова Анна')).toBeVisible();

    await page.getByRole('combobox', { name: 'Год' }).selectOptions('2023');
    await page.getByRole('radio', { name: 'Квартал III' }).click();
    await expect.poll(() => rewardDates.at(-1)).toBe('2023-07-01');
    expect(JSON.parse(localStorage.getItem(periodStorageKey('apteka1', 'rewards'))!)).toEqual({ year: 2023, quarter: 3 });
  });

  it('opens on the period this user chose last (and not on another user’s)', async () => {
    const { rewardDates } = await openOverview({
      [periodStorageKey('apteka1', 'rewards')]: JSON.stringify({ year: 2022, quarter: 4 }),
      [periodStorageKey('apteka2', 'rewards')]: JSON.stringify({ year: 2020, quarter: 2 }),
    });
    await page.getByRole('link', { name: 'Распределение вознаграждений' }).click();
    await expect.element(page.getByRole('radio', { name: 'Квартал IV' })).toBeChecked();
    await expect.element(page.getByRole('combobox', { name: 'Год' })).toHaveValue('2022');
    // The radio shows the remembered quarter before its request reaches the server: wait for it,
    // then check it was the only one (never the current quarter first).
    await expect.poll(() => rewardDates.length).toBe(1);
    expect(rewardDates).toEqual(['2022-10-01']);
  });
});
