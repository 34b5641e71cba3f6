import { Link } from 'react-router';
import { reportsTabUrl, tabTitles, type ListedTabId, type ReportTabId } from './tabs';

/** The tab list: links, so a tab opens from its URL and the back button returns to the previous tab. */
export function ReportTabList({ tabs, current }: { tabs: readonly ListedTabId[]; current: ReportTabId }) {
  return (
    <nav className="reports__tabs" aria-label="Вкладки отчётов">
      {tabs.map((tab) => (
        <Link key={tab} to={reportsTabUrl(tab)} className="reports__tab" aria-current={tab === current ? 'page' : undefined}>
          {tabTitles[tab]}
        </Link>
      ))}
    </nav>
  );
}
