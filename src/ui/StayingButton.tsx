import type { ButtonHTMLAttributes, Ref } from 'react';

interface StayingButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled'> {
  /** Cannot be pressed now: said to assistive technology, clicks ignored, but the button keeps focus. */
  unavailable: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A button that becomes unavailable while the focus may be on it — the action it started is
 * running (Save, 'Показать список товаров'), or a menu it opened is reloading its options. A
 * `disabled` button loses the focus and the browser drops it to <body>, so the next Tab starts from
 * the top of the page; `aria-disabled` keeps the focus where the user left it.
 */
export function StayingButton({ unavailable, onClick, className, ref, ...props }: StayingButtonProps) {
  return (
    <button
      {...props}
      ref={ref}
      type="button"
      className={className}
      aria-disabled={unavailable || undefined}
      onClick={(event) => {
        if (unavailable) return;
        onClick?.(event);
      }}
    />
  );
}
