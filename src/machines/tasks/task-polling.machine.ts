/*
 * The user's background tasks and the bell (reports-and-foundation §4, spec §4),
 * alive while the initiatives list is open. Three regions run side by side:
 *
 * feed     the tasks, asked for at once and then every `interval` (5000 ms) by one `fromCallback`
 *          ticker whose cleanup clears its setInterval when the list closes.
 *   fetching   task/all-my is on its way (ticks meanwhile are ignored).
 *   waiting    until the next tick, or the user's «Повторить» after a failed poll.
 * popup    closed | open. It opens by itself when new task data arrives: a task the user has not
 *          seen or one whose state changed (not on the first answer: those tasks are known).
 * work     one action on the tasks at a time:
 *   idle         ready.
 *   creating     task/create: the new task shows in the bell at once and the popup opens.
 *   downloading  a SUCCESS task's file: the link, then the file, saved by the `saveFile` action.
 *   closing      task/close and, when it had a file, DELETE on its link; the task leaves the list.
 *
 * The bell counts what waits for the user: unfinished tasks and files ready but not saved here.
 * REGISTERED and STARTED tasks cannot be closed; only a SUCCESS task with a file is downloaded (a
 * back end without our hasFile: a SUCCESS task of the file-making type).
 * A task that cannot be created (download one, send selected, send current) or a file that does
 * not come shows an error snackbar with the message (spec §8 "Download and re-send failures show an
 * error snackbar with the message"), besides the popup's line.
 */
