import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { InitiativeListRow, InitiativeTablePage, InitiativeTableRequest } from '../../src/api/contract/initiatives-list';
import { ApiError } from '../../src/api/shared/http';
import { initiativesListMachine, nextSorts, pageCount } from '../../src/machines/list/initiatives-list.machine';
import * as select from '../../src/machines/list/initiatives-list.selectors';
import {
  listStorageKey,
  readRememberedList,
  writeRememberedList,
  type RememberedList,
} from '../../src/machines/list/initiatives-list.storage';
import { expectEveryStateWritten, walkAndSee } from './support/walk-and-see';
import { describePath } from './support/walk-paths';

type Snapshot = SnapshotFrom<typeof initiativesListMachine>;
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

/** The machine with the page load faked (no debounce wait) and what it remembers recorded. */
function startList(remembered: RememberedList = { filtersOpen: false, filters: {}, sorts: {} }) {
  const loads: Pending[] = [];
  const kept: RememberedList[] = [];
  const machine = initiativesListMachine.provide({
    actors: {
      loadPage: fromPromise<InitiativeTablePage, InitiativeTableRequest>(
        ({ input }) => new Promise((resolve, reject) => loads.push({ input, resolve: resolve as (value: unknown) => void, reject })),
      ),
    },
    actions: { remember: (_, { list }) => void kept.push(list) },
    delays: { filterDebounce: 0 },
  });
  const actor = createActor(machine, { input: { userName: 'apteka1', pharmacyId: 1, remembered } }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 5));
  return { actor, loads, kept, settle };
}

