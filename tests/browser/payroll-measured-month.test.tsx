import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import type { FulfilledPlanBonusPoints, PayrollSales, PharmacyStatWire } from '../../src/api/contract/payroll';
import { PayrollTab } from '../../src/screens/payroll/PayrollTab';
import { mockServer, withMockServer } from './support/mock-server';
import { payrollHandlers } from './support/payroll-data';
import { renderInShell } from './support/render-app';

/**
 * The payroll's 'Параметры' tab shows the month as the sales reports measured it (reports §7:
 * GET reports/cashier/payroll-stats-by-month, payroll-sale-by-month and
 * fulfilled-plan-bonus-points-by-month, each /{date} the month's first day).
 */
withMockServer();

const measuredStat: PharmacyStatWire = {
  fromDate: '2026-10-01',
  totalSales: 1_234_567.8,
  cashierCount: 3,
  invoiceCount: 2100,
  cashierAvg: 411522.6,
  invoiceAvg: 587.89,
  turnoverPeriod: 36.5,
  marketingRate: 12.3,
  expiringRemains: 9000,
};
const sales: PayrollSales = [
  {
    cashierFullName: 'Иванова Анна',
    salesMargin: 321000,
    salesYctmBonus: 155.5,
    retailSumNdsOut: 421000,
    uniqueCheckCount: 710,
    nomenclatureAvgCount: 2.45,
  },
];
const planBonuses: FulfilledPlanBonusPoints = [
  { cashierFullName: 'Иванова Анна', initiativeSaleQuantityPlan: 40, initiativeSaleQuantity: 32, initiativeBonus: 320.5 },
  { cashierFullName: 'Сидоров Олег', initiativeSaleQuantityPlan: 10, initiativeSaleQuantity: 10, initiativeBonus: 100 },
];

function serveMeasured(answer: (call: string) => Response) {
  const asked: string[] = [];
  for (const call of ['payroll-stats-by-month', 'payroll-sale-by-month', 'fulfilled-plan-bonus-points-by-month']) {
    mockServer.use(
      http.get(`/api/reports/cashier/${call}/:date`, ({ params }) => (asked.push(`${call}/${String(params.date)}`), answer(call))),
    );
  }
  return asked;
}

async function openParameters() {
  await page.viewport(1600, 900);
  mockServer.use(...payrollHandlers());
  await renderInShell('/reports?tab=payrollCalculation', <PayrollTab isTabShown={() => true} />);
  await page.getByRole('tab', { name: 'Параметры', exact: true }).click();
}

const measuredBlock = () => page.getByRole('region', { name: /^По данным отчётов продаж: / });
const statValue = (name: string) =>
  page
    .getByRole('table', { name: 'Статистика аптеки по данным отчётов продаж' })
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('cell')
    .element().textContent;

describe('the payroll month as the sales reports measured it', () => {
  it('shows the measured statistics and each cashier’s sales and plan, for the month shown', async () => {
    const asked = serveMeasured((call) =>
      HttpResponse.json(call === 'payroll-stats-by-month' ? measuredStat : call === 'payroll-sale-by-month' ? sales : planBonuses),
    );
    await openParameters();
    await expect.element(measuredBlock()).toBeVisible();
    expect(statValue('Продажи, руб.')).toBe('1 234 567,80');
    expect(statValue('Количество чеков')).toBe('2 100');
    expect(statValue('Оборачиваемость, дн.')).toBe('36,5');
    const cashiers = page.getByRole('table', { name: 'Кассиры по данным отчётов продаж' });
    await expect
      .element(cashiers.getByRole('row').filter({ hasText: 'Иванова Анна' }))
      .toHaveTextContent('Иванова Анна421 000,00321 000,00155,507102,54032320,50');
    // A cashier only the plan report names: no sales measured.
    await expect.element(cashiers.getByRole('row').filter({ hasText: 'Сидоров Олег' })).toHaveTextContent('Сидоров Олег—————1010100,00');
    const month = asked[0].split('/')[1];
    expect(month).toMatch(/^\d{4}-\d{2}-01$/u);
    expect([...asked].sort()).toEqual([
      `fulfilled-plan-bonus-points-by-month/${month}`,
      `payroll-sale-by-month/${month}`,
      `payroll-stats-by-month/${month}`,
    ]);
  });

  it('a back end without the reports (404) shows no block and no error', async () => {
    const asked = serveMeasured(() => HttpResponse.json({ message: 'Not Found' }, { status: 404 }));
    await openParameters();
    await expect.poll(() => asked.length).toBe(3);
    await expect.element(page.getByRole('table', { name: 'Статистика аптеки за период' })).toBeVisible();
    await expect.element(measuredBlock()).not.toBeInTheDocument();
    expect(page.getByText('Не удалось загрузить данные отчётов продаж', { exact: false }).elements()).toHaveLength(0);
  });

  it('a failure opens the error modal and says why with Повторить, which brings the block', async () => {
    let failures = 1;
    serveMeasured((call) =>
      call === 'payroll-stats-by-month' && failures-- > 0
        ? HttpResponse.json({ message: 'Сервис отчётов недоступен' }, { status: 500 })
        : HttpResponse.json(call === 'payroll-stats-by-month' ? measuredStat : []),
    );
    await openParameters();
    const alert = page.getByRole('alert').filter({ hasText: 'Не удалось загрузить данные отчётов продаж: Сервис отчётов недоступен' });
    await expect.element(alert).toBeVisible();
    // The error modal of reports §2 opens as for every failing call of the tab; 'Ок' closes it and the retry stays.
    const modal = page.getByRole('alertdialog', { name: 'Ошибка' });
    await expect.element(modal).toHaveTextContent('Сервис отчётов недоступен');
    await modal.getByRole('button', { name: 'Ок' }).click();
    await expect.element(modal).not.toBeInTheDocument();
    await alert.getByRole('button', { name: 'Повторить' }).click();
    await expect.element(measuredBlock()).toBeVisible();
    expect(page.getByRole('table', { name: 'Кассиры по данным отчётов продаж' }).elements()).toHaveLength(0);
  });
});
