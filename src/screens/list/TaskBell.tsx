import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import { focusIsLost } from '../../ui/focus-memory';
import { RetryAlert } from '../../ui/RetryAlert';
import type { TaskPollingActor } from '../../machines/tasks/task-polling.machine';
import {
  selectActionError,
  selectBadgeCount,
  selectPollError,
  selectPopupOpen,
  selectReadyFileCount,
  selectTasksForPopup,
  selectTasksKnown,
  selectUnfinishedCount,
} from '../../machines/tasks/task-polling.selectors';
import { TaskItem } from './TaskItem';

/**
 * The task bell (reports-and-foundation §4): a button whose badge counts what waits for the user
 * (unfinished tasks and ready files not yet downloaded) and the popup of the user's tasks, ready
 * files first, which opens by itself when new task data arrives. Escape or the
 * button closes it; it is a panel beside the list, not a modal, so the list stays usable.
 */
export function TaskBell({ tasks }: { tasks: TaskPollingActor }) {
  const open = useSelector(tasks, selectPopupOpen);
  const unfinished = useSelector(tasks, selectUnfinishedCount);
  const ready = useSelector(tasks, selectReadyFileCount);
  const badge = useSelector(tasks, selectBadgeCount);
  const popupId = useId();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // Closed with the focus inside it (Escape, '×'), the popup took the focus away with it: back to the bell.
    const bell = button.current;
    if (!open || !bell) return undefined;
    return () => {
      if (bell.isConnected && focusIsLost()) bell.focus();
    };
  }, [open]);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') tasks.send({ type: 'popup.close' });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, tasks]);
  return (
    <div className="task-bell">
      <button
        ref={button}
        type="button"
        className="button task-bell__button"
        aria-expanded={open}
        aria-controls={popupId}
        aria-label={`Фоновые задачи: не завершено ${unfinished}${ready > 0 ? `, готово к скачиванию ${ready}` : ''}`}
        onClick={() => tasks.send({ type: 'popup.toggle' })}
      >
        {/* An icon drawn here: the bell emoji is missing from the fonts of many office machines. */}
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
          />
        </svg>
        <span className="task-bell__count" aria-hidden="true">
          {badge}
        </span>
      </button>
      {open && <TaskPopup id={popupId} tasks={tasks} />}
    </div>
  );
}

function TaskPopup({ id, tasks }: { id: string; tasks: TaskPollingActor }) {
  const list = useSelector(tasks, selectTasksForPopup);
  const actionError = useSelector(tasks, selectActionError);
  const pollError = useSelector(tasks, selectPollError);
  const known = useSelector(tasks, selectTasksKnown);
  const popup = useRef<HTMLDivElement>(null);
  const shown = useRef(list.length);
  useEffect(() => {
    // A task closed from its own «Закрыть» took the focus away with it: to the first task's
    // action still there, else to «Скрыть задачи», so the user goes on inside the popup. Only
    // then: the popup opening by itself never takes the focus.
    const closed = list.length < shown.current;
    shown.current = list.length;
    if (!closed || !focusIsLost()) return;
    const next = popup.current?.querySelector<HTMLElement>('.task-item__actions button:not([aria-disabled="true"]), .task-bell__hide');
    next?.focus();
  }, [list]);
  return (
    <div ref={popup} id={id} className="task-bell__popup" role="dialog" aria-modal="false" aria-label="Фоновые задачи">
      <div className="task-bell__head">
        <h2 className="task-bell__title">Фоновые задачи</h2>
        <button type="button" className="task-bell__hide" aria-label="Скрыть задачи" onClick={() => tasks.send({ type: 'popup.close' })}>
          ×
        </button>
      </div>
      {actionError && (
        <p className="task-bell__error" role="alert">
          {actionError}
        </p>
      )}
      {pollError && (
        <RetryAlert
          what={known ? 'Не удалось обновить список задач' : 'Не удалось загрузить задачи'}
          message={pollError}
          onRetry={() => tasks.send({ type: 'tasks.retry' })}
        />
      )}
      {list.length > 0 ? (
        <ul className="task-bell__list">
          {list.map((task) => (
            <TaskItem key={task.taskId} task={task} tasks={tasks} />
          ))}
        </ul>
      ) : known ? (
        <p className="task-bell__empty">Нет задач</p>
      ) : (
        // Until the first answer nothing is known: no tasks would be a guess.
        !pollError && <p className="task-bell__empty">Загрузка задач...</p>
      )}
    </div>
  );
}
