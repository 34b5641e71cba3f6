import { useEffect, useId, useRef, type ReactNode } from 'react';
import { focusedOrLast, giveFocusBack } from './focus-memory';
import { useLatest } from './use-latest';
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

/**
 * A modal dialog on the browser's own <dialog>: showModal() makes the page behind it inert, keeps
 * Tab inside and puts it above everything; closing hands focus back to where it was. The control
 * marked `data-autofocus` gets the focus when it opens. The opener gets it back on closing, once it
 * is available again (a control disabled while the dialog's action runs is waited for).
 */
export function Modal({ title, onClose, children, className, busy = false, returnFocus }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const latestReturnFocus = useLatest(returnFocus);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // The control pressed may have been disabled by its own press, dropping the focus to <body> just
    // before the dialog opened: that control is the opener all the same.
    const opener = focusedOrLast();
    element.showModal();
    element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      element.close();
      giveFocusBack(latestReturnFocus()?.() ?? opener);
    };
  }, [latestReturnFocus]);

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
      <h2 id={titleId} className="modal__title">
        {title}
      </h2>
      {children}
    </dialog>
  );
}
