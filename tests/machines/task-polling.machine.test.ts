import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { BackgroundTask, BackgroundTasks } from '../../src/api/contract/initiatives-list';
import { ApiError, type FileAnswer } from '../../src/api/http';
import { TASK_POLL_INTERVAL, taskPollingMachine, type SavedTaskFile } from '../../src/machines/task-polling.machine';
import { downloadInitiativeTask, sendCurrentTask, sendSelectedTask, type TaskOrder } from '../../src/machines/task-polling.requests';
import * as select from '../../src/machines/task-polling.selectors';
import { describePath, walkPath } from './support/walk-paths';

type Snapshot = SnapshotFrom<typeof taskPollingMachine>;
interface Pending<I> { input: I; resolve(value: unknown): void; reject(error: unknown): void }

const task = (taskId: string, state: BackgroundTask['state'], fields: Partial<BackgroundTask> = {}): BackgroundTask => ({
  taskId, taskName: 'DOWNLOAD_INITIATIVE_BY_PHARMACY', taskType: 'FILE_GENERATE', state, created: '2026-11-19T07:30:00.000Z',
  warnings: [], errors: [], hasFile: state === 'SUCCESS', ...fields,
});

/** The machine with every call and the save faked; the test decides when and how each ends. */
function startPolling() {
  const loads: Pending<void>[] = [];
  const creates: Pending<TaskOrder>[] = [];
  const downloads: Pending<{ taskId: string }>[] = [];
  const closes: Pending<{ taskId: string }>[] = [];
  const saved: SavedTaskFile[] = [];
  const later = <O, I>(list: Pending<I>[]) =>
    fromPromise<O, I>(({ input }) => new Promise<O>((resolve, reject) => list.push({ input, resolve: resolve as (value: unknown) => void, reject })));
  const machine = taskPollingMachine.provide({
    actors: {
      loadTasks: later<BackgroundTasks, unknown>(loads as Pending<unknown>[]),
      createTask: later<BackgroundTask, TaskOrder>(creates),
      downloadFile: later<FileAnswer, { taskId: string }>(downloads),
      closeTask: later<void, { taskId: string }>(closes),
    },
    actions: { saveFile: (_, file) => void saved.push(file) },
  });
  const actor = createActor(machine, { input: {} }).start();
  const settle = async () => {
    await Promise.resolve();
    await vi.advanceTimersByTimeAsync(0);
  };
  return { actor, loads, creates, downloads, closes, saved, settle };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('task polling, by the issue', () => {
  it('asks for the tasks at once and every 5000 ms while it runs; stopping it clears the timer', async () => {
    const sut = startPolling();
    expect(sut.loads).toHaveLength(1);
    sut.loads[0].resolve([]);
    await sut.settle();
    await vi.advanceTimersByTimeAsync(TASK_POLL_INTERVAL - 1);
    expect(sut.loads).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sut.loads).toHaveLength(2);
    sut.loads[1].resolve([]);
    await sut.settle();
    await vi.advanceTimersByTimeAsync(TASK_POLL_INTERVAL);
    expect(sut.loads).toHaveLength(3);
    expect(vi.getTimerCount()).toBe(1);
    // The list closes: the fromCallback's cleanup clears its interval, nothing more is asked.
    sut.actor.stop();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(TASK_POLL_INTERVAL * 3);
    expect(sut.loads).toHaveLength(3);
  });

  it('a tick while an answer is on its way asks nothing more', async () => {
    const sut = startPolling();
    await vi.advanceTimersByTimeAsync(TASK_POLL_INTERVAL * 2);
    expect(sut.loads).toHaveLength(1);
  });

  it('opens the popup on new task data, not on the tasks already there when the list opened', async () => {
    const sut = startPolling();
    sut.loads[0].resolve([task('1', 'SUCCESS')]);
    await sut.settle();
    expect(select.selectPopupOpen(sut.actor.getSnapshot())).toBe(false);
    expect(select.selectTasks(sut.actor.getSnapshot())).toHaveLength(1);
    // The same data again: still closed.
    await vi.advanceTimersByTimeAsync(TASK_POLL_INTERVAL);
    sut.loads[1].resolve([task('1', 'SUCCESS')]);
    await sut.settle();
    expect(select.selectPopupOpen(sut.actor.getSnapshot())).toBe(false);
    // A new task appears: open.
    await vi.advanceTimersByTimeAsync(TASK_POLL_INTERVAL);
    sut.loads[2].resolve([task('1', 'SUCCESS'), task('2', 'STARTED')]);
    await sut.settle();
    expect(select.selectPopupOpen(sut.actor.getSnapshot())).toBe(true);
    expect(select.selectUnfinishedCount(sut.actor.getSnapshot())).toBe(1);
    sut.actor.send({ type: 'popup.close' });
    // A task changes state: open again.
    await vi.advanceTimersByTimeAsync(TASK_POLL_INTERVAL);
    sut.loads[3].resolve([task('1', 'SUCCESS'), task('2', 'SUCCESS')]);
    await sut.settle();
    expect(select.selectPopupOpen(sut.actor.getSnapshot())).toBe(true);
    expect(select.selectUnfinishedCount(sut.actor.getSnapshot())).toBe(0);
  });

  it('a failed poll keeps the tasks shown, says so, and the next tick asks again', async () => {
    const sut = startPolling();
    sut.loads[0].resolve([task('1', 'STARTED')]);
    await sut.settle();
    await vi.advanceTimersByTimeAsync(TASK_POLL_INTERVAL);
    sut.loads[1].reject(new ApiError(503, 'Сервис задач недоступен'));
    await sut.settle();
    expect(select.selectTasks(sut.actor.getSnapshot())).toHaveLength(1);
    expect(select.selectPollError(sut.actor.getSnapshot())).toBe('Сервис задач недоступен');
    await vi.advanceTimersByTimeAsync(TASK_POLL_INTERVAL);
    expect(sut.loads).toHaveLength(3);
  });

  it('a closed task does not come back with an answer that left before the close', async () => {
    const sut = startPolling();
    sut.loads[0].resolve([task('1', 'ERROR')]);
    await sut.settle();
    await vi.advanceTimersByTimeAsync(TASK_POLL_INTERVAL);
    sut.actor.send({ type: 'tasks.close', taskId: '1' });
    sut.closes[0].resolve(undefined);
    await sut.settle();
    sut.loads[1].resolve([task('1', 'ERROR')]);
    await sut.settle();
    expect(select.selectTasks(sut.actor.getSnapshot())).toEqual([]);
    expect(select.selectPopupOpen(sut.actor.getSnapshot())).toBe(false);
  });

  it('builds the three tasks as the spec names them', () => {
    expect(downloadInitiativeTask(42, 7)).toEqual({
      queue: 'initiative-management-task-queue',
      request: { taskType: 'FILE_GENERATE', taskName: 'DOWNLOAD_INITIATIVE_BY_PHARMACY', params: '{"initiativeId":42,"pharmacyId":7}' },
    });
    expect(sendSelectedTask([42, 43], 7)).toEqual({
      queue: 'initiative-sender-task-queue',
      request: {
        taskType: 'SIMPLE_AUTHORIZED',
        taskName: 'SELECTED_EXPORT_INITIATIVE_BY_PHARMACY',
        params: '{"pharmaciesByInitiative":{"42":[7],"43":[7]},"primary":true}',
      },
    });
    expect(sendCurrentTask(7)).toEqual({
      queue: 'initiative-sender-task-queue',
      request: { taskType: 'SIMPLE_AUTHORIZED', taskName: 'EXPORT_INITIATIVE_BY_PHARMACY', params: '{"pharmacyId":7}' },
    });
  });

  it('names tasks, states and outcomes in Russian', () => {
    expect(select.taskTitle({ taskName: 'DOWNLOAD_INITIATIVE_BY_PHARMACY' })).toBe('Выгрузка инициативы в файл');
    expect(select.taskTitle({ taskName: 'SELECTED_EXPORT_INITIATIVE_BY_PHARMACY' })).toBe('Отправка выбранных инициатив');
    expect(select.taskTitle({ taskName: 'EXPORT_INITIATIVE_BY_PHARMACY' })).toBe('Отправка текущих инициатив');
    expect(select.taskTitle({ taskName: 'REBUILD_EVERYTHING' })).toBe('Неизвестная задача');
    expect(select.taskTitle({ taskName: 'toString' })).toBe('Неизвестная задача');
    expect(select.taskStateNames).toEqual({ REGISTERED: 'Новая', STARTED: 'Выполняется', SUCCESS: 'Выполнена', ERROR: 'Ошибка' });
    expect(select.taskOutcome(task('1', 'SUCCESS', { warnings: ['2 строки пропущены'] }))).toBe('Задача выполнена с предупреждениями');
    expect(select.taskOutcome(task('1', 'ERROR', { errors: ['нет данных'] }))).toBe('В ходе выполнения задачи возникли критические ошибки');
    expect(select.taskOutcome(task('1', 'SUCCESS'))).toBeNull();
  });
});

