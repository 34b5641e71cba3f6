import type { BackgroundTask, TaskState } from '../../api/contract/initiatives-list';
import { canDownload, isFinished, type TaskPollingSnapshot } from './task-polling.machine';

/** The tasks the portal knows, by name (reports-and-foundation §4), in Russian. */
export const taskTitles: Readonly<Record<string, string>> = {
  DOWNLOAD_INITIATIVE_BY_PHARMACY: 'Выгрузка инициативы в файл',
  SELECTED_EXPORT_INITIATIVE_BY_PHARMACY: 'Отправка выбранных инициатив',
  EXPORT_INITIATIVE_BY_PHARMACY: 'Отправка текущих инициатив',
};
/** Reports-and-foundation §8. */
export const unknownTaskTitle = 'Неизвестная задача';
export const warningsText = 'Задача выполнена с предупреждениями';
export const criticalErrorsText = 'В ходе выполнения задачи возникли критические ошибки';

export const taskStateNames: Record<TaskState, string> = {
  REGISTERED: 'Новая',
  STARTED: 'Выполняется',
  SUCCESS: 'Выполнена',
  ERROR: 'Ошибка',
};

/** At most this many initiatives are named in a title; the rest are counted. */
const namedInTitle = 3;

const quotedNames = (names: readonly string[]): string => {
  const named = names
    .slice(0, namedInTitle)
    .map((name) => `«${name}»`)
    .join(', ');
  return names.length > namedInTitle ? `${named} и ещё ${names.length - namedInTitle}` : named;
};

/**
 * The task's title names what it works on when the gateway says (initiativeNames, our extra
 * field): «Выгрузка инициативы «…» в файл», «Отправка выбранных инициатив: «…», «…»». Without the
 * names (a back end of the spec alone) the title is the task's kind.
 */
export function taskTitle(task: Pick<BackgroundTask, 'taskName' | 'initiativeNames'>): string {
  if (!Object.hasOwn(taskTitles, task.taskName)) return unknownTaskTitle;
  const names = task.initiativeNames ?? [];
  if (names.length === 1 && task.taskName === 'DOWNLOAD_INITIATIVE_BY_PHARMACY') return `Выгрузка инициативы «${names[0]}» в файл`;
  if (names.length > 0 && task.taskName === 'SELECTED_EXPORT_INITIATIVE_BY_PHARMACY')
    return `${taskTitles[task.taskName]}: ${quotedNames(names)}`;
  return taskTitles[task.taskName];
}

/** The task's outcome in a sentence: critical errors, or success with warnings; null otherwise. */
export function taskOutcome(task: Pick<BackgroundTask, 'state' | 'warnings' | 'errors'>): string | null {
  if (task.state === 'ERROR') return criticalErrorsText;
  if (task.state === 'SUCCESS' && task.warnings.length > 0) return warningsText;
  return null;
}

/** A task that makes a file has a download button (enabled only on SUCCESS). */
export const makesFile = (task: Pick<BackgroundTask, 'taskType' | 'hasFile'>) => task.taskType === 'FILE_GENERATE' || task.hasFile === true;

export const selectTasks = (snapshot: TaskPollingSnapshot) => snapshot.context.tasks;
export const selectUnfinishedCount = (snapshot: TaskPollingSnapshot) => snapshot.context.tasks.filter((task) => !isFinished(task)).length;
/** A file ready to fetch that was not saved here yet. */
const waitsForDownload = (snapshot: TaskPollingSnapshot, task: BackgroundTask) =>
  canDownload(task) && !snapshot.context.downloaded.includes(task.taskId);
export const selectReadyFileCount = (snapshot: TaskPollingSnapshot) =>
  snapshot.context.tasks.filter((task) => waitsForDownload(snapshot, task)).length;
/** The bell's badge: what still waits for the user, unfinished tasks and ready files not yet downloaded. */
export const selectBadgeCount = (snapshot: TaskPollingSnapshot) => selectUnfinishedCount(snapshot) + selectReadyFileCount(snapshot);
/**
 * The popup's order: ready files not yet downloaded first, so a ready file is one click from the
 * opened bell; otherwise the newest first.
 */
export const selectTasksForPopup = (snapshot: TaskPollingSnapshot): BackgroundTask[] => {
  const newestFirst = [...snapshot.context.tasks].reverse();
  return [
    ...newestFirst.filter((task) => waitsForDownload(snapshot, task)),
    ...newestFirst.filter((task) => !waitsForDownload(snapshot, task)),
  ];
};

/** The line beside the bell about the last initiative file asked for here; null once saved or closed. */
export type FileNotice =
  { kind: 'making'; title: string } | { kind: 'ready'; title: string; taskId: string } | { kind: 'failed'; title: string };

export function selectFileNotice(snapshot: TaskPollingSnapshot): FileNotice | null {
  const { lastFile } = snapshot.context;
  const task = snapshot.context.tasks.find((candidate) => candidate.taskId === lastFile);
  if (!task || snapshot.context.downloaded.includes(task.taskId)) return null;
  const names = task.initiativeNames ?? [];
  const title = names.length === 1 ? `Файл инициативы «${names[0]}»` : 'Файл инициативы';
  if (task.state === 'ERROR') return { kind: 'failed', title };
  if (task.state === 'SUCCESS') return canDownload(task) ? { kind: 'ready', title, taskId: task.taskId } : null;
  return { kind: 'making', title };
}

export const selectPopupOpen = (snapshot: TaskPollingSnapshot) => snapshot.matches({ popup: 'open' });
/** Busy with one action on the tasks: the others wait. */
export const selectBusy = (snapshot: TaskPollingSnapshot) => !snapshot.matches({ work: 'idle' });
export const selectCreating = (snapshot: TaskPollingSnapshot) => snapshot.matches({ work: 'creating' });
export const selectWorkOn = (snapshot: TaskPollingSnapshot) => (snapshot.matches({ work: 'idle' }) ? null : snapshot.context.workOn);
export const selectActionError = (snapshot: TaskPollingSnapshot) => snapshot.context.actionError?.message.trim() || null;
/** Whether the tasks are known: until the first answer the popup cannot say there are none. */
export const selectTasksKnown = (snapshot: TaskPollingSnapshot) => snapshot.context.answered;
export const selectPollError = (snapshot: TaskPollingSnapshot) => snapshot.context.pollError?.message.trim() || null;