describe('initiatives list, by the issue', () => {
  it('asks for page 1 of 20 with the remembered sorts and filters, for the pharmacy', () => {
    const sut = startList({ filtersOpen: true, filters: { initiativeName: 'матрица' }, sorts: { initiativeId: 'desc' } });
    expect(sut.loads.map((load) => load.input)).toEqual([
      {
        pharmacyId: 1,
        pageNumber: 1,
        rowCount: 20,
        sorts: { initiativeId: 'desc' },
        filters: { initiativeName: 'матрица' },
        multiFilters: {},
      },
    ]);
    expect(select.selectFiltersOpen(sut.actor.getSnapshot())).toBe(true);
  });

  it('takes the sorts the table settings kept on the server, loading page 1 again; the same sorts ask nothing', async () => {
    const sut = startList();
    sut.loads[0].resolve({ rows: rows(1, 20), total: 45, current: 1 });
    await sut.settle();
    sut.actor.send({ type: 'list.restoreSorts', sorts: { initiativeName: 'desc' } });
    expect(sut.loads.at(-1)?.input).toMatchObject({ pageNumber: 1, sorts: { initiativeName: 'desc' } });
    expect(sut.kept.at(-1)?.sorts).toEqual({ initiativeName: 'desc' });
    const asked = sut.loads.length;
    sut.actor.send({ type: 'list.restoreSorts', sorts: { initiativeName: 'desc' } });
    expect(sut.loads).toHaveLength(asked);
  });

  it('pages = ceiling(total / size), at least 1', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(45, 10)).toBe(5);
  });

  it('a header click sorts ascending, then descending, then not at all; another column replaces it', () => {
    expect(nextSorts({}, 'initiativeName')).toEqual({ initiativeName: 'asc' });
    expect(nextSorts({ initiativeName: 'asc' }, 'initiativeName')).toEqual({ initiativeName: 'desc' });
    expect(nextSorts({ initiativeName: 'desc' }, 'initiativeName')).toEqual({});
    expect(nextSorts({ initiativeName: 'desc' }, 'type')).toEqual({ type: 'asc' });
  });

  it('a new request while a page loads drops the old answer', async () => {
    const sut = startList();
    sut.actor.send({ type: 'list.sort', column: 'type' });
    expect(sut.loads).toHaveLength(2);
    sut.loads[0].resolve({ rows: rows(1, 20), total: 45, current: 1 });
    await sut.settle();
    expect(select.selectView(sut.actor.getSnapshot())).toBe('loading');
    sut.loads[1].resolve({ rows: rows(100, 20), total: 45, current: 1 });
    await sut.settle();
    expect(select.selectRows(sut.actor.getSnapshot())[0].initiativeId).toBe(100);
  });

  it('a filter typed under a failed load shows the list loading, never an empty one', async () => {
    const sut = startList();
    sut.loads[0].reject(refused);
    await sut.settle();
    expect(select.selectView(sut.actor.getSnapshot())).toBe('failed');
    sut.actor.send({ type: 'list.filter', field: 'initiativeSent', value: true });
    expect(select.selectView(sut.actor.getSnapshot())).toBe('loading');
  });

  it('typed filters wait for the debounce and then load page 1 once', async () => {
    const sut = startList();
    sut.loads[0].resolve({ rows: rows(1, 20), total: 45, current: 1 });
    await sut.settle();
    sut.actor.send({ type: 'list.page', page: 3 });
    sut.loads[1].resolve({ rows: rows(41, 5), total: 45, current: 3 });
    await sut.settle();
    sut.actor.send({ type: 'list.filter', field: 'initiativeName', value: 'м' });
    sut.actor.send({ type: 'list.filter', field: 'initiativeName', value: 'ма' });
    await sut.settle();
    expect(sut.loads.map((load) => load.input.filters)).toEqual([{}, {}, { initiativeName: 'ма' }]);
    expect(sut.loads[2].input.pageNumber).toBe(1);
    // An emptied field leaves the filters.
    sut.actor.send({ type: 'list.filter', field: 'initiativeName', value: '' });
    await sut.settle();
    expect(sut.loads.at(-1)!.input.filters).toEqual({});
    expect(sut.kept.at(-1)).toEqual({ filtersOpen: false, filters: {}, sorts: {} });
  });

  it('keeps the open state, values and sorts per user in local storage under pharmacy_initiatives', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    store.set(listStorageKey('apteka1'), JSON.stringify({ columnsWidth: { x: 1 } }));
    writeRememberedList(
      'apteka1',
      { filtersOpen: true, filters: { initiativeSent: true, initiativeStartDateFrom: '2026-01-01' }, sorts: { type: 'asc' } },
      storage,
    );
    expect(JSON.parse(store.get('pharmacy_initiatives.apteka1')!)).toEqual({
      columnsWidth: { x: 1 },
      filtersOpen: true,
      filtersState: { fieldsValues: { initiativeSent: true, initiativeStartDateFrom: '2026-01-01' } },
      tableSorts: { type: 'asc' },
    });
    expect(readRememberedList('apteka1', storage)).toEqual({
      filtersOpen: true,
      filters: { initiativeSent: true, initiativeStartDateFrom: '2026-01-01' },
      sorts: { type: 'asc' },
    });
    // Another user of the same browser has their own; nonsense stored is ignored.
    expect(readRememberedList('apteka2', storage)).toEqual({ filtersOpen: false, filters: {}, sorts: {} });
    store.set(
      'pharmacy_initiatives.apteka2',
      '{"filtersState":{"fieldsValues":{"initiativeStartDateFrom":"вчера","x":1}},"tableSorts":{"x":"up"}}',
    );
    expect(readRememberedList('apteka2', storage)).toEqual({ filtersOpen: false, filters: {}, sorts: {} });
  });
});

// ---- Model-based walk -------------------------------------------------------------------------

const page1 = { rows: rows(1, 20), total: 45, current: 1 };
const page3 = { rows: rows(41, 5), total: 45, current: 3 };
const nothing = { rows: [], total: 0, current: 1 };

/** The fake server's answer to what the live list asked: page 3 of 45, page 1, or nothing for sent-only. */
const answerTo = (request: { pageNumber: number; filters: Record<string, unknown> }) =>
  request.filters.initiativeSent ? nothing : request.pageNumber === 3 ? page3 : page1;
