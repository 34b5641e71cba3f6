import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Calls `onRelease` with the input's value on the native change event: a range input fires it
 * when the user lets go (and once per key press), where React's onChange fires on every step of
 * a drag. The sliders apply on release (spec §5), so a drag costs the worker one view, not fifty.
 */
export function useRelease(onRelease: (value: string) => void) {
  const ref = useRef<HTMLInputElement>(null);
  // Read when the user lets go, from what the screen passes then; the listener is added once.
  const released = useEffectEvent((value: string) => onRelease(value));
  useEffect(() => {
    const input = ref.current;
    if (!input) return;
    const release = () => released(input.value);
    input.addEventListener('change', release);
    return () => input.removeEventListener('change', release);
  }, []);
  return ref;
}
