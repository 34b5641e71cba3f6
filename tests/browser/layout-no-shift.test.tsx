import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import type { GridColumn } from '../../src/ui/grid/grid-columns';
import { DataGrid } from '../../src/ui/grid/DataGrid';
import { Waiting } from '../../src/ui/Waiting';
import { serveFeedback } from './support/feedback-data';
import { allRows, serveList, serveTasks } from './support/initiatives-list-data';
import { mockServer, withMockServer } from './support/mock-server';
import { overviewHandlers, overviewRecord } from './support/overview-data';
import { purchaseHandlers, types } from './support/purchase-order-data';
import { product, recommendedHandlers } from './support/recommended-order-data';
import { reportRowsUrl } from './support/report-rows';
import { renderApp, renderInShell } from './support/render-app';
import { position as rgPosition, rgHandlers } from './support/rg-order-data';
import { settled } from './support/layout-measure';

/**
 * What loads later keeps the place it will take: the screen does not jump when an answer comes
 * (Lighthouse's layout shift). Each answer is held until the test has measured the page without it.
 */
withMockServer();

/** Holds every GET (or POST) of `path` until the returned function is called; then the other handlers answer. */
function holdAnswers(path: string, method: 'get' | 'post' = 'get'): () => void {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  mockServer.use(
    http[method](path, async () => {
      await released;
      // Nothing returned: the next handler of the path answers.
    }),
  );
  return release;
}

const topOf = (element: Element) => Math.round(element.getBoundingClientRect().top);

/** Products as the demo names them: a select sized by the longest would be far wider than 'Все'. */
const longNames = [
  'Гевискон Двойное действие, таблетки жевательные №12',
  'Компливит Кальций Д3, таблетки жевательные №30, апельсин',
  'Сенсодин Мгновенный эффект, зубная паста 75 мл',
];
const longGroups = ['Пульс Москва, основной склад', 'Катрен Москва, склад в Подольске'];

