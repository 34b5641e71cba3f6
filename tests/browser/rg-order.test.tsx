import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { contentDisposition } from '../../src/domain/shared/content-disposition';
import { mockServer, withMockServer } from './support/mock-server';
import { expectResultsUnderActions } from './support/order-results';
import { renderApp } from './support/render-app';
import { rgHandlers } from './support/rg-order-data';

/**
 * The RG order tab with the real positions worker: the worker fetches the RG positions itself
 * (answered by msw like the page's own calls) and the screen shows what it answers.
 */
withMockServer();

/** Files the order-send machine saves (it clicks a download link), by name. */
function catchSavedFiles() {
  const saved: string[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) saved.push(this.download);
  });
  onTestFinished(() => click.mockRestore());
  return saved;
}

const gridName = 'Товары заказа по группам закупок';
const grid = () => page.getByRole('grid', { name: gridName });
const cost = () => document.querySelector('[data-total="orderCost"]')?.textContent;

async function openRg(options: Parameters<typeof rgHandlers>[0] = {}, url = '/reports?tab=purchaseOrderRG') {
  await page.viewport(1400, 900);
  mockServer.use(...rgHandlers(options));
  return renderApp(url, { signedIn: true });
}

async function shown() {
  await expect.element(grid().getByRole('row').filter({ hasText: 'Товар 103' })).toBeVisible();
}

