import { useSelector } from '@xstate/react';
import type { BackgroundTask } from '../../api/contract/initiatives-list';
import { formatDateTime } from '../../domain/orders/history';
import { canDownload, isFinished, type TaskPollingActor } from '../../machines/tasks/task-polling.machine';
import { StayingButton } from '../../ui/StayingButton';
import { makesFile, selectBusy, taskOutcome, taskStateNames, taskTitle } from '../../machines/tasks/task-polling.selectors';

/**
 * One task of the popup: its name, when it was created, its state, and its warnings or errors.
 * REGISTERED and STARTED tasks are greyed and cannot be closed; download only on SUCCESS.
 */
export function TaskItem({ task, tasks }: { task: BackgroundTask; tasks: TaskPollingActor }) {
  const busy = useSelector(tasks, selectBusy);
  const finished = isFinished(task);
  const title = taskTitle(task);
  const outcome = taskOutcome(task);
  const details = task.state === 'ERROR' ? task.errors : task.warnings;
  return (
    <li className={`task-item task-item--${task.state.toLowerCase()}`} aria-disabled={!finished} aria-label={title}>
      <div className="task-item__head">
        <span className="task-item__title">{title}</span>
        <span className="task-item__state">{taskStateNames[task.state]}</span>
      </div>
      <span className="task-item__created">{formatDateTime(task.created)}</span>
      {outcome && <p className="task-item__outcome">{outcome}</p>}
      {outcome && details.length > 0 && (
        <ul className="task-item__details">
          {details.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      )}
      <div className="task-item__actions">
        {/* Unavailable while a download or a close runs, yet keeping the focus of the press; a
            closed task's place is taken by the popup (TaskBell). */}
        {makesFile(task) && (
          <StayingButton
            className="button"
            unavailable={busy || !canDownload(task)}
            onClick={() => tasks.send({ type: 'tasks.download', taskId: task.taskId })}
          >
            Скачать
          </StayingButton>
        )}
        <StayingButton
          className="button"
          unavailable={busy || !finished}
          title={finished ? undefined : 'Задачу можно закрыть, когда она завершится'}
          onClick={() => tasks.send({ type: 'tasks.close', taskId: task.taskId })}
        >
          Закрыть
        </StayingButton>
      </div>
    </li>
  );
}
