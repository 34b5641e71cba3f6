import { eq, inArray } from 'drizzle-orm';
import { read, utils } from 'xlsx';
import { beforeAll, describe, expect, it } from 'vitest';
import { backgroundTasks, initiativeDeliveries, initiatives, reportDownloadRows, users } from '../../../server/db/schema';
import { initiativeRepository } from '../../../server/reports/initiatives';
import { fileNameFromContentDisposition } from '../../../src/domain/shared/content-disposition';
import { downloadKindOf } from '../../../src/domain/shared/initiative-types';
import { expectMessage } from '../reports/support';
import { download, taskGateway } from './support';

const { state, call, create, created, myTasks, finished } = taskGateway();
const MANAGEMENT = 'initiative-management-task-queue';
const SENDER = 'initiative-sender-task-queue';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** apteka1's initiatives: one with a report download that has rows, one of a type without a download. */
const known = { withRows: 0, withRowsName: '', rowCount: 0, withoutDownload: 0, ofApteka2: 0 };
beforeAll(async () => {
  const db = state.gateway.database.db;
  const rows = await db
    .select({
      id: initiatives.id,
      pharmacyId: initiatives.pharmacyId,
      type: initiatives.type,
      name: initiatives.name,
      rows: reportDownloadRows.rows,
    })
    .from(initiatives)
    .leftJoin(reportDownloadRows, eq(reportDownloadRows.initiativeId, initiatives.id));
  const own = rows.filter((row) => row.pharmacyId === 1);
  const withRows = own.find((row) => downloadKindOf(row.type) && Array.isArray(row.rows) && row.rows.length > 0);
  const withoutDownload = own.find((row) => !downloadKindOf(row.type) && row.type !== 'PULSAR_BONUS');
  const other = rows.find((row) => row.pharmacyId === 2);
  if (!withRows || !withoutDownload || !other) throw new Error('the demo seed lacks the initiatives these tests need');
  Object.assign(known, {
    withRows: withRows.id,
    withRowsName: withRows.name,
    rowCount: (withRows.rows as unknown[]).length,
    withoutDownload: withoutDownload.id,
    ofApteka2: other.id,
  });
});

describe('a download task, from creation to close', () => {
  it('registers, runs on the queue, gives a link to a real workbook, closes and its file is gone', async () => {
    const task = await created(MANAGEMENT, download(known.withRows));
    expect(task).toMatchObject({
      taskName: 'DOWNLOAD_INITIATIVE_BY_PHARMACY',
      taskType: 'FILE_GENERATE',
      state: 'REGISTERED',
      warnings: [],
      errors: [],
      hasFile: false,
    });
    // Named by the initiative it downloads (our extra field), so the task list can say which.
    expect(task.initiativeNames).toEqual([known.withRowsName]);
    expect((await myTasks()).find((item) => item.taskId === task.taskId)?.initiativeNames).toEqual([known.withRowsName]);

    const done = await finished(task.taskId);
    expect(done).toMatchObject({ state: 'SUCCESS', warnings: [], errors: [], hasFile: true });

    const link = await call('GET', `/task/file/${task.taskId}`);
    expect(link.statusCode, link.body).toBe(200);
    expect(link.body).toBe(`/api/background-task/task/download/${task.taskId}`);

    const file = await call('GET', link.body);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toBe(XLSX_TYPE);
    expect(fileNameFromContentDisposition(String(file.headers['content-disposition']))).toContain(known.withRowsName.slice(0, 20));
    const book = read(file.rawPayload, { type: 'buffer' });
    const lines = utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
    // A header line, then one line per row of the initiative's report download.
    expect(lines).toHaveLength(1 + known.rowCount);

    // REGISTERED/STARTED tasks cannot be closed; this one has finished.
    const closed = await call('POST', `/task/close/${task.taskId}`);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toEqual({ hasFile: true, fileDeleteLink: `/api/background-task/task/download/${task.taskId}` });
    // The portal then DELETEs the link: 204 though the close already removed the file.
    expect((await call('DELETE', link.body)).statusCode).toBe(204);

    expect((await myTasks()).map((item) => item.taskId)).not.toContain(task.taskId);
    expectMessage(await call('GET', link.body), 404, 'Задача не найдена');
    expectMessage(await call('GET', `/task/file/${task.taskId}`), 404, 'Задача не найдена');
    expect(state.runs.filter((id) => id === task.taskId)).toHaveLength(1);
  });

  it('an initiative of a type without a report download: a workbook of its own data, with a warning', async () => {
    const task = await created(MANAGEMENT, download(known.withoutDownload));
    const done = await finished(task.taskId);
    expect(done.state).toBe('SUCCESS');
    expect(done.warnings).toHaveLength(1);
    expect(done.warnings[0]).toMatch(/нет отчёта со строками/);
    const file = await call('GET', `/task/download/${task.taskId}`);
    const book = read(file.rawPayload, { type: 'buffer' });
    const lines = utils.sheet_to_json<unknown[]>(book.Sheets['Инициатива'], { header: 1 });
    expect(lines[0]).toContain('№ инициативы');
    expect(lines[1][0]).toBe(String(known.withoutDownload));
  });
});

