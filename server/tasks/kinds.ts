import * as v from 'valibot';
import type { TaskName, TaskQueue } from '../../src/api/contract/initiatives-list';

/**
 * What each task is (reports-and-foundation §4, §7): the queue it runs on, the type it must be
 * created with and the shape of its params (a JSON string in the request). The download makes a
 * file (FILE_GENERATE) on the initiative-management queue; the two exports only write, so they
 * are SIMPLE_AUTHORIZED on the sender's queue.
 */
const Id = v.pipe(
  v.number('ожидается номер'),
  v.integer('ожидается целый номер'),
  v.minValue(1, 'номер начинается с 1'),
  v.maxValue(2_147_483_647, 'слишком большой номер'),
);
/** Object keys are strings in JSON: an initiative id as a key. */
const IdKey = v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/u, 'ключ — номер инициативы'));

export const DownloadParams = v.object({ initiativeId: Id, pharmacyId: Id });
export const ExportParams = v.object({ pharmacyId: Id });
export const SelectedExportParams = v.object({
  pharmaciesByInitiative: v.pipe(
    v.record(
      IdKey,
      v.pipe(v.array(Id, 'ожидается список аптек'), v.minLength(1, 'укажите аптеку'), v.maxLength(100, 'не больше 100 аптек')),
    ),
    v.check((record) => Object.keys(record).length >= 1, 'выберите хотя бы одну инициативу'),
    v.check((record) => Object.keys(record).length <= 1000, 'не больше 1000 инициатив за раз'),
  ),
  /** Kept with the task as sent; the export does the same either way (docs/decisions/background-tasks.md). */
  primary: v.boolean('ожидается true или false'),
});

export type DownloadParams = v.InferOutput<typeof DownloadParams>;
export type ExportParams = v.InferOutput<typeof ExportParams>;
export type SelectedExportParams = v.InferOutput<typeof SelectedExportParams>;

export const taskKinds = {
  DOWNLOAD_INITIATIVE_BY_PHARMACY: { queue: 'initiative-management-task-queue', taskType: 'FILE_GENERATE', params: DownloadParams },
  EXPORT_INITIATIVE_BY_PHARMACY: { queue: 'initiative-sender-task-queue', taskType: 'SIMPLE_AUTHORIZED', params: ExportParams },
  SELECTED_EXPORT_INITIATIVE_BY_PHARMACY: {
    queue: 'initiative-sender-task-queue',
    taskType: 'SIMPLE_AUTHORIZED',
    params: SelectedExportParams,
  },
} as const satisfies Record<TaskName, { queue: TaskQueue; taskType: string; params: v.GenericSchema }>;

/** A task's params as its work reads them from the stored row. */
export type TaskParams = { [K in TaskName]: v.InferOutput<(typeof taskKinds)[K]['params']> };
