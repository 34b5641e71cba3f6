import { reportTabIds, tabTitles, type ReportTabId } from '../ui/report-tabs';
import { pageNames, portalName } from './page-names';

export { portalName };

const isTab = (tab: string | null): tab is ReportTabId => tab === 'distribution' || reportTabIds.includes(tab as never);

/**
 * The browser tab's title of a portal address (relative to /pa): the page, then the portal, so
 * a pharmacist with several tabs open tells them apart by their start. A reports tab names the
 * tab first ('Инициативы аптеки — Отчёты — …'); an unknown tab is the common one, as on screen.
 */
export function pageTitle(pathname: string, search: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/reports') {
    const asked = new URLSearchParams(search).get('tab');
    return [tabTitles[isTab(asked) ? asked : 'common'], 'Отчёты', portalName].join(' — ');
  }
  if (path.startsWith('/reports/')) return ['Отчёт по инициативе', 'Отчёты', portalName].join(' — ');
  const name = pageNames[path];
  return name ? `${name} — ${portalName}` : portalName;
}
