import { useEffect, useRef } from 'react';
import { focusedOrLast, giveFocusBack } from './focus-memory';
import '../styles/modal.css';

interface ErrorModalViewProps {
  message: string;
  onClose: () => void;
}

/** The page's heading, where the focus goes when the control the user was on is gone meanwhile. */
const pageHeading = (): HTMLElement | null => {
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading;
};

/**
 * The generic error dialog of spec section 8: 'Ошибка', the message, 'Ок'. On the browser's own
 * <dialog>, shown modal as every dialog of the portal (Modal.tsx): the page behind it is inert, Tab
 * stays inside, and an error that comes while another dialog is open is shown above it and takes
 * the focus. 'Ок' (or Escape) gives the focus back to where the user was when the error came, or
 * to the page's heading when that control is gone.
 */
export function ErrorModalView({ message, onClose }: ErrorModalViewProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const ok = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const element = dialog.current;
    const before = focusedOrLast();
    element?.showModal();
    ok.current?.focus();
    return () => {
      element?.close();
      giveFocusBack(before, pageHeading);
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className="modal modal--dialog"
      role="alertdialog"
      aria-labelledby="error-modal-title"
      aria-describedby="error-modal-message"
      // Escape: the dialog stays under React's control and closes when the error modal's actor says so.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id="error-modal-title" className="modal__title">
        Ошибка
      </h2>
      <p id="error-modal-message" className="modal__message">
        {message}
      </p>
      <button ref={ok} type="button" className="button button--primary" onClick={onClose}>
        Ок
      </button>
    </dialog>
  );
}
