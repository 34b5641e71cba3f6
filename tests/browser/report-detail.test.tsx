import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import type { Report, ReportRows } from '../../src/api/contract/reports';
import { mockServer, withMockServer } from './support/mock-server';
import { reportRowsUrl } from './support/report-rows';
import { renderApp } from './support/render-app';

withMockServer();

// 1 April 2026, local midnight: the second quarter, 'Апрель - Июнь'.
const april = new Date(2026, 3, 1).getTime() / 1000;
const may = new Date(2026, 4, 31).getTime() / 1000;
const product = (id: number, name: string) => ({ id, name });
const report = (id: number, type: string, name: string, dataFreshness: number | null = may): Report => ({
  id,
  name,
  type,
  from: april,
  to: may,
  period: 'II квартал 2026',
  dataFreshness,
});

/** Serves one report and its rows; the test may slow either down. */
function serveReport(header: Report, rows: ReportRows, { reportDelay = 0, rowsDelay = 0 } = {}) {
  mockServer.use(
    http.get(`/api/reports/report/${header.id}`, async () => (await delay(reportDelay), HttpResponse.json(header))),
    http.get(reportRowsUrl(header.id, rows.layout), async () => (await delay(rowsDelay), HttpResponse.json(rows.rows))),
  );
}

/** Every column header of the grid: columns out of view are not rendered, so it scrolls across. */
async function gridHeaders(): Promise<string[]> {
  const grid = page.getByRole('grid').element() as HTMLElement;
  const seen = new Set<string>();
  for (let left = 0; left <= grid.scrollWidth; left += grid.clientWidth / 2) {
    grid.scrollLeft = left;
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    grid.querySelectorAll('[role="columnheader"]').forEach((cell) => seen.add(cell.textContent ?? ''));
  }
  grid.scrollLeft = 0;
  return [...seen];
}

/** The texts of the totals row, scrolled across like the headers. */
async function totalsRow(): Promise<string[]> {
  const grid = page.getByRole('grid').element() as HTMLElement;
  const seen = new Set<string>();
  for (let left = 0; left <= grid.scrollWidth; left += grid.clientWidth / 2) {
    grid.scrollLeft = left;
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    grid.querySelectorAll('.rdg-summary-row [role="gridcell"]').forEach((cell) => cell.textContent && seen.add(cell.textContent));
  }
  return [...seen];
}

const salesRow = (name: string, sale: number, purchase: number, discount: number, actual: number) => ({
  from: april,
  to: may,
  product: product(11, name),
  planned: 10,
  amount: 4,
  remainSale: 6,
  salePoints: 12.5,
  saleBonusSum: sale,
  purchase: 8,
  remainPurchase: 2,
  purchasePoints: 3,
  purchaseBonusSum: purchase,
  discount: 1.5,
  discountSum: discount,
  actualBonusSum: actual,
});

