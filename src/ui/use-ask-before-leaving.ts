import { useEffect } from 'react';

/**
 * While there is work not yet kept (`unsent`), closing or reloading the page (or going to another
 * address) asks first: the browser's own question.
 */
export function useAskBeforeLeaving(unsent: boolean) {
  useEffect(() => {
    if (!unsent) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsent]);
}
