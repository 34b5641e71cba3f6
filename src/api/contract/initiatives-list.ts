/**
 * The pharmacy's initiatives list and what it needs (spec purchasing-and-pay §2.9, §2.10, §3, §4,
 * §7.6, §7.7; reports-and-foundation §3, §4, §7, §8): the paged list, the background
 * tasks, the per-user table settings, the pharmacy purchase form and the feedback tab.
 *
 * Our choices where the spec is silent (docs/decisions/initiatives-list.md, background-tasks.md):
 * - The list's parameters carry the spec's names (reports-and-foundation §3): pageNumber
 *   (1-based), rowCount (the page size: 10, 20, 50 or 100; 20 by default), sorts, filters (what is
 *   typed: id, name, dates, sent) and multiFilters (values picked from a list, any matching: the
 *   portal sends its type filter there); the answer has §7.6's rows, total and current and §3's
 *   totalRows, totalPages, pageNumber and rowCount. Our older `pageSize` and `filters.type` are
 *   still heard for older clients.
 * - The current purchase is read with GET /common/pharmacy_purchase/current (the spec hides it).
 * - Feedback lives under /common/feedback (the spec only names the tab).
 * - A task's file link is a path under /background-task (GET to fetch, DELETE to remove).
 */
import { maxPurchaseSum } from '../../domain/orders/purchase/purchase-sum';
import { formatNumber } from '../../domain/shared/format';
import * as v from 'valibot';
import { declareCalls } from './call';
import { extension, staffPharmacy } from './extension';
import { tags } from './tags';

// ---- The list (§7.6) ----------------------------------------------------------------------------

/** The columns of a list row (§2.9), in the spec's order. */
export const initiativeListColumns = [
  'initiativeId',
  'type',
  'initiativeName',
  'initiativeStartDate',
  'initiativeEndDate',
  'initiativeSent',
  'initiativeLastExportTime',
  'initiativeUpdateDateTime',
] as const;
export type InitiativeListColumn = (typeof initiativeListColumns)[number];
/** Visible by default (§2.9): id, type, name, sent; the others start hidden. */
export const defaultVisibleColumns: readonly InitiativeListColumn[] = ['initiativeId', 'type', 'initiativeName', 'initiativeSent'];
export const pageSizes = [10, 20, 50, 100] as const;
export const defaultPageSize = 20;

export const SortDirection = v.picklist(['asc', 'desc'], 'ожидается asc или desc');
/**
 * Filters by column: text columns match case-insensitively by 'contains', `type` by its code,
 * dates as from/to bounds (YYYY-MM-DD, inclusive), `initiativeSent` as true/false.
 */
export const InitiativeTableFilters = v.object({
  initiativeId: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(20)))),
  type: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(60)))),
  initiativeName: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(200)))),
  initiativeStartDateFrom: v.optional(v.nullable(v.pipe(v.string(), v.isoDate('ожидается дата ГГГГ-ММ-ДД')))),
  initiativeStartDateTo: v.optional(v.nullable(v.pipe(v.string(), v.isoDate('ожидается дата ГГГГ-ММ-ДД')))),
  initiativeEndDateFrom: v.optional(v.nullable(v.pipe(v.string(), v.isoDate('ожидается дата ГГГГ-ММ-ДД')))),
  initiativeEndDateTo: v.optional(v.nullable(v.pipe(v.string(), v.isoDate('ожидается дата ГГГГ-ММ-ДД')))),
  initiativeSent: v.optional(v.nullable(v.boolean('ожидается true или false'))),
});
export type InitiativeTableFilters = v.InferOutput<typeof InitiativeTableFilters>;

/** Several values of a column, a row matching any of them: ids exactly, types by code. */
const Values = <S extends v.GenericSchema>(value: S) =>
  v.optional(v.nullable(v.pipe(v.array(value), v.maxLength(100, 'не больше 100 значений'))));
export const InitiativeTableMultiFilters = v.object({
  initiativeId: Values(v.pipe(v.string(), v.maxLength(20))),
  type: Values(v.pipe(v.string(), v.maxLength(60))),
});
export type InitiativeTableMultiFilters = v.InferOutput<typeof InitiativeTableMultiFilters>;

const PageSize = v.picklist(pageSizes, 'размер страницы: 10, 20, 50 или 100');

