import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { TableSettings as SavedSettings } from '../../src/api/contract/initiatives-list';
import { ApiError } from '../../src/api/shared/http';
import type { TableDefaults, TableSettings } from '../../src/domain/shared/table-settings';
import { snackbarMachine } from '../../src/machines/shared/snackbar.machine';
import {
  SETTINGS_DEBOUNCE_MS,
  selectColumnWidths,
  selectSettingsLoading,
  selectSettingsOpen,
  selectSettingsSaving,
  selectTableSettings,
  tableSettingsMachine,
  type TableSettingsEvent,
} from '../../src/machines/shared/table-settings.machine';
import { tableStorageKey } from '../../src/machines/shared/table-settings.storage';
import { expectEveryStateWritten, walkAndSee } from './support/walk-and-see';
import { describePath } from './support/walk-paths';

type Snapshot = SnapshotFrom<typeof tableSettingsMachine>;
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
const saved: SavedSettings = {
  tableName: 'profit-forecast',
  columnsWidth: { name: 300, removed: 90 },
  sorts: [{ id: 'price', desc: true }],
  filtersGrid: [{ key: 'name', show: false }],
  columnsGrid: [
    { key: 'price', show: true },
    { key: 'name', show: true },
  ],
  version: 1,
};
const afterDebounce = 'xstate.after.settingsDebounce.tableSettings.ready.sync.pending';

/** The machine with both calls faked and a simulated clock: the test decides when each ends. */
function startSettings() {
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
  const actor = createActor(machine, { input: { defaults, userName: 'apteka1', snackbar }, clock }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const snackbars = () => snackbar.getSnapshot().context.queue.map((shown) => shown.title);
  const descriptions = () => snackbar.getSnapshot().context.queue.map((shown) => shown.description);
  return { actor, loads, saves, clock, settle, snackbars, descriptions };
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
  {
    type: 'settings.save',
    columnsGrid: [
      { key: 'bonus', show: true },
      { key: 'name', show: true },
      { key: 'price', show: false },
    ],
    filtersGrid: [{ key: 'name', show: true }],
  },
] as const;
type PathEvent = (typeof events)[number];

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

// Node has no local storage: a fresh one per test (and one already while the paths are computed).
let storage = memoryStorage();
vi.stubGlobal('localStorage', storage);
beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('localStorage', storage);
});
afterAll(() => vi.unstubAllGlobals());

/** What the user sees: the grid's widths and columns (hidden ones with '-'), and the modal 'Настройки'. */
const see = (snapshot: Snapshot) => ({
  loading: selectSettingsLoading(snapshot),
  modal: selectSettingsSaving(snapshot) ? 'saving' : selectSettingsOpen(snapshot) ? 'open' : 'closed',
  widths: selectColumnWidths(snapshot),
  columns: selectTableSettings(snapshot).columnsGrid.map((column) => (column.show ? column.key : `-${column.key}`)),
});
type Seen = ReturnType<typeof see>;

/** Plays one model event on the live actor: a call's end settles the fake, the debounce moves the clock. */
async function play(sut: ReturnType<typeof startSettings>, event: PathEvent) {
  if (event.type === 'xstate.done.actor.loadSettings') sut.loads.at(-1)!.resolve(event.output);
  else if (event.type === 'xstate.error.actor.loadSettings') sut.loads.at(-1)!.reject(event.error);
  else if (event.type === 'xstate.done.actor.saveSettings') sut.saves.at(-1)!.resolve(undefined);
  else if (event.type === 'xstate.error.actor.saveSettings') sut.saves.at(-1)!.reject(event.error);
  else if (event.type === afterDebounce) sut.clock.increment(SETTINGS_DEBOUNCE_MS);
  else sut.actor.send(event as unknown as TableSettingsEvent);
  await sut.settle();
}

