import { startTransition, useEffect, useState } from 'react';

/**
 * True from the frame after `ready` became true, rendered in the background (a transition): what
 * the page drew before it is styled and laid out by the browser's own frame first, so a part
 * that reads its own size when it mounts (react-data-grid does) lays out only itself.
 */
export function useAfterFrame(ready: boolean): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (!ready) return;
    const frame = requestAnimationFrame(() => startTransition(() => setDue(true)));
    return () => cancelAnimationFrame(frame);
  }, [ready]);
  return due;
}
