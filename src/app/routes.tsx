import { Navigate, type RouteObject } from 'react-router';
import { EntryScreen } from '../screens/session/entry/EntryScreen';
import { HomeScreen } from '../screens/home/HomeScreen';
import { MobileAppScreen } from '../screens/mobile-app/MobileAppScreen';
import { SignInScreen } from '../screens/session/sign-in/SignInScreen';
import { Waiting } from '../ui/Waiting';
import { AppFrame } from './AppFrame';
import { ProtectedRoute, requires } from './ProtectedRoute';
import { fetchTabCodeOf } from './report-tab-code';
import { screenCode } from './screen-code';

/**
 * Every route of the portal, under the basename /pa. A new screen adds one entry to the protected
 * children, with the permissions it needs, e.g.
 *   { path: 'reports', handle: requires(…), element: <ReportsScreen /> }, or `lazy` for a heavy screen,
 * and, when it belongs on the portal home, a section in src/screens/home/sections.ts.
 */
export const routes: RouteObject[] = [
  {
    element: <AppFrame />,
    // A lazy screen opened by its address has no code yet on the first render: the router shows
    // this until the code arrives (without it the page is blank and React Router warns on every load).
    hydrateFallbackElement: <Waiting />,
    children: [
      { path: 'sign-in', element: <SignInScreen /> },
      { path: 'entry', element: <EntryScreen /> },
      {
        element: <ProtectedRoute />,
        children: [
          { index: true, element: <HomeScreen /> },
          { path: 'mobile-app', element: <MobileAppScreen /> },
          // The report screens (grid, chart, forecast) load on first visit: sign-in stays light.
          {
            path: 'reports',
            handle: requires('MENU_REPORTS', 'READ_REPORTS'),
            // The asked tab's code is fetched beside the screen's, not after it. A tab change within
            // the screen needs no loader run: the tab fetches its own code as it is drawn.
            loader: ({ request }) => {
              fetchTabCodeOf(new URL(request.url));
              return null;
            },
            shouldRevalidate: () => false,
            lazy: async () => ({ Component: (await screenCode.reports()).ReportsRoute }),
          },
          {
            path: 'reports/:id',
            handle: requires('MENU_REPORTS', 'READ_REPORTS'),
            lazy: async () => ({ Component: (await screenCode.reportDetail()).ReportDetailScreen }),
          },
          {
            path: 'order-history',
            handle: requires('MENU_REPORTS', 'READ_REPORTS'),
            lazy: async () => ({ Component: (await screenCode.orderHistory()).OrderHistoryScreen }),
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
