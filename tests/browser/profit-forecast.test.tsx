import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { ForecastPrediction, ForecastRowWire, MandatoryMatrixBonusWire, PharmacySystems } from '../../src/api/contract/forecast';
import type { Pharmacy } from '../../src/api/contract/pharmacy';
import { contentDisposition } from '../../src/domain/shared/content-disposition';
import { currentPeriod, quarterLabel } from '../../src/domain/shared/quarters';
import { pharmacyOne } from './support/handlers/pharmacy';
import { mockServer, withMockServer } from './support/mock-server';
import { renderApp } from './support/render-app';
import { forecastPageOf } from './support/forecast-page';

/**
 * The profit forecast tab with the real forecast worker: the worker fetches the forecast itself
 * (answered by msw like the page's own calls) and the screen shows what it answers.
 */
withMockServer();

const row = (initiativeId: number, id: number, fields: Partial<ForecastRowWire> = {}): ForecastRowWire => ({
  initiativeId,
  initiativeName: `Матрица ${initiativeId}`,
  promoter: `Промоутер ${initiativeId}`,
  promotionalProductId: id,
  promotionalProductName: `Товар ${id}`,
  barcodes: [`460${id}`],
  regionalPurchasingPrice: 100,
  minQuantity: 1,
  requiredQuantity: 2,
  regionalSalesQuantity: 30,
  possibleProfit: 10,
  possibleSupplierGroups: ['Группа А'],
  quantityForOrder: 0,
  purchasedAmount: 1,
  balance: 0,
  otherInitiatives: [],
  ...fields,
});

/** Three rows of initiative 1 at 100 ₽ and two of initiative 2 at 50 ₽ (group Б), then filler rows. */
const forecast = (filler = 0): ForecastRowWire[] => [
  row(1, 101),
  row(1, 102),
  row(1, 103),
  row(2, 201, { regionalPurchasingPrice: 50, possibleSupplierGroups: ['Группа Б'] }),
  row(2, 202, { regionalPurchasingPrice: 50, possibleSupplierGroups: ['Группа Б'] }),
  ...Array.from({ length: filler }, (_, k) => row(3, 1000 + k, { regionalPurchasingPrice: 1000 + k, requiredQuantity: 0 })),
];

const bonuses: MandatoryMatrixBonusWire[] = [
  {
    type: 'MANDATORY_MATRIX',
    requiredPercent: 80,
    requiredNumberOfPositions: 40,
    bonusPercent: 1.25,
    existedNumberOfPosition: 30,
    absentNumberOfPositionByTheEndOfThePeriod: 'Infinity',
    absentNumberOfPosition: 7,
    earned: 1234.5,
    expected: 2000,
  },
];
const prediction: ForecastPrediction = {
  bonuses: [
    { existedNumberOfPosition: 30, requiredNumberOfPositions: 40, bonusSum: 0, bonusPercent: 1, criticalPoints: [{ d: 8, pw: 2 }] },
  ],
};

function forecastHandlers({
  rows = forecast(),
  systems = [{ code: 'ПС-1', name: 'Система заказов' }],
  pharmacy = {},
}: {
  rows?: ForecastRowWire[];
  /** 'down': the check answers 503. */
  systems?: PharmacySystems | 'down';
  pharmacy?: Partial<Pharmacy>;
} = {}) {
  return [
    http.get('/api/pharmacy/pharmacy/portal-id/:id', () => HttpResponse.json({ ...pharmacyOne, ...pharmacy })),
    http.get('/api/reports-rt/rest/profit-forecast', ({ request }) => {
      if (!request.headers.get('authorization')?.startsWith('Bearer '))
        return HttpResponse.json({ message: 'Требуется вход' }, { status: 401 });
      return HttpResponse.json(forecastPageOf(rows, request));
    }),
    http.get('/api/reports-rt/rest/profit-forecast-prediction', () => HttpResponse.json(prediction)),
    http.get('/api/reports-rt/rest/profit-forecast-bonuses', () => HttpResponse.json(bonuses)),
    http.get('/api/pharmacy-cabinet-purchase-service/v1/pharmsm/check', () =>
      systems === 'down' ? HttpResponse.json({ message: 'Сервис недоступен' }, { status: 503 }) : HttpResponse.json(systems),
    ),
    // The back end builds 'download all' from the rows it is sent (§7.1 profit-forecast-as-file).
    http.post('/api/reports-rt/rest/profit-forecast-as-file', () => backEndFile(`Прогноз прибыли ${today()}.xlsx`)),
  ];
}

/** A file as the back end answers it: its name in Content-Disposition. */
const backEndFile = (fileName: string) =>
  new HttpResponse(new Blob(['PK']), {
    headers: { 'content-type': 'application/octet-stream', 'content-disposition': contentDisposition(fileName) },
  });

async function openForecast(options: Parameters<typeof forecastHandlers>[0] = {}, url = '/reports?tab=profitForecast') {
  // A laptop's screen: the grid virtualises columns too, and the quantity column must be in view.
  await page.viewport(1280, 900);
  mockServer.use(...forecastHandlers(options));
  const app = await renderApp(url, { signedIn: true });
  const grid = page.getByRole('grid', { name: 'Товары прогноза' });
  // The worker has the forecast and the grid shows its first rows.
  await expect.element(grid.getByRole('row').filter({ hasText: 'Товар 201' })).toBeVisible();
  return { app, grid };
}