const modelInput = () => ({ defaults, userName: 'apteka1', snackbar: createActor(snackbarMachine) });
const stateName = (snapshot: Snapshot) =>
  typeof snapshot.value === 'string' ? snapshot.value : `${snapshot.value.ready.sync}/${snapshot.value.ready.modal}`;

const walkEach = (paths: ReturnType<typeof getShortestPaths>, where: (snapshot: Snapshot) => string, expected: Record<string, Seen>) => {
  it('reaches exactly the states written by hand', () => expectEveryStateWritten(paths as never, where, expected));
  for (const path of paths) {
    it(
      describePath(path, (state) => where(state as Snapshot)),
      async () => {
        const sut = startSettings();
        await walkAndSee(path as never, {
          play: (event) => play(sut, event as PathEvent),
          current: () => sut.actor.getSnapshot(),
          where,
          see: () => see(sut.actor.getSnapshot()),
          expected,
        });
      },
    );
  }
};

describe('table-settings machine, the load: every shortest path, checked against what the user sees', () => {
  // The three ends of the load, and a resize or 'Настройки' pressed while it is on its way.
  const where = (snapshot: Snapshot) =>
    `${stateName(snapshot)}, ${snapshot.context.loadFailure ? 'load failed' : snapshot.context.settings.columnsWidth.name ? 'saved' : 'defaults'}` +
    `, ${snapshot.context.settings.columnsWidth.price ? 'price resized' : 'not resized'}` +
    (snapshot.context.openWhenReady ? ', settings asked' : '');
  const paths = getShortestPaths(tableSettingsMachine, {
    input: modelInput(),
    events: (snapshot: Snapshot) =>
      snapshot.matches('loading')
        ? events.filter((event) => event.type.includes('loadSettings') || event.type === 'columns.resize' || event.type === 'settings.open')
        : [],
    serializeState: where,
  } as never);

  const grid = (widths: Record<string, number>, columns: string[], modal = 'closed'): Seen => ({ loading: false, modal, widths, columns });
  const loading = (widths: Record<string, number>): Seen => ({
    loading: true,
    modal: 'closed',
    widths,
    columns: ['name', 'price', '-bonus'],
  });
  // By hand: the defaults while loading; the saved widths (a removed column dropped) and order, with
  // the new column 'bonus' hidden at its place; the user's resize wins over the load; 'Настройки'
  // pressed while loading opens the modal once the settings are in, whichever way the load ended.
  const expected: Record<string, Seen> = {
    'loading, defaults, not resized': loading({}),
    'loading, defaults, price resized': loading({ price: 180 }),
    'loading, defaults, not resized, settings asked': loading({}),
    'loading, defaults, price resized, settings asked': loading({ price: 180 }),
    'settled/closed, saved, not resized': grid({ name: 300 }, ['price', 'name', '-bonus']),
    'settled/closed, saved, price resized': grid({ name: 300, price: 180 }, ['price', 'name', '-bonus']),
    'settled/closed, defaults, not resized': grid({}, ['name', 'price', '-bonus']),
    'settled/closed, defaults, price resized': grid({ price: 180 }, ['name', 'price', '-bonus']),
    'settled/closed, load failed, not resized': grid({}, ['name', 'price', '-bonus']),
    'settled/closed, load failed, price resized': grid({ price: 180 }, ['name', 'price', '-bonus']),
    'settled/open, saved, not resized': grid({ name: 300 }, ['price', 'name', '-bonus'], 'open'),
    'settled/open, saved, price resized': grid({ name: 300, price: 180 }, ['price', 'name', '-bonus'], 'open'),
    'settled/open, defaults, not resized': grid({}, ['name', 'price', '-bonus'], 'open'),
    'settled/open, defaults, price resized': grid({ price: 180 }, ['name', 'price', '-bonus'], 'open'),
    'settled/open, load failed, not resized': grid({}, ['name', 'price', '-bonus'], 'open'),
    'settled/open, load failed, price resized': grid({ price: 180 }, ['name', 'price', '-bonus'], 'open'),
  };
  walkEach(paths, where, expected);
});

