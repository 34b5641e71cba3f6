import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { InitiativeListRow, InitiativeTablePage, InitiativeTableRequest } from '../../src/api/contract/initiatives-list';
import {
  initiativesListMachine,
  pageRequest,
  withFilter,
  type InitiativesListContext,
} from '../../src/machines/list/initiatives-list.machine';
import * as select from '../../src/machines/list/initiatives-list.selectors';
import type { RememberedList } from '../../src/machines/list/initiatives-list.storage';

/**
 * The initiatives list (spec §2.9, §4, §9) over a faked page load: the pages it asks for, what it
 * hands to storage with the user's name, the selection across pages and the error line.
 */
interface Pending {
  input: InitiativeTableRequest;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

const row = (initiativeId: number): InitiativeListRow => ({
  initiativeId,
  type: 'MANDATORY_MATRIX',
  initiativeName: `Инициатива ${initiativeId}`,
  initiativeStartDate: '2026-10-01',
  initiativeEndDate: '2026-12-31',
  initiativeSent: false,
  initiativeLastExportTime: null,
  initiativeUpdateDateTime: null,
});
const rows = (from: number, count: number) => Array.from({ length: count }, (_, index) => row(from + index));

function startList({
  pharmacyId = 1 as number | null,
  remembered = { filtersOpen: false, filters: {}, sorts: {} } as RememberedList,
} = {}) {
  const loads: Pending[] = [];
  const kept: Array<{ userName: string | null; list: RememberedList }> = [];
  const machine = initiativesListMachine.provide({
    actors: {
      loadPage: fromPromise<InitiativeTablePage, InitiativeTableRequest>(
        ({ input }) => new Promise((resolve, reject) => loads.push({ input, resolve: resolve as (value: unknown) => void, reject })),
      ),
    },
    actions: { remember: (_, params) => void kept.push(params) },
    delays: { filterDebounce: 0 },
  });
  const actor = createActor(machine, { input: { userName: 'apteka1', pharmacyId, remembered } }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 5));
  return { actor, loads, kept, settle, snapshot: () => actor.getSnapshot() };
}

/** Page 1 of 45 rows by 20: three pages. */
async function shownList() {
  const sut = startList();
  sut.loads[0].resolve({ rows: rows(1, 20), total: 45, current: 1 });
  await sut.settle();
  return sut;
}

describe('initiatives list: the pages asked', () => {
  it('shows no rows while the first page loads', () => {
    const sut = startList();
    expect(select.selectRows(sut.snapshot())).toEqual([]);
    expect(select.selectView(sut.snapshot())).toBe('loading');
  });

  it("reads the spec's totalRows and pageNumber when the back end gives them, else total and current", async () => {
    const sut = startList();
    sut.loads[0].resolve({ rows: rows(1, 20), total: 45, current: 1, totalRows: 47, totalPages: 3, pageNumber: 2, rowCount: 20 });
    await sut.settle();
    expect(select.selectTotal(sut.snapshot())).toBe(47);
    expect(select.selectPageNumber(sut.snapshot())).toBe(2);
  });

  it('asks without a pharmacy when none is chosen', () => {
    const sut = startList({ pharmacyId: null });
    expect(sut.loads[0].input).toEqual({ pageNumber: 1, rowCount: 20, sorts: {}, filters: {}, multiFilters: {} });
    expect('pharmacyId' in sut.loads[0].input).toBe(false);
  });

  it('the request of a context: the pharmacy only when there is one', () => {
    const context = {
      pharmacyId: 5,
      pageNumber: 2,
      pageSize: 50,
      sorts: { type: 'asc' },
      filters: { type: 'PULS' },
    } as unknown as InitiativesListContext;
    expect(pageRequest(context)).toEqual({
      pharmacyId: 5,
      pageNumber: 2,
      rowCount: 50,
      sorts: { type: 'asc' },
      filters: {},
      multiFilters: { type: ['PULS'] },
    });
    expect(pageRequest({ ...context, pharmacyId: null })).toEqual({
      pageNumber: 2,
      rowCount: 50,
      sorts: { type: 'asc' },
      filters: {},
      multiFilters: { type: ['PULS'] },
    });
  });

  it("sends the spec's table list parameters: the page size as rowCount, the type chosen from the list in multiFilters, typed filters in filters", () => {
    const context = {
      pharmacyId: 5,
      pageNumber: 1,
      pageSize: 10,
      sorts: {},
      filters: { type: 'SALES_PLAN', initiativeName: 'весна', initiativeSent: false, initiativeStartDateFrom: '2026-01-01' },
    } as unknown as InitiativesListContext;
    const request = pageRequest(context);
    expect(request).toEqual({
      pharmacyId: 5,
      pageNumber: 1,
      rowCount: 10,
      sorts: {},
      filters: { initiativeName: 'весна', initiativeSent: false, initiativeStartDateFrom: '2026-01-01' },
      multiFilters: { type: ['SALES_PLAN'] },
    });
    expect('pageSize' in request).toBe(false);
  });

  it('a back end that pages by another size than asked: the chooser shows the size it answered', async () => {
    const sut = startList();
    sut.loads[0].resolve({ rows: rows(1, 20), total: 45, current: 1 });
    await sut.settle();
    sut.actor.send({ type: 'list.pageSize', size: 10 });
    await sut.settle();
    expect(sut.loads[1].input.rowCount).toBe(10);
    sut.loads[1].resolve({ rows: rows(1, 20), total: 45, current: 1, rowCount: 20 });
    await sut.settle();
    expect(sut.snapshot().context.pageSize).toBe(20);
    // A size the chooser does not offer, or none, leaves the one asked.
    sut.actor.send({ type: 'list.pageSize', size: 50 });
    await sut.settle();
    sut.loads[2].resolve({ rows: rows(1, 25), total: 45, current: 1, rowCount: 25 });
    await sut.settle();
    expect(sut.snapshot().context.pageSize).toBe(50);
  });

  it('goes to another existing page, and asks nothing for the same page, page 0, 4 of 3 or a fraction', async () => {
    const sut = await shownList();
    for (const page of [1, 0, -1, 4, 1.5, Number.NaN]) sut.actor.send({ type: 'list.page', page });
    expect(sut.loads).toHaveLength(1);
    expect(select.selectView(sut.snapshot())).toBe('shown');
    sut.actor.send({ type: 'list.page', page: 3 });
    expect(sut.loads).toHaveLength(2);
    expect(sut.loads[1].input).toMatchObject({ pageNumber: 3 });
    expect(select.selectPageNumber(sut.snapshot())).toBe(3);
  });
});