import { assertEvent, assign, enqueueActions, fromCallback, fromPromise, raise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { backgroundTaskCalls, type BackgroundTask, type BackgroundTasks } from '../../api/contract/initiatives-list';
import { closeTask, taskFile } from '../../api/tasks/background-tasks';
import { http, type FileAnswer } from '../../api/shared/http';
import { toFailure, type Failure } from '../shared/api-error';
import { errorMessage } from '../shared/error-modal.machine';
import type { snackbarMachine } from '../shared/snackbar.machine';
import type { TaskOrder } from './task-polling.requests';

/** Reports-and-foundation §4: polled every 5 seconds on the initiatives list. */
export const TASK_POLL_INTERVAL = 5000;

export interface SavedTaskFile {
  blob: Blob;
  fileName: string;
}

export interface TaskPollingContext {
  interval: number;
  tasks: BackgroundTasks;
  /** Whether the first answer came: its tasks are known and do not open the popup. */
  answered: boolean;
  /** Closed here: a poll that left before the close must not bring them back. */
  closed: string[];
  /** The tasks whose file was saved here: the bell no longer counts them as waiting. */
  downloaded: string[];
  /** The last initiative file asked for here: the line beside the bell follows it until it is saved. */
  lastFile: string | null;
  /** The task a download or close is for. */
  workOn: string | null;
  order: TaskOrder | null;
  /**
   * The initiatives' names of the tasks created here, as the list showed them: a back end without
   * our initiativeNames still gets its tasks named in the bell (while the list stays open).
   */
  namesOf: Record<string, readonly string[]>;
  pollError: Failure | null;
  actionError: Failure | null;
  /** The app-wide snackbars, for the failures of §8; none in tests that do not look. */
  snackbar: ActorRefFrom<typeof snackbarMachine> | null;
}

export interface TaskPollingInput {
  interval?: number;
  snackbar?: ActorRefFrom<typeof snackbarMachine>;
}

/** The error snackbar's title for a task that could not be created, by the task's name. */
export const createFailureTitles: Record<string, string> = {
  DOWNLOAD_INITIATIVE_BY_PHARMACY: 'Не удалось скачать инициативу',
  SELECTED_EXPORT_INITIATIVE_BY_PHARMACY: 'Не удалось отправить выбранные инициативы',
  EXPORT_INITIATIVE_BY_PHARMACY: 'Не удалось отправить текущие инициативы',
};
export const fileFailureTitle = 'Не удалось скачать файл задачи';

export type TaskPollingEvent =
  | { type: 'tasks.tick' }
  | { type: 'tasks.retry' }
  | { type: 'tasks.create'; order: TaskOrder }
  | { type: 'tasks.download'; taskId: string }
  | { type: 'tasks.close'; taskId: string }
  | { type: 'popup.toggle' }
  | { type: 'popup.open' }
  | { type: 'popup.close' };

export const isFinished = (task: Pick<BackgroundTask, 'state'>) => task.state === 'SUCCESS' || task.state === 'ERROR';
/**
 * A task makes a file by its type (FILE_GENERATE: the download of an initiative, the only kind with a
 * download button, spec §4); our hasFile, when the back end sends it, says whether the file is there.
 */
export const hasFile = (task: Pick<BackgroundTask, 'taskType' | 'hasFile'>) => task.hasFile ?? task.taskType === 'FILE_GENERATE';
/** Download only on SUCCESS (spec §4), and only when there is a file to fetch. */
export const canDownload = (task: Pick<BackgroundTask, 'state' | 'taskType' | 'hasFile'>) => task.state === 'SUCCESS' && hasFile(task);

/** New task data: a task not seen before, or one whose state changed. */
export function hasNews(known: BackgroundTasks, answered: BackgroundTasks): boolean {
  const stateOf = new Map(known.map((task) => [task.taskId, task.state]));
  return answered.some((task) => stateOf.get(task.taskId) !== task.state);
}

const taskOf = (context: TaskPollingContext, taskId: string) => context.tasks.find((task) => task.taskId === taskId);

/** The task named by the back end, or else by the names the list showed when it was created here. */
const named = (namesOf: TaskPollingContext['namesOf'], task: BackgroundTask): BackgroundTask =>
  task.initiativeNames !== undefined || !Object.hasOwn(namesOf, task.taskId)
    ? task
    : { ...task, initiativeNames: [...namesOf[task.taskId]] };

export const taskPollingMachine = setup({
  types: {} as { context: TaskPollingContext; events: TaskPollingEvent; input: TaskPollingInput },
  actors: {
    /** The poll's clock: one setInterval, cleared when the feed stops. */
    pollTicks: fromCallback<TaskPollingEvent, { interval: number }>(({ sendBack, input }) => {
      const timer = setInterval(() => sendBack({ type: 'tasks.tick' }), input.interval);
      return () => clearInterval(timer);
    }),
    // The signed-in user's tasks not yet closed.
    loadTasks: fromPromise<BackgroundTasks>(({ signal }) => http().request(backgroundTaskCalls.myTasks, { signal })),
    createTask: fromPromise<BackgroundTask, TaskOrder>(({ input, signal }) =>
      http().request(backgroundTaskCalls.createTask, { params: { queue: input.queue }, body: input.request, signal }),
    ),
    downloadFile: fromPromise<FileAnswer, { taskId: string }>(({ input, signal }) => taskFile(input.taskId, signal)),
    closeTask: fromPromise<void, { taskId: string }>(({ input, signal }) => closeTask(input.taskId, signal)),
  },
  actions: {
    /** The browser's save (src/ui/save-file.ts) comes in with provide(); tests fake it. */
    saveFile: (_, file: SavedTaskFile): void => {
      throw new Error(`saveFile is not provided: «${file.fileName}» was not saved`);
    },
    openPopup: raise({ type: 'popup.open' }),
    // An error snackbar with the message (params: the title and what was thrown).
    announceFailure: enqueueActions(({ context, enqueue }, { title, error }: { title: string; error: unknown }) => {
      if (context.snackbar)
        enqueue.sendTo(context.snackbar, { type: 'snackbar.show', snackbar: { type: 'error', title, description: errorMessage(error) } });
    }),
    takeTasks: assign(({ context }, answered: BackgroundTasks) => ({
      tasks: answered.filter((task) => !context.closed.includes(task.taskId)).map((task) => named(context.namesOf, task)),
      answered: true,
      pollError: null,
    })),
  },
  guards: {
    isNews: ({ context }, answered: BackgroundTasks) =>
      context.answered &&
      hasNews(
        context.tasks,
        answered.filter((task) => !context.closed.includes(task.taskId)),
      ),
    canDownload: ({ context, event }) => {
      assertEvent(event, 'tasks.download');
      const task = taskOf(context, event.taskId);
      return task !== undefined && canDownload(task);
    },
    canClose: ({ context, event }) => {
      assertEvent(event, 'tasks.close');
      const task = taskOf(context, event.taskId);
      return task !== undefined && isFinished(task);
    },
  },
}).createMachine({
  id: 'taskPolling',
  type: 'parallel',
  context: ({ input }) => ({
    interval: input.interval ?? TASK_POLL_INTERVAL,
    tasks: [],
    answered: false,
    closed: [],
    downloaded: [],
    lastFile: null,
    workOn: null,
    order: null,
    namesOf: {},
    pollError: null,
    actionError: null,
    snackbar: input.snackbar ?? null,
  }),
  states: {
    feed: {
      initial: 'fetching',
      invoke: { id: 'pollTicks', src: 'pollTicks', input: ({ context }) => ({ interval: context.interval }) },
      states: {
        fetching: {
          invoke: {
            id: 'loadTasks',
            src: 'loadTasks',
            onDone: [
              {
                guard: { type: 'isNews', params: ({ event }) => event.output },
                target: 'waiting',
                actions: [{ type: 'takeTasks', params: ({ event }) => event.output }, 'openPopup'],
              },
              { target: 'waiting', actions: { type: 'takeTasks', params: ({ event }) => event.output } },
            ],
            onError: { target: 'waiting', actions: assign({ pollError: ({ event }) => toFailure(event.error) }) },
          },
        },
        waiting: {
          on: {
            'tasks.tick': 'fetching',
            // «Повторить» under a failed poll: asked again now, the failure gone while it is.
            'tasks.retry': { target: 'fetching', actions: assign({ pollError: null }) },
          },
        },
      },
    },
    popup: {
      initial: 'closed',
      states: {
        closed: { on: { 'popup.open': 'open', 'popup.toggle': 'open' } },
        open: { on: { 'popup.close': 'closed', 'popup.toggle': 'closed' } },
      },
    },
    work: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'tasks.create': { target: 'creating', actions: assign({ order: ({ event }) => event.order, actionError: null }) },
            'tasks.download': {
              guard: 'canDownload',
              target: 'downloading',
              actions: assign({ workOn: ({ event }) => event.taskId, actionError: null }),
            },
            'tasks.close': {
              guard: 'canClose',
              target: 'closing',
              actions: assign({ workOn: ({ event }) => event.taskId, actionError: null }),
            },
          },
        },
        creating: {
          invoke: {
            id: 'createTask',
            src: 'createTask',
            input: ({ context }) => context.order!,
            onDone: {
              target: 'idle',
              actions: [
                assign(({ context, event }) => {
                  const names = context.order?.initiativeNames;
                  const namesOf = names === undefined ? context.namesOf : { ...context.namesOf, [event.output.taskId]: names };
                  const lastFile =
                    context.order?.request.taskName === 'DOWNLOAD_INITIATIVE_BY_PHARMACY' ? event.output.taskId : context.lastFile;
                  return {
                    namesOf,
                    lastFile,
                    tasks: [...context.tasks.filter((task) => task.taskId !== event.output.taskId), named(namesOf, event.output)],
                  };
                }),
                'openPopup',
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                assign({ actionError: ({ event }) => toFailure(event.error) }),
                'openPopup',
                {
                  type: 'announceFailure',
                  params: ({ context, event }) => ({
                    title: createFailureTitles[context.order?.request.taskName ?? ''] ?? 'Не удалось создать задачу',
                    error: event.error,
                  }),
                },
              ],
            },
          },
        },
        downloading: {
          invoke: {
            id: 'downloadFile',
            src: 'downloadFile',
            input: ({ context }) => ({ taskId: context.workOn ?? '' }),
            onDone: {
              target: 'idle',
              actions: [
                {
                  type: 'saveFile',
                  params: ({ context, event }) => ({
                    blob: event.output.blob,
                    fileName: event.output.fileName ?? defaultTaskFileName(context.workOn ?? ''),
                  }),
                },
                assign({ downloaded: ({ context }) => [...context.downloaded, context.workOn ?? ''] }),
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                assign({ actionError: ({ event }) => toFailure(event.error) }),
                { type: 'announceFailure', params: ({ event }) => ({ title: fileFailureTitle, error: event.error }) },
              ],
            },
          },
        },
        closing: {
          invoke: {
            id: 'closeTask',
            src: 'closeTask',
            input: ({ context }) => ({ taskId: context.workOn ?? '' }),
            onDone: {
              target: 'idle',
              actions: assign({
                tasks: ({ context }) => context.tasks.filter((task) => task.taskId !== context.workOn),
                closed: ({ context }) => [...context.closed, context.workOn ?? ''],
              }),
            },
            onError: { target: 'idle', actions: assign({ actionError: ({ event }) => toFailure(event.error) }) },
          },
        },
      },
    },
  },
});

/** When the gateway names no file: the task's own name for it. */
export const defaultTaskFileName = (taskId: string) => `Инициатива, задача ${taskId}.xlsx`;

export type TaskPollingActor = ActorRefFrom<typeof taskPollingMachine>;
export type TaskPollingSnapshot = SnapshotFrom<typeof taskPollingMachine>;