export const InitiativeTableRequest = v.pipe(
  v.object({
    pharmacyId: extension(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), staffPharmacy),
    /** 1-based. */
    pageNumber: v.pipe(
      v.number('ожидается номер страницы'),
      v.integer('ожидается номер страницы'),
      v.minValue(1, 'страницы нумеруются с 1'),
      v.maxValue(1_000_000, 'слишком большой номер страницы'),
    ),
    /** The page size, as the spec names it. */
    rowCount: v.optional(PageSize),
    /** Our older name of rowCount, still accepted; rowCount wins when both come. */
    pageSize: extension(v.optional(PageSize), {
      why: 'Our name of the page size before the list took the spec’s rowCount; clients written then still send it, and the gateway still hears it.',
      without: 'Nothing: the portal sends the page size as rowCount.',
    }),
    /** Column → direction; the first key sorts first. */
    sorts: v.optional(v.record(v.picklist(initiativeListColumns, 'неизвестная колонка'), SortDirection), {}),
    filters: v.optional(InitiativeTableFilters, {}),
    multiFilters: v.optional(InitiativeTableMultiFilters, {}),
  }),
  v.transform(({ pageSize, rowCount, ...request }) => ({ ...request, rowCount: rowCount ?? pageSize ?? defaultPageSize })),
);
export type InitiativeTableRequest = v.InferInput<typeof InitiativeTableRequest>;

/** A row (§2.9). Dates: start and end as YYYY-MM-DD; export and update times as ISO date-times. */
export const InitiativeListRow = v.object({
  initiativeId: v.number(),
  type: v.string(),
  initiativeName: v.string(),
  initiativeStartDate: v.nullable(v.string()),
  initiativeEndDate: v.nullable(v.string()),
  initiativeSent: v.boolean(),
  initiativeLastExportTime: v.nullable(v.string()),
  initiativeUpdateDateTime: v.nullable(v.string()),
});
export type InitiativeListRow = v.InferOutput<typeof InitiativeListRow>;

/**
 * §7.6: rows, total, current (the page answered, 1-based); and §3's names of the same, which a
 * back end may leave out: totalRows (= total), totalPages (ceiling of totalRows over rowCount),
 * pageNumber (= current), rowCount.
 */
export const InitiativeTablePage = v.object({
  rows: v.array(InitiativeListRow),
  total: v.number(),
  current: v.number(),
  totalRows: v.optional(v.number()),
  totalPages: v.optional(v.number()),
  pageNumber: v.optional(v.number()),
  rowCount: v.optional(v.number()),
});
export type InitiativeTablePage = v.InferOutput<typeof InitiativeTablePage>;

// ---- Table settings (reports-and-foundation §3, §7) ---------------------------------------------

/** A column's or filter's visibility, in the order shown. */
/**
 * Bounds of what one user may store: a table's settings take at most 64 KB as stored
 * JSON, and a user keeps settings for at most 100 tables. The portal has a handful of tables and
 * their settings take about 2 KB.
 */
export const tableSettingsLimits = { bytes: 64 * 1024, tables: 100, columns: 100 } as const;

export const GridItem = v.object({ key: v.pipe(v.string(), v.minLength(1), v.maxLength(100)), show: v.boolean() });
export const TableSettings = v.object({
  tableName: v.pipe(v.string('ожидается имя таблицы'), v.regex(/^[A-Za-z0-9_.-]{1,100}$/u, 'имя таблицы: латинские буквы, цифры, _ . -')),
  /** Column key → width in px. */
  columnsWidth: v.optional(
    v.pipe(
      v.record(v.pipe(v.string(), v.maxLength(100)), v.pipe(v.number(), v.minValue(20), v.maxValue(2000))),
      v.check((widths) => Object.keys(widths).length <= tableSettingsLimits.columns, `не больше ${tableSettingsLimits.columns} столбцов`),
    ),
    {},
  ),
  /** Always an array: column id and desc. */
  sorts: v.optional(v.pipe(v.array(v.object({ id: v.pipe(v.string(), v.maxLength(100)), desc: v.boolean() })), v.maxLength(50)), []),
  filtersGrid: v.optional(v.pipe(v.array(GridItem), v.maxLength(100)), []),
  /** Visibility and order of the columns. */
  columnsGrid: v.optional(v.pipe(v.array(GridItem), v.maxLength(100)), []),
  /** Grows when the shape changes, so an old setting merges cleanly. */
  version: extension(v.optional(v.number(), 1), {
    why: 'Saved settings outlive the portal that wrote them; the version tells a later shape from this one, so a setting written by a newer portal is not misread.',
    without:
      'Settings come back without it and are read as version 1, the only shape so far: the columns, filters, widths and sorts saved are restored as today.',
  }),
});
export type TableSettings = v.InferOutput<typeof TableSettings>;
export type TableSettingsInput = v.InferInput<typeof TableSettings>;