describe('the export tasks', () => {
  it("EXPORT_INITIATIVE_BY_PHARMACY marks the pharmacy's current initiatives sent", async () => {
    const task = await created(SENDER, {
      taskType: 'SIMPLE_AUTHORIZED',
      taskName: 'EXPORT_INITIATIVE_BY_PHARMACY',
      params: JSON.stringify({ pharmacyId: 1 }),
    });
    expect(task.initiativeNames).toBeUndefined(); // about the current initiatives, none in particular
    const done = await finished(task.taskId);
    expect(done).toMatchObject({ state: 'SUCCESS', hasFile: false });
    const db = state.gateway.database.db;
    const current = (await initiativeRepository(db).runningNow(1, state.gateway.clock.now())).filter((row) => row.type !== 'PULSAR_BONUS');
    expect(current.length).toBeGreaterThan(0);
    const sent = await db
      .select()
      .from(initiativeDeliveries)
      .where(
        inArray(
          initiativeDeliveries.initiativeId,
          current.map((row) => row.id),
        ),
      );
    expect(sent).toHaveLength(current.length);
    for (const row of sent) {
      expect(row.sent).toBe(true);
      expect(row.lastExportTime?.toISOString()).toBe(state.gateway.clock.now().toISOString());
    }
    expectMessage(await call('GET', `/task/file/${task.taskId}`), 409, 'У этой задачи нет файла');
  });

  it('SELECTED_EXPORT_INITIATIVE_BY_PHARMACY marks the named initiatives sent', async () => {
    const params = { pharmaciesByInitiative: { [known.withoutDownload]: [1] }, primary: true };
    const task = await created(SENDER, {
      taskType: 'SIMPLE_AUTHORIZED',
      taskName: 'SELECTED_EXPORT_INITIATIVE_BY_PHARMACY',
      params: JSON.stringify(params),
    });
    expect((await finished(task.taskId)).state).toBe('SUCCESS');
    expect((await myTasks()).find((item) => item.taskId === task.taskId)?.initiativeNames).toHaveLength(1);
    const [row] = await state.gateway.database.db
      .select()
      .from(initiativeDeliveries)
      .where(eq(initiativeDeliveries.initiativeId, known.withoutDownload));
    expect(row.sent).toBe(true);
  });
});

