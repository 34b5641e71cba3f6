import type { CreateTaskRequest, TaskQueue } from '../api/contract/initiatives-list';

/** A task to create: its queue and the body of task/create (reports-and-foundation §7). */
export interface TaskOrder {
  queue: TaskQueue;
  request: CreateTaskRequest;
}

/** 'Скачать инициативу': the initiative's rows for this pharmacy generated into a file. */
export const downloadInitiativeTask = (initiativeId: number, pharmacyId: number): TaskOrder => ({
  queue: 'initiative-management-task-queue',
  request: { taskType: 'FILE_GENERATE', taskName: 'DOWNLOAD_INITIATIVE_BY_PHARMACY', params: JSON.stringify({ initiativeId, pharmacyId }) },
});

/** 'Отправить выбранные': the selected initiatives of this pharmacy sent again, as the primary export. */
export const sendSelectedTask = (initiativeIds: readonly number[], pharmacyId: number): TaskOrder => ({
  queue: 'initiative-sender-task-queue',
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
