import { overviewBonuses } from './support/overview-data';
import { http, HttpResponse, type JsonBodyType, type RequestHandler } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { InitiativeRecord, InitiativesReport } from '../../src/api/contract/reports';
import { exportRecommendation } from '../../src/domain/reports/overview';
import { currentPeriod, quarterEnd, quarterStart, type Quarter } from '../../src/domain/shared/quarters';
import { periodStorageKey } from '../../src/machines/reports/period-selection.storage';
import { existingTabs } from '../../src/app/reports-route';
import { reportsTabUrl } from '../../src/ui/report-tabs';
import { mockServer, withMockServer } from './support/mock-server';
import { renderApp } from './support/render-app';
import { scrollTowardsTheOverviewTable } from './support/phone-list';

withMockServer();

// The data is of the real current quarter: the screen reads the clock once when it opens.
const now = new Date();
const current = currentPeriod(now);
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const from = seconds(quarterStart(current));
const to = seconds(quarterEnd(current));

const record = (id: number, type: string, name: string, figures: Partial<InitiativeRecord> = {}): InitiativeRecord => ({
  id,
  type,
  name,
  from,
  to,
  mtxPercent: null,
  purchaseSipSum: null,
  earned: null,
  expected: null,
  mitigatingCoefficient: null,
  startDate: null,
  expirationDate: null,
  hasCubeLink: false,
  ...figures,
});

const initiatives: InitiativeRecord[] = [
  record(101, 'MANDATORY_MATRIX', 'Матрица квартала', { mtxPercent: 87.456, purchaseSipSum: 1234.56, earned: 1000, expected: 2500.5 }),
  // The server lists the ended one first; the screen puts it after the running one.
  record(202, 'PROCUREMENT_MONTH', 'Закупка прошлого месяца', { to: seconds(now) - 60, earned: 300, expected: 300 }),
  record(201, 'PROCUREMENT', 'Закупка у производителя', { purchaseSipSum: 50000, earned: 700.25, expected: 1200 }),
  record(301, 'PRIVATE_LABEL', 'Своя марка', { hasCubeLink: true, earned: 10, expected: 20 }),
  record(401, 'SALES_PLAN', 'План продаж весны', { earned: 5, expected: 6 }),
  record(501, 'PULSAR_BONUS', 'Бонус Пульсар', { earned: 99999, expected: 99999 }),
];

const report = (quarter: string): InitiativesReport => ({
  pharmacyId: 1,
  quarter,
  dataFreshness: seconds(new Date(2025, 5, 30, 12)),
  summary: { earnedSum: 0, expectedSum: 0 },
  initiatives,
});

const bonuses = overviewBonuses;

/** The current year has data only in the current quarter; other years in all four. */
const quartersOf = (year: number): Quarter[] => (year === current.year ? [current.quarter] : [1, 2, 3, 4]);

const reportsHandlers = [
  http.get('/api/reports/initiative/pharmacy/quarters', ({ request }) => {
    const year = Number(new URL(request.url).searchParams.get('year'));
    return HttpResponse.json({ year, quarters: quartersOf(year) });
  }),
  http.get('/api/reports/initiative/pharmacy', ({ request }) =>
    HttpResponse.json(report(new URL(request.url).searchParams.get('quarter')!)),
  ),
  http.get('/api/reports/initiative/pharmacy-common-bonuses', () => HttpResponse.json(bonuses)),
  http.post('/api/reports/initiative/export', () => HttpResponse.json({ message: 'Запрос на выгрузку инициатив принят' })),
];

/** Opens the reports screen on a desktop-sized page; `handlers` answer instead of the usual ones. */
async function openOverview({
  url = '/reports',
  stored = {},
  handlers = [],
}: { url?: string; stored?: Record<string, string>; handlers?: RequestHandler[] } = {}) {
  await page.viewport(1280, 900);
  mockServer.use(...reportsHandlers);
  mockServer.use(...handlers);
  const app = await renderApp(url, { signedIn: true, stored });
  const grid = page.getByRole('grid', { name: 'Инициативы аптеки за квартал' });
  return { app, grid };
}

const rowTexts = (grid: ReturnType<typeof page.getByRole>) =>
  [...grid.element().querySelectorAll('[role="row"]')].map((row) => row.textContent ?? '');