/**
 * The grid once it holds every row of the list: its first screen of rows comes a few rows a frame
 * (useRowsInParts), and only then does the list reach its full length and scroll.
 */
async function scrollableGrid(grid: ReturnType<typeof page.getByRole>) {
  const body = grid.element();
  await expect
    .poll(() => body.scrollHeight > 10 * body.clientHeight, { message: 'the grid scrolls through the whole list', timeout: 5000 })
    .toBe(true);
  return body;
}

/**
 * The text box of a product's order quantity. Only the grid's active cell holds one: a click on
 * the quantity makes the cell active, as a pharmacist does.
 */
async function quantityBox(productName: string) {
  const grid = page.getByRole('grid', { name: 'Товары прогноза' });
  const row = grid.getByRole('row').filter({ hasText: productName }).element();
  const shown = row.querySelector('.profit-forecast__quantity');
  // Not yet a text box: plain text in a box of the same look.
  expect(shown?.tagName).toBe('SPAN');
  await userEvent.click(shown!);
  const box = page.getByRole('textbox', { name: `Количество к заказу: ${productName}` });
  await expect.element(box).toHaveFocus();
  return box;
}

const total = (name: string) => page.getByRole('region', { name: 'Итого' }).getByText(name).element().nextElementSibling?.textContent;
const totals = page.getByRole('region', { name: 'Итого' });

/** Files the order-send machine saves (it clicks a download link), by name. */
function catchSavedFiles() {
  const saved: string[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) saved.push(this.download);
  });
  onTestFinished(() => click.mockRestore());
  return saved;
}

/** Every change of the button's disabled and aria-busy state, in order. */
function watchButton(button: Element) {
  const states: Array<{ disabled: boolean; busy: boolean }> = [];
  const record = () => {
    // Unavailable by aria-disabled: a disabled button would drop the focus to the page.
    const state = { disabled: button.getAttribute('aria-disabled') === 'true', busy: button.getAttribute('aria-busy') === 'true' };
    const last = states.at(-1);
    if (!last || last.disabled !== state.disabled || last.busy !== state.busy) states.push(state);
  };
  const observer = new MutationObserver(record);
  observer.observe(button, { attributes: true, attributeFilter: ['aria-disabled', 'aria-busy'] });
  onTestFinished(() => observer.disconnect());
  return states;
}

const today = () => new Date().toLocaleDateString('ru-RU', { day: '2-digit', month: '2-digit', year: 'numeric' });

