import { fromPromise } from 'xstate';
import type { BackgroundTask, BackgroundTasks } from '../../../src/api/contract/initiatives-list';
import type { FileAnswer } from '../../../src/api/shared/http';
import { taskPollingMachine, type SavedTaskFile } from '../../../src/machines/tasks/task-polling.machine';
import type { TaskOrder } from '../../../src/machines/tasks/task-polling.requests';

/** The bell's task machine with every call (and the save) faked, for its walk, spec and mutant tests. */
export interface Pending<I> {
  input: I;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

export const task = (taskId: string, state: BackgroundTask['state'], fields: Partial<BackgroundTask> = {}): BackgroundTask => ({
  taskId,
  taskName: 'DOWNLOAD_INITIATIVE_BY_PHARMACY',
  taskType: 'FILE_GENERATE',
  state,
  created: '2026-11-19T07:30:00.000Z',
  warnings: [],
  errors: [],
  hasFile: state === 'SUCCESS',
  ...fields,
});

/** The machine to start, and the calls it made, which the test answers when it decides. */
export function fakeTaskCalls({ provideSave = true } = {}) {
  const loads: Pending<void>[] = [];
  const creates: Pending<TaskOrder>[] = [];
  const downloads: Pending<{ taskId: string }>[] = [];
  const closes: Pending<{ taskId: string }>[] = [];
  const saved: SavedTaskFile[] = [];
  const later = <O, I>(list: Pending<I>[]) =>
    fromPromise<O, I>(
      ({ input }) => new Promise<O>((resolve, reject) => list.push({ input, resolve: resolve as (value: unknown) => void, reject })),
    );
  const machine = taskPollingMachine.provide({
    actors: {
      loadTasks: later<BackgroundTasks, unknown>(loads as Pending<unknown>[]),
      createTask: later<BackgroundTask, TaskOrder>(creates),
      downloadFile: later<FileAnswer, { taskId: string }>(downloads),
      closeTask: later<void, { taskId: string }>(closes),
    },
    ...(provideSave ? { actions: { saveFile: (_: unknown, file: SavedTaskFile) => void saved.push(file) } } : {}),
  });
  return { machine, loads, creates, downloads, closes, saved };
}