describe('table-settings machine, after a load with nothing saved: every shortest path, checked against what the user sees', () => {
  const where = (snapshot: Snapshot) =>
    `${stateName(snapshot)}, ${snapshot.context.settings.columnsWidth.price ? 'price resized' : 'not resized'}` +
    `, ${snapshot.context.settings.columnsGrid[0].key === 'bonus' ? 'chosen grid' : 'default grid'}`;
  const paths = getShortestPaths(tableSettingsMachine, {
    input: modelInput(),
    events: (snapshot: Snapshot) =>
      snapshot.matches('loading') ? [events[1]] : events.filter((event) => !event.type.includes('loadSettings')),
    serializeState: where,
  } as never);

  const defaultGrid = ['name', 'price', '-bonus'];
  const chosenGrid = ['bonus', 'name', '-price'];
  const shows = (modal: string, widths: Record<string, number>, columns: string[]): Seen => ({ loading: false, modal, widths, columns });
  // By hand: the modal (open while its save is on its way), the resized width, the chosen columns.
  const expected: Record<string, Seen> = {
    'loading, not resized, default grid': { loading: true, modal: 'closed', widths: {}, columns: defaultGrid },
    'settled/closed, not resized, default grid': shows('closed', {}, defaultGrid),
    'settled/open, not resized, default grid': shows('open', {}, defaultGrid),
    'pending/closed, price resized, default grid': shows('closed', { price: 180 }, defaultGrid),
    'pending/open, price resized, default grid': shows('open', { price: 180 }, defaultGrid),
    'saving/closed, price resized, default grid': shows('closed', { price: 180 }, defaultGrid),
    'saving/open, price resized, default grid': shows('open', { price: 180 }, defaultGrid),
    'settled/closed, price resized, default grid': shows('closed', { price: 180 }, defaultGrid),
    'settled/open, price resized, default grid': shows('open', { price: 180 }, defaultGrid),
    // The modal's Save: the chosen columns show at once, the modal waits for the save.
    'saving/saving, not resized, chosen grid': shows('saving', {}, chosenGrid),
    'saving/saving, price resized, chosen grid': shows('saving', { price: 180 }, chosenGrid),
    'pending/saving, price resized, chosen grid': shows('saving', { price: 180 }, chosenGrid),
    // Saved: the modal closes; failed: it stays open with the user's choices intact.
    'settled/closed, not resized, chosen grid': shows('closed', {}, chosenGrid),
    'settled/open, not resized, chosen grid': shows('open', {}, chosenGrid),
    'settled/closed, price resized, chosen grid': shows('closed', { price: 180 }, chosenGrid),
    'settled/open, price resized, chosen grid': shows('open', { price: 180 }, chosenGrid),
    'pending/closed, price resized, chosen grid': shows('closed', { price: 180 }, chosenGrid),
    'pending/open, price resized, chosen grid': shows('open', { price: 180 }, chosenGrid),
    'saving/closed, price resized, chosen grid': shows('closed', { price: 180 }, chosenGrid),
    'saving/open, price resized, chosen grid': shows('open', { price: 180 }, chosenGrid),
  };
  walkEach(paths, where, expected);
});

