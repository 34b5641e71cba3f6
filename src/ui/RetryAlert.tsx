import '../styles/retry-alert.css';

/** A failed load: what failed, the server's message and 'Повторить' (never an empty table). */
export function RetryAlert({ what, message, onRetry }: { what: string; message: string; onRetry: () => void }) {
  return (
    <div className="retry-alert" role="alert">
      <p>
        {what}: {message}
      </p>
      <button type="button" className="button" onClick={onRetry}>
        Повторить
      </button>
    </div>
  );
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