const refused = new ApiError(503, 'Сервис инициатив недоступен');

type PathEvent = { type: string; output?: unknown; error?: unknown };

/** Plays a path's event on the live list; the debounce (0 in the fake) runs when the walker waits. */
async function playOn(sut: ReturnType<typeof startList>, event: PathEvent) {
  if (event.type === 'xstate.done.actor.loadPage') sut.loads.at(-1)!.resolve(event.output);
  else if (event.type === 'xstate.error.actor.loadPage') sut.loads.at(-1)!.reject(event.error);
  else if (event.type.startsWith('xstate.after')) return void (await sut.settle());
  else return void sut.actor.send(event as never);
  await sut.settle();
}

/** What the tab shows: the counters under the table, the first row, the pager, the error with 'Повторить'. */
function seen(snapshot: Snapshot) {
  const view = select.selectView(snapshot);
  const rowsShown = select.selectRows(snapshot);
  return {
    view,
    counters: { shown: view === 'loading' ? 0 : rowsShown.length, total: select.selectTotal(snapshot) },
    firstRow: view === 'shown' ? rowsShown[0].initiativeId : null,
    page: `${select.selectPageNumber(snapshot)} из ${select.selectPages(snapshot)}`,
    error: select.selectLoadError(snapshot),
    sorts: select.selectSorts(snapshot),
    filters: select.selectFilters(snapshot),
  };
}

const input = { userName: 'apteka1', pharmacyId: 1, remembered: { filtersOpen: false, filters: {}, sorts: {} } };

describe('initiatives list, paging and failures, every shortest path, checked against what the user sees', () => {
  const eventsFor = (snapshot: Snapshot) =>
    snapshot.matches('loading')
      ? [
          { type: 'xstate.done.actor.loadPage', output: answerTo(snapshot.context) },
          { type: 'xstate.error.actor.loadPage', error: refused },
        ]
      : [{ type: 'list.retry' }, { type: 'list.refresh' }, { type: 'list.page', page: 3 }, { type: 'list.page', page: 4 }];
  const serializeState = (snapshot: Snapshot) => JSON.stringify([snapshot.value, snapshot.context.pageNumber, snapshot.context.total]);
  const paths = getShortestPaths(initiativesListMachine, { input, events: eventsFor as never, serializeState: serializeState as never });
  const where = (snapshot: Snapshot) =>
    `${String(snapshot.value)} p${snapshot.context.pageNumber}${snapshot.context.total ? ' of 45' : ''}`;

  // By hand: 45 initiatives, 20 a page (3 pages). Before the first answer the list knows no total
  // (one page, page 3 not offered); page 4 never exists; a failure shows no rows but its message.
  const base = { counters: { shown: 0, total: 0 }, firstRow: null, error: null, sorts: {}, filters: {} };
  const error = 'Сервис инициатив недоступен';
  const expected = {
    'loading p1': { ...base, view: 'loading', page: '1 из 1' },
    'failed p1': { ...base, view: 'failed', page: '1 из 1', error },
    'shown p1 of 45': { ...base, view: 'shown', counters: { shown: 20, total: 45 }, firstRow: 1, page: '1 из 3' },
    'loading p1 of 45': { ...base, view: 'loading', counters: { shown: 0, total: 45 }, page: '1 из 3' },
    'failed p1 of 45': { ...base, view: 'failed', counters: { shown: 0, total: 45 }, page: '1 из 3', error },
    'loading p3 of 45': { ...base, view: 'loading', counters: { shown: 0, total: 45 }, page: '3 из 3' },
    'shown p3 of 45': { ...base, view: 'shown', counters: { shown: 5, total: 45 }, firstRow: 41, page: '3 из 3' },
    'failed p3 of 45': { ...base, view: 'failed', counters: { shown: 0, total: 45 }, page: '3 из 3', error },
  };

  it('reaches exactly the states written by hand', () => expectEveryStateWritten(paths, where as never, expected));

  for (const path of paths) {
    it(
      describePath(path, (state) => where(state as Snapshot)),
      async () => {
        const sut = startList();
        await walkAndSee(path, {
          play: (event: PathEvent) => playOn(sut, event),
          current: () => sut.actor.getSnapshot(),
          where: where as never,
          see: (): unknown => seen(sut.actor.getSnapshot()),
          expected,
        });
      },
    );
  }
});

