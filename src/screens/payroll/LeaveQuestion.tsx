import { Modal } from '../../ui/Modal';

/** Asked before unsaved changes are left behind (another month, another tab or page). */
export const leaveQuestion = 'Есть несохранённые изменения. Уйти без сохранения?';

export function LeaveQuestion({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  return (
    <Modal title="Несохранённые изменения" onClose={onStay}>
      <p>{leaveQuestion}</p>
      <div className="payroll__dialog-actions">
        <button type="button" className="button button--primary" data-autofocus onClick={onStay}>
          Остаться
        </button>
        <button type="button" className="button" onClick={onLeave}>
          Уйти без сохранения
        </button>
      </div>
    </Modal>
  );
}
