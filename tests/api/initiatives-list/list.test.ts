import { and, count, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callPath } from '../../../src/api/contract/call';
import {
  InitiativeTablePage,
  initiativeListColumns,
  initiativesListCalls,
  type InitiativeListRow,
  type InitiativeTableRequest,
} from '../../../src/api/contract/initiatives-list';
import { initiatives } from '../../../server/db/schema';
import { START } from '../support/clock';
import { expectMessage, parsed } from '../reports/support';
import { listGateway, type Login } from './support';

const { state, post } = listGateway();

const tablePath = callPath(initiativesListCalls.initiativesPage);
const page = async (request: InitiativeTableRequest, login: Login = 'apteka1') =>
  parsed(InitiativeTablePage, await post(tablePath, request, login));

/** Every row the filters let through, page by page of 100, in the answered order. */
async function everyRow(request: Omit<InitiativeTableRequest, 'pageNumber' | 'pageSize' | 'rowCount'> = {}, login: Login = 'apteka1') {
  const rows: InitiativeListRow[] = [];
  for (let pageNumber = 1; ; pageNumber += 1) {
    const answer = await page({ ...request, pageNumber, rowCount: 100 }, login);
    rows.push(...answer.rows);
    if (answer.rows.length < 100) return { rows, total: answer.total };
  }
}

/** Apteka1's initiatives in the database that are not PULSAR_BONUS: what the list must count. */
async function visibleCount() {
  const [row] = await state.gateway.database.db
    .select({ n: count() })
    .from(initiatives)
    .where(and(eq(initiatives.pharmacyId, 1), ne(initiatives.type, 'PULSAR_BONUS')));
  return row.n;
}

const hoursBefore = (hours: number) => new Date(START.getTime() - hours * 3_600_000).toISOString();

