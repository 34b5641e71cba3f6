import type { InitiativeListRow } from '../../api/contract/initiatives-list';
import { useSelector } from '@xstate/react';
import type { InitiativesListActor } from '../../machines/list/initiatives-list.machine';
import { selectFiltersOpen, selectRows, selectSelected } from '../../machines/list/initiatives-list.selectors';
import type { TaskPollingActor } from '../../machines/tasks/task-polling.machine';
import { sendCurrentTask, sendSelectedTask } from '../../machines/tasks/task-polling.requests';
import { selectBusy } from '../../machines/tasks/task-polling.selectors';
import { TaskBell } from './TaskBell';
import { StayingButton } from '../../ui/StayingButton';

/** Above the list: the filters' toggle, refresh, settings, the two sends and the task bell. */
export function ListToolbar({
  list,
  tasks,
  pharmacyId,
  onSettings,
}: {
  list: InitiativesListActor;
  tasks: TaskPollingActor;
  pharmacyId: number;
  onSettings: () => void;
}) {
  const filtersOpen = useSelector(list, selectFiltersOpen);
  const selected = useSelector(list, selectSelected);
  const rows = useSelector(list, selectRows);
  const busy = useSelector(tasks, selectBusy);
  return (
    <div className="initiatives-list__toolbar">
      <button
        type="button"
        className="button"
        aria-expanded={filtersOpen}
        aria-controls="initiatives-filters"
        onClick={() => list.send({ type: 'list.toggleFilters' })}
      >
        {filtersOpen ? 'Скрыть фильтры' : 'Показать фильтры'}
      </button>
      <button type="button" className="button" onClick={() => list.send({ type: 'list.refresh' })}>
        Обновить
      </button>
      <button type="button" className="button" onClick={onSettings}>
        Настройки
      </button>
      <span className="initiatives-list__sends">
        {/* Unavailable while a task is being made, yet keeping the focus of the press. */}
        <StayingButton
          className="button button--primary"
          unavailable={busy || selected.length === 0}
          onClick={() => tasks.send({ type: 'tasks.create', order: sendSelectedTask(selected, pharmacyId, namesOnPage(rows, selected)) })}
        >
          Отправить выбранные
        </StayingButton>
        <StayingButton
          className="button"
          unavailable={busy}
          onClick={() => tasks.send({ type: 'tasks.create', order: sendCurrentTask(pharmacyId) })}
        >
          Отправить текущие
        </StayingButton>
      </span>
      <TaskBell tasks={tasks} />
    </div>
  );
}

/** The selected initiatives' names when all of them are on this page (a selection may span pages). */
function namesOnPage(rows: readonly InitiativeListRow[], selected: readonly number[]): string[] | undefined {
  const names = selected.map((id) => rows.find((row) => row.initiativeId === id)?.initiativeName);
  return names.every((name) => name !== undefined) ? (names as string[]) : undefined;
}
