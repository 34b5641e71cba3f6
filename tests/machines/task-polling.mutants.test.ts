import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { canDownload, defaultTaskFileName } from '../../src/machines/tasks/task-polling.machine';
import type { TaskOrder } from '../../src/machines/tasks/task-polling.requests';
import * as select from '../../src/machines/tasks/task-polling.selectors';
import { fakeTaskCalls, task } from './support/task-polling-harness';

/**
 * The bell's tasks (reports-and-foundation §4, §8) over faked calls: which tasks can be downloaded
 * or closed, the file name saved, a created task shown once, and the texts the popup shows.
 * The poll's clock is set far out: these tests never wait for a tick.
 */

const started: Array<{ stop(): void }> = [];
afterEach(() => {
  for (const actor of started.splice(0)) actor.stop();
});

function startPolling({ provideSave = true } = {}) {
  const { machine, loads, creates, downloads, closes, saved } = fakeTaskCalls({ provideSave });
  const errors: unknown[] = [];
  const actor = createActor(machine, { input: { interval: 1_000_000_000 } });
  actor.subscribe({ error: (error) => errors.push(error) });
  actor.start();
  started.push(actor);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, loads, creates, downloads, closes, saved, errors, settle, snapshot: () => actor.getSnapshot() };
}

/** The first answer in: T1 done with a file, T2 running with a file on its way, T3 failed. */
async function withTasks(options: Parameters<typeof startPolling>[0] = {}) {
  const sut = startPolling(options);
  sut.loads[0].resolve([task('T1', 'SUCCESS'), task('T2', 'STARTED', { hasFile: true }), task('T3', 'ERROR')]);
  await sut.settle();
  return sut;
}

describe('task polling: downloads', () => {
  it('only a finished task with a file downloads', () => {
    expect(canDownload({ state: 'SUCCESS', taskType: 'FILE_GENERATE', hasFile: true })).toBe(true);
    expect(canDownload({ state: 'SUCCESS', taskType: 'FILE_GENERATE', hasFile: false })).toBe(false);
    expect(canDownload({ state: 'STARTED', taskType: 'FILE_GENERATE', hasFile: true })).toBe(false);
    expect(canDownload({ state: 'ERROR', taskType: 'FILE_GENERATE', hasFile: true })).toBe(false);
    expect(canDownload({ state: 'SUCCESS', taskType: 'SIMPLE_AUTHORIZED', hasFile: true })).toBe(true);
  });

  it('without our hasFile (a back end of the spec alone), a file-making task downloads on SUCCESS only', () => {
    expect(canDownload({ state: 'SUCCESS', taskType: 'FILE_GENERATE' })).toBe(true);
    expect(canDownload({ state: 'REGISTERED', taskType: 'FILE_GENERATE' })).toBe(false);
    expect(canDownload({ state: 'STARTED', taskType: 'FILE_GENERATE' })).toBe(false);
    expect(canDownload({ state: 'ERROR', taskType: 'FILE_GENERATE' })).toBe(false);
    expect(canDownload({ state: 'SUCCESS', taskType: 'SIMPLE_AUTHORIZED' })).toBe(false);
  });

  it('without our hasFile, a SUCCESS task of the spec’s fields is downloaded by its id', async () => {
    const sut = startPolling();
    const { hasFile: _none, ...spec } = task('T7', 'SUCCESS');
    sut.loads[0].resolve([spec]);
    await sut.settle();
    sut.actor.send({ type: 'tasks.download', taskId: 'T7' });
    await sut.settle();
    expect(sut.downloads.map((call) => call.input)).toEqual([{ taskId: 'T7' }]);
  });

  it('a running task with a file, or a task not in the list, downloads nothing', async () => {
    const sut = await withTasks();
    sut.actor.send({ type: 'tasks.download', taskId: 'T2' });
    sut.actor.send({ type: 'tasks.download', taskId: 'T9' });
    await sut.settle();
    expect(sut.downloads).toHaveLength(0);
    expect(sut.errors).toEqual([]);
    expect(select.selectBusy(sut.snapshot())).toBe(false);
    expect(select.selectCreating(sut.snapshot())).toBe(false);
  });

  it('a file the gateway does not name is saved under the task’s own name', async () => {
    const sut = await withTasks();
    sut.actor.send({ type: 'tasks.download', taskId: 'T1' });
    await sut.settle();
    expect(sut.downloads.map((call) => call.input)).toEqual([{ taskId: 'T1' }]);
    expect(select.selectWorkOn(sut.snapshot())).toBe('T1');
    expect(select.selectCreating(sut.snapshot())).toBe(false);
    const blob = new Blob(['xlsx']);
    sut.downloads[0].resolve({ blob, fileName: null });
    await sut.settle();
    expect(sut.saved).toEqual([{ blob, fileName: 'Инициатива, задача T1.xlsx' }]);
    expect(defaultTaskFileName('42')).toBe('Инициатива, задача 42.xlsx');
  });

  it('without a save provided, the download fails naming the file not saved', async () => {
    const sut = await withTasks({ provideSave: false });
    sut.actor.send({ type: 'tasks.download', taskId: 'T1' });
    await sut.settle();
    sut.downloads[0].resolve({ blob: new Blob(['x']), fileName: 'Отчёт.xlsx' });
    await sut.settle();
    expect(sut.errors.map((error) => (error as Error).message)).toEqual(['saveFile is not provided: «Отчёт.xlsx» was not saved']);
  });
});

