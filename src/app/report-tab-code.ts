import type { ComponentType } from 'react';
import { codeFetchedOnce, type CodeFetchedOnce } from '../ui/code-fetched-once';
import { defaultTab, type ReportTabId, type TabScreenProps } from '../ui/report-tabs';

export type TabScreen = ComponentType<TabScreenProps>;

/** A reports tab's code: fetched once however often it is asked for, and at hand once fetched. */
export type TabCode = CodeFetchedOnce<TabScreen>;

const tabCode = (fetchScreen: () => Promise<TabScreen>): TabCode => codeFetchedOnce(fetchScreen);

/** An order tab's code, its positions worker started as soon as the code has come (positions.ts). */
const orderTabCode = (fetchScreen: () => Promise<TabScreen>) =>
  tabCode(async () => {
    const [screen, positions] = await Promise.all([fetchScreen(), import('../workers/orders/positions')]);
    positions.startPositionsWorkerAhead();
    return screen;
  });

/**
 * The code of each reports tab, fetched when the tab is first opened: a phone opening the overview
 * does not download and run the forecast, the orders and payroll. A later tab adds its line here,
 * and is then listed (src/app/reports-route.tsx).
 */
export const reportTabCode: Partial<Record<ReportTabId, TabCode>> = {
  common: tabCode(async () => (await import('../screens/reports/overview/OverviewTab')).OverviewTab),
  profitForecast: tabCode(async () => (await import('../screens/forecast/ProfitForecastTab')).ProfitForecastTab),
  purchaseOrder: orderTabCode(async () => (await import('../screens/orders/purchase/purchase-config')).PurchaseOrderTab),
  purchaseOrderRG: orderTabCode(async () => (await import('../screens/orders/rg/rg-config')).RgOrderTab),
  orderCompose: orderTabCode(async () => (await import('../screens/orders/recommended/recommended-config')).RecommendedOrderTab),
  payrollCalculation: tabCode(async () => (await import('../screens/payroll/PayrollTab')).PayrollTab),
  pharmacyInitiatives: tabCode(async () => (await import('../screens/list/InitiativesListTab')).InitiativesListTab),
  feedback: tabCode(async () => (await import('../screens/feedback/FeedbackTab')).FeedbackTab),
  distribution: tabCode(async () => (await import('../screens/reports/distribution/DistributionTab')).DistributionTab),
};

/**
 * Starts fetching the code of the tab an address asks for, beside the reports screen's own, so the
 * tab's code is not a second round trip after the screen's. A failure here is left to the tab
 * itself, which asks again and offers 'Повторить' (src/app/tab-code-on-use.tsx).
 */
export function fetchTabCodeOf(url: URL): void {
  const asked = url.searchParams.get('tab') ?? defaultTab;
  const code = reportTabCode[asked as ReportTabId] ?? reportTabCode[defaultTab];
  code?.load().catch(() => undefined);
}
