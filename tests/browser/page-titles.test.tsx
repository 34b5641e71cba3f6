import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { pageTitle } from '../../src/app/page-title';
import { reportTabIds, tabTitles } from '../../src/ui/report-tabs';
import { mockServer, withMockServer } from './support/mock-server';
import { renderApp } from './support/render-app';
import { scrollTowardsTheOverviewTable } from './support/phone-list';

withMockServer();

/** The reports calls of the common and distribution tabs, answered with an empty pharmacy. */
const emptyReports = [
  http.get('/api/reports/initiative/pharmacy/quarters', ({ request }) =>
    HttpResponse.json({ year: Number(new URL(request.url).searchParams.get('year')), quarters: [] }),
  ),
  http.get('/api/reports/initiative/pharmacy', ({ request }) =>
    HttpResponse.json({
      pharmacyId: 1,
      quarter: new URL(request.url).searchParams.get('quarter'),
      dataFreshness: null,
      summary: { earnedSum: 0, expectedSum: 0 },
      initiatives: [],
    }),
  ),
  http.get('/api/reports/initiative/pharmacy-common-bonuses', () => HttpResponse.json(null)),
  http.get('/api/reports/cashier/points', () => HttpResponse.json({ owner: null, manager: null, cashiers: [] })),
];

const portal = 'Партнёрский портал аптеки';
const tabList = () => page.getByRole('tablist', { name: 'Вкладки отчётов' });
const tab = (name: string) => tabList().getByRole('tab', { name, exact: true });

describe('page titles', () => {
  it('names every page, then the portal', () => {
    expect(pageTitle('/sign-in', '')).toBe(`Вход — ${portal}`);
    expect(pageTitle('/entry', '?shared_secret=abc')).toBe(`Вход по ссылке — ${portal}`);
    expect(pageTitle('/', '')).toBe(`Разделы портала — ${portal}`);
    expect(pageTitle('/mobile-app', '')).toBe(`Мобильное приложение — ${portal}`);
    expect(pageTitle('/order-history', '')).toBe(`История заказов — ${portal}`);
    expect(pageTitle('/reports/42', '?quarter=2025-04-01')).toBe(`Отчёт по инициативе — Отчёты — ${portal}`);
    expect(pageTitle('/reports', '')).toBe(`Общий отчёт по инициативам — Отчёты — ${portal}`);
    expect(pageTitle('/reports', '?tab=unknown')).toBe(`Общий отчёт по инициативам — Отчёты — ${portal}`);
    expect(pageTitle('/reports', '?tab=distribution')).toBe(`Распределение вознаграждений — Отчёты — ${portal}`);
    for (const id of reportTabIds) expect(pageTitle('/reports', `?tab=${id}`)).toBe(`${tabTitles[id]} — Отчёты — ${portal}`);
  });

  it('shows the title of the page the browser is on, and follows the user', async () => {
    await renderApp('/sign-in');
    await expect.poll(() => document.title).toBe(`Вход — ${portal}`);

    mockServer.use(...emptyReports);
    await renderApp('/', { signedIn: true });
    await expect.poll(() => document.title).toBe(`Разделы портала — ${portal}`);
    await page.getByRole('link', { name: 'Мобильное приложение' }).first().click();
    await expect.poll(() => document.title).toBe(`Мобильное приложение — ${portal}`);
  });
});

describe('focus after a route change', () => {
  it('stays where the browser put it on the first load, then moves to the new page’s heading', async () => {
    mockServer.use(...emptyReports);
    await renderApp('/', { signedIn: true });
    const home = page.getByRole('heading', { level: 1, name: 'Разделы портала' });
    await expect.element(home).toBeVisible();
    expect(document.activeElement).toBe(document.body);

    await page.getByRole('link', { name: 'Отчёты' }).click();
    const reports = page.getByRole('heading', { level: 1, name: 'Отчёты' });
    await expect.element(reports, { timeout: 10_000 }).toHaveFocus(); // the screen loads on first visit
    expect(reports.element().tabIndex).toBe(-1);
    await scrollTowardsTheOverviewTable(); // on a phone the table is drawn once the page is scrolled
    await expect.element(page.getByRole('grid', { name: 'Инициативы аптеки за квартал' })).toBeVisible();

    await page.getByRole('link', { name: 'Партнёрский портал аптеки' }).click();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Разделы портала' })).toHaveFocus();
  });
});

describe('report tab list', () => {
  it('is one Tab stop: the selected tab; arrows, Home and End move between tabs, Enter opens one', async () => {
    mockServer.use(...emptyReports);
    const app = await renderApp('/reports?tab=distribution', { signedIn: true });
    await expect.element(page.getByRole('heading', { name: 'Распределение вознаграждений' })).toBeVisible();
    const tabs = tabList().getByRole('tab').all();
    expect(tabs.length).toBeGreaterThan(2);
    // The unlisted distribution tab is open: the first tab is the one Tab stop.
    expect(tabs.map((each) => each.element().tabIndex)).toEqual(tabs.map((_, index) => (index === 0 ? 0 : -1)));

    (tabs[0].element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(tabs[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect.element(tabs.at(-1)!).toHaveFocus(); // wraps round
    await userEvent.keyboard('{Home}');
    await expect.element(tabs[0]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect.element(tabs.at(-1)!).toHaveFocus();
    expect(app.router.state.location.search).toBe('?tab=distribution'); // moving focus opens nothing

    await userEvent.keyboard('{Home}{Enter}');
    await expect.element(tab('Общий отчёт по инициативам')).toHaveAttribute('aria-selected', 'true');
    await expect.element(page.getByRole('tabpanel', { name: 'Общий отчёт по инициативам' })).toBeVisible();
    await expect.poll(() => document.title).toBe(`Общий отчёт по инициативам — Отчёты — ${portal}`);
    // A tab change is no route change: focus stays on the tab, which is now the Tab stop.
    await expect.element(tab('Общий отчёт по инициативам')).toHaveFocus();
    expect(tabs.map((each) => each.element().tabIndex)).toEqual(tabs.map((_, index) => (index === 0 ? 0 : -1)));
    await scrollTowardsTheOverviewTable(); // on a phone the table is drawn once the page is scrolled
    await expect.element(page.getByRole('grid', { name: 'Инициативы аптеки за квартал' })).toBeVisible();
  });
});
