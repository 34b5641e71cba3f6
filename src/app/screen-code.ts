import { fetchTabCodeOf } from './report-tab-code';

/**
 * The code of the screens fetched on first visit (src/app/routes.tsx names them `lazy`), one
 * import each, so the routes and the early fetch below ask for the same chunk.
 */
export const screenCode = {
  reports: () => import('./reports-route'),
  reportDetail: () => import('../screens/reports/detail/ReportDetailScreen'),
  orderHistory: () => import('../screens/orders/history/OrderHistoryScreen'),
} as const;

/** Which lazy screen an address under the portal's base opens: the routes' paths, read without the router. */
export function screenOf(pathname: string, base: string): keyof typeof screenCode | undefined {
  if (!pathname.startsWith(base)) return undefined;
  const path = pathname.slice(base.length).replace(/\/+$/u, '');
  if (path === 'reports') return 'reports';
  if (/^reports\/[^/]+$/u.test(path)) return 'reportDetail';
  if (path === 'order-history') return 'orderHistory';
  return undefined;
}

/**
 * Starts fetching the code of the screen an address opens, and of the reports tab it asks for,
 * from the page's first script: on a phone's line each chunk waited for the one that asked for it
 * (the start-up, then the router's chunk, then the screen, then its tab), a round trip each. A
 * failure here is left to the screen, which asks again when drawn and offers 'Повторить'
 * (src/app/tab-code-on-use.tsx).
 */
export function fetchScreenCodeOf(url: URL, base: string = import.meta.env.BASE_URL): void {
  const screen = screenOf(url.pathname, base);
  if (!screen) return;
  screenCode[screen]().catch(() => undefined);
  if (screen === 'reports') fetchTabCodeOf(url);
}
