import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { mockServer, withMockServer } from './support/mock-server';
import { expectResultsUnderActions } from './support/order-results';
import { procurement, purchaseHandlers } from './support/purchase-order-data';
import { renderApp } from './support/render-app';

/**
 * The purchaseOrder tab with the real positions worker: the worker fetches the positions of both
 * report services itself (answered by msw like the page's own calls) and the screen shows what it
 * answers.
 */
withMockServer();

const gridName = 'Товары заказа по инициативам';
const grid = () => page.getByRole('grid', { name: gridName });
const cell = (key: string) => () => document.querySelector(`[data-total="${key}"]`)?.textContent;
const showButton = () => page.getByRole('button', { name: 'Показать список товаров' });
const preselectedUrl = `/reports?tab=purchaseOrder&type=PROCUREMENT&initiative=11&initiativeName=${encodeURIComponent('Закупка 11')}`;

async function openPurchaseOrder(url = preselectedUrl, options_: Parameters<typeof purchaseHandlers>[0] = {}) {
  await page.viewport(1400, 900);
  const { handlers, asked } = purchaseHandlers(options_);
  mockServer.use(...handlers);
  await renderApp(url, { signedIn: true });
  return asked;
}

/** Opens a checkbox menu by its name, ticks the options named, and closes it with 'Закрыть'. */
async function tick(menu: string, labels: string[]) {
  await page.getByRole('button', { name: new RegExp(`^${menu}:`) }).click();
  for (const label of labels) await page.getByRole('checkbox', { name: label }).click();
  await page.getByRole('button', { name: 'Закрыть' }).click();
}

