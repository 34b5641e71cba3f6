import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { mockServer, withMockServer } from './support/mock-server';
import { failingFirst, overviewHandlers, overviewRecord } from './support/overview-data';
import { renderApp } from './support/render-app';

withMockServer();

const initiatives = [
  overviewRecord(101, 'MANDATORY_MATRIX', 'Матрица квартала', {
    mtxPercent: 87.456,
    purchaseSipSum: 1234.56,
    earned: 1000,
    expected: 2500.5,
  }),
];
const noMessage = 'Ошибка без описания, либо не стандартный ответ и поэтому сообщение не найдено';

async function openOverviewFailingOnce(path: string, [width, height] = [1440, 900]) {
  await page.viewport(width, height);
  window.scrollTo(0, 0);
  const failing = failingFirst('get', path);
  mockServer.use(...overviewHandlers(initiatives));
  mockServer.use(failing.handler);
  await renderApp('/reports', { signedIn: true });
  return failing.calls;
}

describe('overview: a failed load is an error in place with Повторить', () => {
  it('a 500 without a message: the dialog shows the spec fallback; after Ок the table area says so with Повторить, not Нет данных; Повторить shows the rows', async () => {
    const calls = await openOverviewFailingOnce('/api/reports/initiative/pharmacy');
    await expect.element(page.getByRole('alertdialog')).toHaveTextContent(noMessage);
    await page.getByRole('button', { name: 'Ок' }).click();

    // In the table, under its header, in place of the rows.
    const alert = page.getByRole('grid', { name: 'Инициативы аптеки за квартал' }).getByRole('alert');
    await expect.element(alert).toHaveTextContent(`Не удалось загрузить инициативы за квартал: ${noMessage}`);
    await expect.element(page.getByText('Нет данных')).not.toBeInTheDocument();

    await alert.getByRole('button', { name: 'Повторить' }).click();
    const grid = page.getByRole('grid', { name: 'Инициативы аптеки за квартал' });
    await expect.element(grid.getByRole('row').filter({ hasText: 'Обязательная матрица' })).toHaveTextContent('1 234,56');
    await expect.element(alert).not.toBeInTheDocument();
    expect(calls.count).toBe(2);
  });

  it('on a phone the failure stands in the table’s place at once, before any scroll or press', async () => {
    await openOverviewFailingOnce('/api/reports/initiative/pharmacy', [390, 600]);
    await expect.element(page.getByRole('alertdialog')).toHaveTextContent(noMessage);
    const alert = page.getByRole('grid', { name: 'Инициативы аптеки за квартал' }).getByRole('alert');
    await expect.element(alert).toHaveTextContent(`Не удалось загрузить инициативы за квартал: ${noMessage}`);
    expect(window.scrollY).toBe(0);
    await page.getByRole('button', { name: 'Ок' }).click();
  });

  it('the bonus comparison that failed says so in place and comes back on Повторить', async () => {
    await openOverviewFailingOnce('/api/reports/initiative/pharmacy-common-bonuses');
    await page.getByRole('button', { name: 'Ок' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Не удалось загрузить сравнение бонусов' });
    await expect.element(alert).toBeVisible();
    await alert.getByRole('button', { name: 'Повторить' }).click();
    await expect.element(alert).not.toBeInTheDocument();
    await expect.element(page.getByRole('heading', { name: 'Сравнение бонусов с другими аптеками' })).toBeVisible();
    await expect.element(page.getByText('Нет данных')).not.toBeInTheDocument();
  });

  it('the quarters with data that failed: the message and Повторить under the selector; Повторить asks for them again', async () => {
    await page.viewport(1440, 900);
    const failing = failingFirst('get', '/api/reports/initiative/pharmacy/quarters');
    mockServer.use(...overviewHandlers(initiatives));
    mockServer.use(failing.handler);
    await renderApp('/reports', { signedIn: true });
    await page.getByRole('button', { name: 'Ок' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Не удалось узнать, за какие кварталы есть данные' });
    await expect.element(alert).toBeVisible();
    await alert.getByRole('button', { name: 'Повторить' }).click();
    await expect.element(alert).not.toBeInTheDocument();
    expect(failing.calls.count).toBe(2);
  });
});
