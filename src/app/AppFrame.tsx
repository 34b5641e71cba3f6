import { useEffect, useRef, type RefObject } from 'react';
import { Outlet, useLocation } from 'react-router';
import { selectAuthError, selectCorporatePortalUrl, selectSessionStatus, selectUserName } from '../machines/session/auth.selectors';
import { useAnalyticsActor, useAuth, useAuthSelector } from '../ui/app-context';
import { ErrorModalHost, SnackbarHost } from './hosts';
import { LineNotice } from './LineNotice';
import { pageTitle } from './page-title';
import { focusHeadingWhenDrawn, useDocumentTitle, useHeadingFocusOnRouteChange } from './route-focus';
import { focusIsLost } from '../ui/focus-memory';
import '../styles/frame.css';

/**
 * The root of every route. An authentication error replaces the screen with its text in bold
 * (spec section 4); a user on the way to the corporate portal sees where they are going. Every
 * page gets its own title, and focus moves to its heading when the route changes. Above it all, the
 * notice of a line that is down (LineNotice).
 */
export function AppFrame() {
  const status = useAuthSelector(selectSessionStatus);
  const { pathname, search } = useLocation();
  useDocumentTitle(pageTitle(pathname, search));
  useHeadingFocusOnRouteChange();
  usePageHits(pathname, search);
  const retried = useFocusAfterRetry(status);
  return (
    <>
      <LineNotice />
      {status === 'failed' ? <AuthFailure retried={retried} /> : status === 'leaving' ? <Leaving /> : <Outlet />}
      <SnackbarHost />
      <ErrorModalHost />
    </>
  );
}

/** One analytics hit per page opened (path and tab); the machine sends it only for a signed-in user. */
function usePageHits(pathname: string, search: string) {
  const analytics = useAnalyticsActor();
  const tab = new URLSearchParams(search).get('tab');
  const page = tab ? `${pathname}?tab=${tab}` : pathname;
  useEffect(() => analytics?.send({ type: 'analytics.page', page }), [analytics, page]);
}

/**
 * «Повторить» of a failed session goes with the failure: the focus then goes to the page's heading
 * once the page is drawn, or to «Повторить» again when it fails again, not to the top of the page.
 * Returns the mark the retry sets.
 */
function useFocusAfterRetry(status: string): RefObject<boolean> {
  const retried = useRef(false);
  useEffect(() => {
    if (!retried.current || status === 'pending') return undefined;
    retried.current = false;
    if (!focusIsLost()) return undefined;
    if (status === 'failed') {
      document.querySelector<HTMLElement>('.frame-message button')?.focus();
      return undefined;
    }
    return focusHeadingWhenDrawn();
  }, [status]);
  return retried;
}

/**
 * The pharmacy could not be read (the line down, the gateway out, no pharmacy for the user):
 * «Повторить» asks again; «Войти заново» opens the sign-in form and keeps the order drafts typed on
 * this computer, which the gateway may not have yet (only «Выйти» removes them).
 */
function AuthFailure({ retried }: { retried: RefObject<boolean> }) {
  const message = useAuthSelector(selectAuthError);
  const user = useAuthSelector(selectUserName);
  const auth = useAuth();
  return (
    <main className="frame-message">
      <p role="alert">
        <strong>{message}</strong>
      </p>
      <div className="frame-message__actions">
        {user !== null && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              retried.current = true;
              auth.send({ type: 'auth.retry' });
            }}
          >
            Повторить
          </button>
        )}
        <button type="button" className="button" onClick={() => auth.send({ type: 'auth.reenter' })}>
          Войти заново
        </button>
      </div>
    </main>
  );
}

function Leaving() {
  const url = useAuthSelector(selectCorporatePortalUrl);
  return (
    <main className="frame-message">
      <p>Этот портал открыт только для аптек. Переходим на корпоративный портал…</p>
      {url ? <a href={url}>Перейти на корпоративный портал</a> : <p>Адрес корпоративного портала не настроен.</p>}
    </main>
  );
}