describe('table-settings machine, after a failed load: every shortest path, checked against what the user sees', () => {
  const where = (snapshot: Snapshot) =>
    snapshot.matches('loading')
      ? 'loading'
      : `${stateName(snapshot)}, ${snapshot.context.loadFailure ? 'unread' : 'read'}` +
        `, ${snapshot.context.settings.columnsWidth.price ? 'price resized' : 'not resized'}` +
        `, ${snapshot.context.settings.columnsGrid[0].key === 'bonus' ? 'chosen grid' : 'own grid'}`;
  const paths = getShortestPaths(tableSettingsMachine, {
    input: modelInput(),
    events: (snapshot: Snapshot) =>
      snapshot.matches('loading')
        ? [events[2]]
        : snapshot.matches({ ready: { sync: 'rereading' } })
          ? events.filter((event) => event.type !== 'xstate.done.actor.loadSettings' || event.output === saved)
          : events.filter((event) => !event.type.includes('loadSettings')),
    serializeState: where,
  } as never);
  // By hand: until the saved settings are read again the grid shows the defaults with the user's
  // changes; once read, the saved widths and order with the same changes on them. The modal is
  // open while its save is on its way, reading included.
  const seen = (modal: string, read: boolean, priceResized: boolean, chosen: boolean): Seen => ({
    loading: false,
    modal,
    widths: { ...(read ? { name: 300 } : {}), ...(priceResized ? { price: 180 } : {}) },
    columns: chosen ? ['bonus', 'name', '-price'] : read ? ['price', 'name', '-bonus'] : ['name', 'price', '-bonus'],
  });
  const expected: Record<string, Seen> = {
    loading: { loading: true, modal: 'closed', widths: {}, columns: ['name', 'price', '-bonus'] },
    'settled/closed, unread, not resized, chosen grid': seen('closed', false, false, true),
    'settled/open, unread, not resized, chosen grid': seen('open', false, false, true),
    'rereading/saving, unread, not resized, chosen grid': seen('saving', false, false, true),
    'settled/closed, unread, price resized, chosen grid': seen('closed', false, true, true),
    'settled/open, unread, price resized, chosen grid': seen('open', false, true, true),
    'pending/closed, unread, price resized, chosen grid': seen('closed', false, true, true),
    'pending/open, unread, price resized, chosen grid': seen('open', false, true, true),
    'pending/saving, unread, price resized, chosen grid': seen('saving', false, true, true),
    'rereading/closed, unread, price resized, chosen grid': seen('closed', false, true, true),
    'rereading/open, unread, price resized, chosen grid': seen('open', false, true, true),
    'rereading/saving, unread, price resized, chosen grid': seen('saving', false, true, true),
    'settled/closed, unread, not resized, own grid': seen('closed', false, false, false),
    'settled/open, unread, not resized, own grid': seen('open', false, false, false),
    'settled/closed, unread, price resized, own grid': seen('closed', false, true, false),
    'settled/open, unread, price resized, own grid': seen('open', false, true, false),
    'pending/closed, unread, price resized, own grid': seen('closed', false, true, false),
    'pending/open, unread, price resized, own grid': seen('open', false, true, false),
    'rereading/closed, unread, price resized, own grid': seen('closed', false, true, false),
    'rereading/open, unread, price resized, own grid': seen('open', false, true, false),
    'settled/closed, read, not resized, chosen grid': seen('closed', true, false, true),
    'settled/open, read, not resized, chosen grid': seen('open', true, false, true),
    'saving/saving, read, not resized, chosen grid': seen('saving', true, false, true),
    'settled/closed, read, price resized, chosen grid': seen('closed', true, true, true),
    'settled/open, read, price resized, chosen grid': seen('open', true, true, true),
    'pending/closed, read, price resized, chosen grid': seen('closed', true, true, true),
    'pending/open, read, price resized, chosen grid': seen('open', true, true, true),
    'pending/saving, read, price resized, chosen grid': seen('saving', true, true, true),
    'saving/closed, read, price resized, chosen grid': seen('closed', true, true, true),
    'saving/open, read, price resized, chosen grid': seen('open', true, true, true),
    'saving/saving, read, price resized, chosen grid': seen('saving', true, true, true),
    'settled/closed, read, price resized, own grid': seen('closed', true, true, false),
    'settled/open, read, price resized, own grid': seen('open', true, true, false),
    'pending/closed, read, price resized, own grid': seen('closed', true, true, false),
    'pending/open, read, price resized, own grid': seen('open', true, true, false),
    'saving/closed, read, price resized, own grid': seen('closed', true, true, false),
    'saving/open, read, price resized, own grid': seen('open', true, true, false),
  };
  walkEach(paths, where, expected);
});

