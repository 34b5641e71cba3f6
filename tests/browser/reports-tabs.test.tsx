import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { listedTabs, readPreselection, reportsTabUrl, tabOfUrl, type ReportTabId } from '../../src/ui/report-tabs';
import { mockServer, withMockServer } from './support/mock-server';
import { renderApp } from './support/render-app';
import { scrollTowardsTheOverviewTable } from './support/phone-list';

withMockServer();

/** The reports calls answered with an empty pharmacy: the tabs are what is tested here. */
const answered = new Set<string>();
const emptyReports = [
  http.get('/api/reports/initiative/pharmacy/quarters', ({ request }) => {
    answered.add('quarters');
    return HttpResponse.json({ year: Number(new URL(request.url).searchParams.get('year')), quarters: [] });
  }),
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
  http.get('/api/reports/cashier/points', () => (answered.add('rewards'), HttpResponse.json({ owner: null, manager: null, cashiers: [] }))),
];

/** Waits for the screen's calls to be answered, so none arrives after the test's handlers are gone. */
const settled = async (...calls: string[]) => {
  await expect.poll(() => calls.every((call) => answered.has(call))).toBe(true);
  await expect.element(page.getByText(/Выберите квартал|Нет данных/).first()).toBeVisible();
  answered.clear();
};

const tabList = () => page.getByRole('tablist', { name: 'Вкладки отчётов' });

describe('reports tab screen', () => {
  it('is a section of the portal home and opens on the common tab', async () => {
    mockServer.use(...emptyReports);
    const app = await renderApp('/', { signedIn: true });
    await page.getByRole('link', { name: 'Отчёты' }).click();
    await expect.poll(() => app.path(), { timeout: 10_000 }).toBe('/reports'); // the screen loads on first visit
    await expect.element(tabList().getByRole('tab', { name: 'Общий отчёт по инициативам' })).toHaveAttribute('aria-selected', 'true');
    await scrollTowardsTheOverviewTable(); // on a phone the table is drawn once the page is scrolled
    await expect.element(page.getByRole('grid', { name: 'Инициативы аптеки за квартал' })).toBeVisible();
    await settled('quarters');
  });

  it('opens the distribution tab from its URL without listing it', async () => {
    mockServer.use(...emptyReports);
    await renderApp('/reports?tab=distribution', { signedIn: true });
    await expect.element(page.getByRole('heading', { name: 'Распределение вознаграждений' })).toBeVisible();
    const listed = tabList()
      .getByRole('tab')
      .all()
      .map((link) => link.element().textContent);
    expect(listed[0]).toBe('Общий отчёт по инициативам');
    expect(listed).not.toContain('Распределение вознаграждений');
    await expect.element(tabList().getByRole('tab', { name: 'Общий отчёт по инициативам' })).toHaveAttribute('aria-selected', 'false');
    await settled('rewards');
  });

  it('shows the common tab for a tab it does not have', async () => {
    mockServer.use(...emptyReports);
    await renderApp('/reports?tab=unknown', { signedIn: true });
    await scrollTowardsTheOverviewTable(); // on a phone the table is drawn once the page is scrolled
    await expect.element(page.getByRole('grid', { name: 'Инициативы аптеки за квартал' })).toBeVisible();
    await settled('quarters');
  });

  it('opens the error modal when the quarters with data cannot be had', async () => {
    mockServer.use(...emptyReports);
    mockServer.use(
      http.get('/api/reports/initiative/pharmacy/quarters', () =>
        HttpResponse.json({ message: 'Сервис отчётов недоступен' }, { status: 502 }),
      ),
    );
    await renderApp('/reports', { signedIn: true });
    await expect.element(page.getByRole('alertdialog', { name: 'Ошибка' })).toHaveTextContent('Сервис отчётов недоступен');
  });
});

describe('tab registry and URL contract', () => {
  const all = new Set<ReportTabId>(['common', 'profitForecast', 'orderCompose', 'feedback', 'distribution']);

  it('lists existing tabs in the spec’s order, never distribution, orderCompose not for a marketplace pharmacy', () => {
    expect(listedTabs(all, { belongsToMarketplace: false })).toEqual(['common', 'profitForecast', 'orderCompose', 'feedback']);
    expect(listedTabs(all, { belongsToMarketplace: true })).toEqual(['common', 'profitForecast', 'feedback']);
  });

  it('keeps the tab and the preselection in the URL', () => {
    const url = reportsTabUrl('profitForecast', { type: 'MANDATORY_MATRIX', initiativeId: 42, initiativeName: 'Матрица & Ко' });
    const search = new URL(url, 'http://portal.test').searchParams;
    expect(tabOfUrl(search, all)).toBe('profitForecast');
    expect(readPreselection(search)).toEqual({ type: 'MANDATORY_MATRIX', initiativeId: 42, initiativeName: 'Матрица & Ко' });
    expect(tabOfUrl(new URLSearchParams('tab=purchaseOrder'), all)).toBe('common');
    expect(readPreselection(new URLSearchParams('tab=profitForecast&type=MANDATORY_MATRIX&initiative=x&initiativeName=a'))).toBeNull();
  });
});
