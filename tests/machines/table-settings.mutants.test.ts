import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { TableSettings as SavedSettings } from '../../src/api/contract/initiatives-list';
import type { TableDefaults, TableSettings } from '../../src/domain/shared/table-settings';
import { snackbarMachine } from '../../src/machines/shared/snackbar.machine';
import {
  SETTINGS_DEBOUNCE_MS,
  selectSettingsOpen,
  selectSettingsSaving,
  selectTableSettings,
  tableSettingsMachine,
} from '../../src/machines/shared/table-settings.machine';

interface Pending<I> {
  input: I;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

const defaults: TableDefaults = {
  tableName: 'profit-forecast',
  columns: [
    { key: 'name', show: true },
    { key: 'price', show: true },
    { key: 'bonus', show: false },
  ],
  filters: [{ key: 'name', show: true }],
};
const defaultsWithSort: TableDefaults = { ...defaults, sorts: [{ id: 'name', desc: false }] };

function memoryStorage(items = new Map<string, string>()) {
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}
let storage = memoryStorage();
beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('localStorage', storage);
});
afterAll(() => vi.unstubAllGlobals());

/** Keeps sorts in this browser for apteka1's profit-forecast table, as an earlier visit did. */
const keepSorts = (sorts: unknown) =>
  storage.items.set('table.profit-forecast.apteka1', JSON.stringify({ tableSorts: sorts, filtersState: { fieldsValues: {} } }));

function startSettings(tableDefaults: TableDefaults = defaults) {
  const loads: Pending<{ tableName: string }>[] = [];
  const saves: Pending<{ settings: TableSettings }>[] = [];
  const later = <O, I>(list: Pending<I>[]) =>
    fromPromise<O, I>(
      ({ input }) => new Promise<O>((resolve, reject) => list.push({ input, resolve: resolve as (value: unknown) => void, reject })),
    );
  const clock = new SimulatedClock();
  const snackbar = createActor(snackbarMachine).start();
  const machine = tableSettingsMachine.provide({
    actors: {
      loadSettings: later<SavedSettings | null, { tableName: string }>(loads),
      saveSettings: later<void, { settings: TableSettings }>(saves),
    },
  });
  const actor = createActor(machine, { input: { defaults: tableDefaults, userName: 'apteka1', snackbar }, clock }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, loads, saves, clock, settle, settings: () => selectTableSettings(actor.getSnapshot()) };
}

const defaultColumns = [
  { key: 'name', show: true },
  { key: 'price', show: true },
  { key: 'bonus', show: false },
];

describe('table-settings machine: the sorts this browser kept', () => {
  it('show at once while the load is on its way, with the rest of the defaults', () => {
    keepSorts([{ id: 'price', desc: true }]);
    const sut = startSettings();
    expect(sut.settings()).toStrictEqual({
      tableName: 'profit-forecast',
      columnsWidth: {},
      sorts: [{ id: 'price', desc: true }],
      filtersGrid: [{ key: 'name', show: true }],
      columnsGrid: defaultColumns,
      version: 1,
    });
  });

  it("none kept: the defaults' own sort shows while loading, and stays when nothing is saved", async () => {
    const sut = startSettings(defaultsWithSort);
    expect(sut.settings().sorts).toStrictEqual([{ id: 'name', desc: false }]);
    sut.loads[0].resolve(null);
    await sut.settle();
    expect(sut.settings().sorts).toStrictEqual([{ id: 'name', desc: false }]);
  });

  it('a kept sort of a column the table no longer has is dropped', () => {
    keepSorts([
      { id: 'removed', desc: true },
      { id: 'bonus', desc: false },
    ]);
    expect(startSettings().settings().sorts).toStrictEqual([{ id: 'bonus', desc: false }]);
  });

  it("the server's saved sorts win over the kept ones", async () => {
    keepSorts([{ id: 'name', desc: false }]);
    const sut = startSettings();
    sut.loads[0].resolve({
      tableName: 'profit-forecast',
      columnsWidth: {},
      sorts: [{ id: 'price', desc: true }],
      filtersGrid: [],
      columnsGrid: [],
      version: 1,
    });
    await sut.settle();
    expect(sut.settings().sorts).toStrictEqual([{ id: 'price', desc: true }]);
  });

  it('nothing saved on the server: the kept sorts stay', async () => {
    keepSorts([{ id: 'price', desc: false }]);
    const sut = startSettings(defaultsWithSort);
    sut.loads[0].resolve(null);
    await sut.settle();
    expect(sut.settings().sorts).toStrictEqual([{ id: 'price', desc: false }]);
  });
});

describe('table-settings machine: a sort once the settings are in use', () => {
  it('changes only the sorts, and the save sends the whole settings with it', async () => {
    const sut = startSettings();
    sut.loads[0].resolve(null);
    await sut.settle();
    sut.actor.send({ type: 'columns.resize', key: 'price', width: 150 });
    sut.actor.send({ type: 'sorts.change', sorts: [{ id: 'price', desc: true }] });
    const expected = {
      tableName: 'profit-forecast',
      columnsWidth: { price: 150 },
      sorts: [{ id: 'price', desc: true }],
      filtersGrid: [{ key: 'name', show: true }],
      columnsGrid: defaultColumns,
      version: 1,
    };
    expect(sut.settings()).toStrictEqual(expected);
    sut.clock.increment(SETTINGS_DEBOUNCE_MS);
    await sut.settle();
    expect(sut.saves.map((save) => save.input.settings)).toStrictEqual([expected]);
  });
});

describe('table-settings machine: the modal while its save is on its way', () => {
  it('is still open (and saving)', async () => {
    const sut = startSettings();
    sut.loads[0].resolve(null);
    await sut.settle();
    sut.actor.send({ type: 'settings.open' });
    sut.actor.send({ type: 'settings.save', columnsGrid: defaultColumns, filtersGrid: [{ key: 'name', show: true }] });
    expect(selectSettingsOpen(sut.actor.getSnapshot())).toBe(true);
    expect(selectSettingsSaving(sut.actor.getSnapshot())).toBe(true);
  });
});
