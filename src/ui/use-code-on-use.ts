import { useEffect, useState } from 'react';
import { onLineBack } from '../machines/session/line-return';
import { noLineMessage } from '../machines/shared/api-error';
import type { CodeFetchedOnce } from './code-fetched-once';

/**
 * What `code` gives, fetched once `wanted` (at once if it has come already). A failed fetch is
 * `failed` with a `tryAgain` for the part's 'Повторить' and the message to show beside it, and is
 * fetched again by itself when the line comes back, as the screens' loads are.
 */
export function useCodeOnUse<T>(
  code: CodeFetchedOnce<T>,
  wanted = true,
): { value: T | undefined; failed: boolean; tryAgain: () => void; message: string } {
  // A component is a function: kept as a value through the updater form, never called as one.
  const [value, setValue] = useState<T | undefined>(() => code.loaded());
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const tryAgain = () => {
    setFailed(false);
    setAttempt((count) => count + 1);
  };

  useEffect(() => {
    if (value !== undefined || !wanted) return;
    let shown = true;
    code.load().then(
      (fetched) => {
        if (shown) setValue(() => fetched);
      },
      () => {
        if (shown) setFailed(true);
      },
    );
    return () => {
      shown = false;
    };
  }, [code, value, wanted, attempt]);

  useEffect(() => {
    if (!failed) return;
    return onLineBack(tryAgain);
  }, [failed]);

  return { value, failed, tryAgain, message: noLineMessage };
}
