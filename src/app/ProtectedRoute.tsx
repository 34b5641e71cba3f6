import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { hasPermissions, type Permission } from '../domain/permissions';
import { selectAuthorities, selectSessionStatus } from '../machines/auth.selectors';
import { Waiting } from '../ui/Waiting';
import { useAuthSelector } from '../ui/app-context';
import { Header } from './Header';

/** A route's `handle`: the permissions it requires (spec section 6). */
export interface RouteHandle {
  permissions?: readonly Permission[];
}

/** `handle: requires('MENU_REPORTS', 'READ_REPORTS')` on a route under the protected layout. */
export const requires = (...permissions: Permission[]): RouteHandle => ({ permissions });

/**
 * The layout of every signed-in screen: header and page. Unauthenticated → /sign-in; a missing
 * permission of any matched route → /; while the session is restored, the waiting screen.
 */
export function ProtectedRoute() {
  const status = useAuthSelector(selectSessionStatus);
  const authorities = useAuthSelector(selectAuthorities);
  const location = useLocation();
  const required = useMatches().flatMap((match) => (match.handle as RouteHandle | undefined)?.permissions ?? []);

  if (status === 'signedOut') return <Navigate to="/sign-in" replace state={{ from: location }} />;
  if (status !== 'signedIn') return <Waiting />;
  if (!hasPermissions(authorities, required)) return <Navigate to="/" replace />;
  return (
    <>
      <Header />
      <main className="page">
        <Outlet />
      </main>
    </>
  );
}