describe('initiatives list: filters kept', () => {
  it('a field set keeps the others; an emptied or cleared field leaves the filters', () => {
    expect(withFilter({ type: 'PULS' }, 'initiativeName', 'Витамины')).toEqual({ type: 'PULS', initiativeName: 'Витамины' });
    expect(withFilter({ type: 'PULS', initiativeName: 'Витамины' }, 'initiativeName', '')).toEqual({ type: 'PULS' });
    expect(withFilter({ type: 'PULS', initiativeSent: true }, 'initiativeSent', null)).toEqual({ type: 'PULS' });
    expect(withFilter({ initiativeSent: true }, 'initiativeSent', false)).toEqual({ initiativeSent: false });
  });

  it('a second filter field asks with both', async () => {
    const sut = await shownList();
    sut.actor.send({ type: 'list.filter', field: 'type', value: 'PULS' });
    sut.actor.send({ type: 'list.filter', field: 'initiativeId', value: '42' });
    await sut.settle();
    expect(sut.loads.at(-1)?.input.filters).toEqual({ initiativeId: '42' });
    expect(sut.loads.at(-1)?.input.multiFilters).toEqual({ type: ['PULS'] });
  });

  it('remembers, for the user, a sort, cleared filters and the filters opened and closed', async () => {
    const sut = startList({ remembered: { filtersOpen: false, filters: { type: 'PULS' }, sorts: {} } });
    sut.actor.send({ type: 'list.sort', column: 'initiativeName' });
    sut.actor.send({ type: 'list.clearFilters' });
    sut.actor.send({ type: 'list.toggleFilters' });
    sut.actor.send({ type: 'list.toggleFilters' });
    expect(sut.kept).toEqual([
      { userName: 'apteka1', list: { filtersOpen: false, filters: { type: 'PULS' }, sorts: { initiativeName: 'asc' } } },
      { userName: 'apteka1', list: { filtersOpen: false, filters: {}, sorts: { initiativeName: 'asc' } } },
      { userName: 'apteka1', list: { filtersOpen: true, filters: {}, sorts: { initiativeName: 'asc' } } },
      { userName: 'apteka1', list: { filtersOpen: false, filters: {}, sorts: { initiativeName: 'asc' } } },
    ]);
    expect(select.selectFiltersOpen(sut.snapshot())).toBe(false);
  });

  it('remembers a filter and a restored sort for the user', async () => {
    const sut = await shownList();
    sut.actor.send({ type: 'list.filter', field: 'type', value: 'PULS' });
    sut.actor.send({ type: 'list.restoreSorts', sorts: { type: 'desc' } });
    expect(sut.kept).toEqual([
      { userName: 'apteka1', list: { filtersOpen: false, filters: { type: 'PULS' }, sorts: {} } },
      { userName: 'apteka1', list: { filtersOpen: false, filters: { type: 'PULS' }, sorts: { type: 'desc' } } },
    ]);
  });
});

describe('initiatives list: selection and errors', () => {
  it('ticking a row twice keeps it once; un-ticking removes only it', async () => {
    const sut = await shownList();
    sut.actor.send({ type: 'list.select', initiativeId: 3, selected: true });
    sut.actor.send({ type: 'list.select', initiativeId: 5, selected: true });
    sut.actor.send({ type: 'list.select', initiativeId: 3, selected: true });
    expect(select.selectSelected(sut.snapshot())).toEqual([5, 3]);
    sut.actor.send({ type: 'list.select', initiativeId: 3, selected: false });
    expect(select.selectSelected(sut.snapshot())).toEqual([5]);
  });

  it('a failure with a blank message shows the spec’s fallback', async () => {
    const sut = startList();
    sut.loads[0].reject(new Error('   '));
    await sut.settle();
    expect(select.selectView(sut.snapshot())).toBe('failed');
    expect(select.selectLoadError(sut.snapshot())).toBe('Ошибка');
  });

  it('a failure’s message is shown trimmed', async () => {
    const sut = startList();
    sut.loads[0].reject(new Error('  Сервис недоступен \n'));
    await sut.settle();
    expect(select.selectLoadError(sut.snapshot())).toBe('Сервис недоступен');
  });
});
