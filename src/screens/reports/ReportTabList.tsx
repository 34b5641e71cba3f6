import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { reportsTabUrl, tabTitles, type ListedTabId, type ReportTabId } from '../../ui/report-tabs';

/** The id of a tab and of the panel it controls, so the panel is named by its tab. */
export const reportTabId = (tab: ReportTabId): string => `reports-tab-${tab}`;
export const reportPanelId = 'reports-panel';

/** The key that moves focus, and where to: the neighbour (wrapping round), the first or the last tab. */
const moves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The tab list, in the ARIA tabs pattern: one Tab stop (the selected tab), arrow keys, Home and End
 * move focus between the tabs, Enter or Space opens the focused one (manual activation: a tab's
 * screen loads data, so merely passing over a tab should not load it). Each tab is a link, so a
 * tab opens from its URL and the back button returns to the previous tab.
 */
export function ReportTabList({ tabs, current }: { tabs: readonly ListedTabId[]; current: ReportTabId }) {
  // The distribution tab is never listed: while it is open, the first tab is the Tab stop.
  const stop = tabs.includes(current as ListedTabId) ? current : tabs[0];
  const list = useRef<HTMLDivElement>(null);
  // On a phone the list scrolls sideways: the selected tab is brought into its view (the list's
  // own scroll only, the page stays where it is). In the next frame, where the page is laid out
  // anyway: read in the commit, the sizes made the browser lay out the whole new tab inside the
  // commit's task, the longest of a page's load on a phone.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const box = list.current;
      const selected = box?.querySelector<HTMLElement>('[aria-selected="true"]');
      if (!box || !selected || box.scrollWidth <= box.clientWidth) return;
      box.scrollLeft = selected.offsetLeft - box.offsetLeft - (box.clientWidth - selected.offsetWidth) / 2;
    });
    return () => cancelAnimationFrame(frame);
  }, [current]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('[role="tab"]')];
    const index = links.indexOf(event.target as HTMLAnchorElement);
    if (index < 0) return;
    if (event.key === ' ') {
      event.preventDefault();
      links[index].click();
      return;
    }
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    links[move(index, links.length)].focus();
  };

  return (
    <div ref={list} className="reports__tabs" role="tablist" aria-label="Вкладки отчётов" onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <Link
          key={tab}
          id={reportTabId(tab)}
          to={reportsTabUrl(tab)}
          role="tab"
          className="reports__tab"
          aria-selected={tab === current}
          aria-controls={tab === current ? reportPanelId : undefined}
          tabIndex={tab === stop ? 0 : -1}
        >
          {tabTitles[tab]}
        </Link>
      ))}
    </div>
  );
}
