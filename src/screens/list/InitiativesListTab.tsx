import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { initiativeListColumns } from '../../api/contract/initiatives-list';
import type { Pharmacy } from '../../api/contract/pharmacy';
import { useAuthSelector, useSnackbarActor } from '../../ui/app-context';
import { selectPharmacy, selectUserName } from '../../machines/session/auth.selectors';
import { initiativesListMachine, type InitiativesListActor } from '../../machines/list/initiatives-list.machine';
import {
  listLoadFailedTitle,
  selectLoadError,
  selectLoadFailure,
  selectPageNumber,
  selectPageSize,
  selectRows,
  selectSelected,
  selectSorts,
  selectTotal,
  selectView,
} from '../../machines/list/initiatives-list.selectors';
import { readRememberedList, type ListSorts } from '../../machines/list/initiatives-list.storage';
import { selectSettingsLoading, selectTableSettings } from '../../machines/shared/table-settings.machine';
import { taskPollingMachine, type TaskPollingActor } from '../../machines/tasks/task-polling.machine';
import { ListCounters } from '../../ui/list/ListCounters';
import { PageSize } from '../../ui/list/PageSize';
import { Paginator } from '../../ui/list/Paginator';
import { RetryAlert } from '../../ui/RetryAlert';
import { useErrorModalOn } from '../../ui/use-error-modal-on';
import { saveBlob } from '../../ui/save-file';
import type { TabScreenProps } from '../../ui/report-tabs';
import { InitiativesGrid, type GridLayout } from './InitiativesGrid';
import { ListFilters } from './ListFilters';
import { ListSettings } from './ListSettings';
import { useListSettings } from './use-list-settings';
import { ListToolbar } from './ListToolbar';
import { TaskFileNotice } from './TaskFileNotice';
import '../../styles/initiatives-list.css';

/** The polling with the browser's save: a task's file reaches the disk like every download. */
const pollingMachine = taskPollingMachine.provide({ actions: { saveFile: (_, file) => saveBlob(file.blob, file.fileName) } });

/**
 * The pharmacyInitiatives tab 'Инициативы аптеки' (spec §2.9): the pharmacy's initiatives paged
 * by the server, with filters, sorting, selection, and the background tasks that download or send
 * them; the tasks are polled while the tab is open.
 */
export function InitiativesListTab(_props: TabScreenProps) {
  const pharmacy = useAuthSelector(selectPharmacy);
  const userName = useAuthSelector(selectUserName);
  if (!pharmacy) return null;
  return <InitiativesList pharmacy={pharmacy} userName={userName} />;
}

function InitiativesList({ pharmacy, userName }: { pharmacy: Pharmacy; userName: string | null }) {
  const [input] = useState(() => ({ userName, pharmacyId: pharmacy.id, remembered: readRememberedList(userName) }));
  const list = useActorRef(initiativesListMachine, { input });
  // Failures to download one or send selected show as error snackbars (spec §8).
  const snackbar = useSnackbarActor();
  const tasks = useActorRef(pollingMachine, { input: { snackbar } });
  const { settings, columns, filters, widths } = useListSettings(userName);
  // The sorts are kept on the server with the user's table settings: once they have loaded, the
  // list takes the saved ones (another browser, a reload), and from then on sends its own.
  const sorts = useSelector(list, selectSorts);
  const settingsLoading = useSelector(settings, selectSettingsLoading);
  const savedSorts = useSelector(settings, (snapshot) => selectTableSettings(snapshot).sorts);
  const restored = useRef(false);
  // The sorts the list opened with (this browser's): a header clicked before the saved ones came
  // is the user's newer word, kept and saved rather than undone by the restore.
  const [openedWith] = useState(() => JSON.stringify(sorts));
  useEffect(() => {
    if (settingsLoading || restored.current) return;
    restored.current = true;
    if (JSON.stringify(sorts) !== openedWith) {
      settings.send({ type: 'sorts.change', sorts: sortsToKeep(sorts) });
      return;
    }
    const known = savedSorts.filter((sort) => (initiativeListColumns as readonly string[]).includes(sort.id));
    if (known.length > 0)
      list.send({ type: 'list.restoreSorts', sorts: Object.fromEntries(known.map((sort) => [sort.id, sort.desc ? 'desc' : 'asc'])) });
  }, [settingsLoading, savedSorts, list, settings, sorts, openedWith]);
  useEffect(() => {
    if (!restored.current) return;
    settings.send({ type: 'sorts.change', sorts: sortsToKeep(sorts) });
  }, [settings, sorts]);
  const grid: GridLayout = { columns, widths, onColumnResize: (key, width) => settings.send({ type: 'columns.resize', key, width }) };
  return (
    <section className="initiatives-list" aria-label="Инициативы аптеки">
      <ListToolbar list={list} tasks={tasks} pharmacyId={pharmacy.id} onSettings={() => settings.send({ type: 'settings.open' })} />
      <TaskFileNotice tasks={tasks} />
      <ListFilters list={list} shown={filters} />
      <ListBody list={list} tasks={tasks} pharmacyId={pharmacy.id} grid={grid} />
      <ListSettings settings={settings} />
    </section>
  );
}

/** The list's sorts as the table settings keep them. */
const sortsToKeep = (sorts: ListSorts) => Object.entries(sorts).map(([id, direction]) => ({ id, desc: direction === 'desc' }));

function ListBody({
  list,
  tasks,
  pharmacyId,
  grid,
}: {
  list: InitiativesListActor;
  tasks: TaskPollingActor;
  pharmacyId: number;
  grid: GridLayout;
}) {
  const view = useSelector(list, selectView);
  const error = useSelector(list, selectLoadError);
  // The error modal of §2 opens on each new failure; the inline alert keeps 'Повторить'.
  useErrorModalOn(useSelector(list, selectLoadFailure));
  // A failed load is an error with a retry, never an empty table.
  if (view === 'failed')
    return <RetryAlert what={listLoadFailedTitle} message={error ?? ''} onRetry={() => list.send({ type: 'list.retry' })} />;
  return (
    <>
      <InitiativesGrid list={list} tasks={tasks} layout={grid} pharmacyId={pharmacyId} />
      <ListFooter list={list} />
    </>
  );
}

function ListFooter({ list }: { list: InitiativesListActor }) {
  const view = useSelector(list, selectView);
  const rows = useSelector(list, selectRows);
  const selected = useSelector(list, selectSelected);
  const total = useSelector(list, selectTotal);
  const page = useSelector(list, selectPageNumber);
  const pageSize = useSelector(list, selectPageSize);
  return (
    <div className="initiatives-list__footer">
      <ListCounters shown={view === 'loading' ? 0 : rows.length} selected={selected.length} total={total} />
      <Paginator
        page={page}
        total={total}
        pageSize={pageSize}
        disabled={view === 'loading'}
        onPageChange={(target) => list.send({ type: 'list.page', page: target })}
      />
      <PageSize value={pageSize} onChange={(size) => list.send({ type: 'list.pageSize', size })} />
    </div>
  );
}
