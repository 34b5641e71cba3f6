import type { CreateTaskRequest, TaskQueue } from '../../api/contract/initiatives-list';

/** A task to create: its queue and the body of task/create (reports-and-foundation §7). */
export interface TaskOrder {
  queue: TaskQueue;
  request: CreateTaskRequest;
  /**
   * The names of the initiatives as the list showed them, when the portal knows them all: the
   * bell names the task by them when the back end's answer does not (its initiativeNames is ours).
   */
  initiativeNames?: readonly string[];
}

/** 'Скачать инициативу': the initiative's rows for this pharmacy generated into a file. */
export const downloadInitiativeTask = (initiativeId: number, pharmacyId: number, initiativeName?: string): TaskOrder => ({
  queue: 'initiative-management-task-queue',
  request: { taskType: 'FILE_GENERATE', taskName: 'DOWNLOAD_INITIATIVE_BY_PHARMACY', params: JSON.stringify({ initiativeId, pharmacyId }) },
  ...(initiativeName === undefined ? {} : { initiativeNames: [initiativeName] }),
});

/** 'Отправить выбранные': the selected initiatives of this pharmacy sent again, as the primary export. */
export const sendSelectedTask = (initiativeIds: readonly number[], pharmacyId: number, initiativeNames?: readonly string[]): TaskOrder => ({
  queue: 'initiative-sender-task-queue',
  ...(initiativeNames === undefined ? {} : { initiativeNames }),
  request: {
    taskType: 'SIMPLE_AUTHORIZED',
    taskName: 'SELECTED_EXPORT_INITIATIVE_BY_PHARMACY',
    params: JSON.stringify({ pharmaciesByInitiative: Object.fromEntries(initiativeIds.map((id) => [id, [pharmacyId]])), primary: true }),
  },
});

/** 'Отправить текущие': the pharmacy's current initiatives sent. */
export const sendCurrentTask = (pharmacyId: number): TaskOrder => ({
  queue: 'initiative-sender-task-queue',
  request: { taskType: 'SIMPLE_AUTHORIZED', taskName: 'EXPORT_INITIATIVE_BY_PHARMACY', params: JSON.stringify({ pharmacyId }) },
});