// ---- Model-based walk: the work region and the popup, the feed answered once ----------------------

const running = task('1', 'STARTED');
const done = task('2', 'SUCCESS');
const failed = task('3', 'ERROR', { errors: ['нет строк'] });
const created = task('9', 'REGISTERED');
const file: FileAnswer = { blob: new Blob(['xlsx']), fileName: 'Инициатива 42.xlsx' };

const events = [
  { type: 'popup.toggle' },
  { type: 'popup.close' },
  { type: 'tasks.create', order: downloadInitiativeTask(42, 1) },
  { type: 'xstate.done.actor.createTask', output: created },
  { type: 'xstate.error.actor.createTask', error: new ApiError(400, 'неизвестная задача') },
  // Unfinished tasks cannot be downloaded or closed: nothing happens.
  { type: 'tasks.download', taskId: '1' },
  { type: 'tasks.close', taskId: '1' },
  { type: 'tasks.download', taskId: '2' },
  // An ERROR task has no file to download.
  { type: 'tasks.download', taskId: '3' },
  { type: 'xstate.done.actor.downloadFile', output: file },
  { type: 'xstate.error.actor.downloadFile', error: new ApiError(404, 'Файл не найден') },
  { type: 'tasks.close', taskId: '2' },
  { type: 'tasks.close', taskId: '3' },
  { type: 'xstate.done.actor.closeTask', output: undefined },
  { type: 'xstate.error.actor.closeTask', error: new ApiError(403, 'Это не ваша задача') },
] as const;
type PathEvent = (typeof events)[number];