describe('purchase order tab', () => {
  it("opens with the overview's type and initiative chosen, their options and the plan loaded", async () => {
    const asked = await openPurchaseOrder();
    await expect.element(page.getByRole('combobox', { name: 'Вид инициативы' })).toHaveDisplayValue('Закупки');
    // The mandatory matrix is not offered.
    const offered = page
      .getByRole('combobox', { name: 'Вид инициативы' })
      .getByRole('option')
      .elements()
      .map((option) => option.textContent);
    expect(offered).toEqual(['Не выбран', 'Закупки', 'Товар дня']);
    await expect.element(page.getByRole('button', { name: 'Инициативы: Закупка 11' })).toBeVisible();
    await expect.poll(cell('plan')).toBe('10 000,00');
    expect(cell('orderCost')()).toBe('—');
    expect(cell('fulfilment')()).toBe('—');
    expect(asked.options).toMatchObject([{ initiativeTypeId: procurement, selectedInitiatives: [11] }]);
    expect(asked.plans).toEqual(['11']);
    await expect.element(showButton()).toBeEnabled();
    await expect.element(page.getByText('Нажмите «Показать список товаров».')).toBeVisible();
  });

  it('filters, shows the list, and a quantity edit (letters ignored, digits kept) changes the totals', async () => {
    const asked = await openPurchaseOrder();
    await expect.poll(cell('plan')).toBe('10 000,00');
    // Both services' promoters are offered; the filter keeps Промоутер А's positions.
    await page.getByRole('button', { name: /^Промоутер:/ }).click();
    await expect.element(page.getByRole('checkbox', { name: 'Промоутер Б' })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Промоутер А' }).click();
    await page.getByRole('button', { name: 'Закрыть' }).click();
    await showButton().click();
    await expect.element(grid().getByRole('row').filter({ hasText: 'Товар 102' })).toBeVisible();
    expect(asked.positions).toMatchObject([{ initiativeTypeId: procurement, selectedInitiatives: [11] }]);
    expect(grid().getByRole('row').filter({ hasText: 'Товар 103' }).elements()).toHaveLength(0);
    expect(grid().getByRole('row').filter({ hasText: 'Товар 104' }).elements()).toHaveLength(0);
    // Twelve columns; the grid virtualises columns, so the last scrolls into view.
    expect(grid().element().getAttribute('aria-colcount')).toBe('12');
    const headers = grid()
      .getByRole('columnheader')
      .elements()
      .map((header) => header.textContent);
    expect(headers.slice(0, 10)).toEqual([
      'Товар',
      'Инициатива',
      'Промоутер (держатель контракта)',
      'Код промо-товара',
      'Штрихкоды',
      'Цена в ценах СИП, руб.',
      'План закупки, уп.',
      'Закуплено с начала инициативы, уп.',
      'Остаток, уп.',
      'Количество к заказу, уп.',
    ]);
    // Purchased 5 × 100 + 4 × 50 = 700 ₽ of a 10 000 ₽ plan.
    await expect.poll(cell('purchased')).toBe('700,00');
    expect(cell('fulfilment')()).toBe('7,0');
    expect(cell('orderCost')()).toBe('0,00');

    const row = grid().getByRole('row').filter({ hasText: 'Товар 101' });
    await userEvent.click(row.element().querySelector('.positions__quantity')!);
    const box = page.getByRole('textbox', { name: 'Количество к заказу: Товар 101' });
    await expect.element(box).toHaveFocus();
    await userEvent.fill(box.element(), '3');
    await userEvent.keyboard('{Enter}');
    await expect.poll(cell('orderCost')).toBe('300,00');
    // Letters are refused in words, not dropped: the box shows what was typed, the order keeps 3.
    // F2 edits in place: the letters go after the 3 (typed on the selected cell they would replace it).
    await userEvent.keyboard('{F2}ab');
    await expect.element(box).toHaveValue('3ab');
    await expect.element(box).toHaveAttribute('aria-invalid', 'true');
    await expect.element(box).toHaveAccessibleDescription('Только целое число упаковок. В заказе остаётся 3');
    expect(cell('orderCost')()).toBe('300,00');
    await userEvent.fill(box.element(), '30');
    await userEvent.keyboard('{Enter}');
    await expect.element(box).toHaveValue('30');
    await expect.element(box).not.toHaveAttribute('aria-invalid');
    await expect.poll(cell('orderCost')).toBe('3 000,00');

    // 'План не выполнен' applies at once to the list shown: Товар 102 met its plan.
    await page.getByRole('checkbox', { name: 'План не выполнен' }).click();
    await expect.element(grid().getByRole('row').filter({ hasText: 'Товар 102' })).not.toBeInTheDocument();
    await expect.poll(cell('purchased')).toBe('500,00');
  });

  it('once the list is in, an initiative of another type can be excluded, and excluding it hides its positions', async () => {
    await openPurchaseOrder();
    await expect.poll(cell('plan')).toBe('10 000,00');
    const menu = page.getByRole('button', { name: /^Исключить инициативы:/ });
    await menu.click();
    // Before the list: the type's initiative not chosen, only.
    await expect.element(page.getByRole('checkbox', { name: 'Закупка 12' })).toBeVisible();
    expect(page.getByRole('checkbox', { name: 'Товар дня 31' }).elements()).toHaveLength(0);
    await page.getByRole('button', { name: 'Закрыть' }).click();
    await showButton().click();
    await expect.element(grid().getByRole('row').filter({ hasText: 'Товар 103' })).toBeVisible();
    await tick('Исключить инициативы', ['Товар дня 31']);
    await expect.element(grid().getByRole('row').filter({ hasText: 'Товар 103' })).not.toBeInTheDocument();
    await expect.element(grid().getByRole('row').filter({ hasText: 'Товар 101' })).toBeVisible();
  });

  it('a second initiative clears the plan; closing the menu asks the options for both and no plan', async () => {
    const asked = await openPurchaseOrder();
    await expect.poll(cell('plan')).toBe('10 000,00');
    await tick('Инициативы', ['Закупка 12']);
    await expect.element(page.getByRole('button', { name: 'Инициативы: выбрано 2' })).toBeVisible();
    await expect.poll(() => asked.options.length).toBe(2);
    expect(asked.options[1]).toMatchObject({ selectedInitiatives: [11, 12] });
    expect(cell('plan')()).toBe('—');
    expect(asked.plans).toEqual(['11']);
  });

  it('the list waits for a type; a cleared type empties the initiatives', async () => {
    await openPurchaseOrder('/reports?tab=purchaseOrder');
    const type = page.getByRole('combobox', { name: 'Вид инициативы' });
    await expect.element(type).toBeEnabled();
    await expect.element(showButton()).toBeDisabled();
    await expect.element(page.getByText('Выберите вид инициативы и нажмите «Показать список товаров».')).toBeVisible();
    await type.selectOptions('Закупки');
    await expect.element(showButton()).toBeEnabled();
    await tick('Инициативы', ['Закупка 11']);
    await expect.element(page.getByRole('button', { name: 'Инициативы: Закупка 11' })).toBeVisible();
    await type.selectOptions('Не выбран');
    await expect.element(showButton()).toBeDisabled();
    await expect.element(page.getByRole('button', { name: 'Инициативы: все' })).toBeDisabled();
  });

  it('on a back end without the regular service (its paths are ours) works from the real-time calls alone, with no error', async () => {
    const { handlers, asked } = purchaseHandlers();
    await page.viewport(1400, 900);
    // A back end built from the spec: its framework's own "not found", no message.
    const notFound = () => new HttpResponse('Not Found', { status: 404 });
    mockServer.use(
      http.post('/api/reports/purchase-order/filters-options', notFound),
      http.post('/api/reports/purchase-order/purchase-order', notFound),
      ...handlers,
    );
    await renderApp(preselectedUrl, { signedIn: true });
    await expect.element(page.getByRole('button', { name: 'Инициативы: Закупка 11' })).toBeVisible();
    await expect.poll(cell('plan')).toBe('10 000,00');
    // Only the real-time service's promoter is offered.
    await page.getByRole('button', { name: /^Промоутер:/ }).click();
    await expect.element(page.getByRole('checkbox', { name: 'Промоутер А' })).toBeVisible();
    expect(page.getByRole('checkbox', { name: 'Промоутер Б' }).elements()).toHaveLength(0);
    await page.getByRole('button', { name: 'Закрыть' }).click();
    await showButton().click();
    await expect.element(grid().getByRole('row').filter({ hasText: 'Товар 101' })).toBeVisible();
    expect(asked.positions).toHaveLength(1);
    // The initiative's three real-time positions, and no error anywhere.
    expect(grid().getByRole('row').elements()).toHaveLength(4);
    expect(page.getByRole('alert').elements()).toHaveLength(0);
    expect(page.getByRole('alertdialog').elements()).toHaveLength(0);
    await expect.poll(cell('purchased')).toBe('900,00');
  });

  it('a failed load shows the error with Повторить, which loads again', async () => {
    await openPurchaseOrder(preselectedUrl, { fail: 1 });
    await expect.element(showButton()).toBeEnabled();
    await showButton().click();
    const alert = page.getByRole('alert').filter({ hasText: 'Не удалось загрузить список товаров' });
    await expect.element(alert).toHaveTextContent('Сервис отчётов недоступен');
    // The error modal of §2 opens as well; 'Ок' closes it and the inline retry stays.
    await expect.element(page.getByRole('alertdialog', { name: 'Ошибка' })).toHaveTextContent('Сервис отчётов недоступен');
    await page.getByRole('alertdialog', { name: 'Ошибка' }).getByRole('button', { name: 'Ок' }).click();
    expect(grid().elements()).toHaveLength(0);
    await alert.getByRole('button', { name: 'Повторить' }).click();
    await expect.element(grid().getByRole('row').filter({ hasText: 'Товар 101' })).toBeVisible();
  });

  it('offers the six actions, the pharmacy system among them', async () => {
    await openPurchaseOrder();
    await expect.poll(cell('plan')).toBe('10 000,00');
    const actions = page.getByRole('combobox', { name: 'Выберите действие с заказом' });
    await expect.poll(() => actions.getByRole('option').elements().length).toBe(7);
    expect(
      actions
        .getByRole('option')
        .elements()
        .map((option) => option.textContent),
    ).toEqual([
      'Выберите действие с заказом',
      'Отправить заказ в Пульс',
      'Оформить заказ в сервисе закупок',
      'Отправить заказ в систему заказов аптеки',
      'Отправить заказ в СТУ',
      'Скачать заказ (xlsx)',
      'Скачать файл для информационной системы Пульс',
    ]);
    expectResultsUnderActions(page.getByText('Нажмите «Показать список товаров».').element());
  });
});
