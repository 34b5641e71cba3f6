import { overviewBonuses } from './support/overview-data';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { currentPeriod, quarterEnd, quarterLabel, quarterRequestDate, quarterStart } from '../../src/domain/shared/quarters';
import { mockServer, withMockServer } from './support/mock-server';
import { renderApp } from './support/render-app';

withMockServer();

/*
 * The overview on a back end that answers exactly what the spec names (RF §3, §7): the report has
 * only its summary and records (no pharmacyId, quarter, dataFreshness, hasCubeLink), it does not
 * hear our `quarter` (every answer is the current quarter's), the bonus record names its quarter,
 * and the pharmacy card has no address. Nothing fails, and no figure shows under a quarter it is
 * not of.
 */
const now = new Date();
const current = currentPeriod(now);
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const past = { year: current.year - 2, quarter: 1 } as const;

/** Records as the spec lists them (RF §3 Initiative record), no field of ours. */
const specRecord = (id: number, type: string, name: string, earned: number) => ({
  id,
  type,
  name,
  from: seconds(quarterStart(current)),
  to: seconds(quarterEnd(current)),
  mtxPercent: null,
  purchaseSipSum: null,
  earned,
  expected: earned * 2,
  mitigatingCoefficient: null,
  startDate: null,
  expirationDate: null,
});

const bonuses = overviewBonuses;

/** The pharmacy card's freshness: 14 May 2025, noon. */
const cardFreshness = seconds(new Date(2025, 4, 14, 12));

const specBackEnd = [
  http.get('/api/pharmacy/pharmacy/portal-id/:id', () =>
    HttpResponse.json({
      id: 1,
      subdivCode: 'A-001',
      software: { acceptInitiatives: false },
      belongsToMarketplace: false,
      additionalFtp: false,
      calcBonusType: null,
      dataFreshness: cardFreshness,
      pulsWarehouseCode: null,
    }),
  ),
  // Our quarters list does not exist there: every quarter is offered.
  http.get('/api/reports/initiative/pharmacy/quarters', () => new HttpResponse(null, { status: 404 })),
  http.get('/api/reports/initiative/pharmacy', () =>
    HttpResponse.json({
      summary: { earnedSum: 115, expectedSum: 230 },
      initiatives: [specRecord(301, 'PRIVATE_LABEL', 'Своя марка', 100), specRecord(401, 'SALES_PLAN', 'План продаж весны', 15)],
    }),
  ),
  http.get('/api/reports/initiative/pharmacy-common-bonuses', () => HttpResponse.json(bonuses)),
  http.get('/api/reports-rt/pharmacy', () => HttpResponse.json({ id: 1, subdivCode: 'A-001', dataFreshness: null })),
];

async function openOverview(handlers: RequestHandler[] = []) {
  await page.viewport(1280, 900);
  mockServer.use(...specBackEnd);
  mockServer.use(...handlers);
  await renderApp('/reports', { signedIn: true });
  const grid = page.getByRole('grid', { name: 'Инициативы аптеки за квартал' });
  await expect.element(grid.getByRole('row').filter({ hasText: 'Итого' })).toBeVisible();
  return grid;
}