describe('table-settings machine, by the issue', () => {
  it('a failed load shows the defaults and says so in a snackbar', async () => {
    const sut = startSettings();
    sut.loads[0].reject(new ApiError(503, 'Сервис настроек недоступен'));
    await sut.settle();
    expect(sut.snackbars()).toEqual(['Не удалось загрузить настройки таблицы']);
    expect(selectTableSettings(sut.actor.getSnapshot()).columnsGrid.map((column) => column.key)).toEqual(['name', 'price', 'bonus']);
  });

  it('after a failed load, a change reads the saved settings again and is saved on them, never the defaults over them', async () => {
    const sut = startSettings();
    sut.loads[0].reject(new ApiError(503, 'Сервис настроек недоступен'));
    await sut.settle();
    sut.actor.send({ type: 'columns.resize', key: 'price', width: 180 });
    sut.actor.send({ type: 'sorts.change', sorts: [{ id: 'name', desc: false }] });
    sut.clock.increment(SETTINGS_DEBOUNCE_MS);
    await sut.settle();
    expect(sut.saves).toHaveLength(0);
    expect(sut.loads).toHaveLength(2);
    sut.loads[1].resolve(saved);
    await sut.settle();
    const onSaved = {
      tableName: 'profit-forecast',
      columnsWidth: { name: 300, price: 180 },
      sorts: [{ id: 'name', desc: false }],
      filtersGrid: [{ key: 'name', show: false }],
      columnsGrid: [
        { key: 'price', show: true },
        { key: 'name', show: true },
        { key: 'bonus', show: false },
      ],
      version: 1,
    };
    expect(sut.saves.map((save) => save.input.settings)).toEqual([onSaved]);
    // The screen shows them too: the user's saved columns are back, with the change on them.
    expect(selectTableSettings(sut.actor.getSnapshot())).toEqual(onSaved);
    sut.saves[0].resolve(undefined);
    await sut.settle();
    // Read once they are: later changes are saved at once, without reading again.
    sut.actor.send({ type: 'columns.resize', key: 'name', width: 200 });
    sut.clock.increment(SETTINGS_DEBOUNCE_MS);
    await sut.settle();
    expect(sut.loads).toHaveLength(2);
    expect(sut.saves[1].input.settings.columnsWidth).toEqual({ name: 200, price: 180 });
  });

  it('when the saved settings still cannot be read, nothing is saved, the snackbar says so, and the next change tries again', async () => {
    const sut = startSettings();
    sut.loads[0].reject(new ApiError(503, 'Сервис настроек недоступен'));
    await sut.settle();
    sut.actor.send({ type: 'columns.resize', key: 'price', width: 180 });
    sut.clock.increment(SETTINGS_DEBOUNCE_MS);
    await sut.settle();
    sut.loads[1].reject(new ApiError(503, 'Сервис настроек недоступен'));
    await sut.settle();
    expect(sut.saves).toHaveLength(0);
    expect(sut.snackbars()).toEqual(['Не удалось загрузить настройки таблицы', 'Не удалось сохранить настройки таблицы']);
    expect(selectColumnWidths(sut.actor.getSnapshot())).toEqual({ price: 180 });
    sut.actor.send({ type: 'columns.resize', key: 'name', width: 200 });
    sut.clock.increment(SETTINGS_DEBOUNCE_MS);
    await sut.settle();
    expect(sut.loads).toHaveLength(3);
    sut.loads[2].resolve(null);
    await sut.settle();
    // Nothing saved on the server: what is on screen is what is saved.
    expect(sut.saves.map((save) => save.input.settings.columnsWidth)).toEqual([{ price: 180, name: 200 }]);
  });

  it("after a failed load, 'Настройки' saves the chosen columns on the saved settings and closes when saved", async () => {
    const columnsGrid = [
      { key: 'bonus', show: true },
      { key: 'name', show: true },
      { key: 'price', show: false },
    ];
    const sut = startSettings();
    sut.loads[0].reject(new ApiError(503, 'Сервис настроек недоступен'));
    await sut.settle();
    sut.actor.send({ type: 'settings.open' });
    sut.actor.send({ type: 'settings.save', columnsGrid, filtersGrid: [{ key: 'name', show: true }] });
    expect(selectSettingsSaving(sut.actor.getSnapshot())).toBe(true);
    sut.loads[1].resolve(saved);
    await sut.settle();
    expect(sut.saves[0].input.settings).toMatchObject({ columnsWidth: { name: 300 }, sorts: [{ id: 'price', desc: true }], columnsGrid });
    sut.saves[0].resolve(undefined);
    await sut.settle();
    expect(selectSettingsOpen(sut.actor.getSnapshot())).toBe(false);
  });

  it("the modal's Save closes the modal when saved, and leaves it open with the choices when not", async () => {
    const columnsGrid = [
      { key: 'bonus', show: true },
      { key: 'name', show: true },
      { key: 'price', show: false },
    ];
    const sut = startSettings();
    sut.loads[0].resolve(null);
    await sut.settle();
    sut.actor.send({ type: 'settings.open' });
    sut.actor.send({ type: 'settings.save', columnsGrid, filtersGrid: [{ key: 'name', show: true }] });
    expect(selectSettingsSaving(sut.actor.getSnapshot())).toBe(true);
    sut.saves[0].reject(new ApiError(500, 'Ошибка'));
    await sut.settle();
    expect(selectSettingsOpen(sut.actor.getSnapshot())).toBe(true);
    expect(selectSettingsSaving(sut.actor.getSnapshot())).toBe(false);
    expect(selectTableSettings(sut.actor.getSnapshot()).columnsGrid).toEqual(columnsGrid);
    sut.actor.send({ type: 'settings.save', columnsGrid, filtersGrid: [{ key: 'name', show: true }] });
    sut.saves[1].resolve(undefined);
    await sut.settle();
    expect(selectSettingsOpen(sut.actor.getSnapshot())).toBe(false);
  });

  it('a failed save says so in a snackbar, and the next change saves it all again', async () => {
    const sut = startSettings();
    sut.loads[0].resolve(null);
    await sut.settle();
    sut.actor.send({ type: 'columns.resize', key: 'price', width: 180 });
    sut.clock.increment(SETTINGS_DEBOUNCE_MS);
    sut.saves[0].reject(new ApiError(500, 'Ошибка'));
    await sut.settle();
    expect(sut.snackbars()).toEqual(['Не удалось сохранить настройки таблицы']);
    sut.actor.send({ type: 'columns.resize', key: 'name', width: 200 });
    sut.clock.increment(SETTINGS_DEBOUNCE_MS);
    await sut.settle();
    expect(sut.saves.map((save) => save.input.settings.columnsWidth)).toEqual([{ price: 180 }, { price: 180, name: 200 }]);
  });

  it("a save the gateway refuses as too large shows the gateway's Russian reason", async () => {
    const sut = startSettings();
    sut.loads[0].resolve(null);
    await sut.settle();
    sut.actor.send({ type: 'columns.resize', key: 'price', width: 180 });
    sut.clock.increment(SETTINGS_DEBOUNCE_MS);
    sut.saves[0].reject(new ApiError(413, 'Настройки таблицы не сохранены: они занимают 70 КБ, а можно не больше 64 КБ.'));
    await sut.settle();
    expect(sut.descriptions()).toEqual([
      'Настройки таблицы не сохранены: они занимают 70 КБ, а можно не больше 64 КБ. Изменения остаются на экране; они будут сохранены вместе со следующим изменением.',
    ]);
  });

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
        columnsGrid: [
          { key: 'name', show: true },
          { key: 'price', show: true },
          { key: 'bonus', show: false },
        ],
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