describe('initiatives list, sorting and filtering, every shortest path, checked against what the user sees', () => {
  const eventsFor = (snapshot: Snapshot) =>
    snapshot.matches('loading')
      ? [{ type: 'xstate.done.actor.loadPage', output: answerTo(snapshot.context) }]
      : snapshot.matches('settling')
        ? [{ type: 'xstate.after.filterDebounce.initiativesList.settling' }]
        : [
            { type: 'list.sort', column: 'initiativeName' },
            { type: 'list.filter', field: 'initiativeSent', value: true },
          ];
  const serializeState = (snapshot: Snapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.sorts, snapshot.context.filters, snapshot.context.total]);
  const paths = getShortestPaths(initiativesListMachine, { input, events: eventsFor as never, serializeState: serializeState as never });
  const where = (snapshot: Snapshot) => {
    const { sorts, filters, total } = snapshot.context;
    const sort = sorts.initiativeName ? ` name ${sorts.initiativeName}` : '';
    return `${String(snapshot.value)}${sort}${filters.initiativeSent ? ' sent only' : ''}${total ? ' of 45' : ''}`;
  };

  // By hand: a header click sorts ascending, then descending, then not at all, and loads page 1
  // again; a filter waits (the rows stay) and then loads; 'sent only' has no initiatives here.
  const asc = { initiativeName: 'asc' };
  const desc = { initiativeName: 'desc' };
  const sent = { initiativeSent: true };
  const loading45 = { view: 'loading', counters: { shown: 0, total: 45 }, firstRow: null, page: '1 из 3', error: null };
  const shown45 = { view: 'shown', counters: { shown: 20, total: 45 }, firstRow: 1, page: '1 из 3', error: null };
  const waiting45 = shown45;
  const empty = { view: 'empty', counters: { shown: 0, total: 0 }, firstRow: null, page: '1 из 1', error: null };
  const loading0 = { ...empty, view: 'loading' };
  const expected = {
    loading: { view: 'loading', counters: { shown: 0, total: 0 }, firstRow: null, page: '1 из 1', error: null, sorts: {}, filters: {} },
    'shown of 45': { ...shown45, sorts: {}, filters: {} },
    'loading name asc of 45': { ...loading45, sorts: asc, filters: {} },
    'shown name asc of 45': { ...shown45, sorts: asc, filters: {} },
    'loading name desc of 45': { ...loading45, sorts: desc, filters: {} },
    'shown name desc of 45': { ...shown45, sorts: desc, filters: {} },
    'loading of 45': { ...loading45, sorts: {}, filters: {} },
    'settling sent only of 45': { ...waiting45, sorts: {}, filters: sent },
    'settling name asc sent only of 45': { ...waiting45, sorts: asc, filters: sent },
    'settling name desc sent only of 45': { ...waiting45, sorts: desc, filters: sent },
    'loading sent only of 45': { ...loading45, sorts: {}, filters: sent },
    'loading name asc sent only of 45': { ...loading45, sorts: asc, filters: sent },
    'loading name desc sent only of 45': { ...loading45, sorts: desc, filters: sent },
    'shown sent only': { ...empty, sorts: {}, filters: sent },
    'shown name asc sent only': { ...empty, sorts: asc, filters: sent },
    'shown name desc sent only': { ...empty, sorts: desc, filters: sent },
    'loading name asc sent only': { ...loading0, sorts: asc, filters: sent },
    'loading name desc sent only': { ...loading0, sorts: desc, filters: sent },
    'loading sent only': { ...loading0, sorts: {}, filters: sent },
    'settling sent only': { ...empty, sorts: {}, filters: sent },
    'settling name asc sent only': { ...empty, sorts: asc, filters: sent },
    'settling name desc sent only': { ...empty, sorts: desc, filters: sent },
  };

  it('reaches exactly the states written by hand', () => expectEveryStateWritten(paths, where as never, expected));

  for (const path of paths) {
    it(
      describePath(path, (state) => where(state as Snapshot)),
      async () => {
        const sut = startList();
        await walkAndSee(path, {
          play: (event: PathEvent) => playOn(sut, event),
          current: () => sut.actor.getSnapshot(),
          where: where as never,
          see: (): unknown => seen(sut.actor.getSnapshot()),
          expected,
        });
      },
    );
  }
});

