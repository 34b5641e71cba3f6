import { useEffect, useRef } from 'react';
import { focusedOrLast, giveFocusBack } from './focus-memory';
import '../styles/modal.css';

interface ErrorModalViewProps {
  message: string;
  onClose: () => void;
}

/** The generic error dialog of spec section 8: 'Ошибка', the message, 'Ок'. */
export function ErrorModalView({ message, onClose }: ErrorModalViewProps) {
  const ok = useRef<HTMLButtonElement>(null);
  // 'Ок' takes the focus; closing gives it back to where the user was when the error came.
  useEffect(() => {
    const before = focusedOrLast();
    ok.current?.focus();
    return () => giveFocusBack(before);
  }, []);

  return (
    <div className="modal-backdrop">
      <div
        className="modal"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="error-modal-title"
        aria-describedby="error-modal-message"
        onKeyDown={(event) => event.key === 'Escape' && onClose()}
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
      </div>
    </div>
  );
}