/** GET answers the name and the settings as a JSON string (null: never saved). */
export const TableSettingsAnswer = v.object({ tableName: v.string(), settingsBody: v.nullable(v.string()) });
export type TableSettingsAnswer = v.InferOutput<typeof TableSettingsAnswer>;

// ---- Background tasks (reports-and-foundation §4, §7) -------------------------------------------

export const taskQueues = ['initiative-management-task-queue', 'initiative-sender-task-queue'] as const;
export type TaskQueue = (typeof taskQueues)[number];
export const taskTypes = ['SIMPLE_AUTHORIZED', 'FILE_GENERATE'] as const;
export const taskNames = [
  'DOWNLOAD_INITIATIVE_BY_PHARMACY',
  'EXPORT_INITIATIVE_BY_PHARMACY',
  'SELECTED_EXPORT_INITIATIVE_BY_PHARMACY',
] as const;
export type TaskName = (typeof taskNames)[number];
export const taskStates = ['REGISTERED', 'STARTED', 'SUCCESS', 'ERROR'] as const;
export type TaskState = (typeof taskStates)[number];

/**
 * Body of task/create. `params` is JSON text: DOWNLOAD_INITIATIVE_BY_PHARMACY {initiativeId,
 * pharmacyId}; EXPORT_INITIATIVE_BY_PHARMACY {pharmacyId}; SELECTED_EXPORT_INITIATIVE_BY_PHARMACY
 * {pharmaciesByInitiative: {[initiativeId]: [pharmacyId]}, primary: boolean}.
 */
export const CreateTaskRequest = v.object({
  taskType: v.picklist(taskTypes, 'неизвестный тип задачи'),
  taskName: v.picklist(taskNames, 'неизвестная задача'),
  params: v.pipe(v.string('ожидаются параметры задачи строкой JSON'), v.maxLength(100_000, 'слишком длинные параметры')),
  servicePath: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(200)))),
});
export type CreateTaskRequest = v.InferInput<typeof CreateTaskRequest>;

/** §3 'Background task', with our hasFile and initiativeNames. created: ISO date-time. */
export const BackgroundTask = v.object({
  taskId: v.string(),
  taskName: v.string(),
  taskType: v.string(),
  state: v.picklist(taskStates),
  created: v.string(),
  warnings: v.optional(v.array(v.string()), []),
  errors: v.optional(v.array(v.string()), []),
  hasFile: extension(v.optional(v.boolean()), {
    why: 'Whether a finished task has a file to fetch: a task that ended without one (or whose file is gone) keeps «Скачать» disabled instead of failing on click.',
    without:
      'A file-making task (FILE_GENERATE: «Выгрузка инициативы в файл») can be downloaded once it is SUCCESS, as the spec says; a missing file then shows the error snackbar «Не удалось скачать файл задачи».',
  }),
  /** The initiatives the task works on, so its title can name them. */
  initiativeNames: extension(v.optional(v.array(v.string())), {
    why: 'The bell names the initiatives a task works on («Выгрузка инициативы «…» в файл»), so several downloads can be told apart.',
    without:
      'A task created from this page is named by the initiatives of the rows it was created from; any other task (created before a reload, in another tab) by its kind, e.g. «Выгрузка инициативы в файл», with its creation time.',
  }),
});
export type BackgroundTask = v.InferOutput<typeof BackgroundTask>;
export const BackgroundTasks = v.array(BackgroundTask);
export type BackgroundTasks = v.InferOutput<typeof BackgroundTasks>;

export const CloseTaskAnswer = v.object({ hasFile: v.boolean(), fileDeleteLink: v.nullable(v.string()) });
export type CloseTaskAnswer = v.InferOutput<typeof CloseTaskAnswer>;

