import type { ComponentType } from 'react';
import { DistributionTab } from '../screens/reports/distribution/DistributionTab';
import { InitiativesListTab } from '../screens/list/InitiativesListTab';
import { FeedbackTab } from '../screens/feedback/FeedbackTab';
import { OverviewTab } from '../screens/reports/overview/OverviewTab';
import { PayrollTab } from '../screens/payroll/PayrollTab';
import { ProfitForecastTab } from '../screens/forecast/ProfitForecastTab';
import { PurchaseOrderTab } from '../screens/orders/purchase/PurchaseOrderTab';
import { RecommendedOrderTab } from '../screens/orders/recommended/recommended-config';
import { RgOrderTab } from '../screens/orders/rg/rg-config';
import { ReportsScreen } from '../screens/reports/ReportsScreen';
import type { ReportTabId, TabScreenProps } from '../ui/report-tabs';

/**
 * The /pa/reports route: the reports screen with the screens of its tabs. The app composes them
 * (each tab is a screen folder of its own, and one screen never imports another); the route loads
 * lazily, so all of this stays out of the sign-in chunk.
 *
 * The screens of the tabs that exist. A later issue adds its tab here (e.g. profitForecast), and
 * the tab is listed, and the overview's order icons for it appear, without other changes.
 * The distribution tab opens with ?tab=distribution and is never listed (src/ui/report-tabs.ts).
 */
export const tabScreens: Partial<Record<ReportTabId, ComponentType<TabScreenProps>>> = {
  common: OverviewTab,
  profitForecast: ProfitForecastTab,
  purchaseOrder: PurchaseOrderTab,
  purchaseOrderRG: RgOrderTab,
  orderCompose: RecommendedOrderTab,
  payrollCalculation: PayrollTab,
  pharmacyInitiatives: InitiativesListTab,
  feedback: FeedbackTab,
  distribution: DistributionTab,
};

export const existingTabs: ReadonlySet<ReportTabId> = new Set(Object.keys(tabScreens) as ReportTabId[]);

export function ReportsRoute() {
  return <ReportsScreen tabScreens={tabScreens} existingTabs={existingTabs} />;
}
