import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { mockServer, withMockServer } from './support/mock-server';
import { expectResultsUnderActions } from './support/order-results';
import { product, products, recommendedHandlers } from './support/recommended-order-data';
import { renderApp } from './support/render-app';

/**
 * The recommended order tab with the real positions worker: the worker asks find-product itself
 * (answered by msw) and the screen shows the products with why each is recommended.
 */
withMockServer();

const grid = () => page.getByRole('grid', { name: 'Товары рекомендованного заказа' });
const row = (name: string) => grid().getByRole('row').filter({ hasText: name });

/** Types into a line's quantity as a user does: a click makes the cell a text box. */
async function typeQuantity(name: string, text: string) {
  await userEvent.click(row(name).element().querySelector('.positions__quantity')!);
  const box = page.getByRole('textbox', { name: `Количество к заказу: ${name}` });
  await expect.element(box).toHaveFocus();
  await userEvent.fill(box.element(), text);
  await userEvent.keyboard('{Enter}');
}

async function openRecommended(options: Parameters<typeof recommendedHandlers>[0] = {}) {
  // Wide enough for all twelve columns: the grid renders only the columns in view.
  await page.viewport(2200, 900);
  mockServer.use(...recommendedHandlers(options));
  return renderApp('/reports?tab=orderCompose', { signedIn: true });
}

