import type { ComponentType } from 'react';
import { ReportsScreen } from '../screens/reports/ReportsScreen';
import type { ReportTabId, TabScreenProps } from '../ui/report-tabs';
import { reportTabCode } from './report-tab-code';
import { tabCodeOnUse } from './tab-code-on-use';

/**
 * The /pa/reports route: the reports screen with the screens of its tabs. The app composes them
 * (each tab is a screen folder of its own, and one screen never imports another); the route loads
 * lazily, so all of this stays out of the sign-in chunk, and each tab's code loads when the tab is
 * first shown (src/app/report-tab-code.ts).
 *
 * The screens of the tabs that exist. A new tab adds its code there (as profitForecast did), and the
 * tab is listed, and the overview's order icons for it appear, without other changes.
 * The distribution tab opens with ?tab=distribution and is never listed (src/ui/report-tabs.ts).
 */
export const tabScreens: Partial<Record<ReportTabId, ComponentType<TabScreenProps>>> = Object.fromEntries(
  Object.entries(reportTabCode).flatMap(([tab, code]) => (code ? [[tab, tabCodeOnUse(code)]] : [])),
);

export const existingTabs: ReadonlySet<ReportTabId> = new Set(Object.keys(tabScreens) as ReportTabId[]);

export function ReportsRoute() {
  return <ReportsScreen tabScreens={tabScreens} existingTabs={existingTabs} />;
}
