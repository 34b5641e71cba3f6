/**
 * Where the focus was last. A control that becomes disabled while it has the focus (a button whose
 * action starts, the fields of a form being sent) drops the focus to <body> without a focus event,
 * so the last element that took the focus is still that control: a dialog opened then, or a message
 * shown, can hand the focus back to it instead of leaving the user at the top of the page.
 */
let last: HTMLElement | null = null;

if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (event) => {
      if (event.target instanceof HTMLElement) last = event.target;
    },
    true,
  );
}

/** The focus lies nowhere: on <body>, or nothing has it. */
export const focusIsLost = (): boolean => document.activeElement === null || document.activeElement === document.body;

/** The element with the focus, or, when the focus has just fallen to <body>, the one that had it. */
export function focusedOrLast(): HTMLElement | null {
  if (!focusIsLost() && document.activeElement instanceof HTMLElement) return document.activeElement;
  return last?.isConnected ? last : null;
}

/** How long a control is waited for to become focusable again (its action still running). */
const WAIT_MS = 5_000;

/**
 * Puts the focus on `target`. It may still be disabled for a while (the action it started still
 * running), and a disabled control refuses the focus: so it is tried again on the next frames, as
 * long as nothing else has taken the focus meanwhile. `fallback` is where the focus goes when the
 * target is gone or stays disabled: the nearest control that still makes sense.
 */
export function giveFocusBack(target: HTMLElement | null, fallback?: () => HTMLElement | null, until = performance.now() + WAIT_MS): void {
  if (target?.isConnected) target.focus();
  if (!focusIsLost()) return;
  if (!target?.isConnected || performance.now() > until) {
    fallback?.()?.focus();
    return;
  }
  requestAnimationFrame(() => {
    if (focusIsLost()) giveFocusBack(target, fallback, until);
  });
}
