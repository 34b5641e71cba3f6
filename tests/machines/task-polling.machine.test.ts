import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError, type FileAnswer } from '../../src/api/shared/http';
import { snackbarMachine } from '../../src/machines/shared/snackbar.machine';
import { TASK_POLL_INTERVAL, taskPollingMachine } from '../../src/machines/tasks/task-polling.machine';
import { downloadInitiativeTask, sendCurrentTask, sendSelectedTask } from '../../src/machines/tasks/task-polling.requests';
import * as select from '../../src/machines/tasks/task-polling.selectors';
import { fakeTaskCalls, task } from './support/task-polling-harness';
import { expectEveryStateWritten, walkAndSee } from './support/walk-and-see';
import { describePath } from './support/walk-paths';

type Snapshot = SnapshotFrom<typeof taskPollingMachine>;

/** The machine with every call and the save faked; the test decides when and how each ends. */
function startPolling() {
  const { machine, loads, creates, downloads, closes, saved } = fakeTaskCalls();
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
    // The list closes: the fromCallback's cleanup clears its interval, nothing more is asked.
    // Counted as a difference: the machines project keeps modules from file to file, so an
    // actor another file left running may own timers on this clock too; stop() runs no timer.
    const timersWhileRunning = vi.getTimerCount();
    sut.actor.stop();
    expect(timersWhileRunning - vi.getTimerCount()).toBe(1);
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

  it('a failed first poll knows no tasks; «Повторить» asks again at once and clears the failure while it does', async () => {
    const sut = startPolling();
    sut.loads[0].reject(new ApiError(503, 'Сервис задач недоступен'));
    await sut.settle();
    expect(select.selectTasksKnown(sut.actor.getSnapshot())).toBe(false);
    expect(select.selectPollError(sut.actor.getSnapshot())).toBe('Сервис задач недоступен');
    sut.actor.send({ type: 'tasks.retry' });
    expect(sut.loads).toHaveLength(2);
    expect(select.selectPollError(sut.actor.getSnapshot())).toBeNull();
    // Pressed again while that ask is on its way: no second one.
    sut.actor.send({ type: 'tasks.retry' });
    expect(sut.loads).toHaveLength(2);
    sut.loads[1].resolve([]);
    await sut.settle();
    expect(select.selectTasksKnown(sut.actor.getSnapshot())).toBe(true);
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

  it('downloads the file of a finished task under its name; a failure says why', async () => {
    const sut = startPolling();
    sut.loads[0].resolve([task('1', 'STARTED'), task('2', 'SUCCESS')]);
    await sut.settle();
    sut.actor.send({ type: 'tasks.download', taskId: '1' });
    expect(sut.downloads).toHaveLength(0);
    sut.actor.send({ type: 'tasks.download', taskId: '2' });
    expect(sut.downloads.map((download) => download.input)).toEqual([{ taskId: '2' }]);
    sut.downloads[0].resolve({ blob: new Blob(['xlsx']), fileName: 'Инициатива 42.xlsx' });
    await sut.settle();
    expect(sut.saved.map((saving) => saving.fileName)).toEqual(['Инициатива 42.xlsx']);
    sut.actor.send({ type: 'tasks.download', taskId: '2' });
    sut.downloads[1].reject(new ApiError(404, 'Файл не найден'));
    await sut.settle();
    expect(sut.saved).toHaveLength(1);
    expect(select.selectActionError(sut.actor.getSnapshot())).toBe('Файл не найден');
  });

  it('shows an error snackbar with the message when a task cannot be created or its file does not come (§8)', async () => {
    const { machine, loads, creates, downloads } = fakeTaskCalls();
    const snackbar = createActor(snackbarMachine).start();
    const actor = createActor(machine, { input: { snackbar } }).start();
    const settle = async () => (await Promise.resolve(), await vi.advanceTimersByTimeAsync(0));
    loads[0].resolve([task('2', 'SUCCESS')]);
    await settle();
    actor.send({ type: 'tasks.create', order: downloadInitiativeTask(42, 1) });
    creates[0].reject(new ApiError(503, 'Сервис задач недоступен'));
    await settle();
    actor.send({ type: 'tasks.create', order: sendSelectedTask([42, 43], 1) });
    creates[1].reject(new ApiError(500, ''));
    await settle();
    actor.send({ type: 'tasks.download', taskId: '2' });
    downloads[0].reject(new ApiError(404, 'Файл не найден'));
    await settle();
    expect(snackbar.getSnapshot().context.queue.map(({ type, title, description }) => ({ type, title, description }))).toEqual([
      { type: 'error', title: 'Не удалось скачать инициативу', description: 'Сервис задач недоступен' },
      {
        type: 'error',
        title: 'Не удалось отправить выбранные инициативы',
        description: 'Ошибка без описания, либо не стандартный ответ и поэтому сообщение не найдено',
      },
      { type: 'error', title: 'Не удалось скачать файл задачи', description: 'Файл не найден' },
    ]);
    actor.stop();
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
  });

  it('names the initiatives a task works on when the gateway gives their names', () => {
    expect(select.taskTitle({ taskName: 'DOWNLOAD_INITIATIVE_BY_PHARMACY', initiativeNames: ['Групповая закупка: гигиена'] })).toBe(
      'Выгрузка инициативы «Групповая закупка: гигиена» в файл',
    );
    expect(select.taskTitle({ taskName: 'SELECTED_EXPORT_INITIATIVE_BY_PHARMACY', initiativeNames: ['А', 'Б'] })).toBe(
      'Отправка выбранных инициатив: «А», «Б»',
    );
    expect(select.taskTitle({ taskName: 'SELECTED_EXPORT_INITIATIVE_BY_PHARMACY', initiativeNames: ['А', 'Б', 'В', 'Г', 'Д'] })).toBe(
      'Отправка выбранных инициатив: «А», «Б», «В» и ещё 2',
    );
    expect(select.taskTitle({ taskName: 'EXPORT_INITIATIVE_BY_PHARMACY', initiativeNames: [] })).toBe('Отправка текущих инициатив');
    expect(select.taskTitle({ taskName: 'REBUILD_EVERYTHING', initiativeNames: ['А'] })).toBe('Неизвестная задача');
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

const firstAnswer = { type: 'xstate.done.actor.loadTasks', output: [running, done, failed] } as const;
type WalkEvent = PathEvent | typeof firstAnswer;

/** Plays one model event: an actor's end settles the live fake, the others are sent. */
async function play(sut: ReturnType<typeof startPolling>, event: WalkEvent) {
  if (event.type === 'xstate.done.actor.loadTasks') sut.loads.at(-1)!.resolve(event.output);
  else if (event.type === 'xstate.done.actor.createTask') sut.creates.at(-1)!.resolve(event.output);
  else if (event.type === 'xstate.error.actor.createTask') sut.creates.at(-1)!.reject(event.error);
  else if (event.type === 'xstate.done.actor.downloadFile') sut.downloads.at(-1)!.resolve(event.output);
  else if (event.type === 'xstate.error.actor.downloadFile') sut.downloads.at(-1)!.reject(event.error);
  else if (event.type === 'xstate.done.actor.closeTask') sut.closes.at(-1)!.resolve(undefined);
  else if (event.type === 'xstate.error.actor.closeTask') sut.closes.at(-1)!.reject(event.error);
  else sut.actor.send(event);
  await sut.settle();
}

/** Where: before the first answer, or the popup, the work on a task, the tasks listed and whether a message shows. */
const where = (snapshot: Snapshot) => {
  if (!snapshot.context.answered) return 'before the first answer';
  const value = snapshot.value as { popup: string; work: string };
  const work = value.work === 'idle' ? 'idle' : `${value.work} ${snapshot.context.workOn ?? ''}`.trim();
  return `${value.popup}, ${work}, [${snapshot.context.tasks.map((each) => each.taskId).join(' ')}]${snapshot.context.actionError ? `, «${snapshot.context.actionError.message}»` : ''}`;
};

/** What the user sees: the popup, its rows with their Russian state, the bell's count, the busy row, the message. */
const see = (snapshot: Snapshot) => ({
  open: select.selectPopupOpen(snapshot),
  rows: select.selectTasks(snapshot).map((each) => `${each.taskId} ${select.taskStateNames[each.state]}`),
  bell: select.selectUnfinishedCount(snapshot),
  busy: select.selectBusy(snapshot),
  on: select.selectWorkOn(snapshot),
  error: select.selectActionError(snapshot),
});
type Seen = ReturnType<typeof see>;
const rows123 = ['1 Выполняется', '2 Выполнена', '3 Ошибка'];
const shows = (open: boolean, rows: string[], busy: boolean, on: string | null, error: string | null): Seen => ({
  open,
  rows,
  bell: rows.filter((row) => row.endsWith('Выполняется') || row.endsWith('Новая')).length,
  busy,
  on,
  error,
});

// The walk starts before the first answer (three tasks: running, done, failed); the feed then only waits for ticks.
function walkEach(offered: (snapshot: Snapshot) => readonly WalkEvent[], expected: Record<string, Seen>) {
  const paths = getShortestPaths(taskPollingMachine, {
    input: {},
    events: ((snapshot: Snapshot) => (snapshot.context.answered ? offered(snapshot) : [firstAnswer])) as never,
    serializeState: where as never,
  });

  it('reaches exactly the states written by hand', () => expectEveryStateWritten(paths, where, expected));

  for (const path of paths) {
    it(
      describePath(path, (state) => where(state as Snapshot)),
      async () => {
        const sut = startPolling();
        await walkAndSee(path, {
          play: (event) => play(sut, event as unknown as WalkEvent),
          current: () => sut.actor.getSnapshot(),
          where,
          see: () => see(sut.actor.getSnapshot()),
          expected,
        });
      },
    );
  }
}

const pick = (...types: string[]) => events.filter((event) => types.includes(event.type));

describe('task polling machine, the popup and a new task: every shortest path, checked against what the user sees', () => {
  walkEach(() => pick('popup.toggle', 'popup.close', 'tasks.create', 'xstate.done.actor.createTask', 'xstate.error.actor.createTask'), {
    // By hand. The tasks there when the list opened do not open the popup.
    'before the first answer': shows(false, [], false, null, null),
    'closed, idle, [1 2 3]': shows(false, rows123, false, null, null),
    'open, idle, [1 2 3]': shows(true, rows123, false, null, null),
    'closed, creating, [1 2 3]': shows(false, rows123, true, null, null),
    'open, creating, [1 2 3]': shows(true, rows123, true, null, null),
    // A created task shows at once as 'Новая' and opens the popup; a refused one opens it with the message.
    'open, idle, [1 2 3 9]': shows(true, [...rows123, '9 Новая'], false, null, null),
    'closed, idle, [1 2 3 9]': shows(false, [...rows123, '9 Новая'], false, null, null),
    'open, creating, [1 2 3 9]': shows(true, [...rows123, '9 Новая'], true, null, null),
    'closed, creating, [1 2 3 9]': shows(false, [...rows123, '9 Новая'], true, null, null),
    'open, idle, [1 2 3], «неизвестная задача»': shows(true, rows123, false, null, 'неизвестная задача'),
    'closed, idle, [1 2 3], «неизвестная задача»': shows(false, rows123, false, null, 'неизвестная задача'),
    'open, idle, [1 2 3 9], «неизвестная задача»': shows(true, [...rows123, '9 Новая'], false, null, 'неизвестная задача'),
    'closed, idle, [1 2 3 9], «неизвестная задача»': shows(false, [...rows123, '9 Новая'], false, null, 'неизвестная задача'),
  });
});

describe('task polling machine, downloads and closes: every shortest path, checked against what the user sees', () => {
  walkEach(
    () =>
      pick(
        'tasks.download',
        'tasks.close',
        'xstate.done.actor.downloadFile',
        'xstate.error.actor.downloadFile',
        'xstate.done.actor.closeTask',
        'xstate.error.actor.closeTask',
      ),
    {
      // By hand. A running task ('1') can be neither downloaded nor closed, an ERROR task ('3') has no file.
      'before the first answer': shows(false, [], false, null, null),
      'closed, idle, [1 2 3]': shows(false, rows123, false, null, null),
      'closed, downloading 2, [1 2 3]': shows(false, rows123, true, '2', null),
      'closed, closing 2, [1 2 3]': shows(false, rows123, true, '2', null),
      'closed, closing 3, [1 2 3]': shows(false, rows123, true, '3', null),
      // Closed tasks leave the list; a failure says why and keeps the row.
      'closed, idle, [1 3]': shows(false, ['1 Выполняется', '3 Ошибка'], false, null, null),
      'closed, idle, [1 2]': shows(false, ['1 Выполняется', '2 Выполнена'], false, null, null),
      'closed, idle, [1]': shows(false, ['1 Выполняется'], false, null, null),
      'closed, closing 3, [1 3]': shows(false, ['1 Выполняется', '3 Ошибка'], true, '3', null),
      'closed, downloading 2, [1 2]': shows(false, ['1 Выполняется', '2 Выполнена'], true, '2', null),
      'closed, closing 2, [1 2]': shows(false, ['1 Выполняется', '2 Выполнена'], true, '2', null),
      'closed, idle, [1 2 3], «Файл не найден»': shows(false, rows123, false, null, 'Файл не найден'),
      'closed, idle, [1 2 3], «Это не ваша задача»': shows(false, rows123, false, null, 'Это не ваша задача'),
      'closed, idle, [1 3], «Это не ваша задача»': shows(false, ['1 Выполняется', '3 Ошибка'], false, null, 'Это не ваша задача'),
      'closed, idle, [1 2], «Файл не найден»': shows(false, ['1 Выполняется', '2 Выполнена'], false, null, 'Файл не найден'),
      'closed, idle, [1 2], «Это не ваша задача»': shows(false, ['1 Выполняется', '2 Выполнена'], false, null, 'Это не ваша задача'),
    },
  );
});
