import type { Snackbar } from '../machines/shared/snackbar.machine';
import '../styles/snackbar.css';

interface SnackbarViewProps {
  snackbar: Snackbar;
  onDismiss: (id: number) => void;
  onHover: (id: number) => void;
}

/** One snackbar; a click dismisses it, a mouse-over too where the snackbar allows it. */
export function SnackbarView({ snackbar, onDismiss, onHover }: SnackbarViewProps) {
  return (
    <div className="snackbar-area">
      <button
        type="button"
        className={`snackbar snackbar--${snackbar.type}`}
        role={snackbar.type === 'error' ? 'alert' : 'status'}
        title="Нажмите, чтобы закрыть"
        onClick={() => onDismiss(snackbar.id)}
        onMouseEnter={() => onHover(snackbar.id)}
      >
        <strong className="snackbar__title">{snackbar.title}</strong>
        {snackbar.description && <span className="snackbar__description">{snackbar.description}</span>}
      </button>
    </div>
  );
}