// ---- Pharmacy purchase (§2.8, §7.7) -------------------------------------------------------------

/** The portal's purchase sum of the current quarter and the date it was entered for; null: none yet. */
export const CurrentPurchase = v.nullable(v.object({ purchase: v.number(), date: v.string() }));
export type CurrentPurchase = v.InferOutput<typeof CurrentPurchase>;

export const PharmacyPurchaseSave = v.object({
  purchase: v.pipe(
    v.number('сумма закупки должна быть числом'),
    v.minValue(0, 'сумма закупки не может быть отрицательной'),
    v.maxValue(maxPurchaseSum, 'сумма закупки слишком велика'),
  ),
  date: v.pipe(v.string('ожидается дата ГГГГ-ММ-ДД'), v.isoDate('ожидается дата ГГГГ-ММ-ДД')),
  pharmacyId: v.pipe(v.number('ожидается аптека'), v.integer(), v.minValue(1)),
});
export type PharmacyPurchaseSave = v.InferInput<typeof PharmacyPurchaseSave>;

// ---- Feedback -----------------------------------------------------------------------------------

export const feedbackTopics = ['initiative', 'order', 'report', 'payroll', 'portal', 'other'] as const;
export type FeedbackTopic = (typeof feedbackTopics)[number];
export const feedbackLimits = { message: 2000 } as const;
export const feedbackStatuses = ['NEW', 'IN_PROGRESS', 'ANSWERED'] as const;

export const FeedbackRequest = v.object({
  pharmacyId: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  topic: v.picklist(feedbackTopics, 'выберите тему'),
  message: v.pipe(
    v.string('ожидается текст сообщения'),
    v.trim(),
    v.minLength(1, 'напишите сообщение'),
    v.maxLength(feedbackLimits.message, `сообщение не длиннее ${formatNumber(feedbackLimits.message)} символов`),
  ),
  initiativeId: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1)))),
});
export type FeedbackRequest = v.InferInput<typeof FeedbackRequest>;

export const FeedbackEntry = v.object({
  id: v.number(),
  topic: v.picklist(feedbackTopics),
  message: v.string(),
  initiativeId: v.nullable(v.number()),
  initiativeName: v.nullable(v.string()),
  /** ISO date-time. */
  created: v.string(),
  status: v.picklist(feedbackStatuses),
  answer: v.nullable(v.string()),
});
export type FeedbackEntry = v.InferOutput<typeof FeedbackEntry>;
export const FeedbackEntries = v.array(FeedbackEntry);

// ---- The calls ----------------------------------------------------------------------------------

const MAX_ID = 2_147_483_647;
const positive = 'ожидается целое положительное число';

/**
 * ?pharmacyId of the purchase and feedback calls: a pharmacy user's own whatever it names; staff
 * name one. The wire carries digits; the portal hands a number.
 */
export const PharmacyQuery = v.object({
  pharmacyId: v.optional(
    v.pipe(
      v.union([v.pipe(v.number(), v.integer(positive)), v.pipe(v.string(), v.regex(/^\d+$/u, positive))], positive),
      v.transform(Number),
      v.minValue(1, positive),
      v.maxValue(MAX_ID, `не больше ${formatNumber(MAX_ID)}`),
    ),
  ),
});

/** The table name in the path, checked as the body's (the same pattern). */
export const TableNameParams = v.object({ name: TableSettings.entries.tableName });
export const QueueParams = v.object({ queue: v.picklist(taskQueues, 'неизвестная очередь задач') });
export const TaskIdParams = v.object({
  taskId: v.pipe(v.string('ожидается номер задачи'), v.maxLength(100, 'слишком длинный номер задачи')),
});

/** What a task's file is: the xlsx of an initiative or of an export (server/tasks). */
export const taskFileTypes = ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] as const;

/** §7.6: the pharmacy's initiatives list. */
export const initiativesListCalls = declareCalls(tags.initiativesTable, {
  initiativesPage: {
    method: 'POST',
    path: '/initiative-management/initiative-pharmacy-view/table',
    summary: 'Страница таблицы «Аптека — инициативы»: отбор, сортировка, страница',
    body: InitiativeTableRequest,
    answer: { json: InitiativeTablePage },
    errors: [404],
  },
});

const tableSettingsPath = '/table-settings/settings/table/{name}';