/** What the user sees, written by hand from the issue. */
interface Seen {
  open: boolean;
  ids: string[];
  busy: boolean;
  error: string | null;
  saved: string[];
  /** What the work region is doing (to know which answer an actor event is). */
  doing: 'idle' | 'creating' | 'downloading' | 'closing';
  on: string | null;
  /** Tasks the gateway was asked to create. */
  asked: number;
}
const atStart: Seen = { open: false, ids: ['1', '2', '3'], busy: false, error: null, saved: [], doing: 'idle', on: null, asked: 0 };

function seenAfter(seen: Seen, event: PathEvent): Seen {
  const idle = seen.doing === 'idle';
  switch (event.type) {
    case 'popup.toggle':
      return { ...seen, open: !seen.open };
    case 'popup.close':
      return { ...seen, open: false };
    case 'tasks.create':
      return idle ? { ...seen, busy: true, doing: 'creating', error: null, asked: seen.asked + 1 } : seen;
    case 'xstate.done.actor.createTask':
      // The new task shows at once and the popup opens.
      return { ...seen, ids: [...seen.ids, '9'], busy: false, doing: 'idle', open: true };
    case 'xstate.error.actor.createTask':
      return { ...seen, busy: false, doing: 'idle', open: true, error: 'неизвестная задача' };
    case 'tasks.download':
      return idle && event.taskId === '2' && seen.ids.includes('2') ? { ...seen, busy: true, doing: 'downloading', on: '2', error: null } : seen;
    case 'xstate.done.actor.downloadFile':
      return { ...seen, busy: false, doing: 'idle', saved: [...seen.saved, 'Инициатива 42.xlsx'] };
    case 'xstate.error.actor.downloadFile':
      return { ...seen, busy: false, doing: 'idle', error: 'Файл не найден' };
    case 'tasks.close':
      return idle && event.taskId !== '1' && seen.ids.includes(event.taskId) ? { ...seen, busy: true, doing: 'closing', on: event.taskId, error: null } : seen;
    case 'xstate.done.actor.closeTask':
      return { ...seen, busy: false, doing: 'idle', ids: seen.ids.filter((id) => id !== seen.on) };
    case 'xstate.error.actor.closeTask':
      return { ...seen, busy: false, doing: 'idle', error: 'Это не ваша задача' };
  }
}

