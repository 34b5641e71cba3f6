import {
  BackgroundTask,
  BackgroundTasks,
  CloseTaskAnswer,
  CreateTaskRequest,
  CurrentPurchase,
  FeedbackEntries,
  FeedbackEntry,
  FeedbackRequest,
  InitiativeTablePage,
  InitiativeTableRequest,
  PharmacyPurchaseSave,
  TableSettings,
  TableSettingsAnswer,
} from '../../../src/api/contract/initiatives-list';
import { PharmacyIdQuery, PlanQuery, SalesMotivation, SalesMotivationSave, SalesMotivationSaved } from '../../../src/api/contract/sales-motivation';
import { QueueParam } from '../../services/background-task/create';
import { TaskIdParam } from '../../services/background-task/owned-task';
import { PharmacyQuery } from '../../services/common/feedback-routes';
import { NameParams } from '../../services/table-settings/index';
import type { Catalogue } from '../operation';
import { tags } from '../../../src/api/contract/tags';

/**
 * /api/initiative-management, /api/table-settings, /api/background-task and /api/common
 * (purchasing-and-pay §7.5-7.7, reports-and-foundation §7 'Table settings', 'Background tasks').
 */
export const initiativesOperations: Catalogue = {
  'GET /initiative-management/initiative-sales-motivation': {
    summary: 'План мотивации продаж аптеки на месяц',
    tag: tags.salesMotivation,
    query: PlanQuery,
    answer: { json: SalesMotivation },
  },
  'POST /initiative-management/initiative-sales-motivation': {
    summary: 'Сохранить план мотивации продаж',
    tag: tags.salesMotivation,
    body: SalesMotivationSave,
    answer: { json: SalesMotivationSaved },
  },
  'POST /initiative-management/initiative-sales-motivation/prolong': {
    summary: 'Продлить план мотивации продаж на следующий месяц',
    tag: tags.salesMotivation,
    query: PharmacyIdQuery,
    answer: { json: SalesMotivationSaved },
  },
  'POST /initiative-management/initiative-pharmacy-view/table': {
    summary: 'Страница таблицы «Аптека — инициативы»',
    tag: tags.initiativesTable,
    body: InitiativeTableRequest,
    answer: { json: InitiativeTablePage },
  },

  'GET /table-settings/settings/table/:name': {
    summary: 'Настройки таблицы пользователя',
    tag: tags.tableSettings,
    params: NameParams,
    answer: { json: TableSettingsAnswer },
  },
  'POST /table-settings/settings/table/:name': {
    summary: 'Сохранить настройки таблицы пользователя',
    tag: tags.tableSettings,
    params: NameParams,
    body: TableSettings,
    answer: { json: TableSettingsAnswer },
  },

  'POST /background-task/task/create/:queue': {
    summary: 'Создать фоновую задачу (выгрузку)',
    tag: tags.backgroundTasks,
    params: QueueParam,
    body: CreateTaskRequest,
    answer: { json: BackgroundTask },
  },
  'POST /background-task/task/close/:taskId': {
    summary: 'Закрыть свою задачу',
    tag: tags.backgroundTasks,
    params: TaskIdParam,
    answer: { json: CloseTaskAnswer },
  },
  'GET /background-task/task/all-my': { summary: 'Открытые задачи пользователя', tag: tags.backgroundTasks, answer: { json: BackgroundTasks } },
  'GET /background-task/task/file/:taskId': {
    summary: 'Ссылка на файл выполненной задачи',
    tag: tags.backgroundTasks,
    params: TaskIdParam,
    answer: { text: 'Ссылка на файл задачи (путь от корня сайта)' },
  },
  'GET /background-task/task/download/:taskId': {
    summary: 'Файл выполненной задачи',
    tag: tags.backgroundTasks,
    params: TaskIdParam,
    answer: { file: ['application/octet-stream'], description: 'Файл задачи с его типом и именем в Content-Disposition' },
  },
  'DELETE /background-task/task/download/:taskId': {
    summary: 'Удалить файл закрытой задачи',
    tag: tags.backgroundTasks,
    params: TaskIdParam,
    answer: { empty: 'Файла больше нет (был он или нет)' },
  },

  'GET /common/pharmacy_purchase/current': {
    summary: 'Закупка аптеки текущего квартала',
    tag: tags.common,
    query: PharmacyQuery,
    answer: { json: CurrentPurchase },
  },
  'PUT /common/pharmacy_purchase/save': {
    summary: 'Сохранить закупку аптеки',
    tag: tags.common,
    body: PharmacyPurchaseSave,
    answer: { text: '«Данные успешно сохранены»' },
  },
  'GET /common/feedback': { summary: 'Обращения аптеки', tag: tags.common, query: PharmacyQuery, answer: { json: FeedbackEntries } },
  'POST /common/feedback': { summary: 'Отправить обращение', tag: tags.common, body: FeedbackRequest, answer: { json: FeedbackEntry } },
};