describe('report detail', () => {
  it('shows the sales/plan layout with the header, its columns and the totals of the quarter', async () => {
    await page.viewport(1400, 900);
    serveReport(report(101, 'SALES_PLAN', 'План продаж: весна'), {
      layout: 'salesPlan',
      rows: [salesRow('Нурофен', 100.5, 20, 5, 1234.5), salesRow('Аспирин', 200.25, 30.1, 0, 1000)],
    });
    await renderApp('/reports/101', { signedIn: true });
    await expect.element(page.getByRole('heading', { name: 'План продаж: весна' })).toBeVisible();
    await expect.element(page.getByText('Апрель - Июнь').first()).toBeVisible();
    await expect.element(page.getByText('31.05.2026')).toBeVisible();
    await expect.element(page.getByRole('gridcell', { name: 'Нурофен' })).toBeVisible();
    // The initiative is the page's heading, not a column repeating it in every row.
    expect(await gridHeaders()).not.toContain('Инициатива');
    expect(await gridHeaders()).toEqual(
      expect.arrayContaining([
        'Период',
        'Промо-товар',
        'План закупок/продаж, уп.',
        'Бонус за продажи на текущую дату, руб.',
        'Бонус за закупки на текущую дату, руб.',
        'Компенсация всего, руб.',
        'Итоговый бонус на текущую дату, руб.',
      ]),
    );
    expect(await totalsRow()).toEqual(['Итого', 'Апрель - Июнь', '300,75', '50,10', '5,00', '2 234,50']);
  });

  it('shows the contract layout: promo code, bonus type and the bonus total', async () => {
    serveReport(report(102, 'PRIORITY_SALE', 'Приоритетные продажи'), {
      layout: 'contract',
      rows: [
        {
          contract: 'К-1',
          product: product(501, 'Мирамистин'),
          sipPrice: 250,
          procurementClac: true,
          percent: 12.25,
          amount: 3,
          bonus: 91.88,
        },
        { contract: 'К-2', product: product(502, 'Терафлю'), sipPrice: 400, procurementClac: false, percent: 5, amount: 2, bonus: 40 },
      ],
    });
    await renderApp('/reports/102', { signedIn: true });
    await expect.element(page.getByRole('gridcell', { name: 'П_501' })).toBeVisible();
    await expect.element(page.getByRole('gridcell', { name: 'закупка' })).toBeVisible();
    await expect.element(page.getByRole('gridcell', { name: 'продажа' })).toBeVisible();
    await expect.element(page.getByRole('gridcell', { name: '12,3', exact: true })).toBeVisible();
    expect(await gridHeaders()).toEqual([
      'Контракт',
      'Код промо-товара',
      'Наименование товара',
      'Контрактная цена, руб.',
      'Тип бонуса',
      'Процент, %',
      'Количество, уп.',
      'Сумма бонуса, руб.',
    ]);
    expect(await totalsRow()).toEqual(['Итого', 'Апрель - Июнь', '131,88']);
  });

  it('shows the mandatory-matrix level layout without a totals row; an unknown absence is 0', async () => {
    serveReport(report(103, 'MANDATORY_MATRIX', 'Обязательная матрица', null), {
      layout: 'matrixLevel',
      rows: [
        {
          requiredPercent: 80,
          requiredNumberOfPositions: 40,
          existedNumberOfPosition: 35.44,
          absentNumberOfPosition: null,
          bonusPercent: 2.5,
        },
      ],
    });
    await renderApp('/reports/103', { signedIn: true });
    await expect.element(page.getByText('Неизвестно')).toBeVisible();
    await expect.element(page.getByRole('gridcell', { name: '35,4' })).toBeVisible();
    await expect.element(page.getByRole('gridcell', { name: '0,0', exact: true })).toBeVisible();
    expect(await gridHeaders()).toEqual([
      'Требуемый процент наличия, %',
      'Требуемое количество позиций',
      'Позиций в наличии (в среднем за день)',
      'Позиций нет в наличии (в среднем за день)',
      'Процент бонуса, %',
    ]);
    expect(await totalsRow()).toEqual([]);
  });

  it('shows the pharmacy motivation layout with actual and expected bonus totals', async () => {
    serveReport(report(104, 'PHARMACY_MOTIVATION', 'Мотивация аптеки'), {
      layout: 'motivation',
      rows: [
        { from: april, to: may, product: product(7, 'Кагоцел'), amount: 5, points: 2, actualBonusSum: 10, expectedBonusSum: 30.5 },
        {
          from: april,
          to: april + 86400,
          product: product(8, 'Ингавирин'),
          amount: 1,
          points: 4.5,
          actualBonusSum: 4.5,
          expectedBonusSum: 9,
        },
      ],
    });
    await renderApp('/reports/104', { signedIn: true });
    await expect.element(page.getByRole('gridcell', { name: 'Апрель - Май' })).toBeVisible();
    await expect.element(page.getByRole('gridcell', { name: 'Апрель', exact: true })).toBeVisible();
    expect(await gridHeaders()).toContain('Прогноз бонуса на конец инициативы (при выполнении плана), руб.');
    expect(await totalsRow()).toEqual(['Итого', 'Апрель - Июнь', '14,50', '39,50']);
  });

  it('shows the discount compensation layout with actual and expected compensation totals', async () => {
    serveReport(report(105, 'DISCOUNT_COMPENSATION', 'Компенсация скидки'), {
      layout: 'discountCompensation',
      rows: [
        {
          from: april,
          to: may,
          product: product(9, 'Но-шпа'),
          amount: 3,
          discount: 1.5,
          actualDiscountSum: 1000.1,
          expectedDiscountSum: 2000.2,
        },
      ],
    });
    await renderApp('/reports/105', { signedIn: true });
    await expect.element(page.getByRole('gridcell', { name: '1,50' })).toBeVisible();
    expect(await gridHeaders()).toEqual(
      expect.arrayContaining([
        'Компенсация за упаковку, баллы',
        'Компенсация на текущую дату, руб.',
        'Прогноз компенсации на конец инициативы, руб.',
      ]),
    );
    expect(await totalsRow()).toEqual(['Итого', 'Апрель - Июнь', '1 000,10', '2 000,20']);
  });

  it("shows 'Загрузка..' while the report loads, then 'Загрузка' in its table while the rows load", async () => {
    serveReport(report(106, 'SALES_PLAN', 'План продаж'), { layout: 'salesPlan', rows: [] }, { reportDelay: 400, rowsDelay: 600 });
    await renderApp('/reports/106', { signedIn: true });
    await expect.element(page.getByText('Загрузка..', { exact: true })).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'План продаж' })).toBeVisible();
    await expect.element(page.getByText('Загрузка', { exact: true })).toBeVisible();
    await expect.element(page.getByText('Нет данных')).toBeVisible();
    await expect.element(page.getByText('Итого', { exact: true })).not.toBeInTheDocument();
  });

  it("shows the header alone for a type without a table, asking no rows (the overview's internal-page fallback)", async () => {
    let rowsAsked = false;
    mockServer.use(
      http.get('/api/reports/report/701', () => HttpResponse.json(report(701, 'IMPULSE_ACTION', 'Осенний импульс'))),
      http.get(/\/api\/reports\/.*701.*rows|rows.*701/, () => ((rowsAsked = true), HttpResponse.json({ message: 'нет' }, { status: 404 }))),
    );
    await renderApp('/reports/701', { signedIn: true });
    await expect.element(page.getByRole('heading', { name: 'Осенний импульс' })).toBeVisible();
    await expect.element(page.getByText('По инициативам вида «Импульсная акция» таблица отчёта не ведётся.')).toBeVisible();
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
    expect(rowsAsked).toBe(false);
  });

  it('shows the message of a failed load', async () => {
    mockServer.use(http.get('/api/reports/report/107', () => HttpResponse.json({ message: 'Отчёт №107 не найден' }, { status: 404 })));
    await renderApp('/reports/107', { signedIn: true });
    await expect.element(page.getByRole('alert')).toHaveTextContent('Отчёт №107 не найден');
  });

  it("refuses an address that is not a report number with an 'Ошибка' message, asking nothing", async () => {
    // Any request would fail the test: the mock server refuses requests it does not know.
    await renderApp('/reports/abc', { signedIn: true });
    await expect.element(page.getByRole('alert')).toHaveTextContent('Ошибка: «abc» — не номер отчёта');
  });
});
