import type { ComponentType } from 'react';
import { DistributionTab } from './distribution/DistributionTab';
import { InitiativesListTab } from '../initiatives-list/InitiativesListTab';
import { FeedbackTab } from '../feedback/FeedbackTab';
import { OverviewTab } from './overview/OverviewTab';
import { PayrollTab } from '../payroll/PayrollTab';
import { ProfitForecastTab } from '../profit-forecast/ProfitForecastTab';
import { PurchaseOrderTab } from '../purchase-order/PurchaseOrderTab';
import { RecommendedOrderTab } from '../recommended-order/RecommendedOrderTab';
import { RgOrderTab } from '../rg-order/RgOrderTab';
import type { ReportTabId, TabScreenProps } from './tabs';

/**
 * The screens of the tabs that exist. A later issue adds its tab here (e.g. profitForecast), and
 * the tab is listed, and the overview's order icons for it appear, without other changes.
 * The distribution tab opens with ?tab=distribution and is never listed (tabs.ts).
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
