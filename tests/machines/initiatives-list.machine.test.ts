import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { InitiativeListRow, InitiativeTablePage, InitiativeTableRequest } from '../../src/api/contract/initiatives-list';
import { ApiError } from '../../src/api/http';
import { initiativesListMachine, nextSorts, pageCount } from '../../src/machines/initiatives-list.machine';
import * as select from '../../src/machines/initiatives-list.selectors';
import { listStorageKey, readRememberedList, writeRememberedList, type RememberedList } from '../../src/machines/initiatives-list.storage';
import { describePath, walkPath } from './support/walk-paths';

type Snapshot = SnapshotFrom<typeof initiativesListMachine>;
interface Pending { input: InitiativeTableRequest; resolve(value: unknown): void; reject(error: unknown): void }

const row = (initiativeId: number): InitiativeListRow => ({
  initiativeId, type: 'MANDATORY_MATRIX', initiativeName: `Инициатива ${initiativeId}`, initiativeStartDate: '2026-10-01',
  initiativeEndDate: '2026-12-31', initiativeSent: false, initiativeLastExportTime: null, initiativeUpdateDateTime: null,
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
      { pharmacyId: 1, pageNumber: 1, pageSize: 20, sorts: { initiativeId: 'desc' }, filters: { initiativeName: 'матрица' } },
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
    const storage = { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value) };
    store.set(listStorageKey('apteka1'), JSON.stringify({ columnsWidth: { x: 1 } }));
    writeRememberedList('apteka1', { filtersOpen: true, filters: { initiativeSent: true, initiativeStartDateFrom: '2026-01-01' }, sorts: { type: 'asc' } }, storage);
    expect(JSON.parse(store.get('pharmacy_initiatives.apteka1')!)).toEqual({
      columnsWidth: { x: 1 },
      filtersOpen: true,
      filtersState: { fieldsValues: { initiativeSent: true, initiativeStartDateFrom: '2026-01-01' } },
      tableSorts: { type: 'asc' },
    });
    expect(readRememberedList('apteka1', storage)).toEqual({
      filtersOpen: true, filters: { initiativeSent: true, initiativeStartDateFrom: '2026-01-01' }, sorts: { type: 'asc' },
    });
    // Another user of the same browser has their own; nonsense stored is ignored.
    expect(readRememberedList('apteka2', storage)).toEqual({ filtersOpen: false, filters: {}, sorts: {} });
    store.set('pharmacy_initiatives.apteka2', '{"filtersState":{"fieldsValues":{"initiativeStartDateFrom":"вчера","x":1}},"tableSorts":{"x":"up"}}');
    expect(readRememberedList('apteka2', storage)).toEqual({ filtersOpen: false, filters: {}, sorts: {} });
  });
});

// ---- Model-based walk -------------------------------------------------------------------------

const page1 = { rows: rows(1, 20), total: 45, current: 1 };
const page3 = { rows: rows(41, 5), total: 45, current: 3 };
const nothing = { rows: [], total: 0, current: 1 };

const events = [
  { type: 'xstate.done.actor.loadPage', output: page1 },
  { type: 'xstate.done.actor.loadPage', output: page3 },
  { type: 'xstate.done.actor.loadPage', output: nothing },
  { type: 'xstate.error.actor.loadPage', error: new ApiError(503, 'Сервис инициатив недоступен') },
  { type: 'list.retry' },
  { type: 'list.refresh' },
  { type: 'list.page', page: 3 },
  // Beyond the last page: nothing is asked.
  { type: 'list.page', page: 4 },
  { type: 'list.pageSize', size: 50 },
  { type: 'list.sort', column: 'initiativeName' },
  { type: 'list.filter', field: 'initiativeSent', value: true },
  { type: 'xstate.after.filterDebounce.initiativesList.settling' },
  { type: 'list.select', initiativeId: 2, selected: true },
] as const;
type PathEvent = (typeof events)[number];

interface Seen {
  view: select.InitiativesListView;
  rows: number;
  total: number;
  page: number;
  size: number;
  error: string | null;
  sorts: Record<string, string>;
  filters: Record<string, unknown>;
  open: boolean;
  selected: number[];
  /** How many page requests were sent. */
  asked: number;
  waiting: boolean;
}
const atStart: Seen = {
  view: 'loading', rows: 0, total: 0, page: 1, size: 20, error: null, sorts: {}, filters: {}, open: false, selected: [], asked: 1, waiting: false,
};
const loadAgain = (seen: Seen, changes: Partial<Seen>): Seen => ({ ...seen, ...changes, view: 'loading', error: null, asked: seen.asked + 1, waiting: false });

