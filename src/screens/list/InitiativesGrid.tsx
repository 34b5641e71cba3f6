import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { InitiativeListColumn, InitiativeListRow } from '../../api/contract/initiatives-list';
import type { InitiativesListActor } from '../../machines/list/initiatives-list.machine';
import { selectRows, selectSelected, selectSorts, selectView } from '../../machines/list/initiatives-list.selectors';
import { selectCreating, selectBusy } from '../../machines/tasks/task-polling.selectors';
import type { TaskPollingActor } from '../../machines/tasks/task-polling.machine';
import { downloadInitiativeTask } from '../../machines/tasks/task-polling.requests';
import { DataGrid } from '../../ui/grid/DataGrid';
import { listColumns } from './list-columns';
import { StayingButton } from '../../ui/StayingButton';

const rowKey = (row: InitiativeListRow) => String(row.initiativeId);

/** The user's columns (shown, in order) and widths, from the table settings. */
export interface GridLayout {
  columns: readonly InitiativeListColumn[];
  widths: Readonly<Record<string, number>>;
  onColumnResize: (key: string, width: number) => void;
}

/** The page's rows: a checkbox to select each, the shown columns, and 'Скачать инициативу'. */
export function InitiativesGrid({
  list,
  tasks,
  layout,
  pharmacyId,
}: {
  list: InitiativesListActor;
  tasks: TaskPollingActor;
  layout: GridLayout;
  pharmacyId: number;
}) {
  const shown = layout.columns;
  const view = useSelector(list, selectView);
  const rows = useSelector(list, selectRows);
  const selected = useSelector(list, selectSelected);
  const sorts = useSelector(list, selectSorts);
  const busy = useSelector(tasks, selectBusy);
  const creating = useSelector(tasks, selectCreating);
  const columns = useMemo(
    () =>
      listColumns(
        shown,
        (row, { tabIndex }) => (
          <input
            type="checkbox"
            tabIndex={tabIndex}
            aria-label={`Выбрать инициативу ${row.initiativeId}`}
            checked={selected.includes(row.initiativeId)}
            onChange={(event) => list.send({ type: 'list.select', initiativeId: row.initiativeId, selected: event.target.checked })}
          />
        ),
        (row, { tabIndex }) => (
          <StayingButton
            className="initiatives-list__download"
            tabIndex={tabIndex}
            unavailable={busy}
            aria-busy={creating}
            aria-label={`Скачать инициативу ${row.initiativeId}`}
            onClick={() =>
              tasks.send({ type: 'tasks.create', order: downloadInitiativeTask(row.initiativeId, pharmacyId, row.initiativeName) })
            }
          >
            Скачать инициативу
          </StayingButton>
        ),
      ),
    [shown, selected, list, tasks, busy, creating, pharmacyId],
  );
  const [sorted] = Object.entries(sorts);
  return (
    <DataGrid<InitiativeListRow>
      label="Инициативы аптеки"
      columns={columns}
      rows={rows}
      rowKey={rowKey}
      loading={view === 'loading'}
      loadingText="Загрузка..."
      columnWidths={layout.widths}
      onColumnResize={layout.onColumnResize}
      sort={{
        column: sorted?.[0] ?? null,
        direction: sorted?.[1] ?? null,
        onHeaderClick: (column) => list.send({ type: 'list.sort', column: column as InitiativeListColumn }),
      }}
    />
  );
}
