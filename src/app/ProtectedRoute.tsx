import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { hasPermissions, type Permission } from '../domain/session/permissions';
import { selectAuthorities, selectSessionStatus } from '../machines/session/auth.selectors';
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
      <SkipLink />
      <Header />
      <main id={contentId} className="page">
        <Outlet />
      </main>
    </>
  );
}

const contentId = 'content';

/**
 * The first Tab stop: straight to the page's content, past the header's links. The focus is put on
 * the content by hand, so that the router never sees a changed address and the next Tab goes on
 * from the top of the content. The content is focusable only for that moment: always focusable, a
 * click anywhere on the page would take the focus off <body> and off the control the user left.
 */
function SkipLink() {
  return (
    <a
      className="skip-link"
      href={`#${contentId}`}
      onClick={(event) => {
        event.preventDefault();
        const content = document.getElementById(contentId);
        if (!content) return;
        content.tabIndex = -1;
        content.addEventListener('blur', () => content.removeAttribute('tabindex'), { once: true });
        content.focus();
        content.scrollIntoView({ block: 'start' });
      }}
    >
      Перейти к содержимому
    </a>
  );
}