function seenAfter(seen: Seen, event: PathEvent): Seen {
  switch (event.type) {
    case 'xstate.done.actor.loadPage':
      return { ...seen, view: event.output.rows.length ? 'shown' : 'empty', rows: event.output.rows.length, total: event.output.total, page: event.output.current };
    case 'xstate.error.actor.loadPage':
      return { ...seen, view: 'failed', rows: 0, error: 'Сервис инициатив недоступен' };
    case 'list.retry':
      return seen.view === 'failed' ? loadAgain(seen, {}) : seen;
    case 'list.refresh':
      return loadAgain(seen, {});
    case 'list.page': {
      const pages = Math.max(1, Math.ceil(seen.total / seen.size));
      return event.page <= pages && event.page !== seen.page ? loadAgain(seen, { page: event.page }) : seen;
    }
    case 'list.pageSize':
      return loadAgain(seen, { size: event.size, page: 1 });
    case 'list.sort': {
      const now = seen.sorts[event.column];
      const sorts: Record<string, string> = now === undefined ? { [event.column]: 'asc' } : now === 'asc' ? { [event.column]: 'desc' } : {};
      return loadAgain(seen, { sorts, page: 1 });
    }
    case 'list.filter':
      // The rows stay as they were until the debounce ends.
      return { ...seen, filters: { ...seen.filters, [event.field]: event.value }, page: 1, waiting: true, view: seen.view === 'failed' || seen.view === 'loading' ? seen.view : seen.view, error: seen.error };
    case 'xstate.after.filterDebounce.initiativesList.settling':
      return seen.waiting ? loadAgain(seen, {}) : seen;
    case 'list.select':
      return { ...seen, selected: event.selected ? [...seen.selected.filter((id) => id !== 2), 2] : seen.selected.filter((id) => id !== 2) };
  }
}

const serializeState = (snapshot: Snapshot) =>
  JSON.stringify([snapshot.value, snapshot.context.pageNumber, snapshot.context.pageSize, snapshot.context.total, snapshot.context.sorts, snapshot.context.filters, snapshot.context.selected]);

describe('initiatives list machine, every shortest path, against what the user should see', () => {
  const paths = getShortestPaths(initiativesListMachine, {
    input: { userName: 'apteka1', pharmacyId: 1, remembered: { filtersOpen: false, filters: {}, sorts: {} } },
    events: [...events] as never,
    serializeState: serializeState as never,
    limit: 100_000,
  });

  it('reaches loading, settling, shown and failed', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    expect([...reached].sort()).toEqual(['"failed"', '"loading"', '"settling"', '"shown"'].sort());
  });

  for (const path of paths) {
    it(describePath(path, (state) => serializeState(state as Snapshot)), async () => {
      const sut = startList();
      let seen = atStart;
      await walkPath(path, {
        play: async (played) => {
          const event = played as unknown as PathEvent;
          if (event.type === 'xstate.after.filterDebounce.initiativesList.settling') {
            seen = seenAfter(seen, event);
            await sut.settle();
            return;
          }
          if (event.type === 'list.filter') {
            // The fake's debounce is 0: the load follows at once, as the expectation's next step.
            seen = seenAfter(seen, event);
            sut.actor.send(event);
            return;
          }
          seen = seenAfter(seen, event);
          if (event.type === 'xstate.done.actor.loadPage') sut.loads.at(-1)!.resolve(event.output);
          else if (event.type === 'xstate.error.actor.loadPage') sut.loads.at(-1)!.reject(event.error);
          else sut.actor.send(event);
          await sut.settle();
        },
        check: (expected) => {
          const snapshot = sut.actor.getSnapshot();
          // While settling, the fake's zero debounce has not run yet only within the same tick.
          if (seen.waiting && expected.matches('settling')) return;
          expect(select.selectView(snapshot)).toBe(seen.view);
          expect(select.selectRows(snapshot)).toHaveLength(seen.view === 'failed' ? 0 : seen.rows);
          expect(select.selectTotal(snapshot)).toBe(seen.total);
          expect(select.selectPageNumber(snapshot)).toBe(seen.page);
          expect(select.selectPageSize(snapshot)).toBe(seen.size);
          expect(select.selectLoadError(snapshot)).toBe(seen.view === 'failed' ? seen.error : null);
          expect(select.selectSorts(snapshot)).toEqual(seen.sorts);
          expect(select.selectFilters(snapshot)).toEqual(seen.filters);
          expect(select.selectFiltersOpen(snapshot)).toBe(seen.open);
          expect(select.selectSelected(snapshot)).toEqual(seen.selected);
          expect(sut.loads).toHaveLength(seen.asked);
        },
      });
    });
  }
});
