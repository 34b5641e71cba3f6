import { useEffect, useRef } from 'react';
import { useLatest } from '../../ui/use-latest';

/**
 * Calls `onRelease` with the input's value on the native change event: a range input fires it
 * when the user lets go (and once per key press), where React's onChange fires on every step of
 * a drag. The sliders apply on release (spec §5), so a drag costs the worker one view, not fifty.
 */
export function useRelease(onRelease: (value: string) => void) {
  const ref = useRef<HTMLInputElement>(null);
  const latest = useLatest(onRelease);
  useEffect(() => {
    const input = ref.current;
    if (!input) return;
    const release = () => latest()(input.value);
    input.addEventListener('change', release);
    return () => input.removeEventListener('change', release);
  }, [latest]);
  return ref;
}
