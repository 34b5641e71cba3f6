import { useEffect } from 'react';
import { isLineFailure } from '../machines/shared/api-error';
import { useErrorModal } from './app-context';

/**
 * Opens the error modal each time a new error appears (spec section 2, "Tab screen"). Every
 * failure of a machine is a new object, so the same message failing twice opens it twice.
 *
 * A load that failed for want of the line (no network, the server temporarily unavailable) opens
 * nothing: a blocking dialog would be one more thing to click through while the frame's notice
 * already says what happened, the screen shows the error in place with «Повторить», and the load
 * tries again by itself once the line is back (src/machines/session/line-return.ts).
 */
export function useErrorModalOn(error: { message: string; line?: unknown } | null): void {
  useModalOn(isLineFailure(error) ? null : error);
}

/**
 * The same for what the user just did (a send, a download): its failure is told even when it is
 * the line's, since nothing will repeat it by itself.
 */
export function useActionErrorModalOn(error: { message: string } | null): void {
  useModalOn(error);
}

function useModalOn(error: { message: string } | null): void {
  const { show } = useErrorModal();
  useEffect(() => {
    if (error) show(error);
  }, [error, show]);
}