describe('recommended order tab', () => {
  it('a proposal above the per-line bound is marked in the grid, named in the confirmation, and nothing can be sent', async () => {
    const bodies: unknown[] = [];
    mockServer.use(
      http.post('/api/pharmacy-cabinet-purchase-service/v1/puls/purchase', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ orderId: 601, rejected: [] });
      }),
    );
    await openRecommended({ served: [...products, product(204, { order: 12_000, pulsBalance: 20_000 })] });
    await expect.element(row('Товар 204').getByText('> 10 000', { exact: true })).toBeVisible();
    await expect.element(row('Товар 204').getByText('Не больше 10 000 упаковок в строке: заказано 12 000')).toBeInTheDocument();
    await page.getByRole('button', { name: 'Выполнить' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Подтверждение заказа' });
    await expect
      .element(confirmation.getByRole('alert'))
      .toHaveTextContent(/^В заказе есть строки больше 10 000 упаковок: заказ не отправится/u);
    await expect
      .element(confirmation.getByRole('list', { name: 'Позиции с необычным количеством' }).getByRole('listitem'))
      .toHaveTextContent('Товар 204 — 12 000 уп., предложено 12 000: не больше 10 000 упаковок в строке');
    await expect.element(confirmation.getByRole('button', { name: 'Отправить' })).toBeDisabled();
    await confirmation.getByRole('button', { name: 'Отмена' }).click();
    expect(bodies).toEqual([]);
  });

  it('asks for the products of the pharmacy’s Пульс warehouse and shows every column', async () => {
    const requests: unknown[] = [];
    await openRecommended({ requests });
    await expect.element(row('Товар 203')).toBeVisible();
    expect(requests[0]).toEqual({ pulsWarehouseCode: 'W-1', initiativeIds: [], promoterIds: [], supplierGroups: [] });
    const headers = grid()
      .getByRole('columnheader')
      .elements()
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Товар',
      'Пояснение',
      'Заказ, уп.',
      'Промоутер',
      'Код товара',
      'Код Пульс',
      'Продажи в регионе, уп.',
      'Цена, руб.',
      'Остаток на складе Пульс, уп.',
      'Закуплено, уп.',
      'Продажи аптеки, уп.',
      'Остаток, уп.',
    ]);
    // 2 packs of each stocked product at 100 ₽; Товар 202 is not stocked and starts at 0.
    expect(document.querySelector('[data-total="orderCost"]')?.textContent).toBe('400,00');
  });

  it('explains NEW_PRODUCT and NO_BALANCE in words with the figures behind them, and marks the line not stocked', async () => {
    await openRecommended();
    await expect.element(row('Товар 201')).toBeVisible();
    const explanation = (name: string) => row(name).element().querySelector('.recommended-order__explanation');
    expect(explanation('Товар 201')?.textContent).toBe(
      '!Новинка. Рекомендуем попробовать. Продажи аптеки: 0 уп. · Остаток: 0 уп. · Склад Пульс: 12 уп.',
    );
    // No title of its own: a text longer than the row is the grid's tooltip's, one popup on hover.
    expect(explanation('Товар 201')?.hasAttribute('title')).toBe(false);
    expect(explanation('Товар 202')?.textContent).toBe(
      'Товара нет на складе поставщика. Продажи аптеки: 5 уп. · Остаток: 1 уп. · Склад Пульс: 0 уп.',
    );
    // Beside its product, wrapped to its whole text: nothing of it cut off.
    const shown = explanation('Товар 201') as HTMLElement;
    expect(shown.scrollHeight).toBeLessThanOrEqual(shown.clientHeight + 1);
    expect(shown.scrollWidth).toBeLessThanOrEqual(shown.clientWidth + 1);
    // The product stays in view while the grid scrolls sideways: its column is frozen.
    const product = row('Товар 201').element().querySelector('[aria-colindex="1"]') as HTMLElement;
    expect(product.className).toContain('rdg-cell-frozen');
    const box = grid().element() as HTMLElement;
    box.scrollLeft = box.scrollWidth;
    await expect.poll(() => product.getBoundingClientRect().left - box.getBoundingClientRect().left).toBeLessThan(2);
    // The line the warehouse does not stock says so in its stock cell, and only that line.
    await expect.element(row('Товар 202')).toHaveTextContent('0 — нет на складе Пульс');
    expect(row('Товар 202').element().className).toContain('recommended-order__row--not-stocked');
    expect(row('Товар 201').element().textContent).not.toContain('нет на складе Пульс');
    expect(row('Товар 201').element().className).not.toContain('not-stocked');
  });

  it('starts the products Пульс does not stock at 0, counts them above the grid, and still takes a typed quantity', async () => {
    await openRecommended({
      served: [...products, product(204, { explanationDisplay: 'AVG_MONTH_SALES', pulsBalance: 0, order: 27 })],
    });
    await expect.element(row('Товар 204')).toBeVisible();
    await expect.element(page.getByText('2 товаров нет на складе Пульс — количество 0', { exact: false })).toBeVisible();
    const quantity = (name: string) => row(name).element().querySelector('.positions__quantity')?.textContent;
    expect(quantity('Товар 202')).toBe('0');
    // Stock 0 is not stocked even when the explanation does not say so.
    expect(quantity('Товар 204')).toBe('0');
    await expect.element(row('Товар 204')).toHaveTextContent('0 — нет на складе Пульс');
    expect(quantity('Товар 201')).toBe('2');
    expect(document.querySelector('[data-total="orderCost"]')?.textContent).toBe('400,00');

    await typeQuantity('Товар 202', '3');
    await expect.poll(() => document.querySelector('[data-total="orderCost"]')?.textContent).toBe('700,00');
  });

  it('says one missing product in the singular', async () => {
    await openRecommended();
    await expect.element(row('Товар 202')).toBeVisible();
    await expect.element(page.getByText('1 товара нет на складе Пульс — количество 0', { exact: false })).toBeVisible();
  });

  it('offers the wholesale send first and has it chosen', async () => {
    await openRecommended();
    await expect.element(row('Товар 201')).toBeVisible();
    const actions = page.getByRole('combobox', { name: 'Выберите действие с заказом' });
    const options = actions
      .getByRole('option')
      .elements()
      .map((option) => option.textContent);
    expect(options).toEqual(['Отправить заказ в Пульс', 'Скачать заказ (xlsx)', 'Отправить заказ в СТУ']);
    await expect.element(actions).toHaveValue('sendToPuls');
    await expect.element(page.getByRole('button', { name: 'Выполнить' })).toBeEnabled();
    expectResultsUnderActions(row('Товар 201').element());
  });

  it('offers the types of the initiatives by name, and a type narrows the request to its initiatives', async () => {
    const requests: unknown[] = [];
    await openRecommended({ requests });
    await expect.element(row('Товар 201')).toBeVisible();
    const type = page.getByRole('combobox', { name: 'Тип инициативы' });
    const names = type
      .getByRole('option')
      .elements()
      .map((option) => option.textContent);
    expect(names).toEqual(['Все', 'Закупка', 'Обязательная матрица']);
    await type.selectOptions('PROCUREMENT');
    await expect.poll(() => requests.length).toBe(2);
    expect(requests[1]).toMatchObject({ initiativeIds: [1] });
    const initiatives = page
      .getByRole('combobox', { name: 'Инициатива' })
      .getByRole('option')
      .elements()
      .map((option) => option.textContent);
    expect(initiatives).toEqual(['Все', 'Закупка Q3']);
  });

  it('Выполнить with the default action confirms, sends the order to Пульс and opens the result modal', async () => {
    const bodies: unknown[] = [];
    mockServer.use(
      http.post('/api/pharmacy-cabinet-purchase-service/v1/puls/stock-check', () =>
        HttpResponse.json({
          warehouseCode: 'W-1',
          rejected: [
            {
              product: { promotionalProductId: 202, promotionalProductName: 'Товар 202', barcodes: [] },
              amount: 2,
              reason: 'Нет на складе Пульс',
            },
          ],
        }),
      ),
      http.post('/api/pharmacy-cabinet-purchase-service/v1/puls/purchase', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          orderId: 601,
          rejected: [
            {
              product: { promotionalProductId: 202, promotionalProductName: 'Товар 202', barcodes: [] },
              amount: 2,
              reason: 'Нет на складе Пульс',
            },
          ],
        });
      }),
    );
    await openRecommended();
    await expect.element(row('Товар 201')).toBeVisible();
    // The user adds the line Пульс does not stock (it starts at 0): the confirmation names it.
    await typeQuantity('Товар 202', '2');
    await expect.poll(() => document.querySelector('[data-total="orderCost"]')?.textContent).toBe('600,00');
    await page.getByRole('button', { name: 'Выполнить' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Подтверждение заказа' });
    // The line the warehouse does not stock is named before anything is sent.
    await expect.element(confirmation).toHaveTextContent('Товар 202');
    expect(bodies).toEqual([]);
    await confirmation.getByRole('button', { name: 'Отправить' }).click();
    const result = page.getByRole('dialog', { name: 'Результат отправки заказа в Пульс' });
    await expect.element(result.getByText('Номер заказа: 601')).toBeVisible();
    expect(bodies).toEqual([
      {
        productsList: [
          { promotionalProductId: 201, orderAmount: 2 },
          { promotionalProductId: 202, orderAmount: 2 },
          { promotionalProductId: 203, orderAmount: 2 },
        ],
        pharmacyId: 1,
        orderType: 'pi',
        // The history names it a recommended order, not one by initiative.
        orderKind: 'recommended',
      },
    ]);
  });

  it('a failed load shows the error with Повторить, which loads again', async () => {
    await openRecommended({ fail: 1 });
    const alert = page.getByRole('alert').filter({ hasText: 'Не удалось загрузить рекомендованные товары' });
    await expect.element(alert).toHaveTextContent('Сервис рекомендаций недоступен');
    // The error modal of §2 opens as well; 'Ок' closes it and the inline retry stays.
    await expect.element(page.getByRole('alertdialog', { name: 'Ошибка' })).toHaveTextContent('Сервис рекомендаций недоступен');
    await page.getByRole('alertdialog', { name: 'Ошибка' }).getByRole('button', { name: 'Ок' }).click();
    expect(grid().elements()).toHaveLength(0);
    await alert.getByRole('button', { name: 'Повторить' }).click();
    await expect.element(row('Товар 201')).toBeVisible();
  });
  it('a failed load of the promoters and suppliers is said above the list with Повторить, which asks again', async () => {
    await page.viewport(2200, 900);
    let failures = 1;
    mockServer.use(
      http.post('/api/reports-rt/order-compose/find-promoter-supplier', () =>
        failures-- > 0
          ? HttpResponse.json({ message: 'Справочник промоутеров недоступен' }, { status: 500 })
          : HttpResponse.json({ promoters: ['Промоутер Б'], supplierGroups: ['Группа Б'] }),
      ),
      ...recommendedHandlers(),
    );
    await renderApp('/reports?tab=orderCompose', { signedIn: true });
    const alert = page.getByRole('alert').filter({ hasText: 'Не удалось загрузить промоутеров и поставщиков' });
    await expect.element(alert).toHaveTextContent('Справочник промоутеров недоступен');
    await page.getByRole('alertdialog', { name: 'Ошибка' }).getByRole('button', { name: 'Ок' }).click();
    await alert.getByRole('button', { name: 'Повторить' }).click();
    await expect
      .element(page.getByRole('combobox', { name: 'Промоутер' }).getByRole('option', { name: 'Промоутер Б' }))
      .toBeInTheDocument();
    expect(alert.elements()).toHaveLength(0);
  });
});
