import { delay, http, HttpResponse } from 'msw';
import type { CashierParamWire, PharmacyParam, PharmacyStatWire } from '../../../src/api/contract/payroll';
import { defaultPayrollOffset, payrollMonthStart } from '../../../src/domain/payroll/month';

/** The payroll tab's gateway for pharmacy 1: statistics, thresholds, cashiers and the login save, as msw answers them. */

export const cashier = (name: string, fields: Partial<CashierParamWire> = {}): CashierParamWire => ({
  pharmacyId: 1,
  cashierFullName: name,
  cashierUserId: null,
  username: null,
  activated: true,
  validUser: true,
  fixed: 16242,
  workHours: 160,
  workMinutes: 30,
  personalBonus: 2500,
  salePlan: 400000,
  marketingShare: 12,
  salesMargin: 320000,
  salesYctmBonus: 150,
  retailSumNdsOut: 420000,
  uniqueCheckCount: 700,
  nomenclatureAvgCount: 2.4,
  initiativeBonus: 300,
  initiativeSaleQuantityPlan: 40,
  initiativeSaleQuantity: 30,
  ...fields,
});
export const stat: PharmacyStatWire = {
  fromDate: '2026-10-01',
  totalSales: 1_200_000,
  cashierCount: 2,
  invoiceCount: 2000,
  cashierAvg: 600000,
  invoiceAvg: 580,
  turnoverPeriod: 35,
  marketingRate: 11,
  expiringRemains: 12000,
};
const row = (type: string, valueIn: number, valueOut: number) => ({ type, valueIn, valueOut }) as PharmacyParam;
export const params: PharmacyParam[] = [
  row('BB_PERSONAL_MARGIN', 100000, 3000),
  row('BB_PERSONAL_MARGIN', 300000, 5000),
  row('BB_TURNOVER_PERIOD_CORRECTION', 0, 1),
  row('BB_TURNOVER_PERIOD_CORRECTION', 30, 0.9),
  row('EXPIRED_REMAINS_PENALTY', 10000, 500),
  ...[1, 2, 3, 4, 5].flatMap((n) => [row(`KPI_${n}`, 1, 0.5), row(`KPI_${n}`, 50, 1), row(`KPI_${n}_WEIGHT`, 20, 0)]),
];

const defaultCashiers = [cashier('Иванова Анна'), cashier('Петров Пётр', { validUser: false })];

/** The pharmacy's statistics, parameters and cashiers (`cashiers` replaces them), and the login save. */
export function payrollHandlers({
  failLoad = false,
  saveLogin = (): Response => HttpResponse.json({ data: { cashierUserId: 501 } }),
  cashiers = defaultCashiers,
  penalty = null,
  pharmacyParams = params,
}: {
  failLoad?: boolean;
  saveLogin?: () => Response | Promise<Response>;
  cashiers?: CashierParamWire[];
  penalty?: number | null;
  /** The pharmacy's parameters, when not `params`. */
  pharmacyParams?: PharmacyParam[];
} = {}) {
  // `penalty` replaces the expiring-stock penalty the pharmacy's 12 000 ₽ of remains draw.
  const answered =
    penalty === null
      ? pharmacyParams
      : pharmacyParams.map((param) => (param.type === 'EXPIRED_REMAINS_PENALTY' ? { ...param, valueOut: penalty } : param));
  return [
    // The month's revision is our optional extension: these screens are checked against a gateway without it.
    http.get('/api/cashier-payroll/payroll-pharmacy-revision/1', () =>
      HttpResponse.json({ message: 'Такого метода нет' }, { status: 404 }),
    ),
    // The month asked (`?month=`), else the default one by the clock, as the gateway answers: the
    // screen shows a month's figures only when the answer is of the month it asked for.
    http.get('/api/cashier-payroll/payroll-pharmacy-stat/1', ({ request }) =>
      HttpResponse.json({
        ...stat,
        fromDate: new URL(request.url).searchParams.get('month') ?? payrollMonthStart(defaultPayrollOffset, new Date()),
      }),
    ),
    http.get('/api/cashier-payroll/payroll-pharmacy-param/1', () => HttpResponse.json(answered)),
    http.get('/api/cashier-payroll/payroll-cashier/1', () =>
      failLoad ? HttpResponse.json({ message: 'Сервис расчёта зарплаты недоступен' }, { status: 500 }) : HttpResponse.json(cashiers),
    ),
    http.post('/api/cashier-payroll/cashier/save/1', async () => {
      await delay(300);
      return saveLogin();
    }),
    // The plan editor of «Доп. премия» (kept mounted) loads at once: an empty plan, no initiatives, no
    // contracts. Unanswered, its failures would open the error modal over the payroll.
    http.get('/api/initiative-management/initiative-sales-motivation', ({ request }) => {
      const startDate = new URL(request.url).searchParams.get('startDate') ?? '';
      const [year, month] = startDate.split('-').map(Number);
      const expirationDate = `${startDate.slice(0, 8)}${String(new Date(year, month, 0).getDate()).padStart(2, '0')}`;
      return HttpResponse.json({ startDate, expirationDate, salesMotivationUpdateDate: null, productProperties: [] });
    }),
    http.post('/api/reports-rt/initiative/find-current-by-types', () => HttpResponse.json([])),
    http.get('/api/reports-rt/cashier-initiative/current-contract', () => HttpResponse.json([])),
  ];
}
