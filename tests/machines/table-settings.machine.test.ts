import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { TableSettings as SavedSettings } from '../../src/api/contract/initiatives-list';
import { ApiError } from '../../src/api/http';
import type { TableDefaults, TableSettings } from '../../src/domain/table-settings';
import { snackbarMachine } from '../../src/machines/snackbar.machine';
import {
  SETTINGS_DEBOUNCE_MS, selectColumnWidths, selectSettingsOpen, selectSettingsSaving, selectTableSettings, tableSettingsMachine, type TableSettingsEvent,
} from '../../src/machines/table-settings.machine';
import { tableStorageKey } from '../../src/machines/table-settings.storage';
import { describePath, walkPath } from './support/walk-paths';

type Snapshot = SnapshotFrom<typeof tableSettingsMachine>;
interface Pending<I> { input: I; resolve(value: unknown): void; reject(error: unknown): void }

const defaults: TableDefaults = {
  tableName: 'profit-forecast',
  columns: [{ key: 'name', show: true }, { key: 'price', show: true }, { key: 'bonus', show: false }],
  filters: [{ key: 'name', show: true }],
};
const saved: SavedSettings = {
  tableName: 'profit-forecast',
  columnsWidth: { name: 300, removed: 90 },
  sorts: [{ id: 'price', desc: true }],
  filtersGrid: [{ key: 'name', show: false }],
  columnsGrid: [{ key: 'price', show: true }, { key: 'name', show: true }],
  version: 1,
};
const afterDebounce = 'xstate.after.settingsDebounce.tableSettings.ready.sync.pending';

/** The machine with both calls faked and a simulated clock: the test decides when each ends. */
function startSettings() {
  const loads: Pending<{ tableName: string }>[] = [];
  const saves: Pending<{ settings: TableSettings }>[] = [];
  const later = <O, I>(list: Pending<I>[]) => fromPromise<O, I>(({ input }) => new Promise<O>((resolve, reject) => list.push({ input, resolve: resolve as (value: unknown) => void, reject })));
  const clock = new SimulatedClock();
  const snackbar = createActor(snackbarMachine).start();
  const machine = tableSettingsMachine.provide({
    actors: { loadSettings: later<SavedSettings | null, { tableName: string }>(loads), saveSettings: later<void, { settings: TableSettings }>(saves) },
  });
  const actor = createActor(machine, { input: { defaults, userName: 'apteka1', snackbar }, clock }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const snackbars = () => snackbar.getSnapshot().context.queue.map((shown) => shown.title);
  return { actor, loads, saves, clock, settle, snackbars };
}

const events = [
  { type: 'xstate.done.actor.loadSettings', output: saved },
  { type: 'xstate.done.actor.loadSettings', output: null },
  { type: 'xstate.error.actor.loadSettings', error: new ApiError(503, 'Сервис настроек недоступен') },
  { type: 'columns.resize', key: 'price', width: 180 },
  { type: afterDebounce },
  { type: 'xstate.done.actor.saveSettings', output: undefined },
  { type: 'xstate.error.actor.saveSettings', error: new ApiError(500, 'Ошибка') },
  { type: 'settings.open' },
  { type: 'settings.close' },
  { type: 'settings.save', columnsGrid: [{ key: 'bonus', show: true }, { key: 'name', show: true }, { key: 'price', show: false }], filtersGrid: [{ key: 'name', show: true }] },
] as const;
type PathEvent = (typeof events)[number];

/** What the user sees, as the test's own reading of the issue (never read back from the machine). */
interface Seen {
  loading: boolean;
  /** A save waits for the debounce (nothing sent yet). */
  waiting: boolean;
  saving: boolean;
  modal: 'closed' | 'open' | 'saving';
  widths: Record<string, number>;
  columns: string[];
  snackbars: string[];
  saves: number;
}
const atStart: Seen = { loading: true, waiting: false, saving: false, modal: 'closed', widths: {}, columns: ['name', 'price', '-bonus'], snackbars: [], saves: 0 };
const loadFailed = 'Не удалось загрузить настройки таблицы';
const saveFailed = 'Не удалось сохранить настройки таблицы';

function seenAfter(seen: Seen, event: PathEvent): Seen {
  switch (event.type) {
    case 'xstate.done.actor.loadSettings':
      // Saved: its widths (a removed column's dropped), its order, and the new column 'bonus' at its default place, hidden.
      return event.output
        ? { ...seen, loading: false, widths: { name: 300, ...seen.widths }, columns: ['price', 'name', '-bonus'] }
        : { ...seen, loading: false };
    case 'xstate.error.actor.loadSettings':
      return { ...seen, loading: false, snackbars: [...seen.snackbars, loadFailed] };
    case 'columns.resize':
      // While loading the width shows and survives the load; once ready it waits to be saved.
      return { ...seen, widths: { ...seen.widths, price: 180 }, waiting: !seen.loading || seen.waiting, saving: seen.loading ? seen.saving : false };
    case afterDebounce:
      return { ...seen, waiting: false, saving: true, saves: seen.saves + 1 };
    case 'xstate.done.actor.saveSettings':
      return { ...seen, saving: false, modal: seen.modal === 'saving' ? 'closed' : seen.modal };
    case 'xstate.error.actor.saveSettings':
      return { ...seen, saving: false, modal: seen.modal === 'saving' ? 'open' : seen.modal, snackbars: [...seen.snackbars, saveFailed] };
    case 'settings.open':
      return seen.modal === 'closed' && !seen.loading ? { ...seen, modal: 'open' } : seen;
    case 'settings.close':
      return seen.modal === 'open' ? { ...seen, modal: 'closed' } : seen;
    case 'settings.save':
      return seen.modal === 'open'
        ? { ...seen, modal: 'saving', waiting: false, saving: true, saves: seen.saves + 1, columns: ['bonus', 'name', '-price'] }
        : seen;
  }
}

const serializeState = (snapshot: Snapshot) =>
  JSON.stringify([snapshot.value, snapshot.context.settings.columnsWidth, snapshot.context.settings.columnsGrid, !!snapshot.context.loadFailure]);

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), removeItem: (key: string) => void items.delete(key), items };
}

