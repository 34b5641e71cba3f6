import { useCallback, useMemo, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { useAuthSelector, useExtensionsSelector } from '../../ui/app-context';
import { selectFeedbackOffered } from '../../machines/session/extensions.selectors';
import { selectPharmacy } from '../../machines/session/auth.selectors';
import { ReportDownloadsProvider } from './downloads/ReportDownloads';
import { reportPanelId, reportTabId, ReportTabList } from './ReportTabList';
import { listedTabs, tabOfUrl, tabTitles, type ListedTabId, type ReportTabId, type TabScreenProps } from '../../ui/report-tabs';
import { useFocusOnTabChange } from './use-focus-on-tab-change';
import '../../styles/reports.css';

interface ReportsScreenProps {
  tabScreens: Partial<Record<ReportTabId, ComponentType<TabScreenProps>>>;
  /** The tabs of tabScreens, kept as one set so the lists below are worked out once. */
  existingTabs: ReadonlySet<ReportTabId>;
}

/**
 * /pa/reports: the reports tab screen. The URL's ?tab= chooses the tab (common by default); the
 * distribution tab opens when asked for though it is not listed. Any report file prepared below
 * covers the screen with 'Подготовка файла...' (ReportDownloadsProvider). The tabs' screens come
 * from the route (src/app/reports-route.tsx): a tab that exists has its screen there.
 */
export function ReportsScreen({ tabScreens, existingTabs }: ReportsScreenProps) {
  const belongsToMarketplace = useAuthSelector((snapshot) => selectPharmacy(snapshot)?.belongsToMarketplace ?? false);
  const [search] = useSearchParams();
  // Feedback is our extension: on a back end without it the tab is not offered.
  const feedbackOffered = useExtensionsSelector(selectFeedbackOffered);
  const offered = useMemo(
    () => (feedbackOffered ? existingTabs : new Set([...existingTabs].filter((tab) => tab !== 'feedback'))),
    [existingTabs, feedbackOffered],
  );
  const listed = useMemo(() => listedTabs(offered, { belongsToMarketplace }), [offered, belongsToMarketplace]);
  const shown = useMemo(
    () => new Set<ReportTabId>([...listed, ...(offered.has('distribution') ? (['distribution'] as const) : [])]),
    [listed, offered],
  );
  const isTabShown = useCallback((tab: ReportTabId) => shown.has(tab), [shown]);
  const tab = tabOfUrl(search, shown);
  const Screen = tabScreens[tab];
  const listedTab = listed.includes(tab as ListedTabId);
  useFocusOnTabChange(search.toString(), () => document.getElementById(listedTab ? reportTabId(tab) : reportPanelId));

  return (
    <section className="reports" aria-labelledby="reports-title">
      <h1 id="reports-title">Отчёты</h1>
      <ReportDownloadsProvider>
        <ReportTabList tabs={listed} current={tab} />
        {/* The listed tab's panel, named by its tab; the unlisted distribution tab is a region of its own. */}
        <div
          className="reports__panel"
          id={reportPanelId}
          {...(listedTab
            ? { role: 'tabpanel', 'aria-labelledby': reportTabId(tab) }
            : { role: 'region', 'aria-label': tabTitles[tab] })}
        >
          {Screen && <Screen isTabShown={isTabShown} />}
        </div>
      </ReportDownloadsProvider>
    </section>
  );
}
