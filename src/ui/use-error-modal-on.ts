import { useEffect } from 'react';
import { useErrorModal } from './app-context';

/**
 * Opens the error modal each time a new error appears (spec section 2, "Tab screen"). Every
 * failure of a machine is a new object, so the same message failing twice opens it twice.
 */
export function useErrorModalOn(error: { message: string } | null): void {
  const { show } = useErrorModal();
  useEffect(() => {
    if (error) show(error);
  }, [error, show]);
}