// Node has no local storage: a fresh one per test (and one already while the paths are computed).
let storage = memoryStorage();
vi.stubGlobal('localStorage', storage);
beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('localStorage', storage);
});
afterAll(() => vi.unstubAllGlobals());

describe('table-settings machine, every shortest path, against what the user should see', () => {
  const paths = getShortestPaths(tableSettingsMachine, {
    input: { defaults, userName: 'apteka1', snackbar: createActor(snackbarMachine) },
    events: [...events] as never,
    serializeState: serializeState as never,
    limit: 5000,
  } as never);

  it('reaches loading, every sync state and every modal state', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    expect(reached).toContain('"loading"');
    for (const sync of ['settled', 'pending', 'saving']) expect([...reached].some((value) => value.includes(`"sync":"${sync}"`))).toBe(true);
    for (const modal of ['closed', 'open', 'saving']) expect([...reached].some((value) => value.includes(`"modal":"${modal}"`))).toBe(true);
  });

  for (const path of paths) {
    it(describePath(path, (state) => JSON.stringify(state.value)), async () => {
      const sut = startSettings();
      let seen = atStart;
      await walkPath(path, {
        play: async (played) => {
          const event = played as unknown as PathEvent;
          seen = seenAfter(seen, event);
          if (event.type === 'xstate.done.actor.loadSettings') sut.loads.at(-1)!.resolve(event.output);
          else if (event.type === 'xstate.error.actor.loadSettings') sut.loads.at(-1)!.reject(event.error);
          else if (event.type === 'xstate.done.actor.saveSettings') sut.saves.at(-1)!.resolve(undefined);
          else if (event.type === 'xstate.error.actor.saveSettings') sut.saves.at(-1)!.reject(event.error);
          else if (event.type === afterDebounce) sut.clock.increment(SETTINGS_DEBOUNCE_MS);
          else sut.actor.send(event as unknown as TableSettingsEvent);
          await sut.settle();
        },
        check: () => {
          const snapshot = sut.actor.getSnapshot();
          expect(snapshot.matches('loading')).toBe(seen.loading);
          expect(snapshot.matches({ ready: { sync: 'pending' } })).toBe(seen.waiting);
          expect(snapshot.matches({ ready: { sync: 'saving' } })).toBe(seen.saving);
          expect(selectSettingsOpen(snapshot)).toBe(seen.modal !== 'closed');
          expect(selectSettingsSaving(snapshot)).toBe(seen.modal === 'saving');
          expect(selectColumnWidths(snapshot)).toEqual(seen.widths);
          expect(selectTableSettings(snapshot).columnsGrid.map((column) => (column.show ? column.key : `-${column.key}`))).toEqual(seen.columns);
          expect(sut.snackbars()).toEqual(seen.snackbars);
          expect(sut.saves).toHaveLength(seen.saves);
        },
      });
    });
  }
});

describe('table-settings machine, by the issue', () => {
  it('a drag of many resizes is one save, sent after the debounce with the whole state', async () => {
    const sut = startSettings();
    expect(sut.loads.map((load) => load.input)).toEqual([{ tableName: 'profit-forecast' }]);
    sut.loads[0].resolve(null);
    await sut.settle();
    for (const width of [120, 140, 160.4]) {
      sut.actor.send({ type: 'columns.resize', key: 'name', width });
      sut.clock.increment(SETTINGS_DEBOUNCE_MS - 1);
    }
    expect(sut.saves).toHaveLength(0);
    sut.clock.increment(1);
    await sut.settle();
    expect(sut.saves.map((save) => save.input.settings)).toEqual([
      {
        tableName: 'profit-forecast',
        columnsWidth: { name: 160 },
        sorts: [],
        filtersGrid: [{ key: 'name', show: true }],
        columnsGrid: [{ key: 'name', show: true }, { key: 'price', show: true }, { key: 'bonus', show: false }],
        version: 1,
      },
    ]);
  });

  it('keeps tableSorts and filtersState.fieldsValues per table and user in local storage', async () => {
    const sut = startSettings();
    sut.actor.send({ type: 'sorts.change', sorts: [{ id: 'price', desc: true }] });
    sut.actor.send({ type: 'filters.values', values: { name: 'Нурофен' } });
    sut.actor.send({ type: 'filters.open', open: true });
    expect(JSON.parse(storage.items.get(tableStorageKey('profit-forecast', 'apteka1'))!)).toEqual({
      tableSorts: [{ id: 'price', desc: true }],
      filtersState: { fieldsValues: { name: 'Нурофен' }, open: true },
    });
    // Another start in this browser, with nothing on the server, finds the sorts and values.
    const again = startSettings();
    expect(again.actor.getSnapshot().context.local.filtersState.fieldsValues).toEqual({ name: 'Нурофен' });
    again.loads[0].resolve(null);
    await again.settle();
    expect(selectTableSettings(again.actor.getSnapshot()).sorts).toEqual([{ id: 'price', desc: true }]);
  });
});
