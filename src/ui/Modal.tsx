import { useEffect, useId, useRef, type ReactNode } from 'react';
import '../styles/modal.css';

interface ModalProps {
  title: string;
  /** Escape, like the dialog's own closing button. */
  onClose: () => void;
  children: ReactNode;
  className?: string;
  /** A request of the dialog is under way. */
  busy?: boolean;
  /** Where the focus goes on closing when not back to where it was on opening (a control disabled meanwhile). */
  returnFocus?: () => HTMLElement | null;
}

/** How long a closed dialog waits for its opener to become focusable again: about half a second of frames. */
const FRAMES_TO_WAIT = 30;

/**
 * Puts the focus back on the control that opened the dialog. That control may still be disabled for
 * a moment as the dialog closes ('Выполнить' waits until the machine has left its confirmation), and
 * a disabled control refuses the focus, which then falls to <body> (issue 22 item 4): so it is tried
 * again on the next frames, as long as nothing else has taken the focus meanwhile.
 */
function giveFocusBack(target: HTMLElement | null, frames = FRAMES_TO_WAIT): void {
  if (!target?.isConnected) return;
  target.focus();
  const lost = document.activeElement === null || document.activeElement === document.body;
  if (document.activeElement === target || !lost || frames === 0) return;
  requestAnimationFrame(() => giveFocusBack(target, frames - 1));
}

/**
 * A modal dialog on the browser's own <dialog>: showModal() makes the page behind it inert, keeps
 * Tab inside and puts it above everything; closing hands focus back to where it was. The control
 * marked `data-autofocus` gets the focus when it opens.
 */
export function Modal({ title, onClose, children, className, busy = false, returnFocus }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const focusOnClose = useRef(returnFocus);
  useEffect(() => {
    focusOnClose.current = returnFocus;
  }, [returnFocus]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.showModal();
    element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      element.close();
      giveFocusBack(focusOnClose.current?.() ?? opener);
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className={['modal', 'modal--dialog', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      aria-busy={busy}
      // Escape: the dialog stays under React's control and closes when the owner says so.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className="modal__title">{title}</h2>
      {children}
    </dialog>
  );
}
