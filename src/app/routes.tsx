import { Navigate, type RouteObject } from 'react-router';
import { EntryScreen } from '../screens/entry/EntryScreen';
import { HomeScreen } from '../screens/home/HomeScreen';
import { MobileAppScreen } from '../screens/mobile-app/MobileAppScreen';
import { ReportDetailScreen } from '../screens/report-detail/ReportDetailScreen';
import { ReportsScreen } from '../screens/reports/ReportsScreen';
import { SignInScreen } from '../screens/sign-in/SignInScreen';
import { AppFrame } from './AppFrame';
import { ProtectedRoute, requires } from './ProtectedRoute';

/**
 * Every route of the portal, under the basename /pa. A new screen adds one entry to the protected
 * children, with the permissions it needs, e.g.
 *   { path: 'reports', handle: requires('MENU_REPORTS', 'READ_REPORTS'), element: <ReportsScreen /> }
 * and, when it belongs on the portal home, a section in ./sections.ts.
 */
export const routes: RouteObject[] = [
  {
    element: <AppFrame />,
    children: [
      { path: 'sign-in', element: <SignInScreen /> },
      { path: 'entry', element: <EntryScreen /> },
      {
        element: <ProtectedRoute />,
        children: [
          { index: true, element: <HomeScreen /> },
          { path: 'mobile-app', element: <MobileAppScreen /> },
          { path: 'reports', handle: requires('MENU_REPORTS', 'READ_REPORTS'), element: <ReportsScreen /> },
          { path: 'reports/:id', handle: requires('MENU_REPORTS', 'READ_REPORTS'), element: <ReportDetailScreen /> },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