describe('paging', () => {
  it('answers 20 rows of page 1 by default, the total of every visible initiative, by id', async () => {
    const answer = await page({ pageNumber: 1 });
    expect(answer.current).toBe(1);
    expect(answer.rows).toHaveLength(20);
    // 28 of the current quarter (30 less two PULSAR_BONUS) and the history since 2019.
    expect(answer.total).toBe(await visibleCount());
    expect(answer.total).toBeGreaterThan(100);
    const ids = answer.rows.map((row) => row.initiativeId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it.each([10, 20, 50, 100] as const)(
    "the spec's rowCount %i: totalRows, totalPages = ceiling of totalRows over rowCount, pageNumber",
    async (rowCount) => {
      const first = await page({ pageNumber: 1, rowCount });
      expect(first.rows).toHaveLength(rowCount);
      expect(first).toMatchObject({
        totalRows: first.total,
        totalPages: Math.ceil(first.total / rowCount),
        pageNumber: 1,
        rowCount,
        current: 1,
      });
      const last = await page({ pageNumber: first.totalPages!, rowCount });
      expect(last.rows).toHaveLength(first.total - (first.totalPages! - 1) * rowCount);
      // Our older pageSize is the same page; rowCount wins when both come.
      expect(await page({ pageNumber: 2, pageSize: rowCount })).toEqual(await page({ pageNumber: 2, rowCount }));
      expect((await page({ pageNumber: 1, rowCount, pageSize: rowCount === 10 ? 20 : 10 })).rows).toHaveLength(rowCount);
    },
  );

  it('refuses a rowCount that is not a page size, naming the field', async () => {
    expectMessage(await post(tablePath, { pageNumber: 1, rowCount: 15 }), 400, 'Поле «rowCount»: размер страницы: 10, 20, 50 или 100');
  });

  it.each([10, 20, 50, 100] as const)(
    'pages of %i: ceiling of total over size, the last one holding the rest, then nothing',
    async (pageSize) => {
      const { total } = await page({ pageNumber: 1, pageSize });
      const pages = Math.ceil(total / pageSize);
      const last = await page({ pageNumber: pages, pageSize });
      expect(last.rows).toHaveLength(total - (pages - 1) * pageSize);
      expect(last.current).toBe(pages);
      expect(await page({ pageNumber: pages + 1, pageSize })).toEqual({
        rows: [],
        total,
        current: pages + 1,
        totalRows: total,
        totalPages: pages,
        pageNumber: pages + 1,
        rowCount: pageSize,
      });
    },
  );

  it('pages never overlap and together hold every row once', async () => {
    const { rows, total } = await everyRow();
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((row) => row.initiativeId)).size).toBe(total);
  });
});

describe('the rows', () => {
  it('answers the seeded rows: the period as YYYY-MM-DD, export and update times as ISO, never-delivered as not sent', async () => {
    const { rows } = await everyRow({ filters: { initiativeStartDateFrom: '2026-10-01' } });
    const byId = new Map(rows.map((row) => [row.initiativeId, row]));
    expect(byId.get(1001)).toEqual({
      initiativeId: 1001,
      type: 'MANDATORY_MATRIX',
      initiativeName: 'Обязательная матрица: базовый ассортимент',
      initiativeStartDate: '2026-10-01',
      initiativeEndDate: '2026-12-31',
      initiativeSent: true,
      initiativeLastExportTime: hoursBefore(1),
      initiativeUpdateDateTime: new Date(START.getTime() - 3_600_000 - 15 * 60_000).toISOString(),
    });
    expect(byId.get(1017)).toMatchObject({ initiativeStartDate: '2026-10-01', initiativeEndDate: '2026-10-31', initiativeSent: true });
    expect(byId.get(1004)).toMatchObject({ initiativeSent: false, initiativeLastExportTime: null });
  });

  it('never shows PULSAR_BONUS: not on any page, not counted, not found by its code', async () => {
    const { rows } = await everyRow();
    expect(rows.some((row) => row.type === 'PULSAR_BONUS')).toBe(false);
    expect(rows.map((row) => row.initiativeId)).not.toContain(1028);
    expect(rows.map((row) => row.initiativeId)).not.toContain(1029);
    expect(await page({ pageNumber: 1, filters: { type: 'PULSAR_BONUS' } })).toMatchObject({
      rows: [],
      total: 0,
      totalRows: 0,
      totalPages: 0,
      current: 1,
    });
    expect(await page({ pageNumber: 1, filters: { initiativeName: 'Пульсар' } })).toMatchObject({
      rows: [],
      total: 0,
      totalRows: 0,
      totalPages: 0,
      current: 1,
    });
  });

  it('answers USTM_SALE as PRIVATE_LABEL, as the overview does', async () => {
    const { rows } = await page({ pageNumber: 1, filters: { initiativeId: '1030' } });
    expect(rows.map((row) => [row.initiativeId, row.type])).toEqual([[1030, 'PRIVATE_LABEL']]);
  });
});

describe('sorting', () => {
  const value = (row: InitiativeListRow, column: (typeof initiativeListColumns)[number]) => row[column];

  it.each(initiativeListColumns.flatMap((column) => (['asc', 'desc'] as const).map((direction) => [column, direction] as const)))(
    '%s %s: in order, empty cells last, equal cells by id',
    async (column, direction) => {
      const { rows } = await everyRow({ sorts: { [column]: direction } });
      const collator = new Intl.Collator('ru', { numeric: true });
      for (let at = 1; at < rows.length; at += 1) {
        const [a, b] = [rows[at - 1], rows[at]];
        const [x, y] = [value(a, column), value(b, column)];
        if (x === null || y === null) {
          // Once empty, the rest are empty.
          expect(y, `${a.initiativeId} → ${b.initiativeId}`).toBeNull();
          if (x === null) expect(a.initiativeId).toBeLessThan(b.initiativeId);
          continue;
        }
        if (column === 'type') continue; // by its Russian name: checked below
        const order = typeof x === 'string' ? collator.compare(x, y as string) : Number(x) - Number(y);
        if (order === 0) expect(a.initiativeId, `${a.initiativeId} → ${b.initiativeId}`).toBeLessThan(b.initiativeId);
        else expect(direction === 'asc' ? order < 0 : order > 0, `${String(x)} → ${String(y)}`).toBe(true);
      }
    },
  );

  it('sorts the type by the name the user reads: "Витрина" (SHOWCASE) before "Товар дня" (PRODUCT_OF_THE_DAY)', async () => {
    const { rows } = await everyRow({ sorts: { type: 'asc' }, filters: { initiativeId: '10' } });
    const ids = rows.map((row) => row.initiativeId);
    expect(ids.indexOf(1027)).toBeLessThan(ids.indexOf(1003));
  });

  it('sorts by the first key first: not sent before sent, newest id first within', async () => {
    const { rows } = await everyRow({ sorts: { initiativeSent: 'asc', initiativeId: 'desc' } });
    expect(rows.slice(0, 6).map((row) => row.initiativeId)).toEqual([1030, 1027, 1021, 1016, 1009, 1004]);
    expect(rows[6].initiativeSent).toBe(true);
    expect(rows[6].initiativeId).toBeGreaterThan(rows[7].initiativeId);
  });
});

describe('filters', () => {
  it('matches the name by "contains", whatever the case', async () => {
    const { rows } = await everyRow({ filters: { initiativeName: 'ПЛАН ЗАКУПОК' } });
    expect(rows.map((row) => row.initiativeId)).toEqual(expect.arrayContaining([1007, 1008]));
    for (const row of rows) expect(row.initiativeName.toLowerCase()).toContain('план закупок');
  });

  it('matches the id by "contains"', async () => {
    const { rows } = await everyRow({ filters: { initiativeId: '102' } });
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(String(row.initiativeId)).toContain('102');
  });

  it('matches the type by its code', async () => {
    const { rows } = await everyRow({ filters: { type: 'PROCUREMENT_PLAN' } });
    expect(rows.map((row) => row.initiativeId)).toContain(1007);
    for (const row of rows) expect(row.type).toBe('PROCUREMENT_PLAN');
  });

  it('takes date bounds inclusive', async () => {
    const { rows } = await everyRow({ filters: { initiativeEndDateFrom: '2026-10-31', initiativeEndDateTo: '2026-10-31' } });
    // The first month's initiatives of the current quarter end on its last day.
    expect(rows.map((row) => row.initiativeId)).toEqual([1016, 1017, 1021]);
    const started = await everyRow({ filters: { initiativeStartDateFrom: '2026-10-01' } });
    expect(started.total).toBe(28);
    for (const row of started.rows) expect(row.initiativeStartDate! >= '2026-10-01').toBe(true);
    const before = await everyRow({ filters: { initiativeStartDateTo: '2026-09-30' } });
    expect(before.total + started.total).toBe(await visibleCount());
  });

  it('filters sent and not sent', async () => {
    const notSent = await everyRow({ filters: { initiativeSent: false } });
    expect(notSent.rows.map((row) => row.initiativeId)).toEqual([1004, 1009, 1016, 1021, 1027, 1030]);
    const sent = await everyRow({ filters: { initiativeSent: true } });
    expect(sent.total).toBe((await visibleCount()) - 6);
  });

  it('combines filters, and empty ones filter nothing', async () => {
    const { rows } = await everyRow({ filters: { initiativeName: 'закуп', initiativeSent: false, type: '', initiativeId: null } });
    expect(rows.map((row) => row.initiativeId)).toEqual([1016, 1021]);
  });

  it("multiFilters (the spec's): several types or ids of a column, a row matching any; with the other filters", async () => {
    const { rows } = await everyRow({
      filters: { initiativeStartDateFrom: '2026-10-01' },
      multiFilters: { type: ['sales_plan', 'PRIORITY_SALE'] },
    });
    expect(rows.map((row) => row.initiativeId)).toEqual([1009, 1011]);
    const byId = await everyRow({ multiFilters: { initiativeId: ['1007', '1013', '99999'] } });
    expect(byId.rows.map((row) => row.initiativeId)).toEqual([1007, 1013]);
    // An empty list filters nothing, as an untouched filter.
    expect((await everyRow({ multiFilters: { type: [], initiativeId: null } })).total).toBe(await visibleCount());
  });

  it('refuses a multiFilters value that is not a list, naming the field', async () => {
    expectMessage(await post(tablePath, { pageNumber: 1, multiFilters: { type: 'SALES_PLAN' } }), 400, /^Поле «multiFilters\.type»: /);
  });
});

describe('whose list', () => {
  it('gives apteka2 its own initiatives only', async () => {
    const { rows } = await everyRow({}, 'apteka2');
    expect(rows.map((row) => row.initiativeId)).toEqual([5001, 5002, 5003, 5101, 5102]);
    expect(rows.find((row) => row.initiativeId === 5003)?.initiativeSent).toBe(false);
  });

  it("refuses a pharmacy another pharmacy's list", async () => {
    expectMessage(await post(tablePath, { pageNumber: 1, pharmacyId: 2 }), 403, 'Нет доступа к данным другой аптеки');
  });

  it('lets staff read a named pharmacy, and asks them to name one', async () => {
    expect((await page({ pageNumber: 1, pharmacyId: 2 }, 'manager')).total).toBe(5);
    expectMessage(await post(tablePath, { pageNumber: 1 }, 'manager'), 400, 'Поле «pharmacyId»: укажите аптеку');
    expectMessage(await post(tablePath, { pageNumber: 1, pharmacyId: 999 }, 'manager'), 404, 'Аптека №999 не найдена');
  });

  it('refuses an account without the permission and anyone not signed in', async () => {
    expect((await post(tablePath, { pageNumber: 1 }, 'owner')).statusCode).toBe(403);
    expect((await post(tablePath, { pageNumber: 1 }, null)).statusCode).toBe(401);
  });
});

describe('bad input: a Russian 400', () => {
  it.each([
    ['page 0', { pageNumber: 0 }, 'Поле «pageNumber»: страницы нумеруются с 1'],
    ['a page that is no number', { pageNumber: 'один' }, 'Поле «pageNumber»: ожидается номер страницы'],
    ['no page', {}, 'Поле «pageNumber»: обязательное поле'],
    ['page size 15', { pageNumber: 1, pageSize: 15 }, 'Поле «pageSize»: размер страницы: 10, 20, 50 или 100'],
    ['an unknown sort column', { pageNumber: 1, sorts: { price: 'asc' } }, /^Поле «sorts(\.price)?»: неизвестная колонка$/],
    ['an unknown direction', { pageNumber: 1, sorts: { initiativeId: 'up' } }, 'Поле «sorts.initiativeId»: ожидается asc или desc'],
    [
      'a date that is no date',
      { pageNumber: 1, filters: { initiativeStartDateFrom: '01.10.2026' } },
      'Поле «filters.initiativeStartDateFrom»: ожидается дата ГГГГ-ММ-ДД',
    ],
    ['sent as text', { pageNumber: 1, filters: { initiativeSent: 'да' } }, 'Поле «filters.initiativeSent»: ожидается true или false'],
  ])('%s', async (_, body, message) => {
    expectMessage(await post(tablePath, body), 400, message);
  });
});
