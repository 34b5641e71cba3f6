import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { expectPageFitsWindow, settled, widerThanWindow } from './support/layout-measure';
import { mockServer, withMockServer } from './support/mock-server';
import { overviewHandlers, overviewRecord } from './support/overview-data';
import { cashier, payrollHandlers } from './support/payroll-data';
import { renderApp } from './support/render-app';

/**
 * The screens of issue 22 on a 1440×900 desktop with the demo pharmacy's data: nothing wider
 * than its frame (the page never scrolls sideways), no message or header cut short.
 */
withMockServer();

const names = ['Иванова Мария Сергеевна', 'Петров Алексей Викторович', 'Смирнова Ольга Николаевна', 'Кузнецова Елена Павловна', 'Соколов Дмитрий Андреевич'];

async function openTab(tab: string, width = 1440, height = 900) {
  await page.viewport(width, height);
  mockServer.use(...overviewHandlers([overviewRecord(101, 'MANDATORY_MATRIX', 'Обязательная матрица IV квартала 2026')]));
  return renderApp(`/reports?tab=${tab}`, { signedIn: true });
}

/** Nothing sticks out of the window, and the page cannot be scrolled sideways. */
async function expectFits() {
  await settled();
  expect(widerThanWindow()).toEqual([]);
  expectPageFitsWindow();
}

/** A text cut short: wider or taller than the box that shows it. */
const clipped = (element: Element) => element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1;

describe('desktop 1440×900', () => {
  // The payroll opens on the previous month: November's day gives October 2026.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 26, 10, 0) });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('payroll: the month as heading; every section and result tab, and a refused login, inside the window', async () => {
    const cashiers = names.map((name, k) => cashier(name, { validUser: k !== 4, username: k === 0 ? 'kassir1' : null, cashierUserId: k === 0 ? 501 : null }));
    mockServer.use(...payrollHandlers({ cashiers, saveLogin: () => HttpResponse.json({ message: 'Пользователь с таким логином уже существует' }, { status: 400 }) }));
    await openTab('payrollCalculation');
    await expect.element(page.getByRole('heading', { name: 'Расчёт за октябрь 2026' })).toBeVisible();
    await expect.element(page.getByText(names[0]).first()).toBeVisible();
    await expectFits();

    await page.getByRole('textbox', { name: `Логин: ${names[1]}` }).fill('kassir1');
    await page.getByLabelText(`Пароль: ${names[1]}`).fill('Secret1!');
    await page.getByRole('button', { name: `Создать: ${names[1]}` }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'Пользователь с таким логином уже существует' });
    await expect.element(failure).toBeVisible();
    await expectFits();
    expect(clipped(failure.element())).toBe(false);

    for (const section of ['Параметры', 'KPI', 'Доп. премия', 'Кассиры', 'Базовая премия', 'Премия по KPI', 'Дополнительные премии']) {
      await page.getByRole('tab', { name: section, exact: true }).click();
      await expect.element(page.getByRole('tab', { name: section, exact: true })).toHaveAttribute('aria-selected', 'true');
      await expectFits();
    }
  });
});
