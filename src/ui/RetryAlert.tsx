import { useEffect, useRef } from 'react';
import { focusIsLost } from './focus-memory';
import '../styles/retry-alert.css';

/**
 * A failed load: what failed, the server's message and 'Повторить' (never an empty table). Pressed,
 * 'Повторить' goes with the alert as the load starts again; the focus it had stays in the part of
 * the screen the alert stood in, so the next Tab goes on from there rather than from the top.
 */
export function RetryAlert({
  what,
  message,
  onRetry,
  retryLabel = 'Повторить',
}: {
  what: string;
  message: string;
  onRetry: () => void;
  /** The button's words when the retry is more than the same request again. */
  retryLabel?: string;
}) {
  const alert = useRef<HTMLDivElement>(null);
  const retriedFrom = useRef<HTMLElement | null>(null);
  useEffect(
    () => () => {
      const place = retriedFrom.current;
      if (!place) return;
      // After React has removed the alert, and only if nothing else took the focus meanwhile.
      requestAnimationFrame(() => holdFocusIn(place));
    },
    [],
  );
  return (
    <div ref={alert} className="retry-alert" role="alert">
      <p>
        {what}: {message}
      </p>
      <button
        type="button"
        className="button"
        onClick={() => {
          retriedFrom.current = alert.current?.parentElement ?? null;
          onRetry();
        }}
      >
        {retryLabel}
      </button>
    </div>
  );
}

/** The focus on `place` (the alert's parent, still on screen), which takes it without being a Tab stop. */
function holdFocusIn(place: HTMLElement): void {
  if (!place.isConnected || !focusIsLost()) return;
  if (!place.hasAttribute('tabindex')) {
    place.setAttribute('tabindex', '-1');
    place.dataset.focusHeld = '';
  }
  place.focus({ preventScroll: true });
}

/** The alert of a load that may fail: nothing while it has not, the failure and 'Повторить' once it has. */
export function RetryOnFailure({
  what,
  failure,
  onRetry,
}: {
  what: string;
  failure: { message: string } | null | undefined;
  onRetry: () => void;
}) {
  return failure ? <RetryAlert what={what} message={failure.message} onRetry={onRetry} /> : null;
}