const serializeState = (snapshot: Snapshot) =>
  JSON.stringify([snapshot.value, snapshot.context.tasks.map((each) => each.taskId), !!snapshot.context.actionError]);

describe('task polling machine, every shortest path, against what the user should see', () => {
  // The walk starts after the first answer (three tasks): the feed then only waits for ticks.
  const answered = taskPollingMachine.provide({
    actors: { loadTasks: fromPromise(() => Promise.resolve([running, done, failed])) },
  });
  const paths = getShortestPaths(answered, {
    input: {},
    events: [{ type: 'xstate.done.actor.loadTasks', output: [running, done, failed] }, ...events] as never,
    serializeState: serializeState as never,
    // Bound the walk: at most the three starting tasks and the created one.
    limit: 2000,
  }).filter((path) => path.steps.length > 1 && (path.steps[1].event.type as string) === 'xstate.done.actor.loadTasks'
    && path.steps.slice(2).every((step) => (step.event.type as string) !== 'xstate.done.actor.loadTasks'));

  it('reaches every state of the work region with the popup open and closed', () => {
    const reached = new Set(paths.map((path) => JSON.stringify([(path.state.value as { work: string }).work, (path.state.value as { popup: string }).popup])));
    for (const work of ['idle', 'creating', 'downloading', 'closing']) {
      for (const popup of ['open', 'closed']) expect(reached, `${work} ${popup}`).toContain(JSON.stringify([work, popup]));
    }
  });

  for (const path of paths) {
    it(describePath(path, (state) => serializeState(state as Snapshot)), async () => {
      const sut = startPolling();
      let seen = atStart;
      await walkPath(path, {
        play: async (played) => {
          const event = played as unknown as PathEvent | { type: 'xstate.done.actor.loadTasks'; output: BackgroundTasks };
          if (event.type === 'xstate.done.actor.loadTasks') sut.loads.at(-1)!.resolve(event.output);
          else {
            seen = seenAfter(seen, event);
            if (event.type === 'xstate.done.actor.createTask') sut.creates.at(-1)!.resolve(event.output);
            else if (event.type === 'xstate.error.actor.createTask') sut.creates.at(-1)!.reject(event.error);
            else if (event.type === 'xstate.done.actor.downloadFile') sut.downloads.at(-1)!.resolve(event.output);
            else if (event.type === 'xstate.error.actor.downloadFile') sut.downloads.at(-1)!.reject(event.error);
            else if (event.type === 'xstate.done.actor.closeTask') sut.closes.at(-1)!.resolve(undefined);
            else if (event.type === 'xstate.error.actor.closeTask') sut.closes.at(-1)!.reject(event.error);
            else sut.actor.send(event);
          }
          await sut.settle();
        },
        check: () => {
          const snapshot = sut.actor.getSnapshot();
          if (snapshot.context.answered === false) return;
          expect(select.selectPopupOpen(snapshot)).toBe(seen.open);
          expect(select.selectTasks(snapshot).map((each) => each.taskId)).toEqual(seen.ids);
          expect(select.selectBusy(snapshot)).toBe(seen.busy);
          expect(select.selectActionError(snapshot)).toBe(seen.error);
          expect(sut.saved.map((saving) => saving.fileName)).toEqual(seen.saved);
          // Only unfinished tasks count on the bell.
          expect(select.selectUnfinishedCount(snapshot)).toBe(seen.ids.filter((id) => id === '1' || id === '9').length);
        },
      });
      expect(sut.creates).toHaveLength(seen.asked);
    });
  }
});
