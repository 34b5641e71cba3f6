import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import type { CashierParamWire, PharmacyParam, PharmacyStatWire } from '../../src/api/contract/payroll';
import { PayrollTab } from '../../src/screens/payroll/PayrollTab';
import { mockServer, withMockServer } from './support/mock-server';
import { renderInShell } from './support/render-app';

/** The payroll tab with the real payroll worker; the gateway answered by msw. */
withMockServer();

const cashier = (name: string, fields: Partial<CashierParamWire> = {}): CashierParamWire => ({
  pharmacyId: 1, cashierFullName: name, cashierUserId: null, username: null, activated: true, validUser: true,
  fixed: 16242, workHours: 160, workMinutes: 30, personalBonus: 2500, salePlan: 400000, marketingShare: 12,
  salesMargin: 320000, salesYctmBonus: 150, retailSumNdsOut: 420000, uniqueCheckCount: 700, nomenclatureAvgCount: 2.4,
  initiativeBonus: 300, initiativeSaleQuantityPlan: 40, initiativeSaleQuantity: 30, ...fields,
});
const stat: PharmacyStatWire = {
  fromDate: '2026-10-01', totalSales: 1_200_000, cashierCount: 2, invoiceCount: 2000, cashierAvg: 600000, invoiceAvg: 580,
  turnoverPeriod: 35, marketingRate: 11, expiringRemains: 12000,
};
const row = (type: string, valueIn: number, valueOut: number) => ({ type, valueIn, valueOut }) as PharmacyParam;
const params: PharmacyParam[] = [
  row('BB_PERSONAL_MARGIN', 100000, 3000), row('BB_PERSONAL_MARGIN', 300000, 5000),
  row('BB_TURNOVER_PERIOD_CORRECTION', 0, 1), row('BB_TURNOVER_PERIOD_CORRECTION', 30, 0.9),
  row('EXPIRED_REMAINS_PENALTY', 10000, 500),
  ...[1, 2, 3, 4, 5].flatMap((n) => [row(`KPI_${n}`, 1, 0.5), row(`KPI_${n}`, 50, 1), row(`KPI_${n}_WEIGHT`, 20, 0)]),
];

function payrollHandlers({ failLoad = false, saveLogin = (): Response => HttpResponse.json({ data: { cashierUserId: 501 } }) } = {}) {
  return [
    http.get('/api/cashier-payroll/payroll-pharmacy-stat/1', () => HttpResponse.json(stat)),
    http.get('/api/cashier-payroll/payroll-pharmacy-param/1', () => HttpResponse.json(params)),
    http.get('/api/cashier-payroll/payroll-cashier/1', () =>
      failLoad ? HttpResponse.json({ message: 'Сервис расчёта зарплаты недоступен' }, { status: 503 }) : HttpResponse.json([cashier('Иванова Анна'), cashier('Петров Пётр', { validUser: false })]),
    ),
    http.post('/api/cashier-payroll/cashier/save/1', async () => {
      await delay(300);
      return saveLogin();
    }),
  ];
}

async function openPayroll(options: Parameters<typeof payrollHandlers>[0] = {}) {
  await page.viewport(1600, 900);
  mockServer.use(...payrollHandlers(options));
  await renderInShell('/reports?tab=payrollCalculation', <PayrollTab isTabShown={() => true} />);
}

const save = () => page.getByRole('button', { name: 'Сохранить', exact: true });
const exportButton = () => page.getByRole('button', { name: 'Выгрузить в Excel' });
const weight = (n: number) => page.getByRole('textbox', { name: `Вес, %: KPI ${n}` });

describe('payroll tab', () => {
  it('a KPI weight that breaks the sum: the message verbatim, the five weights marked, Save and export disabled until fixed', async () => {
    await openPayroll();
    await expect.element(save()).toBeEnabled();
    await expect.element(exportButton()).toBeEnabled();
    await page.getByRole('tab', { name: 'KPI', exact: true }).click();
    await weight(1).fill('30');
    await expect.element(page.getByText('Сумма всех весов KPI должна быть равна 100').first()).toBeVisible();
    for (const n of [1, 2, 3, 4, 5]) await expect.element(weight(n)).toHaveAttribute('aria-invalid', 'true');
    await expect.element(save()).toBeDisabled();
    await expect.element(exportButton()).toBeDisabled();
    await weight(1).fill('20');
    await expect.element(save()).toBeEnabled();
    await expect.element(exportButton()).toBeEnabled();
    expect(page.getByText('Сумма всех весов KPI должна быть равна 100').elements()).toHaveLength(0);
    await expect.element(weight(1)).not.toHaveAttribute('aria-invalid');
  });

  it('typing that breaks §5 is ignored, a comma becomes a dot', async () => {
    await openPayroll();
    const hours = page.getByRole('textbox', { name: 'Отработано, ч: Иванова Анна' });
    await hours.fill('150,5');
    await expect.element(hours).toHaveValue('150.5');
    await hours.fill('150,555');
    await expect.element(hours).toHaveValue('150.5');
  });

  it('a computed cell explains itself on focus', async () => {
    await openPayroll();
    await page.getByRole('tab', { name: 'Базовая премия' }).click();
    const table = page.getByRole('table', { name: 'Базовая премия' });
    await expect.element(table).toBeVisible();
    const cell = table.element().querySelector<HTMLElement>('tbody tr td[tabindex="0"]')!;
    const tip = document.getElementById(cell.getAttribute('aria-describedby')!)!;
    expect(tip.getAttribute('role')).toBe('tooltip');
    expect(getComputedStyle(tip).display).toBe('none');
    cell.focus();
    await expect.poll(() => getComputedStyle(tip).display).toBe('block');
    expect(tip.textContent).toMatch(/порог|ни один порог/u);
  });

  it('creating a cashier login: Сохранение..., then the login read-only and the password cleared', async () => {
    await openPayroll();
    expect(page.getByRole('textbox', { name: 'Логин: Петров Пётр' }).elements()).toHaveLength(0);
    const login = page.getByRole('textbox', { name: 'Логин: Иванова Анна' });
    const create = page.getByRole('button', { name: 'Создать: Иванова Анна' });
    await expect.element(create).toBeDisabled();
    await login.fill('ivanova1');
    await page.getByLabelText('Пароль: Иванова Анна').fill('Secret1!');
    await create.click();
    await expect.element(page.getByRole('status').filter({ hasText: 'Сохранение...' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Сохранить: Иванова Анна' })).toBeVisible();
    await expect.element(login).toHaveAttribute('readonly');
    await expect.element(page.getByLabelText('Пароль: Иванова Анна')).toHaveValue('');
  });

  it('a failed login save shows the red message', async () => {
    await openPayroll({ saveLogin: () => HttpResponse.json({ message: 'Логин уже занят' }, { status: 400 }) });
    await page.getByRole('textbox', { name: 'Логин: Иванова Анна' }).fill('ivanova1');
    await page.getByLabelText('Пароль: Иванова Анна').fill('Secret1!');
    await page.getByRole('button', { name: 'Создать: Иванова Анна' }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'Ошибка сохранения пользователя: Логин уже занят' });
    await expect.element(failure).toBeVisible();
    expect(getComputedStyle(failure.element()).color).toBe('rgb(198, 40, 40)');
  });

  it('a failed load shows the message and Повторить, never an empty table', async () => {
    await openPayroll({ failLoad: true });
    await expect.element(page.getByText('Не удалось загрузить расчёт зарплаты: Сервис расчёта зарплаты недоступен')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Повторить' })).toBeVisible();
    expect(page.getByRole('table').elements()).toHaveLength(0);
  });
});