describe('initiatives list, selecting rows across pages, every shortest path, checked against what the user sees', () => {
  const eventsFor = (snapshot: Snapshot) =>
    snapshot.matches('loading')
      ? [{ type: 'xstate.done.actor.loadPage', output: answerTo(snapshot.context) }]
      : [
          { type: 'list.select', initiativeId: 2, selected: true },
          { type: 'list.select', initiativeId: 42, selected: true },
          { type: 'list.select', initiativeId: 2, selected: false },
          { type: 'list.clearSelection' },
          { type: 'list.page', page: 3 },
          { type: 'list.page', page: 1 },
        ];
  const ticked = (snapshot: Snapshot) => [...select.selectSelected(snapshot)].sort((a, b) => a - b);
  const serializeState = (snapshot: Snapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.pageNumber, snapshot.context.total, ticked(snapshot)]);
  const paths = getShortestPaths(initiativesListMachine, { input, events: eventsFor as never, serializeState: serializeState as never });
  const where = (snapshot: Snapshot) =>
    `${String(snapshot.value)} p${snapshot.context.pageNumber}${snapshot.context.total ? ' of 45' : ''}, ticked ${ticked(snapshot).join('+') || 'none'}`;

  // By hand: the ticks stay while another page loads and is shown (row 2 is on page 1, row 42 on
  // page 3: a tick is kept for a row not on screen); un-ticking and 'clear' remove them.
  const views = {
    'loading p1 of 45': { view: 'loading', counters: { shown: 0, total: 45 }, firstRow: null, page: '1 из 3' },
    'shown p1 of 45': { view: 'shown', counters: { shown: 20, total: 45 }, firstRow: 1, page: '1 из 3' },
    'loading p3 of 45': { view: 'loading', counters: { shown: 0, total: 45 }, page: '3 из 3', firstRow: null },
    'shown p3 of 45': { view: 'shown', counters: { shown: 5, total: 45 }, firstRow: 41, page: '3 из 3' },
  };
  const expected: Record<string, unknown> = {
    'loading p1, ticked none': { view: 'loading', counters: { shown: 0, total: 0 }, firstRow: null, page: '1 из 1', ticked: [] },
  };
  for (const [place, view] of Object.entries(views)) {
    for (const tick of [[], [2], [42], [2, 42]]) expected[`${place}, ticked ${tick.join('+') || 'none'}`] = { ...view, ticked: tick };
  }

  it('reaches exactly the states written by hand', () => expectEveryStateWritten(paths, where as never, expected));

  for (const path of paths) {
    it(
      describePath(path, (state) => where(state as Snapshot)),
      async () => {
        const sut = startList();
        await walkAndSee(path, {
          play: (event: PathEvent) => playOn(sut, event),
          current: () => sut.actor.getSnapshot(),
          where: where as never,
          see: (): unknown => {
            const { view, counters, firstRow, page } = seen(sut.actor.getSnapshot());
            return { view, counters, firstRow, page, ticked: ticked(sut.actor.getSnapshot()) };
          },
          expected,
        });
      },
    );
  }
});