describe('profit forecast tab', () => {
  it('shows the data freshness and the defect variant of the bonus table for calcBonusType TP', async () => {
    await openForecast({ pharmacy: { calcBonusType: 'TP', dataFreshness: Math.floor(new Date(2025, 5, 30, 12).getTime() / 1000) } });
    await expect.element(page.getByText('Актуальность данных обязательной матрицы: 30.06.2025')).toBeVisible();
    const table = page.getByRole('grid', { name: 'Бонус по обязательной матрице' });
    await expect.element(table.getByRole('columnheader', { name: 'Дефектура, позиций' })).toBeVisible();
    expect(table.getByRole('columnheader', { name: 'Заработано, руб.' }).elements()).toHaveLength(0);
    // The grid's rows are drawn after its header (DataGrid).
    await expect.element(table.getByText('недостижим до конца периода')).toBeVisible();
    const cells = [...table.element().querySelectorAll('[role="row"]:not([aria-rowindex="1"]) [role="gridcell"]')].map(
      (cell) => cell.textContent,
    );
    // 80 %, 40 required, 30 present, an infinite shortfall shown as 0 and said out of reach, 7 absent, 1,3 % (1 decimal).
    expect(cells).toEqual(['80,0', '40', '30', '0', 'недостижим до конца периода', '7', '1,3']);
  });

  it('shows earned and expected sums of the current quarter for any other calcBonusType', async () => {
    await openForecast({ pharmacy: { calcBonusType: 'SUM' } });
    const period = currentPeriod(new Date());
    const table = page.getByRole('grid', { name: `Бонус по обязательной матрице: ${quarterLabel(period.quarter)} ${period.year} г.` });
    await expect.element(table.getByRole('columnheader', { name: 'Заработано, руб.' })).toBeVisible();
    await expect.element(table.getByRole('columnheader', { name: 'Ожидается, руб.' })).toBeVisible();
    expect(table.getByRole('columnheader', { name: 'Дефектура, позиций' }).elements()).toHaveLength(0);
    await expect.element(table.getByRole('row').nth(1)).toHaveTextContent('1 234,50');
  });

  it('proposes the cheapest first, and a filter change updates the totals', async () => {
    const { grid } = await openForecast();
    await expect.element(totals).toHaveTextContent('Итого');
    expect(total('Упаковок')).toBe('10');
    expect(total('Сумма заказа, руб.')).toBe('800,00');
    // The cheapest products (50 ₽) lead the proposal.
    expect(grid.getByRole('row').nth(1).element().textContent).toContain('Товар 201');
    await page.getByRole('combobox', { name: 'Инициатива' }).selectOptions('Матрица 1');
    await expect.poll(() => total('Упаковок')).toBe('6');
    expect(total('Сумма заказа, руб.')).toBe('600,00');
    await expect.element(grid.getByRole('row').filter({ hasText: 'Товар 201' })).not.toBeInTheDocument();
  });

  it('a filter change draws the new rows with their count: never the new count over the old rows', async () => {
    const { grid } = await openForecast();
    await expect.element(grid.getByRole('row').filter({ hasText: 'Товар 201' })).toBeInTheDocument();
    const gridElement = grid.element();
    const seen: Array<{ count: string | null; oldRows: boolean }> = [];
    const record = () =>
      seen.push({ count: gridElement.getAttribute('aria-rowcount'), oldRows: gridElement.textContent?.includes('Товар 201') ?? false });
    const observer = new MutationObserver(record);
    observer.observe(gridElement, { attributes: true, childList: true, subtree: true, characterData: true });
    onTestFinished(() => observer.disconnect());
    record();
    const before = seen[0].count;
    await page.getByRole('combobox', { name: 'Инициатива' }).selectOptions('Матрица 1');
    await expect.element(grid.getByRole('row').filter({ hasText: 'Товар 201' })).not.toBeInTheDocument();
    const after = gridElement.getAttribute('aria-rowcount');
    expect(after).not.toBe(before);
    expect(seen.filter((state) => state.count === after && state.oldRows)).toEqual([]);
  });

  it("typing a quantity updates 'Итого' at once and keeps the text as typed", async () => {
    await openForecast();
    const cell = await quantityBox('Товар 101');
    await userEvent.fill(cell.element(), '012');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => total('Упаковок')).toBe('20');
    await expect.element(cell).toHaveValue('012');
    await userEvent.fill(cell.element(), '');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => total('Упаковок')).toBe('8');
  });

  it('a quantity that is not a whole number of packs is refused in words, and the order keeps what it had', async () => {
    await openForecast();
    const cell = await quantityBox('Товар 101');
    await userEvent.fill(cell.element(), '12');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => total('Упаковок')).toBe('20');
    for (const text of ['1,5', '1.5', '-5', '1a2b', '10001']) {
      await userEvent.fill(cell.element(), text);
      await userEvent.keyboard('{Enter}');
      // What was typed stays in view, marked, with the reason next to it: nothing is dropped or glued.
      await expect.element(cell).toHaveValue(text);
      await expect.element(cell).toHaveAttribute('aria-invalid', 'true');
      const reason = text === '10001' ? 'Не больше 10 000 упаковок в строке' : 'Только целое число упаковок';
      await expect.element(cell).toHaveAccessibleDescription(`${reason}. В заказе остаётся 12`);
      await expect.element(page.getByRole('alert').filter({ hasText: reason })).toBeVisible();
      expect(total('Упаковок')).toBe('20');
    }
    await userEvent.type(cell, '{Backspace}');
    await userEvent.fill(cell.element(), '7');
    await userEvent.keyboard('{Enter}');
    await expect.element(cell).not.toHaveAttribute('aria-invalid');
    await expect.poll(() => total('Упаковок')).toBe('15');
    expect(page.getByRole('alert').filter({ hasText: 'Только целое число упаковок' }).elements()).toHaveLength(0);
  });

  it('a quantity far above what the rule proposes is marked in the grid and named before the order leaves', async () => {
    await openForecast();
    const cell = await quantityBox('Товар 101');
    await userEvent.fill(cell.element(), '100');
    await userEvent.keyboard('{Enter}');
    const row = page.getByRole('grid', { name: 'Товары прогноза' }).getByRole('row').filter({ hasText: 'Товар 101' });
    await expect.element(row.getByText('много', { exact: true })).toBeVisible();
    await expect.element(row.getByText(/^Больше предложенного в \d+ раза?: предложено \d+ уп\.$/u)).toBeInTheDocument();
    await page.getByRole('combobox', { name: 'Выберите действие с заказом' }).selectOptions('Отправить заказ в СТУ');
    await page.getByRole('button', { name: 'Выполнить' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Подтверждение заказа' });
    const named = confirmation.getByRole('list', { name: 'Позиции с необычным количеством' });
    await expect
      .element(named.getByRole('listitem'))
      .toHaveTextContent(/^Товар 101 — 100 уп\., предложено \d+: больше предложенного в \d+ раза?$/u);
    // Far above is a question, not a refusal: the order may still leave.
    await expect.element(confirmation.getByRole('button', { name: 'Отправить' })).toBeEnabled();
  });

  it('the arrow keys carry the quantity box from row to row, and a row left keeps what was typed', async () => {
    await openForecast();
    const first = await quantityBox('Товар 101');
    await userEvent.fill(first.element(), '7');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowDown}');
    const focused = document.activeElement;
    expect(focused?.tagName).toBe('INPUT');
    expect(focused?.getAttribute('aria-label')).toMatch(/^Количество к заказу: Товар (?!101$)/);
    // The row left behind shows its quantity as text, and one text box is in the grid.
    await expect.element(first).not.toBeInTheDocument();
    const row = page.getByRole('grid', { name: 'Товары прогноза' }).getByRole('row').filter({ hasText: 'Товар 101' });
    expect(row.element().querySelector('.profit-forecast__quantity')?.textContent).toBe('7');
    expect(document.querySelectorAll('input.profit-forecast__quantity')).toHaveLength(1);
  });

  it('the size slider proposes only the first products; the rest get 0', async () => {
    await openForecast();
    const size = page.getByRole('textbox', { name: /Количество товаров в заказе, число/ });
    await userEvent.fill(size.element(), '2');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => total('Упаковок')).toBe('4');
    expect(total('Сумма заказа, руб.')).toBe('200,00');
  });

  it('the size box refuses what is no size, puts the size back and says so; empty proposes every product', async () => {
    await openForecast();
    const size = page.getByRole('textbox', { name: /Количество товаров в заказе, число/ });
    await userEvent.fill(size.element(), '2');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => total('Упаковок')).toBe('4');
    const length = Number(/из (\d+)/u.exec(document.querySelector('.profit-forecast__hint')?.textContent ?? '')?.[1]);
    for (const [typed, reason] of [
      ['2а', 'ожидается число, например 1 234,56'],
      ['1,5', 'только целое число'],
      ['-1', 'не может быть отрицательным'],
      [String(length + 1), `от 0 до ${length}`],
    ]) {
      await userEvent.fill(size.element(), typed);
      await userEvent.tab();
      await expect.element(size).toHaveValue('2');
      await expect
        .element(page.getByRole('status').filter({ hasText: 'не принято' }))
        .toHaveTextContent(`«${typed}» не принято: ${reason}. Остаётся 2`);
      expect(total('Упаковок')).toBe('4');
    }
    await userEvent.fill(size.element(), '');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => total('Упаковок')).not.toBe('4');
    expect(page.getByRole('status').filter({ hasText: 'не принято' }).elements()).toHaveLength(0);
    await expect.element(size).toHaveValue('');
  });

  it('offers every action when the pharmacy has an ordering system; Выполнить waits for a choice', async () => {
    await openForecast();
    const actions = page.getByRole('combobox', { name: 'Выберите действие с заказом' });
    await expect.element(actions.getByRole('option', { name: 'Отправить заказ в систему заказов аптеки' })).toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Выполнить' })).toBeDisabled();
    await actions.selectOptions('Скачать весь прогноз');
    await expect.element(page.getByRole('button', { name: 'Выполнить' })).toBeEnabled();
  });

  it('hides the pharmacy ordering system action on an empty check', async () => {
    await openForecast({ systems: [] });
    const actions = page.getByRole('combobox', { name: 'Выберите действие с заказом' });
    await expect.element(actions.getByRole('option', { name: 'Отправить заказ в СТУ' })).toBeInTheDocument();
    expect(actions.getByRole('option', { name: 'Отправить заказ в систему заказов аптеки' }).elements()).toHaveLength(0);
  });

  it('keeps the pharmacy ordering system action when its check failed: only an empty list hides it', async () => {
    await openForecast({ systems: 'down' });
    const actions = page.getByRole('combobox', { name: 'Выберите действие с заказом' });
    await expect.element(actions.getByRole('option', { name: 'Отправить заказ в систему заказов аптеки' })).toBeInTheDocument();
  });

  it("after 'download all' the execute button waits, with a progress cursor, until the file arrives", async () => {
    const saved = catchSavedFiles();
    await openForecast();
    const execute = page.getByRole('button', { name: 'Выполнить' });
    await page.getByRole('combobox', { name: 'Выберите действие с заказом' }).selectOptions('Скачать весь прогноз');
    await expect.element(execute).toBeEnabled();
    const states = watchButton(execute.element());
    await execute.click();
    await expect.poll(() => saved).toEqual(['Прогноз прибыли ' + today() + '.xlsx']);
    await expect.element(execute).toBeEnabled();
    // Disabled and busy from the click until the file was saved, then free again.
    expect(states[0]).toEqual({ disabled: true, busy: true });
    expect(states.at(-1)).toEqual({ disabled: false, busy: false });
    // The focus stayed where the user pressed: the next Tab goes on from «Выполнить».
    await expect.element(execute).toHaveFocus();
  });

  it("'download all' of a large forecast shows its rows written of all; «Отменить» stops it, saves nothing and gives the focus back", async () => {
    const saved = catchSavedFiles();
    // Above the rows a back end is sent: the worker writes the spreadsheet, telling how far it is.
    await openForecast({ rows: forecast(30_000) });
    const execute = page.getByRole('button', { name: 'Выполнить' });
    await page.getByRole('combobox', { name: 'Выберите действие с заказом' }).selectOptions('Скачать весь прогноз');
    await execute.click();
    const progress = page.getByRole('group', { name: 'Формирование файла' });
    await expect.element(progress.getByRole('progressbar', { name: 'Формирование файла' })).toBeVisible();
    await expect.element(progress.getByRole('status')).toHaveTextContent(/^[\d\s]+ из 30\s005 строк$/u);
    // «Отменить» stays where it is while the count grows: the count's box is as wide as its last
    // form from the start, so a moving button is never missed.
    const stop = progress.getByRole('button', { name: 'Отменить' });
    const count = progress.getByRole('status').element().parentElement!;
    const widest = count.querySelector('[aria-hidden="true"]')!;
    expect(widest.textContent).toMatch(/^30\s005 из 30\s005 строк$/u);
    expect(count.getBoundingClientRect().width).toBe(widest.getBoundingClientRect().width);
    expect(stop.element().getBoundingClientRect().left).toBeGreaterThanOrEqual(count.getBoundingClientRect().right);
    await stop.click();
    await expect.element(page.getByText('Формирование файла отменено.')).toBeVisible();
    await expect.element(progress).not.toBeInTheDocument();
    await expect.element(execute).toBeEnabled();
    await expect.element(execute).toHaveFocus();
    // The worker stopped: a second try is built whole and saved, and nothing was saved before it.
    expect(saved).toEqual([]);
    await execute.click();
    // The file comes while the focus rests on «Отменить»: it goes back to «Выполнить» with the bar.
    await expect.element(stop).toBeVisible();
    (stop.element() as HTMLElement).focus();
    await expect.poll(() => saved, { timeout: 20_000 }).toEqual(['Прогноз прибыли ' + today() + '.xlsx']);
    await expect.element(progress).not.toBeInTheDocument();
    await expect.element(execute).toHaveFocus();
  }, 60_000);

  it("'Скачать файл для информационной системы Пульс' has the back end build it from the order's lines (profit-forecast-for-puls)", async () => {
    const saved = catchSavedFiles();
    const bodies: unknown[] = [];
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    mockServer.use(
      http.post('/api/pharmacy-cabinet-purchase-service/v1/profit-forecast-for-puls', async ({ request }) => {
        bodies.push(await request.json());
        await answered;
        return backEndFile('Заказ для Пульса.csv');
      }),
    );
    await openForecast();
    await userEvent.fill((await quantityBox('Товар 101')).element(), '12');
    await userEvent.keyboard('{Enter}');
    await userEvent.fill((await quantityBox('Товар 102')).element(), '0');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => total('Упаковок')).toBe('18');
    await page
      .getByRole('combobox', { name: 'Выберите действие с заказом' })
      .selectOptions('Скачать файл для информационной системы Пульс');
    await page.getByRole('button', { name: 'Выполнить' }).click();
    await expect.element(page.getByText('Запущено формирование файла для информационной системы Пульс.')).toBeVisible();
    answer();
    await expect.poll(() => saved).toEqual(['Заказ для Пульса.csv']);
    // The file is there: «Запущено…» gave way to «Формирование файла выполнено.» at once.
    await expect.element(page.getByText('Формирование файла выполнено.')).toBeVisible();
    await expect.element(page.getByText('Запущено формирование файла для информационной системы Пульс.')).not.toBeInTheDocument();
    expect(bodies).toEqual([
      {
        productsList: [
          { promotionalProductId: 101, orderAmount: 12 },
          { promotionalProductId: 103, orderAmount: 2 },
          { promotionalProductId: 201, orderAmount: 2 },
          { promotionalProductId: 202, orderAmount: 2 },
        ],
        pharmacyId: pharmacyOne.id,
      },
    ]);
  });

  it('a back end without the file calls (404): the files are built in the browser, under their default names', async () => {
    const saved = catchSavedFiles();
    mockServer.use(
      http.post('/api/pharmacy-cabinet-purchase-service/v1/profit-forecast-for-puls', () =>
        HttpResponse.json({ message: 'Not Found' }, { status: 404 }),
      ),
      http.post('/api/reports-rt/rest/profit-forecast-for-ordering-systems', () => new HttpResponse(null, { status: 501 })),
    );
    await openForecast();
    const actions = page.getByRole('combobox', { name: 'Выберите действие с заказом' });
    await actions.selectOptions('Скачать файл для информационной системы Пульс');
    await page.getByRole('button', { name: 'Выполнить' }).click();
    await expect.poll(() => saved).toEqual([`Заказ ${today()}.csv`]);
    await expect.element(page.getByRole('button', { name: 'Выполнить' })).toBeEnabled();
    await actions.selectOptions('Скачать файл для систем заказа (XML)');
    await page.getByRole('button', { name: 'Выполнить' }).click();
    await expect.poll(() => saved).toEqual([`Заказ ${today()}.csv`, `Заказ для систем заказа ${today()}.xml`]);
    await expect.element(page.getByRole('dialog', { name: /ошибк/iu })).not.toBeInTheDocument();
  });

  it('on an action the typed quantities become numbers and only rows above 0 are sent', async () => {
    const bodies: unknown[] = [];
    mockServer.use(
      http.post('/api/pharmacy-cabinet-purchase-service/stu/v1/mtx/purchase/', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ orderId: 77, errorMessage: null });
      }),
    );
    await openForecast();
    await userEvent.fill((await quantityBox('Товар 101')).element(), '12');
    await userEvent.keyboard('{Enter}');
    await userEvent.fill((await quantityBox('Товар 102')).element(), '0');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => total('Упаковок')).toBe('18');
    await page.getByRole('combobox', { name: 'Выберите действие с заказом' }).selectOptions('Отправить заказ в СТУ');
    await page.getByRole('button', { name: 'Выполнить' }).click();
    // Asked first, with the sum at the forecast's purchase prices: 12 × 100 + 2 × 100 + 2 × 50 + 2 × 50.
    const confirmation = page.getByRole('dialog', { name: 'Подтверждение заказа' });
    await expect.element(confirmation.getByText('Отправить заказ в СТУ: 4 позиции, 18 уп., на сумму 1 600,00 ₽?')).toBeVisible();
    expect(bodies).toEqual([]);
    await confirmation.getByRole('button', { name: 'Отправить' }).click();
    await expect.poll(() => bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      // In forecast order; product 102 typed as 0 is left out.
      productsList: [
        { promotionalProductId: 101, orderAmount: 12 },
        { promotionalProductId: 103, orderAmount: 2 },
        { promotionalProductId: 201, orderAmount: 2 },
        { promotionalProductId: 202, orderAmount: 2 },
      ],
    });
    // The typed text became the number sent.
    const row = page.getByRole('grid', { name: 'Товары прогноза' }).getByRole('row').filter({ hasText: 'Товар 101' });
    await expect.poll(() => row.element().querySelector('.profit-forecast__quantity')?.textContent).toBe('12');
    // СТУ's answer stays on the screen until closed.
    const results = page.getByRole('status', { name: 'Результат отправки заказа' });
    await expect.element(results.getByText('Заказ отправлен в СТУ, номер заказа: 77')).toBeVisible();
    await expect.element(results.getByText('Ошибки: отсутствуют')).toBeVisible();
    // Right under the order actions, above the grid: one panel, the screen's.
    expect(page.getByRole('status', { name: 'Результат отправки заказа' }).elements()).toHaveLength(1);
    const actionsBox = page.getByRole('combobox', { name: 'Выберите действие с заказом' }).element();
    expect(actionsBox.compareDocumentPosition(results.element()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      results.element().compareDocumentPosition(page.getByRole('grid', { name: 'Товары прогноза' }).element()) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await results.getByRole('button', { name: 'Закрыть' }).click();
    await expect.element(results.getByText('Заказ отправлен в СТУ, номер заказа: 77')).not.toBeInTheDocument();
  });

  it('opens on the initiative an overview link chose', async () => {
    await page.viewport(1280, 900);
    mockServer.use(...forecastHandlers());
    await renderApp('/reports?tab=profitForecast&type=MANDATORY_MATRIX&initiative=2&initiativeName=Матрица%202', { signedIn: true });
    await expect.element(page.getByRole('combobox', { name: 'Инициатива' })).toHaveValue('2');
    await expect.poll(() => total('Упаковок')).toBe('4');
  });

  it('on a back end whose rows do not tell their initiative (the spec’s row): no initiative column or filter, a line saying so, every row even under a link’s initiative', async () => {
    const untold = forecast().map(({ initiativeId: _id, initiativeName: _name, ...rest }) => rest);
    await page.viewport(1280, 900);
    mockServer.use(...forecastHandlers({ rows: untold }));
    await renderApp('/reports?tab=profitForecast&type=MANDATORY_MATRIX&initiative=2&initiativeName=Матрица%202', { signedIn: true });
    const grid = page.getByRole('grid', { name: 'Товары прогноза' });
    await expect.element(grid.getByRole('row').filter({ hasText: 'Товар 101' })).toBeVisible();
    await expect
      .element(page.getByText('Сервер не сообщает инициативу строк прогноза: показаны товары всех инициатив, выбрать одну нельзя.'))
      .toBeVisible();
    expect(page.getByRole('combobox', { name: 'Инициатива' }).elements()).toHaveLength(0);
    expect(page.getByText('Матрица 2').elements()).toHaveLength(0);
    expect(grid.getByRole('columnheader', { name: 'Инициатива' }).elements()).toHaveLength(0);
    await expect.element(grid.getByRole('columnheader', { name: 'Промоутер (держатель контракта)' })).toBeVisible();
    // Every row of the forecast is in the order, not those of the link's initiative alone.
    await expect.poll(() => total('Упаковок')).toBe('10');
    // The supplier filter still narrows it.
    await userEvent.click(page.getByLabelText('Группы поставщиков: все'));
    await page.getByRole('checkbox', { name: 'Группа Б' }).click();
    await expect.poll(() => total('Упаковок')).toBe('4');
  });

  it('the supplier list closes with Escape and «Сбросить» leaves the focus on its summary, never on <body>', async () => {
    await openForecast();
    const list = () => document.querySelector<HTMLDetailsElement>('details.profit-forecast__suppliers')!;
    const summary = () => list().querySelector('summary')!;
    /** Enter on the summary until the list is open (the screen may draw itself again as its draft comes back). */
    const openList = () =>
      expect
        .poll(async () => {
          if (!list().open) {
            summary().focus();
            await userEvent.keyboard('{Enter}');
          }
          return list().open;
        })
        .toBe(true);
    await openList();
    const choice = page.getByRole('checkbox', { name: 'Группа Б' });
    choice.element().focus();
    await userEvent.keyboard('{Escape}');
    expect(list().open).toBe(false);
    expect(document.activeElement).toBe(summary());

    await openList();
    if (!page.getByRole('checkbox', { name: 'Группа Б' }).element().matches(':checked')) {
      page.getByRole('checkbox', { name: 'Группа Б' }).element().focus();
      await userEvent.keyboard(' ');
    }
    page.getByRole('button', { name: 'Сбросить' }).element().focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByLabelText('Группы поставщиков: все')).toHaveFocus();
  });

  it('a failed load says why, and loads again on request', async () => {
    await page.viewport(1280, 900);
    // The first page fails once; the handlers after it answer the retry.
    mockServer.use(
      http.get(
        '/api/reports-rt/rest/profit-forecast',
        () => HttpResponse.json({ message: 'Сервис прогноза недоступен' }, { status: 500 }),
        { once: true },
      ),
      ...forecastHandlers(),
    );
    await renderApp('/reports?tab=profitForecast', { signedIn: true });
    const modal = page.getByRole('alertdialog', { name: 'Ошибка' });
    await expect.element(modal).toHaveTextContent('Сервис прогноза недоступен');
    await modal.getByRole('button', { name: 'Ок' }).click();
    await expect.element(page.getByText('Не удалось загрузить прогноз: Сервис прогноза недоступен')).toBeVisible();
    await page.getByRole('button', { name: 'Повторить' }).click();
    await expect
      .element(page.getByRole('grid', { name: 'Товары прогноза' }).getByRole('row').filter({ hasText: 'Товар 201' }))
      .toBeVisible();
  });

  it("the matrix bonus that failed (500 without a message) is said in place with 'Повторить', not 'Нет данных'; Повторить shows it", async () => {
    await page.viewport(1440, 900);
    mockServer.use(
      http.get('/api/reports-rt/rest/profit-forecast-bonuses', () => HttpResponse.json({}, { status: 500 }), { once: true }),
      ...forecastHandlers(),
    );
    await renderApp('/reports?tab=profitForecast', { signedIn: true });
    await page.getByRole('alertdialog', { name: 'Ошибка' }).getByRole('button', { name: 'Ок' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Не удалось загрузить бонус по обязательной матрице' });
    await expect.element(alert).toHaveTextContent('Ошибка без описания, либо не стандартный ответ и поэтому сообщение не найдено');
    const bonusSection = page.getByRole('region', { name: /бонус/i }).filter({ has: alert });
    await expect.element(bonusSection.getByText('Нет данных')).not.toBeInTheDocument();
    await alert.getByRole('button', { name: 'Повторить' }).click();
    await expect.element(alert).not.toBeInTheDocument();
    await expect.element(page.getByText('1 234,50').first()).toBeVisible();
  });

  it('the sentence under the sliders reads the levels of the bonus table above it: never «наивысшего» below the table’s top', async () => {
    await page.viewport(1440, 900);
    const levels: MandatoryMatrixBonusWire[] = [
      { ...bonuses[0], requiredNumberOfPositions: 30, bonusPercent: 2, absentNumberOfPositionByTheEndOfThePeriod: 0 },
      { ...bonuses[0], requiredNumberOfPositions: 50, bonusPercent: 3, absentNumberOfPositionByTheEndOfThePeriod: 'Infinity' },
    ];
    // The prediction's critical points stop at 2 %: the sentence no longer reads them.
    mockServer.use(
      http.get('/api/reports-rt/rest/profit-forecast-bonuses', () => HttpResponse.json(levels)),
      ...forecastHandlers(),
    );
    await renderApp('/reports?tab=profitForecast', { signedIn: true });
    await expect
      .element(page.getByRole('grid', { name: 'Товары прогноза' }).getByRole('row').filter({ hasText: 'Товар 201' }))
      .toBeVisible();
    const table = page.getByRole('grid', { name: /^Бонус по обязательной матрице/u });
    await expect.element(table.getByRole('gridcell', { name: '3,0', exact: true })).toBeVisible();
    await expect
      .element(
        page.getByText(
          'Заказ достигает бонуса 2,0 %; бонус 3,0 % до конца периода недостижим: позиций матрицы в поставках меньше, чем он требует.',
        ),
      )
      .toBeVisible();
    await expect.element(page.getByText(/наивысшего уровня бонуса/u)).not.toBeInTheDocument();
    // The table says the same of each level: its 3,0 % row, whose shortfall the spec shows as 0, is out of reach.
    await expect.element(table.getByRole('row').filter({ hasText: '3,0' })).toHaveTextContent(/0недостижим до конца периода/u);
    await expect.element(table.getByRole('row').filter({ hasText: '2,0' })).toHaveTextContent(/достигнут/u);
  });

  it('scrolls a long forecast: rows far down arrive from the worker', async () => {
    const { grid } = await openForecast({ rows: forecast(5000) });
    const body = await scrollableGrid(grid);
    // In view, as when a pharmacist scrolls it: react-data-grid's `content-visibility: auto` lets
    // Chromium drop the scroll offset of a grid it does not render.
    body.scrollIntoView();
    body.scrollTop = body.scrollHeight;
    // The most expensive filler product is ranked last.
    await expect.element(grid.getByRole('row').filter({ hasText: 'Товар 5999' })).toBeVisible();
    // Another initiative is another list: it opens at its top, where its proposal begins.
    await page.getByRole('combobox', { name: 'Инициатива' }).selectOptions('Матрица 3');
    await expect.element(grid.getByRole('row').filter({ hasText: 'Товар 1000' })).toBeVisible();
    expect(body.scrollTop).toBe(0);
  });

  it('a jump to the end the moment a long forecast fills its grid still brings the last rows', async () => {
    await page.viewport(1280, 900);
    mockServer.use(...forecastHandlers({ rows: forecast(5000) }));
    // The moment the grid first holds the whole list (its rows come a few a frame), the pharmacist
    // drags the scroll thumb to the end, on a computer busy for 60 ms just then: the browser hands
    // over the scroll before the grid's own report of the rows at its top, which comes after that
    // commit. The rows far down must arrive all the same.
    const jumped = new Promise<HTMLElement>((resolve) => {
      const watch = new MutationObserver(() => {
        const body = document.querySelector<HTMLElement>('[role="grid"][aria-label="Товары прогноза"]');
        if (!body || body.scrollHeight <= 10 * body.clientHeight) return;
        watch.disconnect();
        body.scrollIntoView();
        body.scrollTop = body.scrollHeight;
        const busyUntil = performance.now() + 60;
        while (performance.now() < busyUntil);
        resolve(body);
      });
      watch.observe(document.body, { childList: true, subtree: true, attributes: true });
    });
    await renderApp('/reports?tab=profitForecast', { signedIn: true });
    const body = await jumped;
    const grid = page.getByRole('grid', { name: 'Товары прогноза' });
    await expect.element(grid.getByRole('row').filter({ hasText: 'Товар 5999' })).toBeVisible();
    expect(body.scrollTop).toBeGreaterThan(0);
  });

  it('skimming faster than a screen at a time shows placeholder rows in the frozen column, then the rows once it rests', async () => {
    const { grid } = await openForecast({ rows: forecast(5000) });
    const body = await scrollableGrid(grid);
    body.scrollIntoView();
    const cellsOf = (row: Element) => row.querySelectorAll('[role="gridcell"]').length;
    // Only the columns in view are rendered (headers are never narrower than their three lines).
    const columnsInView = () => body.querySelectorAll('[role="columnheader"]').length;
    const dataRows = () =>
      [...body.querySelectorAll('[role="row"][aria-rowindex]')].filter((row) => row.getAttribute('aria-rowindex') !== '1');
    expect(cellsOf(dataRows()[0])).toBe(columnsInView());
    expect(columnsInView()).toBeGreaterThan(1);
    // The product, the identifying column, stays in view when the grid scrolls sideways.
    const productHeader = body.querySelector('[role="columnheader"][aria-colindex="1"]')!;
    expect(productHeader.textContent, 'the product column comes first').toBe('Товар');
    expect(productHeader.classList.contains('rdg-cell-frozen-start'), 'the product column is frozen').toBe(true);
    // A flick of a hundred rows, then another: the rows in view are placeholders, 'Загрузка...' in
    // the frozen product cell and nothing beside it.
    body.scrollTop = 100 * 32;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    body.scrollTop = 200 * 32;
    const skimmed = () => dataRows().filter((row) => Number(row.getAttribute('aria-rowindex')) > 200);
    await expect.poll(() => skimmed().length).toBeGreaterThan(0);
    const placeholder = (row: Element) => {
      const [first, ...others] = row.querySelectorAll('[role="gridcell"]');
      return (
        first.textContent === 'Загрузка...' &&
        first.classList.contains('rdg-cell-frozen-start') &&
        others.every((cell) => cell.textContent === '')
      );
    };
    expect(
      skimmed()
        .filter((row) => !placeholder(row))
        .map((row) => row.innerHTML.slice(0, 300)),
    ).toEqual([]);
    // A cheap row to lay out: the blank cell beside the product spans the rest of the row.
    expect(skimmed().filter((row) => cellsOf(row) !== 2)).toEqual([]);
    // At rest the rows in view get their data a part at a time, top to bottom: each animation
    // frame notes which rows in view (by aria-rowindex) show their data and which still wait.
    const frames: Array<{ shown: number[]; waiting: number[] }> = [];
    await new Promise<void>((resolve) => {
      const look = () => {
        const indexOf = (row: Element) => Number(row.getAttribute('aria-rowindex'));
        const waiting = skimmed().filter(placeholder).map(indexOf);
        const shown = skimmed()
          .filter((row) => !placeholder(row))
          .map(indexOf);
        frames.push({ shown, waiting });
        if (waiting.length === 0) resolve();
        else requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    const partly = frames.filter(({ shown, waiting }) => shown.length > 0 && waiting.length > 0);
    expect(partly.length, 'frames with some rows in view shown and some waiting').toBeGreaterThan(0);
    expect(partly.filter(({ shown, waiting }) => Math.max(...shown) > Math.min(...waiting))).toEqual([]);
    // At rest, every cell in view of each row again, with their data.
    await expect.poll(() => body.textContent).not.toContain('Загрузка...');
    expect(
      dataRows()
        .map(cellsOf)
        .filter((count) => count !== columnsInView()),
    ).toEqual([]);
    // A scroll of less than a screen never skims.
    body.scrollTop += 5 * 32;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(body.textContent).not.toContain('Загрузка...');
  });
});
