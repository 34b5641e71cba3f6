import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { focusIsLost } from '../../ui/focus-memory';
import { StayingButton } from '../../ui/StayingButton';
import type { TaskPollingActor } from '../../machines/tasks/task-polling.machine';
import { selectBusy, selectFileNotice } from '../../machines/tasks/task-polling.selectors';

/** Where the file shows up: the bell is the button «Фоновые задачи» at the right of the toolbar. */
const whereItAppears = '«Фоновые задачи» (колокольчик над списком справа)';

/**
 * «Скачать инициативу» makes the file as a background task: this line says so at once, says where
 * the file will appear, and offers it in one click once it is ready. A live region, so a screen
 * reader hears each change; empty once the file is saved or the task closed.
 */
export function TaskFileNotice({ tasks }: { tasks: TaskPollingActor }) {
  const notice = useSelector(tasks, selectFileNotice);
  const busy = useSelector(tasks, selectBusy);
  const line = useRef<HTMLDivElement>(null);
  const pressed = useRef(false);
  useEffect(() => {
    // «Скачать файл» goes with the file saved: the focus it had stays on this line, where the user was.
    if (notice?.kind === 'ready' || !pressed.current) return;
    pressed.current = false;
    if (focusIsLost()) line.current?.focus();
  }, [notice]);
  return (
    <div ref={line} className="task-file-notice" role="status" tabIndex={-1}>
      {notice?.kind === 'making' && (
        <p className="task-file-notice__text">
          {notice.title} готовится. Когда он будет готов, его можно будет скачать здесь и в {whereItAppears}.
        </p>
      )}
      {notice?.kind === 'ready' && (
        <p className="task-file-notice__text">
          {notice.title} готов.{' '}
          <StayingButton
            className="button button--primary"
            unavailable={busy}
            onClick={() => {
              pressed.current = true;
              tasks.send({ type: 'tasks.download', taskId: notice.taskId });
            }}
          >
            Скачать файл
          </StayingButton>
        </p>
      )}
      {notice?.kind === 'failed' && (
        <p className="task-file-notice__text task-file-notice__text--error">
          {notice.title} не удалось подготовить: причина в {whereItAppears}.
        </p>
      )}
    </div>
  );
}