describe('task polling: closing', () => {
  it('a running task or one not in the list cannot be closed', async () => {
    const sut = await withTasks();
    sut.actor.send({ type: 'tasks.close', taskId: 'T2' });
    sut.actor.send({ type: 'tasks.close', taskId: 'T9' });
    await sut.settle();
    expect(sut.closes).toHaveLength(0);
    expect(sut.errors).toEqual([]);
    expect(select.selectTasks(sut.snapshot()).map((each) => each.taskId)).toEqual(['T1', 'T2', 'T3']);
  });

  it('a failed task is closed by its id and leaves the list', async () => {
    const sut = await withTasks();
    sut.actor.send({ type: 'tasks.close', taskId: 'T3' });
    await sut.settle();
    expect(sut.closes.map((call) => call.input)).toEqual([{ taskId: 'T3' }]);
    sut.closes[0].resolve(undefined);
    await sut.settle();
    expect(select.selectTasks(sut.snapshot()).map((each) => each.taskId)).toEqual(['T1', 'T2']);
  });
});

describe('task polling: a created task', () => {
  it('shows once, replacing the task of the same id the poll brought, and opens the popup', async () => {
    const sut = await withTasks();
    const order = { queue: 'initiatives', request: {} } as unknown as TaskOrder;
    sut.actor.send({ type: 'tasks.create', order });
    await sut.settle();
    expect(select.selectCreating(sut.snapshot())).toBe(true);
    sut.creates[0].resolve(task('T2', 'REGISTERED'));
    await sut.settle();
    expect(select.selectTasks(sut.snapshot()).map((each) => [each.taskId, each.state])).toEqual([
      ['T1', 'SUCCESS'],
      ['T3', 'ERROR'],
      ['T2', 'REGISTERED'],
    ]);
    expect(select.selectCreating(sut.snapshot())).toBe(false);
    expect(select.selectPopupOpen(sut.snapshot())).toBe(true);
  });
});