/** The signed-in user's settings of one table: nobody reads another's, whatever name it sends. */
export const tableSettingsCalls = declareCalls(tags.tableSettings, {
  loadTableSettings: {
    method: 'GET',
    path: tableSettingsPath,
    summary: 'Настройки таблицы пользователя (settingsBody null — не сохранялись)',
    params: TableNameParams,
    answer: { json: TableSettingsAnswer },
  },
  saveTableSettings: {
    method: 'POST',
    path: tableSettingsPath,
    summary: 'Сохранить настройки таблицы пользователя; 413 — больше 64 КБ',
    params: TableNameParams,
    body: TableSettings,
    answer: { json: TableSettingsAnswer },
  },
});

const task = '/background-task/task';

/** The signed-in user's background tasks: another user's task answers as an unknown one (404). */
export const backgroundTaskCalls = declareCalls(tags.backgroundTasks, {
  createTask: {
    method: 'POST',
    path: `${task}/create/{queue}`,
    summary: 'Создать фоновую задачу (выгрузку); 503 — задачи сейчас не выполняются',
    params: QueueParams,
    body: CreateTaskRequest,
    answer: { json: BackgroundTask },
    errors: [404, 503],
  },
  closeTask: {
    method: 'POST',
    path: `${task}/close/{taskId}`,
    summary: 'Закрыть свою задачу (её файл удаляется)',
    params: TaskIdParams,
    answer: { json: CloseTaskAnswer },
    errors: [404],
  },
  myTasks: {
    method: 'GET',
    path: `${task}/all-my`,
    summary: 'Открытые задачи пользователя',
    answer: { json: BackgroundTasks },
  },
  taskFileLink: {
    method: 'GET',
    path: `${task}/file/{taskId}`,
    summary: 'Ссылка на файл выполненной задачи; 409 — задача ещё выполняется или без файла',
    params: TaskIdParams,
    answer: { text: 'Ссылка на файл задачи (путь от корня сайта): GET — файл, DELETE — удалить его' },
    errors: [404, 409],
  },
  downloadTaskFile: {
    method: 'GET',
    path: `${task}/download/{taskId}`,
    summary: 'Файл выполненной задачи',
    params: TaskIdParams,
    answer: { file: taskFileTypes, description: 'Файл задачи (xlsx) с именем в Content-Disposition' },
    errors: [404],
  },
  deleteTaskFile: {
    method: 'DELETE',
    path: `${task}/download/{taskId}`,
    summary: 'Удалить файл закрытой задачи',
    params: TaskIdParams,
    answer: { empty: 'Файла больше нет (был он или нет)' },
    errors: [404],
  },
});

/** The pharmacy's purchase sum (§7.7) and its feedback (ours): a pharmacy user's own, staff name the pharmacy. */
export const commonCalls = declareCalls(tags.common, {
  currentPharmacyPurchase: {
    method: 'GET',
    path: '/common/pharmacy_purchase/current',
    summary: 'Закупка аптеки текущего квартала (null — не вводилась)',
    extension: {
      why: 'The purchase form shows the sum already entered for the quarter (the spec says reading it exists but not how).',
      without: "The line is not shown; the form saves as the spec's does.",
    },
    query: PharmacyQuery,
    answer: { json: CurrentPurchase },
    errors: [404],
  },
  savePharmacyPurchase: {
    method: 'PUT',
    path: '/common/pharmacy_purchase/save',
    summary: 'Сохранить закупку аптеки за квартал её даты',
    body: PharmacyPurchaseSave,
    answer: { text: '«Данные успешно сохранены»' },
    errors: [404],
  },
  pharmacyFeedback: {
    method: 'GET',
    path: '/common/feedback',
    summary: 'Обращения аптеки к дистрибьютору',
    extension: { why: 'The feedback tab lists what the pharmacy wrote before.', without: 'No feedback tab.' },
    query: PharmacyQuery,
    answer: { json: FeedbackEntries },
    errors: [404],
  },
  sendFeedback: {
    method: 'POST',
    path: '/common/feedback',
    summary: 'Отправить обращение',
    extension: { why: 'The feedback tab sends a message to the distributor.', without: 'No feedback tab.' },
    body: FeedbackRequest,
    answer: { json: FeedbackEntry },
    errors: [404],
  },
});
