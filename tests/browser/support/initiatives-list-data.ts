import { delay, http, HttpResponse } from 'msw';
import type { BackgroundTask, InitiativeListRow, InitiativeTableRequest } from '../../../src/api/contract/initiatives-list';
import { mockServer } from './mock-server';

/** The pharmacyInitiatives tab's gateway: the initiatives table and the background tasks, as msw answers them. */

const types = ['MANDATORY_MATRIX', 'RECOMMENDED_GOODS', 'PRODUCT_OF_THE_DAY'];
export const allRows: InitiativeListRow[] = Array.from({ length: 45 }, (_, index) => ({
  initiativeId: 101 + index,
  type: types[index % 3],
  initiativeName: index % 2 ? `Матрица ${String(index).padStart(2, '0')}` : `Акция ${String(index).padStart(2, '0')}`,
  initiativeStartDate: '2026-10-01',
  initiativeEndDate: '2026-12-31',
  initiativeSent: index % 4 === 0,
  initiativeLastExportTime: null,
  initiativeUpdateDateTime: null,
}));

/** The list as the gateway serves it (`served`, else the 45 rows): name 'contains', one sort, pages of rowCount (the spec's name; pageSize is our older one). Records the requests. */
export function serveList({ fail = 0, served = allRows }: { fail?: number; served?: InitiativeListRow[] } = {}) {
  const asked: InitiativeTableRequest[] = [];
  mockServer.use(
    http.post('/api/initiative-management/initiative-pharmacy-view/table', async ({ request }) => {
      const body = (await request.json()) as InitiativeTableRequest;
      asked.push(body);
      await delay(30);
      if (asked.length <= fail) return HttpResponse.json({ message: 'Сервис инициатив недоступен' }, { status: 500 });
      const name = body.filters?.initiativeName?.toLowerCase();
      let rows = served.filter((row) => !name || row.initiativeName.toLowerCase().includes(name));
      const [sort] = Object.entries(body.sorts ?? {});
      if (sort) {
        const [column, direction] = sort as [keyof InitiativeListRow, 'asc' | 'desc'];
        rows = [...rows].sort((a, b) => String(a[column]).localeCompare(String(b[column]), 'ru') * (direction === 'asc' ? 1 : -1));
      }
      const size = body.rowCount ?? body.pageSize ?? 20;
      const current = body.pageNumber;
      const page = { totalRows: rows.length, totalPages: Math.ceil(rows.length / size), pageNumber: current, rowCount: size };
      return HttpResponse.json({ rows: rows.slice((current - 1) * size, current * size), total: rows.length, current, ...page });
    }),
  );
  return asked;
}

/**
 * The task service: the tasks in turn as the test sets them; create, file link, file, close, DELETE
 * recorded. `specOnly`: as a back end of the spec alone, its tasks without our hasFile.
 */
export function serveTasks(initial: BackgroundTask[] = [], { specOnly = false } = {}) {
  const state = { tasks: [...initial], created: [] as unknown[], deleted: [] as string[], closed: [] as string[] };
  mockServer.use(
    http.get('/api/background-task/task/all-my', () => HttpResponse.json(state.tasks)),
    http.post('/api/background-task/task/create/:queue', async ({ params, request }) => {
      const body = (await request.json()) as { taskName: string; taskType: string; params: string };
      state.created.push({ queue: params.queue, ...body, params: JSON.parse(body.params) as unknown });
      const task: BackgroundTask = {
        taskId: `t${state.created.length}`,
        taskName: body.taskName,
        taskType: body.taskType,
        state: 'REGISTERED',
        created: new Date(2026, 10, 19, 10, 30).toISOString(),
        warnings: [],
        errors: [],
        ...(specOnly ? {} : { hasFile: false }),
      };
      state.tasks = [...state.tasks, task];
      return HttpResponse.json(task);
    }),
    http.get('/api/background-task/task/file/:taskId', ({ params }) =>
      HttpResponse.text(`/background-task/task/download/${String(params.taskId)}`),
    ),
    http.get(
      '/api/background-task/task/download/:taskId',
      () =>
        new HttpResponse(new Blob(['xlsx']), {
          headers: {
            'content-type': 'application/octet-stream',
            'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('Инициатива 101.xlsx')}`,
          },
        }),
    ),
    http.post('/api/background-task/task/close/:taskId', ({ params }) => {
      const taskId = String(params.taskId);
      state.closed.push(taskId);
      const closing = state.tasks.find((task) => task.taskId === taskId);
      state.tasks = state.tasks.filter((task) => task.taskId !== taskId);
      const hadFile = closing?.hasFile ?? closing?.taskType === 'FILE_GENERATE';
      return HttpResponse.json({ hasFile: hadFile, fileDeleteLink: hadFile ? `/background-task/task/download/${taskId}` : null });
    }),
    http.delete('/api/background-task/task/download/:taskId', ({ params }) => {
      state.deleted.push(String(params.taskId));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return state;
}