describe('task polling: a task named without our initiativeNames', () => {
  const download = (names?: readonly string[]): TaskOrder => ({
    queue: 'initiative-management-task-queue',
    request: { taskType: 'FILE_GENERATE', taskName: 'DOWNLOAD_INITIATIVE_BY_PHARMACY', params: '{}' },
    ...(names ? { initiativeNames: names } : {}),
  });
  const titles = (sut: ReturnType<typeof startPolling>) =>
    select.selectTasks(sut.snapshot()).map((each) => [each.taskId, select.taskTitle(each)]);

  it('a task created here is named by the row it came from, on creation and in every poll after', async () => {
    const sut = startPolling();
    sut.loads[0].resolve([]);
    await sut.settle();
    sut.actor.send({ type: 'tasks.create', order: download(['Матрица: весна']) });
    await sut.settle();
    sut.creates[0].resolve(task('T5', 'REGISTERED'));
    await sut.settle();
    expect(titles(sut)).toEqual([['T5', 'Выгрузка инициативы «Матрица: весна» в файл']]);
    sut.actor.send({ type: 'tasks.tick' });
    await sut.settle();
    sut.loads[1].resolve([task('T5', 'SUCCESS'), task('T6', 'STARTED')]);
    await sut.settle();
    // T6 was not created here: the back end alone names it, by its kind.
    expect(titles(sut)).toEqual([
      ['T5', 'Выгрузка инициативы «Матрица: весна» в файл'],
      ['T6', 'Выгрузка инициативы в файл'],
    ]);
  });

  it('the back end’s names win over the row’s; an order without names leaves the kind', async () => {
    const sut = startPolling();
    sut.loads[0].resolve([]);
    await sut.settle();
    sut.actor.send({ type: 'tasks.create', order: download(['Со строки']) });
    await sut.settle();
    sut.creates[0].resolve(task('T5', 'REGISTERED', { initiativeNames: ['С сервера'] }));
    await sut.settle();
    sut.actor.send({ type: 'tasks.create', order: download() });
    await sut.settle();
    sut.creates[1].resolve(task('T6', 'REGISTERED'));
    await sut.settle();
    expect(titles(sut)).toEqual([
      ['T5', 'Выгрузка инициативы «С сервера» в файл'],
      ['T6', 'Выгрузка инициативы в файл'],
    ]);
  });
});

describe('task polling: texts of the popup', () => {
  it('an outcome only for a failure or a success with warnings', () => {
    expect(select.taskOutcome({ state: 'ERROR', warnings: [], errors: [] })).toBe('В ходе выполнения задачи возникли критические ошибки');
    expect(select.taskOutcome({ state: 'SUCCESS', warnings: ['нет цены'], errors: [] })).toBe('Задача выполнена с предупреждениями');
    expect(select.taskOutcome({ state: 'STARTED', warnings: ['нет цены'], errors: [] })).toBeNull();
    expect(select.taskOutcome({ state: 'SUCCESS', warnings: [], errors: [] })).toBeNull();
  });

  it('a download button for a file-making task or a task with a file', () => {
    expect(select.makesFile({ taskType: 'FILE_GENERATE', hasFile: false })).toBe(true);
    expect(select.makesFile({ taskType: 'EXPORT', hasFile: true })).toBe(true);
    expect(select.makesFile({ taskType: 'EXPORT', hasFile: false })).toBe(false);
    expect(select.makesFile({ taskType: 'EXPORT' })).toBe(false);
    expect(select.makesFile({ taskType: 'FILE_GENERATE' })).toBe(true);
  });

  it('no error lines before any failure; blank messages show no line', async () => {
    const sut = startPolling();
    expect(select.selectPollError(sut.snapshot())).toBeNull();
    expect(select.selectActionError(sut.snapshot())).toBeNull();
    sut.loads[0].reject(new Error('   '));
    await sut.settle();
    expect(select.selectPollError(sut.snapshot())).toBeNull();
    expect(sut.snapshot().context.pollError).toEqual({ status: 0, message: '   ' });
  });

  it('error lines are trimmed', async () => {
    const sut = startPolling();
    sut.loads[0].reject(new Error(' Нет связи \n'));
    await sut.settle();
    expect(select.selectPollError(sut.snapshot())).toBe('Нет связи');
    sut.actor.send({ type: 'tasks.create', order: { queue: 'q', request: {} } as unknown as TaskOrder });
    await sut.settle();
    sut.creates[0].reject(new Error('  Очередь занята  '));
    await sut.settle();
    expect(select.selectActionError(sut.snapshot())).toBe('Очередь занята');
  });
});
