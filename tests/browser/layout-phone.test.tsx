import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import type { OrderHistoryEntry } from '../../src/api/contract/orders';
import type { Report } from '../../src/api/contract/reports';
import { reportTabIds, tabTitles, type ReportTabId } from '../../src/ui/report-tabs';
import { mockServer, withMockServer } from './support/mock-server';
import { reportRowsUrl } from './support/report-rows';
import { overviewHandlers, overviewRecord } from './support/overview-data';
import { renderApp } from './support/render-app';
import { expectPageFitsWindow, settled, widerThanWindow } from './support/layout-measure';

/**
 * The portal's pages on a 390×844 phone: nothing wider than the screen, controls wrap; a grid
 * may scroll sideways inside its own box, the page never does.
 */
withMockServer();

/**
 * Every tab here is opened with an empty list for the calls it gets no data of its own: this
 * checks the tabs' empty and waiting states only. The tabs with their lists full (long names,
 * millions, every column, their dialogs and panels) are measured in layout-phone-data.test.tsx.
 * The pharmacy, tokens and table settings keep their defaults.
 */
const others = http.all('/api/*', ({ request }) => {
  const path = new URL(request.url).pathname;
  if (
    /^\/api\/(pharmacy\/|uaa\/|table-settings\/|common\/pharmacy_purchase\/|pharmacy-cabinet-purchase-service\/v1\/pharmsm\/check)/.test(
      path,
    )
  )
    return undefined;
  return HttpResponse.json([]);
});

/** The calls sent and not yet answered. */
const inFlight = new Set<string>();
mockServer.events.on('request:start', ({ requestId }) => inFlight.add(requestId));
mockServer.events.on('response:mocked', ({ requestId }) => inFlight.delete(requestId));
mockServer.events.on('request:unhandled', ({ requestId }) => inFlight.delete(requestId));

async function expectFits() {
  await settled();
  expect(widerThanWindow()).toEqual([]);
  expectPageFitsWindow();
}

describe('phone 390×844', () => {
  it('the sign-in page fits the screen', async () => {
    await page.viewport(390, 844);
    await renderApp('/sign-in');
    await expect.element(page.getByRole('button', { name: 'Войти' })).toBeVisible();
    await expectFits();
  });

  it('the mobile app page fits the screen', async () => {
    await page.viewport(390, 844);
    await renderApp('/mobile-app', { signedIn: true });
    await expect.element(page.getByRole('heading').first()).toBeVisible();
    await expectFits();
  });

  it('the portal home fits the screen', async () => {
    await page.viewport(390, 844);
    await renderApp('/', { signedIn: true });
    await expect.element(page.getByRole('link', { name: 'Отчёты' })).toBeVisible();
    await expectFits();
  });

  it('keeps the header and the tab list to a line each, so a tab’s content starts in the first half of the screen', async () => {
    await page.viewport(390, 844);
    mockServer.use(others);
    mockServer.use(...overviewHandlers([overviewRecord(101, 'MANDATORY_MATRIX', 'Матрица квартала')]));
    await renderApp('/reports?tab=feedback', { signedIn: true });
    const panel = page.getByRole('tabpanel');
    await expect.element(panel).toBeVisible();
    await settled();
    const header = document.querySelector('header')!.getBoundingClientRect();
    expect(header.height, 'the header is one line').toBeLessThanOrEqual(56);
    const tabs = [...document.querySelectorAll('[role="tab"]')].map((tab) => Math.round(tab.getBoundingClientRect().top));
    expect(new Set(tabs).size, 'the tabs are on one line').toBe(1);
    expect(panel.element().getBoundingClientRect().top, 'the content starts in the first half').toBeLessThan(844 / 2);
    // The selected tab (the last but one) has been scrolled into the list's view.
    const selected = page.getByRole('tab', { selected: true }).element().getBoundingClientRect();
    expect(selected.left).toBeGreaterThanOrEqual(0);
    expect(selected.right).toBeLessThanOrEqual(390);
    expect(widerThanWindow()).toEqual([]);
  });

  const tabs: ReportTabId[] = [...reportTabIds, 'distribution'];
  it.each(tabs)('the reports tab %s fits the screen', async (tab) => {
    await page.viewport(390, 844);
    mockServer.use(others);
    mockServer.use(...overviewHandlers([overviewRecord(101, 'MANDATORY_MATRIX', 'Матрица квартала')]));
    await renderApp(`/reports?tab=${tab}`, { signedIn: true });
    await expect.element(page.getByText(tabTitles[tab]).first(), { timeout: 10_000 }).toBeVisible();
    // The tab's data has come when no call of it is still waiting for its answer.
    await expect.poll(() => inFlight.size).toBe(0);
    await expectFits();
  });

  it('a report fits the screen, its grid scrolling inside its own box', async () => {
    await page.viewport(390, 844);
    const april = new Date(2026, 3, 1).getTime() / 1000;
    const june = new Date(2026, 5, 30).getTime() / 1000;
    const header: Report = {
      id: 202,
      name: 'Приоритетные продажи: весна 2026, сеть «Здоровье»',
      type: 'PRIORITY_SALE',
      from: april,
      to: june,
      period: 'II квартал 2026',
      dataFreshness: june,
    };
    const row = (k: number) => ({
      contract: `Контракт ПРОМ-2026/${k + 1}`,
      product: { id: 501 + k, name: 'Ибупрофен-Акрихин таблетки покрытые оболочкой 200 мг №50' },
      sipPrice: 12_450.5,
      procurementClac: k % 2 === 0,
      percent: 12.25,
      amount: 1250,
      bonus: 1_906_522.66,
    });
    mockServer.use(
      http.get('/api/reports/report/202', () => HttpResponse.json(header)),
      http.get(reportRowsUrl(202, 'contract'), () => HttpResponse.json([0, 1, 2, 3].map(row))),
    );
    await renderApp('/reports/202', { signedIn: true });
    await expect
      .element(
        page
          .getByRole('grid')
          .getByRole('row')
          .filter({ hasText: /^Итого/ }),
      )
      .toBeVisible();
    await expectFits();
  });

  it('the order history fits the screen', async () => {
    await page.viewport(390, 844);
    const entry: OrderHistoryEntry = {
      system: 'puls',
      orderId: '15',
      created: new Date(2026, 10, 19, 11, 45).toISOString(),
      type: 'rg',
      kind: 'rg',
      positionsSent: 3,
      packsSent: 55,
      sumSent: 16284.9,
      positionsAccepted: 1,
      sumAccepted: 304.8,
      refused: [
        {
          product: {
            promotionalProductId: 41004,
            promotionalProductName: 'Гевискон Двойное действие, таблетки жевательные №12',
            barcodes: [],
          },
          amount: 50,
          reason: 'Недостаточно товара на складе Пульс MSK-01: в наличии 2 уп., заказано 50 уп.',
        },
      ],
    };
    mockServer.use(
      http.get('/api/pharmacy-cabinet-purchase-service/v1/orders', () =>
        HttpResponse.json([entry, { ...entry, orderId: '16', refused: [] }]),
      ),
    );
    await renderApp('/order-history', { signedIn: true });
    await expect.element(page.getByText('16', { exact: true }).first()).toBeVisible();
    await expectFits();
  });
});