describe('RG order tab', () => {
  it('lists the positions with every column, the five actions of §2.4 and the purchase service', async () => {
    await openRg();
    await shown();
    const headers = grid()
      .getByRole('columnheader')
      .elements()
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Товар',
      'Промоутер',
      'Код промо-товара',
      'Штрихкоды',
      'Цена закупки, руб.',
      'Закуплено, уп.',
      'Остаток, уп.',
      'Количество к заказу, уп.',
      'Другие инициативы',
      'Допустимые группы поставщиков',
    ]);
    const options = page
      .getByRole('combobox', { name: 'Выберите действие с заказом' })
      .getByRole('option')
      .elements()
      .map((option) => option.textContent);
    expect(options).toEqual([
      'Выберите действие с заказом',
      'Скачать заказ (xlsx)',
      'Скачать весь список',
      'Скачать файл для информационной системы Пульс',
      'Отправить заказ в СТУ',
      'Отправить заказ в Пульс',
      'Оформить заказ в сервисе закупок',
    ]);
    expect(cost()).toBe('0,00');
    expectResultsUnderActions(grid().element());
  });

  it("opened from the overview's order icon, shows the recommended-goods initiative and its type filled in", async () => {
    await openRg(
      {},
      `/reports?tab=purchaseOrderRG&type=RECOMMENDED_GOODS&initiative=1005&initiativeName=${encodeURIComponent('Рекомендованные товары: сезон простуд')}`,
    );
    await expect.element(page.getByRole('textbox', { name: 'Вид инициативы' })).toHaveValue('Рекомендованные товары');
    await expect
      .element(page.getByRole('textbox', { name: 'Инициатива', exact: true }))
      .toHaveValue('Рекомендованные товары: сезон простуд');
    // Read whole: the box wraps its name and is as tall as it.
    for (const name of ['Вид инициативы', 'Инициатива']) {
      const box = page.getByRole('textbox', { name, exact: true }).element();
      expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth + 1);
      expect(box.scrollHeight).toBeLessThanOrEqual(box.clientHeight + 1);
    }
    await shown();
  });

  it('opened without a preselection (or with one of another tab), shows no initiative fields', async () => {
    await openRg({}, `/reports?tab=purchaseOrderRG&type=PROCUREMENT&initiative=11&initiativeName=${encodeURIComponent('Закупка 11')}`);
    await shown();
    expect(page.getByRole('textbox', { name: 'Инициатива', exact: true }).elements()).toHaveLength(0);
  });

  it('a price bound counts once committed; one against §5 is refused in words and the filter keeps its bound', async () => {
    await openRg();
    await shown();
    const from = page.getByRole('textbox', { name: 'Цена закупки от' });
    await userEvent.click(from);
    await userEvent.keyboard('12,5{Enter}');
    // Committed, the bound is shown in roubles, selected: what is typed next replaces it.
    await expect.element(from).toHaveValue('12,50');
    await userEvent.keyboard('1 000{Enter}');
    await expect.element(from).toHaveValue('1 000,00');
    await userEvent.keyboard('12,5{Enter}{F2}09');
    await expect.element(from).toHaveAccessibleDescription('Не больше 2 знаков после запятой. Фильтр остаётся 12,50');
    await userEvent.keyboard('{Enter}');
    await expect.element(from).toHaveValue('12,5009');
    await userEvent.keyboard('{Tab}');
    await expect.element(from).toHaveValue('12,50');
    // Left with the refused text, the box says under the bounds what it kept, until a bound counts.
    const note = page.getByRole('status').filter({ hasText: 'не принято' });
    await expect.element(note).toHaveTextContent('«12,5009» не принято: не больше 2 знаков после запятой. Фильтр остаётся 12,50');
    const to = page.getByRole('textbox', { name: 'Цена закупки до' });
    await userEvent.click(to);
    await userEvent.keyboard('a1b2');
    await expect.element(to).toHaveAccessibleDescription('Ожидается число, например 1 234,56. Фильтр по цене не задан');
    await userEvent.keyboard('{Tab}');
    await expect.element(to).toHaveValue('');
    await expect.element(note).toHaveTextContent('«a1b2» не принято: ожидается число, например 1 234,56. Фильтр по цене не задан');
    await userEvent.click(to);
    await userEvent.keyboard('500{Tab}');
    await expect.element(note).not.toBeInTheDocument();
    await expect.element(grid().getByRole('row').filter({ hasText: 'Товар 101' })).toBeVisible();
  });

  it('a price range narrows the list to the positions inside it', async () => {
    await openRg();
    await shown();
    await userEvent.type(page.getByRole('textbox', { name: 'Цена закупки от' }), '100{Tab}');
    await userEvent.type(page.getByRole('textbox', { name: 'Цена закупки до' }), '200{Tab}');
    await expect.element(grid().getByRole('row').filter({ hasText: 'Товар 103' })).not.toBeInTheDocument();
    await expect.element(grid().getByRole('row').filter({ hasText: 'Товар 101' })).not.toBeInTheDocument();
    await expect.element(grid().getByRole('row').filter({ hasText: 'Товар 102' })).toBeVisible();
  });

  it('a quantity edit changes the approximate cost; other input is refused in words and changes nothing', async () => {
    await openRg();
    await shown();
    const row = grid().getByRole('row').filter({ hasText: 'Товар 102' });
    await userEvent.click(row.element().querySelector('.positions__quantity')!);
    const box = page.getByRole('textbox', { name: 'Количество к заказу: Товар 102' });
    await expect.element(box).toHaveFocus();
    await userEvent.fill(box.element(), '3');
    await userEvent.keyboard('{Enter}');
    await expect.poll(cost).toBe('450,00');
    await userEvent.keyboard('{F2},5');
    await expect.element(box).toHaveValue('3,5');
    await expect.element(box).toHaveAccessibleDescription('Только целое число упаковок. В заказе остаётся 3');
    expect(cost()).toBe('450,00');
    await userEvent.fill(box.element(), '30');
    await userEvent.keyboard('{Enter}');
    await expect.poll(cost).toBe('4 500,00');
  });

  it("'Скачать заказ (xlsx)' sends the rows above 0 to the gateway and saves its file; the whole list is the worker's", async () => {
    const saved = catchSavedFiles();
    const bodies: unknown[] = [];
    mockServer.use(
      http.post('/api/pharmacy-cabinet-purchase-service/v1/purchase-order-rg-simple', async ({ request }) => {
        bodies.push(await request.json());
        return new HttpResponse(new Blob(['PK']), {
          headers: { 'content-type': 'application/octet-stream', 'content-disposition': contentDisposition('Заказ РГ 01.07.2026.xlsx') },
        });
      }),
    );
    await openRg();
    await shown();
    const row = grid().getByRole('row').filter({ hasText: 'Товар 102' });
    await userEvent.click(row.element().querySelector('.positions__quantity')!);
    await userEvent.fill(page.getByRole('textbox', { name: 'Количество к заказу: Товар 102' }).element(), '3');
    await userEvent.keyboard('{Enter}');
    await expect.poll(cost).toBe('450,00');
    const actions = page.getByRole('combobox', { name: 'Выберите действие с заказом' });
    await actions.selectOptions('Скачать заказ (xlsx)');
    await page.getByRole('button', { name: 'Выполнить' }).click();
    await expect.poll(() => saved).toEqual(['Заказ РГ 01.07.2026.xlsx']);
    expect(bodies).toEqual([{ productsList: [{ promotionalProductId: 102, orderAmount: 3 }] }]);
    await userEvent.type(page.getByRole('textbox', { name: 'Цена закупки от' }), '100{Enter}');
    await expect.element(grid().getByRole('row').filter({ hasText: 'Товар 101' })).not.toBeInTheDocument();
    await actions.selectOptions('Скачать весь список');
    await expect.element(page.getByRole('button', { name: 'Выполнить' })).toBeEnabled();
    await page.getByRole('button', { name: 'Выполнить' }).click();
    await expect.poll(() => saved.length).toBe(2);
    expect(saved[1]).toMatch(/^Заказ РГ — весь список \d\d\.\d\d\.\d{4}\.xlsx$/u);
  });

  it("'Оформить заказ в сервисе закупок' asks first, places the rows above 0 with purchase-order-rg-execute and shows its result", async () => {
    const bodies: Array<{ productsList: unknown }> = [];
    mockServer.use(
      http.post(
        '/api/pharmacy-cabinet-purchase-service/v1/purchase-order-rg-execute',
        async ({ request }) => (
          bodies.push((await request.json()) as { productsList: unknown }),
          HttpResponse.json({ errorMessage: null, positionPurchasedCount: 1, skippedPositions: [] })
        ),
      ),
    );
    await openRg();
    await shown();
    const row = grid().getByRole('row').filter({ hasText: 'Товар 102' });
    await userEvent.click(row.element().querySelector('.positions__quantity')!);
    await userEvent.fill(page.getByRole('textbox', { name: 'Количество к заказу: Товар 102' }).element(), '3');
    await userEvent.keyboard('{Enter}');
    await expect.poll(cost).toBe('450,00');
    await page.getByRole('combobox', { name: 'Выберите действие с заказом' }).selectOptions('Оформить заказ в сервисе закупок');
    await page.getByRole('button', { name: 'Выполнить' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Подтверждение заказа' });
    await expect.element(confirmation.getByText('Отправить заказ в сервис закупок: 1 позиция, 3 уп., на сумму 450,00 ₽?')).toBeVisible();
    expect(bodies).toEqual([]);
    await confirmation.getByRole('button', { name: 'Отправить' }).click();

    const panel = page.getByRole('status', { name: 'Результат отправки заказа' });
    await expect.element(panel.getByText('Заказ оформлен в сервисе закупок')).toBeVisible();
    await expect.element(panel.getByText('Куплено позиций: 1')).toBeVisible();
    expect(bodies.map((body) => body.productsList)).toEqual([[{ promotionalProductId: 102, orderAmount: 3 }]]);
  });

  it('a failed load shows the error with Повторить, which loads again', async () => {
    await openRg({ fail: 1 });
    const alert = page.getByRole('alert').filter({ hasText: 'Не удалось загрузить список товаров' });
    await expect.element(alert).toHaveTextContent('Сервис отчётов недоступен');
    // The error modal of §2 opens as well; 'Ок' closes it and the inline retry stays.
    await expect.element(page.getByRole('alertdialog', { name: 'Ошибка' })).toHaveTextContent('Сервис отчётов недоступен');
    await page.getByRole('alertdialog', { name: 'Ошибка' }).getByRole('button', { name: 'Ок' }).click();
    expect(grid().elements()).toHaveLength(0);
    await alert.getByRole('button', { name: 'Повторить' }).click();
    await shown();
  });

  /** The tab on a short phone, at the page's top: the filters and the order fill the first screen. */
  async function openOnPhone() {
    await page.viewport(390, 600);
    window.scrollTo(0, 0);
    mockServer.use(...rgHandlers());
    await renderApp('/reports?tab=purchaseOrderRG', { signedIn: true });
    // The positions have come (the cost is worked out from them) and the list is not drawn. The
    // positions worker's modules load one by one from the dev server: on a loaded machine the
    // positions come seconds after the screen.
    await expect.poll(() => cost(), { timeout: 10_000 }).toBe('0,00');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const waiting = page.getByRole('status').filter({ hasText: /^Загрузка\.\.\.$/ });
    await expect.element(waiting).toBeInTheDocument();
    expect(waiting.element().getBoundingClientRect().top).toBeGreaterThan(600);
    expect(grid().elements()).toHaveLength(0);
  }

  it('on a phone the list under the first screen is drawn once the page is scrolled', async () => {
    await openOnPhone();
    window.scrollBy(0, 40);
    await shown();
  });

  it('on a phone a key pressed anywhere draws the list before Tab reaches it', async () => {
    await openOnPhone();
    (page.getByRole('combobox').first().element() as HTMLElement).focus();
    await userEvent.keyboard('{Tab}');
    await shown();
    expect(window.scrollY).toBe(0);
  });
});