describe('initiatives overview', () => {
  it('opens on the current quarter with its freshness, groups and totals', async () => {
    const { grid } = await openOverview();
    await expect
      .element(page.getByRole('radio', { name: `Квартал ${['I', 'II', 'III', 'IV'][current.quarter - 1]}`, exact: true }))
      .toBeChecked();
    await expect.element(page.getByText('Дата актуальности данных: 30.06.2025')).toBeVisible();
    await expect.element(grid.getByRole('row').filter({ hasText: 'Обязательная матрица' })).toHaveTextContent('87,46');
    await expect.element(grid.getByRole('row').filter({ hasText: 'Обязательная матрица' })).toHaveTextContent('1 234,56');
    // 'Итого' sums the visible rows; the hidden PULSAR_BONUS is not among them.
    await expect.element(grid.getByRole('row').filter({ hasText: 'Итого' })).toHaveTextContent('2 015,25');
    expect(rowTexts(grid).join('|')).not.toContain('Пульсар');
  });

  it('the current quarter shows the real-time figures: newer freshness, live sums and purchases, an initiative started since', async () => {
    const asked: string[] = [];
    const live = (path: string, answer: JsonBodyType) =>
      http.get(
        `/api/reports-rt/${path}`,
        ({ request }) => (asked.push(`${path}?${new URL(request.url).searchParams}`), HttpResponse.json(answer)),
      );
    const { grid } = await openOverview({
      handlers: [
        live('initiative/pharmacy', [
          record(101, 'MANDATORY_MATRIX', 'Матрица квартала', { mtxPercent: 90.5, earned: 1100, expected: 2600 }),
          record(601, 'PRODUCT_OF_THE_DAY', 'Товар дня с понедельника', { earned: 15, expected: 40 }),
        ]),
        live('pharmacy', { id: 1, dataFreshness: '2025-07-02' }),
        live('purchase/pharmacy', [{ initiativeId: 201, purchaseSipSum: 51000 }]),
      ],
    });
    await expect.element(page.getByText('Дата актуальности данных: 02.07.2025')).toBeVisible();
    const matrix = grid.getByRole('row').filter({ hasText: 'Обязательная матрица' });
    await expect.element(matrix).toHaveTextContent('90,50');
    await expect.element(matrix).toHaveTextContent('1 100,00');
    // The purchase sum stays the regular one where the live source has none.
    await expect.element(matrix).toHaveTextContent('1 234,56');
    await page.getByRole('button', { name: 'Развернуть: Закупки' }).click();
    await expect.element(grid.getByRole('row').filter({ hasText: 'Закупка у производителя' })).toHaveTextContent('51 000,00');
    await expect.element(grid.getByRole('row').filter({ hasText: 'Товар дня' })).toBeVisible();
    // 1 100 + 300 + 700,25 + 10 + 5 + 15
    await expect.element(grid.getByRole('row').filter({ hasText: 'Итого' })).toHaveTextContent('2 130,25');
    expect(asked.sort()).toEqual(['initiative/pharmacy?id=1', 'pharmacy?id=1', 'purchase/pharmacy?id=1']);
  });

  it('a back end without the real-time calls: the regular report as it is, nothing said', async () => {
    const { grid } = await openOverview({
      handlers: [
        http.get('/api/reports-rt/initiative/pharmacy', () => new HttpResponse(null, { status: 404 })),
        http.get('/api/reports-rt/pharmacy', () => new HttpResponse(null, { status: 501 })),
        http.get('/api/reports-rt/purchase/pharmacy', () => new HttpResponse(null, { status: 501 })),
      ],
    });
    await expect.element(page.getByText('Дата актуальности данных: 30.06.2025')).toBeVisible();
    await expect.element(grid.getByRole('row').filter({ hasText: 'Итого' })).toHaveTextContent('2 015,25');
    expect(page.getByRole('alert').elements()).toHaveLength(0);
    expect(page.getByRole('dialog').elements()).toHaveLength(0);
  });

  it('a live call that fails: the last load’s figures and date, said above the table with Повторить, which asks again', async () => {
    let down = true;
    const { grid } = await openOverview({
      handlers: [
        http.get('/api/reports-rt/initiative/pharmacy', () =>
          down
            ? HttpResponse.json({ message: 'Сервис недоступен' }, { status: 500 })
            : HttpResponse.json([record(101, 'MANDATORY_MATRIX', 'Матрица квартала', { mtxPercent: 90.5, earned: 1100, expected: 2600 })]),
        ),
        http.get('/api/reports-rt/pharmacy', () => HttpResponse.json({ id: 1, dataFreshness: '2025-07-02' })),
      ],
    });
    const alert = page.getByRole('alert').filter({ hasText: 'Не удалось загрузить сегодняшние данные' });
    await expect
      .element(alert)
      .toHaveTextContent('Не удалось загрузить сегодняшние данные: Сервис недоступен В таблице — данные последней загрузки.');
    // Not today's date over the last load's figures.
    await expect.element(page.getByText('Дата актуальности данных: 30.06.2025')).toBeVisible();
    await expect.element(grid.getByRole('row').filter({ hasText: 'Обязательная матрица' })).toHaveTextContent('87,46');
    down = false;
    await alert.getByRole('button', { name: 'Повторить' }).click();
    await expect.element(page.getByText('Дата актуальности данных: 02.07.2025')).toBeVisible();
    await expect.element(grid.getByRole('row').filter({ hasText: 'Обязательная матрица' })).toHaveTextContent('90,50');
    await expect.element(alert).not.toBeInTheDocument();
  });

  it('disables quarters without data and shows their months', async () => {
    await openOverview();
    for (const quarter of [1, 2, 3, 4] as const) {
      const radio = page.getByRole('radio', { name: `Квартал ${['I', 'II', 'III', 'IV'][quarter - 1]}`, exact: true });
      if (quarter === current.quarter) await expect.element(radio).toBeEnabled();
      else await expect.element(radio).toBeDisabled();
    }
    await expect.element(page.getByText('апреля-июня')).toBeVisible();
  });

  it('expands a group: the ended initiative is shaded and comes after the running one', async () => {
    const { grid } = await openOverview();
    await page.getByRole('button', { name: 'Развернуть: Закупки' }).click();
    await expect.element(page.getByRole('button', { name: 'Свернуть: Закупки' })).toHaveAttribute('aria-expanded', 'true');
    const running = grid.getByRole('row').filter({ hasText: 'Закупка у производителя' });
    const ended = grid.getByRole('row').filter({ hasText: 'Закупка прошлого месяца' });
    await expect.element(ended).toHaveClass(/overview__row--expired/);
    await expect.element(running).not.toHaveClass(/overview__row--expired/);
    await expect.element(running).toHaveTextContent('50 000,00');
    const texts = rowTexts(grid);
    expect(texts.findIndex((text) => text.includes('Закупка у производителя'))).toBeLessThan(
      texts.findIndex((text) => text.includes('Закупка прошлого месяца')),
    );
    await page.getByRole('button', { name: 'Свернуть: Закупки' }).click();
    await expect.element(running).not.toBeInTheDocument();
  });

  it('one action opens every initiative of the quarter and another closes them; the legend says what a pink row is', async () => {
    const { grid } = await openOverview();
    const groupButtons = () => grid.element().querySelectorAll('button[aria-expanded]');
    await expect.poll(() => groupButtons().length).toBeGreaterThan(1);
    const groups = groupButtons().length;
    await page.getByRole('button', { name: 'Развернуть все инициативы' }).click();
    await expect.element(page.getByRole('button', { name: 'Свернуть все инициативы' })).toBeVisible();
    expect([...groupButtons()].filter((button) => button.getAttribute('aria-expanded') === 'true')).toHaveLength(groups);
    await expect.element(grid.getByRole('row').filter({ hasText: 'Закупка прошлого месяца' })).toHaveClass(/overview__row--expired/);
    const legend = page.getByText(
      'Розовым выделены инициативы, срок которых истёк: их показатели сохранены, заказ по ним уже не оформить.',
    );
    await expect.element(legend).toBeVisible();
    // The swatch wears the expired rows' own colour.
    const swatch = legend.element().querySelector('.overview__legend-swatch')!;
    const row = grid.getByRole('row').filter({ hasText: 'Закупка прошлого месяца' }).element().querySelector('[role="gridcell"]')!;
    expect(getComputedStyle(swatch).backgroundColor).toBe(getComputedStyle(row).backgroundColor);
    await page.getByRole('button', { name: 'Свернуть все инициативы' }).click();
    await expect.element(grid.getByRole('row').filter({ hasText: 'Закупка прошлого месяца' })).not.toBeInTheDocument();
    expect([...groupButtons()].every((button) => button.getAttribute('aria-expanded') === 'false')).toBe(true);
  });

  it('at 390×844 the expand-all button and the legend stay on the screen, the legend wrapped', async () => {
    await openOverview();
    await page.viewport(390, 844);
    const expandAll = page.getByRole('button', { name: 'Развернуть все инициативы' });
    await expandAll.click();
    const legend = page.getByText(/^Розовым выделены инициативы/u);
    await expect.element(legend).toBeVisible();
    for (const element of [page.getByRole('button', { name: 'Свернуть все инициативы' }).element(), legend.element()]) {
      const box = element.getBoundingClientRect();
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(390);
    }
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  });

  it('gives each initiative its details action: download, cube in a new tab, report detail', async () => {
    await openOverview();
    for (const group of ['Обязательная матрица', 'Собственная торговая марка', 'План продаж']) {
      await page.getByRole('button', { name: `Развернуть: ${group}` }).click();
    }
    await expect.element(page.getByRole('button', { name: 'Скачать отчёт: Матрица квартала' })).toBeVisible();
    const cube = page.getByRole('link', { name: 'Открыть в аналитике: Своя марка' });
    await expect.element(cube).toHaveAttribute('href', expect.stringMatching(/^http:\/\/cubes\.test\/index\.xhtml\?customRequest=/));
    await expect.element(cube).toHaveAttribute('target', '_blank');
    await expect.element(page.getByRole('link', { name: 'Открыть отчёт: План продаж весны' })).toHaveAttribute('href', '/reports/401');
    // The order icon leads to the type's order tab with the initiative chosen, once that tab exists.
    const order = page.getByRole('link', { name: 'Заказать: Матрица квартала' });
    if (existingTabs.has('profitForecast')) {
      await expect
        .element(order)
        .toHaveAttribute(
          'href',
          reportsTabUrl('profitForecast', { type: 'MANDATORY_MATRIX', initiativeId: 101, initiativeName: 'Матрица квартала' }),
        );
    } else {
      await expect.element(order).not.toBeInTheDocument();
    }
  });

  it('opens the internal initiative page of a type with neither a cube link nor a report table', async () => {
    const withImpulse = (quarter: string): InitiativesReport => ({
      ...report(quarter),
      initiatives: [
        ...initiatives,
        record(601, 'IMPULSE_ACTION', 'Осенний импульс'),
        record(602, 'ESTABLISHED_ORDER', 'Заказ сезона', { hasCubeLink: true }),
      ],
    });
    await openOverview({
      handlers: [
        http.get('/api/reports/initiative/pharmacy', ({ request }) =>
          HttpResponse.json(withImpulse(new URL(request.url).searchParams.get('quarter')!)),
        ),
      ],
    });
    for (const group of ['Импульсная акция', 'Установленный заказ'])
      await page.getByRole('button', { name: `Развернуть: ${group}` }).click();
    await expect
      .element(page.getByRole('link', { name: 'Открыть страницу инициативы: Осенний импульс' }))
      .toHaveAttribute('href', '/reports/601');
    // With a cube link the cube still wins.
    await expect.element(page.getByRole('link', { name: 'Открыть в аналитике: Заказ сезона' })).toBeVisible();
  });

  it('says to choose a quarter after a year is picked, and loads the quarter chosen', async () => {
    const { grid } = await openOverview();
    await expect.element(grid.getByRole('row').filter({ hasText: 'Итого' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Год' }).selectOptions(String(current.year - 1));
    await expect.element(grid.getByText('Выберите квартал')).toBeVisible();
    await page.getByText('Квартал III', { exact: true }).click();
    await expect.element(grid.getByRole('row').filter({ hasText: 'Итого' })).toBeVisible();
    expect(JSON.parse(localStorage.getItem(periodStorageKey('apteka1'))!)).toEqual({ year: current.year - 1, quarter: 3 });
  });

  it('opens on the period this user chose last time', async () => {
    let asked = '';
    await openOverview({
      stored: { [periodStorageKey('apteka1')]: JSON.stringify({ year: 2023, quarter: 4 }) },
      handlers: [
        http.get('/api/reports/initiative/pharmacy', ({ request }) => {
          asked = new URL(request.url).searchParams.get('quarter')!;
          return HttpResponse.json(report(asked));
        }),
      ],
    });
    await expect.element(page.getByRole('combobox', { name: 'Год' })).toHaveValue('2023');
    await expect.element(page.getByRole('radio', { name: 'Квартал IV', exact: true })).toBeChecked();
    await expect.poll(() => asked).toBe('2023-10-01');
  });

  it('shows "Загрузка..." while the report loads, then "Нет данных" for an empty quarter', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const { grid } = await openOverview({
      handlers: [
        http.get('/api/reports/initiative/pharmacy', async ({ request }) => {
          await answered;
          return HttpResponse.json({ ...report(new URL(request.url).searchParams.get('quarter')!), initiatives: [] });
        }),
      ],
    });
    await expect.element(grid.getByText('Загрузка...')).toBeVisible();
    answer();
    await expect.element(grid.getByText('Нет данных')).toBeVisible();
    expect(rowTexts(grid).join('|')).not.toContain('Итого');
  });

  it('opens the error modal when the report fails, and keeps the message in place of the table (not Нет данных)', async () => {
    const { grid } = await openOverview({
      handlers: [
        http.get('/api/reports/initiative/pharmacy', () => HttpResponse.json({ message: 'Отчёт временно недоступен' }, { status: 500 })),
      ],
    });
    await expect.element(page.getByRole('alertdialog', { name: 'Ошибка' })).toHaveTextContent('Отчёт временно недоступен');
    await page.getByRole('button', { name: 'Ок' }).click();
    await expect.element(grid.getByRole('alert')).toHaveTextContent('Отчёт временно недоступен');
    await expect.element(page.getByText('Нет данных')).not.toBeInTheDocument();
  });

  it('draws the bonus comparison and gives its figures to screen readers', async () => {
    await openOverview();
    const section = page.getByRole('region', { name: 'Сравнение бонусов с другими аптеками' });
    // Drawn once near view: the user scrolls down to it.
    await expect.element(section).toBeInTheDocument();
    section.element().scrollIntoView();
    await expect.element(section.getByText('Доля бонуса в обороте', { exact: true })).toBeVisible();
    await expect.element(section.getByText('Бонус на 1 млн ₽ оборота', { exact: true })).toBeVisible();
    await expect.element(section.getByText(/ваша аптека — 1,2 %/)).toBeInTheDocument();
    await expect.element(section.getByText(/ваша аптека — 4 321,50 ₽/)).toBeInTheDocument();
    await expect.poll(() => section.element().querySelectorAll('svg rect').length).toBeGreaterThanOrEqual(6);
    // Hovering the best pharmacy's bar of the first chart shows that figure.
    await section.getByRole('img', { name: 'Лучшая аптека: 3,5 %' }).hover();
    await expect.element(page.getByRole('tooltip')).toHaveTextContent(/^Лучшая аптека: 3,5 %$/);
  });

  /**
   * The overview on a short phone, at the page's top (wherever the test before left it scrolled):
   * this quarter's table is short, and its charts must stand over a screen below.
   */
  async function openOnShortPhone() {
    await page.viewport(390, 600);
    window.scrollTo(0, 0);
    mockServer.use(...reportsHandlers);
    await renderApp('/reports', { signedIn: true });
    const section = page.getByRole('region', { name: 'Сравнение бонусов с другими аптеками' });
    await expect.element(section.getByText(/ваша аптека — 1,2 %/)).toBeInTheDocument();
    return section;
  }

  it('on a phone the charts below the table are drawn once scrolled near, in the place kept for them', async () => {
    const section = await openOnShortPhone();
    const plots = () => [...section.element().querySelectorAll('.chart__plot')];
    await expect.poll(() => plots().length).toBe(2);
    // Below the first screen and a screen beyond: nothing drawn yet, the plots' height kept.
    expect(plots()[0].getBoundingClientRect().top).toBeGreaterThan(2 * 600);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(section.element().querySelectorAll('svg').length).toBe(0);
    expect(plots().map((plot) => plot.getBoundingClientRect().height)).toEqual([300, 300]);
    const height = section.element().getBoundingClientRect().height;

    plots()[0].scrollIntoView({ block: 'center' });
    await expect.poll(() => section.element().querySelectorAll('svg rect').length).toBeGreaterThanOrEqual(6);
    await expect.element(section.getByRole('img', { name: 'Лучшая аптека: 3,5 %' })).toBeInTheDocument();
    // Drawn where the place was kept: the section did not grow and nothing below it moved.
    expect(section.element().getBoundingClientRect().height).toBe(height);
  });

  it("on a phone a click into the table and Tab reach the charts' figures, however far below they stand", async () => {
    const section = await openOnShortPhone();
    expect(section.element().querySelectorAll('svg').length).toBe(0);

    // The table, drawn once the page is scrolled, takes one Tab stop; the next Tab leaves it for
    // the first bar of the first chart.
    await scrollTowardsTheOverviewTable();
    await userEvent.click(page.getByRole('gridcell').first());
    await expect.poll(() => section.element().querySelectorAll('svg rect').length).toBeGreaterThanOrEqual(6);
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement?.classList.contains('chart__bar-target')).toBe(true);
    expect(section.element().contains(document.activeElement)).toBe(true);
  });

  it('on a phone the table under the first screen is drawn once the page is scrolled', async () => {
    await openOnShortPhone();
    const grid = page.getByRole('grid', { name: 'Инициативы аптеки за квартал' });
    const space = page
      .getByRole('tabpanel')
      .getByRole('status')
      .filter({ hasText: /^Загрузка\.\.\.$/ });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect.element(space).toBeInTheDocument();
    expect(space.element().getBoundingClientRect().top).toBeGreaterThan(600);
    expect(grid.elements()).toHaveLength(0);
    window.scrollBy(0, 40);
    await expect.element(grid).toBeInTheDocument();
    expect(space.elements()).toHaveLength(0);
  });

  it('on a phone a Tab draws the table before it reaches it, the page unscrolled', async () => {
    await openOnShortPhone();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(page.getByRole('grid', { name: 'Инициативы аптеки за квартал' }).elements()).toHaveLength(0);
    (page.getByRole('tablist', { name: 'Вкладки отчётов' }).getByRole('tab', { selected: true }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('grid', { name: 'Инициативы аптеки за квартал' })).toBeInTheDocument();
    expect(window.scrollY).toBe(0);
  });

  it('on a laptop’s 1280 × 720 screen the table is drawn at once, though only its top is in view', async () => {
    await page.viewport(1280, 720);
    window.scrollTo(0, 0);
    mockServer.use(...reportsHandlers);
    await renderApp('/reports', { signedIn: true });
    const grid = page.getByRole('grid', { name: 'Инициативы аптеки за квартал' });
    await expect.element(grid).toBeInTheDocument();
    expect(grid.element().getBoundingClientRect().bottom).toBeGreaterThan(720);
    expect(window.scrollY).toBe(0);
  });

  it('says "Нет данных" in the comparison when the quarter has no record', async () => {
    await openOverview({ handlers: [http.get('/api/reports/initiative/pharmacy-common-bonuses', () => HttpResponse.json(null))] });
    const section = page.getByRole('region', { name: 'Сравнение бонусов с другими аптеками' });
    await expect.element(section.getByText('Нет данных')).toBeVisible();
  });

  it('requests initiatives again: the button waits, then the snackbar shows the message and the advice', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await openOverview({
      handlers: [
        http.post(
          '/api/reports/initiative/export',
          async () => (await answered, HttpResponse.json({ message: 'Запрос на выгрузку инициатив принят' })),
        ),
      ],
    });
    await page.getByRole('button', { name: 'Запросить инициативы заново' }).click();
    await expect.element(page.getByRole('button', { name: 'Запрашиваем инициативы…' })).toBeDisabled();
    answer();
    const snackbar = page.getByRole('status').filter({ hasText: 'Инициативы запрошены' });
    await expect.element(snackbar).toHaveTextContent(`Запрос на выгрузку инициатив принят. ${exportRecommendation}`);
    await expect.element(page.getByRole('button', { name: 'Запросить инициативы заново' })).toBeEnabled();
  });

  it('shows an error snackbar when the request fails', async () => {
    await openOverview({
      handlers: [
        http.post('/api/reports/initiative/export', () => HttpResponse.json({ message: 'Слишком частые запросы' }, { status: 429 })),
      ],
    });
    await page.getByRole('button', { name: 'Запросить инициативы заново' }).click();
    await expect
      .element(page.getByRole('alert').filter({ hasText: 'Не удалось запросить инициативы' }))
      .toHaveTextContent('Слишком частые запросы');
  });

  it('hands the tokens over to the analytics in a new tab', async () => {
    const sent: { action: string; target: string; fields: Record<string, string> }[] = [];
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      sent.push({
        action: this.action,
        target: this.target,
        fields: Object.fromEntries(new FormData(this) as unknown as Iterable<[string, string]>),
      });
    });
    await openOverview();
    await page.getByRole('button', { name: 'Расширенная аналитика' }).click();
    submit.mockRestore();
    expect(sent).toEqual([
      {
        action: 'http://analytics.test/',
        target: '_blank',
        fields: { accessToken: localStorage.getItem('token')!, refreshToken: 'refresh-1', urlToRedirect: 'http://cubes.test/' },
      },
    ]);
  });
});
