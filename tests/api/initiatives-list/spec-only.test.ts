import { describe, expect, it } from 'vitest';
import { read } from 'xlsx';
import { callPath } from '../../../src/api/contract/call';
import { commonCalls, initiativesListCalls, tableSettingsCalls } from '../../../src/api/contract/initiatives-list';
import { download, taskGateway } from '../background-task/support';

/**
 * The initiatives list, its table settings, background tasks and the purchase form on the
 * SPEC_ONLY=1 gateway: the spec's body forms are served (the pharmacy from the token, the page
 * size as rowCount, value lists in multiFilters), our fields are neither heard nor answered, and a
 * download task still runs to a real file.
 */
const { call, create } = taskGateway({ SPEC_ONLY: '1' });
const tablePath = callPath(initiativesListCalls.initiativesPage);
const settingsPath = callPath(tableSettingsCalls.saveTableSettings, { name: 'pharmacy_initiatives' });

const table = async (body: object) => {
  const answer = await call('POST', `/api${tablePath}`, 'apteka1', body);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as {
    rows: { initiativeId: number; type: string }[];
    total: number;
    current: number;
    rowCount: number;
    totalPages: number;
  };
};

describe('SPEC_ONLY=1: the initiatives list', () => {
  it("serves the spec's body: no pharmacyId (the token's pharmacy), rowCount, multiFilters; answers only the spec's fields", async () => {
    const all = await table({ pageNumber: 1, rowCount: 100, sorts: {}, filters: {}, multiFilters: {} });
    expect(all.total).toBeGreaterThan(20);
    const type = all.rows[0].type;
    const page = await table({ pageNumber: 1, rowCount: 10, sorts: { initiativeId: 'asc' }, filters: {}, multiFilters: { type: [type] } });
    expect(Object.keys(page).sort()).toEqual(['current', 'pageNumber', 'rowCount', 'rows', 'total', 'totalPages', 'totalRows']);
    expect(page.rows.length).toBeLessThanOrEqual(10);
    expect(page.rows.every((row) => row.type === type)).toBe(true);
    expect(page.total).toBeLessThan(all.total);
    // The same rows as our single-value form of the filter.
    expect(await table({ pageNumber: 1, rowCount: 10, sorts: { initiativeId: 'asc' }, filters: { type } })).toEqual(page);
    expect(page.rowCount).toBe(10);
  });

  it('does not hear our older pageSize nor another pharmacy’s id: 20 rows of the own pharmacy', async () => {
    const own = await table({ pageNumber: 1 });
    const asked = await table({ pageNumber: 1, pageSize: 10, pharmacyId: 2 });
    expect(asked).toEqual(own);
    expect(asked.rowCount).toBe(20);
    expect(asked.rows).toHaveLength(20);
  });
});

describe('SPEC_ONLY=1: table settings', () => {
  it('saves the spec’s fields without our version and reads them back as version 1', async () => {
    const settings = {
      tableName: 'pharmacy_initiatives',
      columnsWidth: { initiativeName: 320 },
      sorts: [{ id: 'initiativeName', desc: true }],
      filtersGrid: [{ key: 'type', show: true }],
      columnsGrid: [
        { key: 'initiativeId', show: true },
        { key: 'initiativeName', show: true },
      ],
    };
    const saved = await call('POST', `/api${settingsPath}`, 'apteka1', { ...settings, version: 7 });
    expect(saved.statusCode, saved.body).toBe(200);
    const answer = await call('GET', `/api${settingsPath}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(JSON.parse((answer.json() as { settingsBody: string }).settingsBody)).toEqual({ ...settings, version: 1 });
  });
});

describe('SPEC_ONLY=1: a download task', () => {
  it('answers the spec’s task fields only, runs to SUCCESS, and its link gives the workbook', async () => {
    const [{ initiativeId }] = (await table({ pageNumber: 1, rowCount: 10 })).rows;
    const answer = await create('initiative-management-task-queue', download(initiativeId));
    expect(answer.statusCode, answer.body).toBe(200);
    const task = answer.json() as Record<string, unknown>;
    expect(Object.keys(task).sort()).toEqual(['created', 'errors', 'state', 'taskId', 'taskName', 'taskType', 'warnings']);

    let reached = '';
    for (let tries = 0; tries < 100 && reached !== 'SUCCESS' && reached !== 'ERROR'; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const mine = (await call('GET', '/task/all-my')).json() as Record<string, unknown>[];
      const found = mine.find((item) => item.taskId === task.taskId)!;
      expect('hasFile' in found || 'initiativeNames' in found).toBe(false);
      reached = String(found.state);
    }
    expect(reached).toBe('SUCCESS');

    const link = await call('GET', `/task/file/${String(task.taskId)}`);
    expect(link.statusCode, link.body).toBe(200);
    const file = await call('GET', link.body);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.length).toBeGreaterThan(0);
    expect(read(file.rawPayload, { type: 'buffer' }).SheetNames.length).toBeGreaterThan(0);

    const closed = await call('POST', `/task/close/${String(task.taskId)}`);
    expect(closed.json()).toEqual({ hasFile: true, fileDeleteLink: link.body });
  });
});

describe('SPEC_ONLY=1: the purchase form', () => {
  it('saves with the spec’s body; reading the current sum is ours and answers 404', async () => {
    const saved = await call('PUT', `/api${callPath(commonCalls.savePharmacyPurchase)}`, 'apteka1', {
      purchase: 125_000.5,
      date: '2026-11-19',
      pharmacyId: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).toBe('Данные успешно сохранены');
    expect((await call('GET', `/api${callPath(commonCalls.currentPharmacyPurchase)}`)).statusCode).toBe(404);
  });
});
