import { useCallback, useEffect, useRef } from 'react';

/**
 * Reads the value of the last render, for what runs later and must not start over when the value
 * changes: a native listener (a slider's release) or the cleanup of a dialog's opening (where the
 * focus goes back on closing). The reader itself never changes.
 */
export function useLatest<T>(value: T): () => T {
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  return useCallback(() => latest.current, []);
}