describe('screens that do not jump', () => {
  it('the waiting screen does not move the page down (its space is inside it, not a margin through the page)', async () => {
    await page.viewport(1280, 800);
    const host = document.createElement('div');
    document.body.append(host);
    const emptyTop = topOf(host);
    const { createRoot } = await import('react-dom/client');
    const root = createRoot(host);
    root.render(<Waiting />);
    await expect.element(page.getByRole('status')).toHaveTextContent('Пожалуйста, подождите..');
    expect(topOf(host), 'where the waiting screen starts').toBe(emptyTop);
    root.unmount();
    host.remove();
  });

  it('the overview table stays where it is when the quarter’s report comes (freshness line and table bar kept)', async () => {
    await page.viewport(1440, 900);
    mockServer.use(
      ...overviewHandlers([
        overviewRecord(101, 'MANDATORY_MATRIX', 'Матрица квартала'),
        overviewRecord(201, 'PROCUREMENT', 'Закупка месяца'),
      ]),
    );
    const release = holdAnswers('/api/reports/initiative/pharmacy');
    await renderApp('/reports?tab=common', { signedIn: true });
    const grid = page.getByRole('grid', { name: 'Инициативы аптеки за квартал' });
    await expect.element(grid.getByText('Загрузка...')).toBeVisible();
    await settled();
    const loadingTop = topOf(grid.element());
    release();
    await expect.element(page.getByRole('button', { name: 'Развернуть все инициативы' })).toBeVisible();
    await expect.element(page.getByText(/^Дата актуальности данных/)).toBeVisible();
    await settled();
    expect(topOf(grid.element()), 'the table’s top once the report came').toBe(loadingTop);
  });

  const longestSum = { purchase: 12_345_678.9, date: '2026-10-01' };
  it.each([
    [320, longestSum],
    [360, longestSum],
    [390, longestSum],
    [400, longestSum],
    [412, longestSum],
    [412, null],
    [600, longestSum],
    [768, longestSum],
    [800, longestSum],
  ])('on a screen %i px wide the purchase form stays where it is when the quarter’s purchase comes (%o)', async (width, current) => {
    await page.viewport(width, 823);
    mockServer.use(...overviewHandlers([overviewRecord(101, 'MANDATORY_MATRIX', 'Матрица квартала')]));
    mockServer.use(http.get('/api/common/pharmacy_purchase/current', () => HttpResponse.json(current)));
    const release = holdAnswers('/api/common/pharmacy_purchase/current');
    await renderApp('/reports?tab=common', { signedIn: true });
    const block = page.getByRole('region', { name: 'Закупка аптеки за квартал' });
    await expect.element(block.getByText('Загрузка...')).toBeVisible();
    await settled();
    const form = block.element().querySelector('form')!;
    const loadingTop = topOf(form);
    release();
    await expect.element(block.getByText(/^Сумма закупки за текущий квартал(:| ещё не внесена)/)).toBeVisible();
    await settled();
    expect(topOf(form), 'the form’s top once the purchase came').toBe(loadingTop);
  });

  it('a grid whose rows load is as tall as the same grid full of rows', async () => {
    await page.viewport(1280, 800);
    const columns: GridColumn<{ id: number }>[] = [{ key: 'id', name: 'Номер', format: 'count' }];
    const rows = Array.from({ length: 200 }, (_, id) => ({ id }));
    await renderInShell(
      '/grids',
      <>
        <DataGrid label="Строки загружаются" columns={columns} rows={[]} rowKey={(row) => String(row.id)} loading />
        <DataGrid label="Строки пришли" columns={columns} rows={rows} rowKey={(row) => String(row.id)} />
      </>,
    );
    const loading = page.getByRole('grid', { name: 'Строки загружаются' });
    const full = page.getByRole('grid', { name: 'Строки пришли' });
    await expect.element(loading.getByText('Загрузка')).toBeVisible();
    await expect.element(full.getByRole('gridcell').first()).toBeVisible();
    await settled();
    const heightOf = (grid: typeof full) => Math.round(grid.element().getBoundingClientRect().height);
    expect(heightOf(full), 'a full grid reaches its cap').toBeGreaterThan(300);
    expect(heightOf(loading), 'the loading grid reserves that height').toBe(heightOf(full));
  });

  it('the purchase order’s filters stay on their lines when the initiative types come', async () => {
    await page.viewport(1400, 900);
    const { handlers } = purchaseHandlers();
    // A type with a long name, as the real ones are: a select sized by it would be wider than 'Загрузка...'.
    const named = types.map((type) =>
      type.type === 'PROCUREMENT' ? { ...type, displayName: 'Закупка у производителя по весенней кампании сети' } : type,
    );
    mockServer.use(...handlers);
    mockServer.use(http.get('/api/reports-rt/purchase-order/initiative-types', () => HttpResponse.json(named)));
    const release = holdAnswers('/api/reports-rt/purchase-order/initiative-types');
    await renderApp('/reports?tab=purchaseOrder', { signedIn: true });
    const type = page.getByRole('combobox', { name: 'Вид инициативы' });
    await expect.element(type).toHaveDisplayValue('Загрузка...');
    const show = page.getByRole('button', { name: 'Показать список товаров' });
    await settled();
    const before = { type: type.element().getBoundingClientRect().width, show: topOf(show.element()) };
    release();
    await expect.element(type).toHaveDisplayValue('Не выбран');
    await settled();
    expect({ type: type.element().getBoundingClientRect().width, show: topOf(show.element()) }).toEqual(before);
  });

  it.each([1440, 1280])(
    'at %i px the report table stays where it is when its rows come (the download button’s and the scroll hint’s places kept)',
    async (width) => {
      await page.viewport(width, 900);
      const april = new Date(2026, 3, 1).getTime() / 1000;
      const june = new Date(2026, 5, 30).getTime() / 1000;
      const header = {
        id: 201,
        name: 'План продаж: весна 2026',
        type: 'SALES_PLAN',
        from: april,
        to: june,
        period: 'II квартал 2026',
        dataFreshness: june,
      };
      const row = {
        from: april,
        to: june,
        product: { id: 4600, name: 'Нурофен Экспресс Форте капсулы 400 мг №20' },
        planned: 1200,
        amount: 845,
        remainSale: 355,
        salePoints: 125.5,
        saleBonusSum: 106_047.5,
        purchase: 1180,
        remainPurchase: 20,
        purchasePoints: 33.25,
        purchaseBonusSum: 39_235.75,
        discount: 14.5,
        discountSum: 12_252.5,
        actualBonusSum: 157_535.75,
      };
      mockServer.use(
        http.get(`/api/reports/report/${header.id}`, () => HttpResponse.json(header)),
        http.get(reportRowsUrl(header.id, 'salesPlan'), () => HttpResponse.json([row])),
      );
      const release = holdAnswers(reportRowsUrl(header.id, 'salesPlan'));
      await renderApp(`/reports/${header.id}`, { signedIn: true });
      const grid = page.getByRole('grid');
      await expect.element(grid.getByText('Загрузка')).toBeVisible();
      await settled();
      const loadingTop = topOf(grid.element());
      release();
      await expect.element(page.getByRole('button', { name: 'Скачать отчёт (Excel)' })).toBeVisible();
      await settled();
      expect(topOf(grid.element()), 'the table’s top once its rows came').toBe(loadingTop);
    },
  );

  it.each([320, 768, 1280, 1920])(
    'at %i px the overview table stays where it is when the legend of the ended initiatives comes with the quarter',
    async (width) => {
      await page.viewport(width, 1000);
      const ended = Math.floor(Date.now() / 1000) - 60;
      mockServer.use(
        ...overviewHandlers([
          overviewRecord(101, 'MANDATORY_MATRIX', 'Матрица квартала'),
          overviewRecord(201, 'PROCUREMENT', 'Закупка месяца'),
          overviewRecord(202, 'PROCUREMENT_MONTH', 'Закупка прошлого месяца', { to: ended }),
        ]),
      );
      const release = holdAnswers('/api/reports/initiative/pharmacy');
      await renderApp('/reports?tab=common', { signedIn: true });
      // The table's place: the grid in it, or on a phone, until the page is scrolled, its space.
      await expect.poll(() => document.querySelector('.overview__table')?.textContent, { timeout: 10_000 }).toContain('Загрузка...');
      const place = document.querySelector('.overview__table')!;
      await settled();
      const loadingTop = topOf(place);
      release();
      await expect.element(page.getByText(/^Розовым выделены инициативы/)).toBeVisible();
      await settled();
      expect(topOf(place), 'the table’s top once the report came').toBe(loadingTop);
    },
  );

  it.each([768, 1280])('at %i px the RG order stays where it is when its positions fill the filters', async (width) => {
    await page.viewport(width, 1000);
    const served = longNames.map((name, k) =>
      rgPosition(40100 + k, 100 + k, { promotionalProductName: name, possibleSupplierGroups: longGroups }),
    );
    mockServer.use(...rgHandlers({ served }));
    const release = holdAnswers('/api/reports-rt/purchase-order/recommended-goods', 'post');
    await renderApp('/reports?tab=purchaseOrderRG', { signedIn: true });
    const clear = page.getByRole('button', { name: 'Очистить черновик' });
    await expect.element(clear).toBeVisible();
    await settled();
    const loadingTop = topOf(clear.element());
    release();
    await expect.element(page.getByRole('option', { name: longNames[1] })).toBeInTheDocument();
    await settled();
    expect(topOf(clear.element()), 'the draft bar’s top once the positions came').toBe(loadingTop);
  });

  it('at 768 px the feedback’s message box stays where it is when the initiatives come', async () => {
    await page.viewport(768, 1000);
    serveFeedback({
      lists: [[]],
      initiatives: [{ id: 7, name: 'Мотивация первостольников по промо-товарам, IV квартал 2026', type: 'PHARMACIST_MOTIVATION' }],
    });
    const release = holdAnswers('/api/reports-rt/initiative/find-current-by-types', 'post');
    await renderApp('/reports?tab=feedback', { signedIn: true });
    const message = page.getByRole('textbox', { name: 'Сообщение' });
    await expect.element(message).toBeVisible();
    await settled();
    const loadingTop = topOf(message.element());
    release();
    await expect.element(page.getByRole('option', { name: /^Мотивация первостольников/ })).toBeInTheDocument();
    await settled();
    expect(topOf(message.element()), 'the message box’s top once the initiatives came').toBe(loadingTop);
  });

  it.each([
    [320, 45],
    [1280, 45],
    [320, 3],
    [1280, 3],
  ])('at %i px the initiatives list’s pager keeps its place and size when the list comes (%i rows)', async (width, count) => {
    await page.viewport(width, 900);
    serveList({ served: allRows.slice(0, count) });
    serveTasks();
    const release = holdAnswers('/api/initiative-management/initiative-pharmacy-view/table', 'post');
    await renderApp('/reports?tab=pharmacyInitiatives', { signedIn: true });
    const pages = page.getByRole('navigation', { name: 'Страницы' });
    await expect.element(pages).toBeInTheDocument();
    await settled();
    const footer = pages.element().parentElement!;
    const box = () => {
      const rect = footer.getBoundingClientRect();
      return { top: Math.round(rect.top), height: Math.round(rect.height) };
    };
    const loading = box();
    release();
    await expect.element(page.getByText(`Всего результатов: ${count}`)).toBeVisible();
    await settled();
    expect(box(), 'the footer once the list came').toEqual(loading);
  });

  it('at 768 px the recommended order’s filters and order stay where they are when the initiatives, promoters and suppliers come', async () => {
    await page.viewport(768, 1000);
    mockServer.use(
      ...recommendedHandlers({ served: longNames.map((productName, k) => product(40100 + k, { productName })) }),
      http.get('/api/reports-rt/initiative/current-procurement-procurement-amount-established-order-mandatory-matrix', () =>
        HttpResponse.json([
          { id: 1, name: 'Закупка у производителя по весенней кампании сети', type: 'PROCUREMENT' },
          { id: 2, name: 'Обязательная матрица ассортимента, IV квартал 2026', type: 'MANDATORY_MATRIX' },
        ]),
      ),
      http.post('/api/reports-rt/order-compose/find-promoter-supplier', () =>
        HttpResponse.json({ promoters: ['ООО «Рекитт Бенкизер Хэлскэр»'], supplierGroups: longGroups }),
      ),
    );
    const releaseInitiatives = holdAnswers(
      '/api/reports-rt/initiative/current-procurement-procurement-amount-established-order-mandatory-matrix',
    );
    const releaseOptions = holdAnswers('/api/reports-rt/order-compose/find-promoter-supplier', 'post');
    await renderApp('/reports?tab=orderCompose', { signedIn: true });
    const order = () => document.querySelector('.positions__order');
    await expect.poll(order, { timeout: 10_000 }).toBeTruthy();
    // Where each filter and the order are: a select that grows moves the filters after it, or the order.
    const places = () => [
      ...[...document.querySelectorAll('.positions__control')].map((control) => {
        const { left, top, width } = control.getBoundingClientRect();
        return [left, top, width].map(Math.round).join(',');
      }),
      `order ${topOf(order()!)}`,
    ];
    await settled();
    const loading = places();
    releaseInitiatives();
    releaseOptions();
    await expect.element(page.getByRole('combobox', { name: 'Тип инициативы' })).toBeEnabled();
    await expect.element(page.getByRole('combobox', { name: 'Поставщик' })).toBeEnabled();
    await settled();
    expect(places(), 'the filters and the order once their options came').toEqual(loading);
  });
});