describe('the overview on a back end built from the spec alone', () => {
  it("shows the current quarter from the spec's fields: the card's freshness date, cube links by type, the report detail", async () => {
    const grid = await openOverview();
    await expect.element(grid.getByRole('row').filter({ hasText: 'Итого' })).toHaveTextContent('115,00');
    await expect.element(page.getByText('Дата актуальности данных: 14.05.2025')).toBeVisible();
    // PRIVATE_LABEL has a cube query (spec section 3): without our hasCubeLink its cube opens.
    await page.getByRole('button', { name: 'Развернуть: Собственная торговая марка' }).click();
    const cube = grid.getByRole('link', { name: 'Открыть в аналитике: Своя марка' });
    await expect.element(cube).toHaveAttribute('href', expect.stringMatching(/^http:\/\/cubes\.test\/index\.xhtml\?customRequest=/));
    // SALES_PLAN has none: its report detail.
    await page.getByRole('button', { name: 'Развернуть: План продаж', exact: true }).click();
    await expect.element(grid.getByRole('link', { name: 'Открыть отчёт: План продаж весны' })).toHaveAttribute('href', '/reports/401');
    // The comparison is of the current quarter: its record says so.
    await expect.element(page.getByRole('heading', { name: 'Сравнение бонусов с другими аптеками' })).toBeVisible();
    await expect.element(page.getByText(/отдаёт только/)).not.toBeInTheDocument();
    await expect.element(page.getByRole('alertdialog', { name: 'Ошибка' })).not.toBeInTheDocument();
  });

  it("a past quarter is not shown with the current quarter's figures: the table and the chart say it cannot be shown", async () => {
    const grid = await openOverview();
    await page.getByRole('combobox', { name: 'Год' }).selectOptions(String(past.year));
    await page.getByText(quarterLabel(past.quarter), { exact: true }).click();
    await expect.element(page.getByRole('radio', { name: quarterLabel(past.quarter), exact: true })).toBeChecked();
    await expect
      .element(grid.getByText(`Сервер отдаёт только текущий квартал: данные за квартал I ${past.year} года показать нельзя.`))
      .toBeVisible();
    await expect
      .element(page.getByText(`Сравнение бонусов сервер отдаёт только за текущий квартал: за квартал I ${past.year} года показать нельзя.`))
      .toBeVisible();
    // None of the current quarter's figures, totals, freshness date or chart.
    await expect.element(grid.getByRole('row').filter({ hasText: 'Итого' })).not.toBeInTheDocument();
    await expect.element(grid.getByText('Своя марка')).not.toBeInTheDocument();
    await expect.element(page.getByText(/Дата актуальности данных/)).not.toBeInTheDocument();
    expect(document.querySelectorAll('.overview__charts').length).toBe(0);
    await expect.element(page.getByRole('alertdialog', { name: 'Ошибка' })).not.toBeInTheDocument();
  });

  it('a bonus record of another quarter is not shown under the quarter asked for, even beside a report of it', async () => {
    await openOverview([
      http.get('/api/reports/initiative/pharmacy-common-bonuses', () =>
        HttpResponse.json({ ...bonuses, quarter: quarterRequestDate(past) }),
      ),
    ]);
    await expect.element(page.getByText(/Сравнение бонусов сервер отдаёт только за текущий квартал/)).toBeVisible();
    expect(document.querySelectorAll('.overview__charts').length).toBe(0);
  });

  it("an empty comparison of a past quarter the back end did not answer says so, not 'Нет данных'", async () => {
    const grid = await openOverview([http.get('/api/reports/initiative/pharmacy-common-bonuses', () => HttpResponse.json(null))]);
    // The current quarter without a record: 'Нет данных', as ever.
    const comparison = page.getByRole('region', { name: 'Сравнение бонусов с другими аптеками' });
    await expect.element(comparison.getByText('Нет данных')).toBeVisible();
    await page.getByRole('combobox', { name: 'Год' }).selectOptions(String(past.year));
    await page.getByText(quarterLabel(past.quarter), { exact: true }).click();
    await expect.element(grid.getByText(/Сервер отдаёт только текущий квартал/)).toBeVisible();
    await expect
      .element(
        comparison.getByText(`Сравнение бонусов сервер отдаёт только за текущий квартал: за квартал I ${past.year} года показать нельзя.`),
      )
      .toBeVisible();
    await expect.element(comparison.getByText('Нет данных')).not.toBeInTheDocument();
  });

  it("the header's address toggle says the server sent no address, with the pharmacy's code", async () => {
    await openOverview();
    await page.getByRole('button', { name: 'АДРЕС АПТЕКИ' }).click();
    await expect
      .element(page.getByRole('button', { name: 'Адрес не передан сервером (код аптеки: A-001)' }))
      .toHaveAttribute('aria-pressed', 'true');
  });
});