describe('only the owner sees a task', () => {
  it("apteka2 and the manager neither list, fetch, download, delete nor close apteka1's task", async () => {
    const task = await created(MANAGEMENT, download(known.withRows));
    await finished(task.taskId);
    for (const login of ['apteka2', 'manager'] as const) {
      expect((await myTasks(login)).map((item) => item.taskId)).not.toContain(task.taskId);
      expectMessage(await call('GET', `/task/file/${task.taskId}`, login), 404, 'Задача не найдена');
      expectMessage(await call('GET', `/task/download/${task.taskId}`, login), 404, 'Задача не найдена');
      expectMessage(await call('DELETE', `/task/download/${task.taskId}`, login), 404, 'Задача не найдена');
      expectMessage(await call('POST', `/task/close/${task.taskId}`, login), 404, 'Задача не найдена');
    }
    // Still there for its owner.
    expect((await call('GET', `/task/download/${task.taskId}`)).statusCode).toBe(200);
  });

  it('a pharmacy user cannot start a task for another pharmacy or its initiative', async () => {
    expectMessage(await create(MANAGEMENT, download(known.ofApteka2, 2)), 403, 'Нет доступа к данным другой аптеки');
    expectMessage(await create(MANAGEMENT, download(known.ofApteka2, 1)), 403, 'Нет доступа к данным другой аптеки');
    expectMessage(
      await create(SENDER, { taskType: 'SIMPLE_AUTHORIZED', taskName: 'EXPORT_INITIATIVE_BY_PHARMACY', params: '{"pharmacyId":2}' }),
      403,
      'Нет доступа к данным другой аптеки',
    );
    const selected = JSON.stringify({ pharmaciesByInitiative: { [known.ofApteka2]: [1] }, primary: false });
    expectMessage(
      await create(SENDER, { taskType: 'SIMPLE_AUTHORIZED', taskName: 'SELECTED_EXPORT_INITIATIVE_BY_PHARMACY', params: selected }),
      403,
      'Нет доступа к данным другой аптеки',
    );
  });

  it("unknown ids answer 404 as another user's do", async () => {
    expectMessage(await call('GET', '/task/file/00000000-0000-4000-8000-000000000000'), 404, 'Задача не найдена');
    expectMessage(await call('GET', '/task/file/not-a-uuid'), 404, 'Задача не найдена');
    expectMessage(await create(MANAGEMENT, download(999_999)), 404, 'Инициатива №999999 не найдена');
  });
});

describe('bad input: a Russian 400 that registers nothing', () => {
  it.each([
    ['an unknown queue', 'no-such-queue', download(1), 'Поле «queue»: неизвестная очередь задач'],
    ['params that are not JSON', MANAGEMENT, { ...download(1), params: '{initiativeId: 1' }, 'Поле «params»: ожидается строка JSON'],
    [
      'params that do not fit the task',
      MANAGEMENT,
      { ...download(1), params: '{"pharmacyId":1}' },
      'Поле «params.initiativeId»: обязательное поле',
    ],
    ['the task on the wrong queue', SENDER, download(1), /выполняется в очереди initiative-management-task-queue/],
    [
      'the wrong task type',
      MANAGEMENT,
      { ...download(1), taskType: 'SIMPLE_AUTHORIZED' },
      'Поле «taskType»: задача DOWNLOAD_INITIATIVE_BY_PHARMACY создаётся с типом FILE_GENERATE',
    ],
    ['an unknown task', MANAGEMENT, { ...download(1), taskName: 'DROP_TABLES' }, 'Поле «taskName»: неизвестная задача'],
  ])('%s', async (_case, queue, body, message) => {
    const before = (await myTasks()).length;
    expectMessage(await create(queue, body), 400, message);
    expect(await myTasks()).toHaveLength(before);
  });

  it('a task under way cannot be closed', async () => {
    // Registered straight in the table, with no job, so it stays REGISTERED.
    const taskId = '11111111-1111-4111-8111-111111111111';
    const [user] = await state.gateway.database.db.select().from(users).where(eq(users.login, 'apteka1'));
    await state.gateway.database.db.insert(backgroundTasks).values({
      taskId,
      userId: user.id,
      queue: MANAGEMENT,
      taskName: 'DOWNLOAD_INITIATIVE_BY_PHARMACY',
      taskType: 'FILE_GENERATE',
      params: {},
      state: 'REGISTERED',
      created: state.gateway.clock.now(),
    });
    expectMessage(await call('POST', `/task/close/${taskId}`), 400, 'Задачу нельзя закрыть, пока она выполняется');
    expectMessage(await call('GET', `/task/file/${taskId}`), 409, 'Файл будет доступен, когда задача выполнится');
    expect((await myTasks()).find((item) => item.taskId === taskId)?.state).toBe('REGISTERED');
  });
});
