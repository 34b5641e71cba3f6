/*
 * One user's settings of one table (reports-and-foundation §3, §7): column
 * widths, sorts, which columns and filters show and in what order — kept on the server so they
 * follow the user to another browser — plus tableSorts and filtersState.fieldsValues in local
 * storage per table and user.
 *
 * loading            GET table-settings for the table; the grid shows its defaults meanwhile.
 *                    'Настройки' pressed meanwhile is remembered: the modal opens once they are in.
 * ready              the settings are in use (the saved ones merged with the current columns, or
 *                    the defaults when the load failed — a snackbar says so).
 *   sync.settled     nothing waits to be saved.
 *   sync.pending     a change (a resize, a sort) waits `settingsDebounce` for the next one, so a
 *                    mouse drag is one save, not a hundred.
 *   sync.saving      POST table-settings with the whole state. A failure keeps the user's state
 *                    on screen and says so; the next change saves it all again.
 *   sync.rereading   the first load failed, so what is on screen is the defaults and the user's
 *                    changes: before a save the saved settings are read again and the changes
 *                    put on them, else the save would write the defaults over them. Should that
 *                    read fail too, nothing is saved and the snackbar says so; the next change
 *                    tries again.
 *   modal.closed / modal.open / modal.saving
 *                    the grid settings modal 'Настройки'; its Save saves at once and closes the
 *                    modal when done, or leaves it open (the user's choices intact) when not.
 *
 * I/O only through the named actors loadSettings and saveSettings; tests provide fakes.
 */
import { assertEvent, assign, fromPromise, raise, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { tableSettingsCalls, type TableSettings as TableSettingsBody } from '../../api/contract/initiatives-list';
import { loadTableSettings } from '../../api/list/table-settings';
import { http } from '../../api/shared/http';
import {
  defaultTableSettings,
  mergeTableSettings,
  noTableChanges,
  withChanges,
  withColumnWidth,
  type ColumnSort,
  type GridItem,
  type TableChanges,
  type TableDefaults,
  type TableSettings,
} from '../../domain/shared/table-settings';
import { toFailure, type Failure } from './api-error';
import type { snackbarMachine } from './snackbar.machine';
import { readLocalTableState, writeLocalTableState, type LocalTableState } from './table-settings.storage';

/** How long a change waits for the next one before it is saved (the spec gives no value). */
export const SETTINGS_DEBOUNCE_MS = 800;

export interface TableSettingsInput {
  defaults: TableDefaults;
  /** The signed-in user's name (claims user_name): the local storage key's owner. */
  userName: string | null;
  /** The app-wide snackbar actor, which says when a load or a save failed. */
  snackbar: ActorRefFrom<typeof snackbarMachine>;
}

export interface TableSettingsContext {
  defaults: TableDefaults;
  userName: string | null;
  snackbar: ActorRefFrom<typeof snackbarMachine>;
  settings: TableSettings;
  local: LocalTableState;
  /** Columns resized before the saved settings arrived: the user's hand wins over the load. */
  resizedWhileLoading: Record<string, number>;
  /** 'Настройки' was pressed before the saved settings arrived: the modal opens when they do. */
  openWhenReady: boolean;
  /** What the user changed since the settings were last read or saved (rereading puts it on the saved ones). */
  changes: TableChanges;
  loadFailure: Failure | null;
  saveFailure: Failure | null;
}

export type TableSettingsEvent =
  | { type: 'columns.resize'; key: string; width: number }
  | { type: 'sorts.change'; sorts: ColumnSort[] }
  | { type: 'filters.values'; values: Record<string, unknown> }
  | { type: 'filters.open'; open: boolean }
  | { type: 'settings.open' }
  | { type: 'settings.close' }
  | { type: 'settings.save'; columnsGrid: GridItem[]; filtersGrid: GridItem[] }
  /** Internal: the modal asks the sync region to save now, which tells it how the save went. */
  | { type: 'settings.saveNow' }
  | { type: 'settings.saved' }
  | { type: 'settings.saveFailed' };

/**
 * The settings after the load: the saved ones merged with the current columns (the defaults when
 * none or the load failed), this browser's kept sorts when the server has none, and any column
 * the user resized while the load was on its way.
 */
function settingsAfterLoad(context: TableSettingsContext, saved: TableSettingsBody | null): TableSettings {
  let settings = mergeTableSettings(saved, context.defaults);
  if (!saved && context.local.tableSorts.length > 0)
    settings = { ...settings, sorts: mergeTableSettings({ sorts: context.local.tableSorts }, context.defaults).sorts };
  for (const [key, width] of Object.entries(context.resizedWhileLoading)) settings = withColumnWidth(settings, key, width);
  return settings;
}

/** On to save: through reading the saved settings again when the first load failed. */
const toSaving = [{ guard: 'loadFailed', target: 'rereading' }, { target: 'saving' }] as const;

/** A change once the settings are in use: it waits for the next one, then is saved. */
const changes = {
  'columns.resize': { target: 'pending', actions: 'resize' },
  'sorts.change': { target: 'pending', actions: ['sort', 'keepLocal'] },
} as const;

export const tableSettingsMachine = setup({
  types: {} as { context: TableSettingsContext; events: TableSettingsEvent; input: TableSettingsInput },
  actors: {
    loadSettings: fromPromise<TableSettingsBody | null, { tableName: string }>(({ input, signal }) =>
      loadTableSettings(input.tableName, signal),
    ),
    // The whole settings of the table, as one state.
    saveSettings: fromPromise<void, { settings: TableSettings }>(async ({ input: { settings }, signal }) => {
      await http().request(tableSettingsCalls.saveTableSettings, { params: { name: settings.tableName }, body: settings, signal });
    }),
  },
  delays: { settingsDebounce: SETTINGS_DEBOUNCE_MS },
  actions: {
    resize: assign(({ context, event }) => {
      assertEvent(event, 'columns.resize');
      return {
        settings: withColumnWidth(context.settings, event.key, event.width),
        changes: { ...context.changes, widths: { ...context.changes.widths, [event.key]: event.width } },
      };
    }),
    rememberResizeWhileLoading: assign({
      resizedWhileLoading: ({ context, event }) => {
        assertEvent(event, 'columns.resize');
        return { ...context.resizedWhileLoading, [event.key]: event.width };
      },
    }),
    sort: assign(({ context, event }) => {
      assertEvent(event, 'sorts.change');
      const sorts = event.sorts.map(({ id, desc }) => ({ id, desc }));
      return {
        settings: { ...context.settings, sorts },
        local: { ...context.local, tableSorts: sorts },
        changes: { ...context.changes, sorts },
      };
    }),
    filterValues: assign({
      local: ({ context, event }) => {
        assertEvent(event, 'filters.values');
        return { ...context.local, filtersState: { ...context.local.filtersState, fieldsValues: event.values } };
      },
    }),
    filtersOpen: assign({
      local: ({ context, event }) => {
        assertEvent(event, 'filters.open');
        return { ...context.local, filtersState: { ...context.local.filtersState, open: event.open } };
      },
    }),
    chooseGrid: assign(({ context, event }) => {
      assertEvent(event, 'settings.save');
      const grids = { columnsGrid: event.columnsGrid, filtersGrid: event.filtersGrid };
      return { settings: { ...context.settings, ...grids }, changes: { ...context.changes, grids } };
    }),
    keepLocal: ({ context }) => writeLocalTableState(context.defaults.tableName, context.userName, context.local),
    notifyLoadFailed: sendTo(({ context }) => context.snackbar, {
      type: 'snackbar.show' as const,
      snackbar: {
        type: 'warning' as const,
        title: 'Не удалось загрузить настройки таблицы',
        description: 'Таблица показана с настройками по умолчанию.',
      },
    }),
    // The gateway's reason first: a bound it refuses (too large, too many tables) is the user's to read.
    notifySaveFailed: sendTo(
      ({ context }) => context.snackbar,
      ({ context }) => ({
        type: 'snackbar.show' as const,
        snackbar: {
          type: 'error' as const,
          title: 'Не удалось сохранить настройки таблицы',
          description: [context.saveFailure?.message, 'Изменения остаются на экране; они будут сохранены вместе со следующим изменением.']
            .filter(Boolean)
            .join(' '),
        },
      }),
    ),
  },
  guards: {
    loadFailed: ({ context }) => context.loadFailure !== null,
  },
}).createMachine({
  id: 'tableSettings',
  context: ({ input }) => {
    const local = readLocalTableState(input.defaults.tableName, input.userName);
    const base = defaultTableSettings(input.defaults);
    const settings =
      local.tableSorts.length > 0 ? { ...base, sorts: mergeTableSettings({ sorts: local.tableSorts }, input.defaults).sorts } : base;
    return {
      defaults: input.defaults,
      userName: input.userName,
      snackbar: input.snackbar,
      settings,
      local,
      resizedWhileLoading: {},
      openWhenReady: false,
      changes: noTableChanges,
      loadFailure: null,
      saveFailure: null,
    };
  },
  on: {
    'filters.values': { actions: ['filterValues', 'keepLocal'] },
    'filters.open': { actions: ['filtersOpen', 'keepLocal'] },
  },
  initial: 'loading',
  states: {
    loading: {
      on: {
        'columns.resize': { actions: ['resize', 'rememberResizeWhileLoading'] },
        'sorts.change': { actions: ['sort', 'keepLocal'] },
        // The modal edits the loaded settings, so it waits for them rather than losing the press.
        'settings.open': { actions: assign({ openWhenReady: true }) },
      },
      invoke: {
        id: 'loadSettings',
        src: 'loadSettings',
        input: ({ context }) => ({ tableName: context.defaults.tableName }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            settings: settingsAfterLoad(context, event.output),
            resizedWhileLoading: {},
            changes: noTableChanges,
            loadFailure: null,
          })),
        },
        onError: {
          target: 'ready',
          actions: [
            assign(({ context, event }) => ({
              settings: settingsAfterLoad(context, null),
              resizedWhileLoading: {},
              loadFailure: toFailure(event.error),
            })),
            'notifyLoadFailed',
          ],
        },
      },
    },
    ready: {
      type: 'parallel',
      states: {
        sync: {
          initial: 'settled',
          states: {
            // Changes are handled by the region's own states: a transition from `ready` would
            // re-enter the whole parallel state and shut the modal.
            settled: { on: { ...changes, 'settings.saveNow': toSaving } },
            pending: {
              after: { settingsDebounce: toSaving },
              on: {
                // Each change starts the wait again.
                'columns.resize': { target: 'pending', reenter: true, actions: 'resize' },
                'sorts.change': { target: 'pending', reenter: true, actions: ['sort', 'keepLocal'] },
                'settings.saveNow': toSaving,
              },
            },
            rereading: {
              on: { ...changes, 'settings.saveNow': { target: 'rereading', reenter: true } },
              invoke: {
                id: 'loadSettings',
                src: 'loadSettings',
                input: ({ context }) => ({ tableName: context.defaults.tableName }),
                onDone: {
                  target: 'saving',
                  actions: assign(({ context, event }) => ({
                    settings: withChanges(settingsAfterLoad(context, event.output), context.changes),
                    loadFailure: null,
                  })),
                },
                onError: {
                  target: 'settled',
                  actions: [
                    assign({ saveFailure: ({ event }) => toFailure(event.error) }),
                    'notifySaveFailed',
                    raise({ type: 'settings.saveFailed' }),
                  ],
                },
              },
            },
            saving: {
              // A save under way starts again with the newest state.
              on: { ...changes, 'settings.saveNow': { target: 'saving', reenter: true } },
              invoke: {
                id: 'saveSettings',
                src: 'saveSettings',
                input: ({ context }) => ({ settings: context.settings }),
                onDone: {
                  target: 'settled',
                  actions: [assign({ saveFailure: null, changes: noTableChanges }), raise({ type: 'settings.saved' })],
                },
                onError: {
                  target: 'settled',
                  actions: [
                    assign({ saveFailure: ({ event }) => toFailure(event.error) }),
                    'notifySaveFailed',
                    raise({ type: 'settings.saveFailed' }),
                  ],
                },
              },
            },
          },
        },
        modal: {
          initial: 'closed',
          states: {
            closed: {
              always: { guard: ({ context }) => context.openWhenReady, target: 'open' },
              on: { 'settings.open': 'open' },
            },
            open: {
              entry: assign({ openWhenReady: false }),
              on: {
                'settings.close': 'closed',
                'settings.save': { target: 'saving', actions: ['chooseGrid', raise({ type: 'settings.saveNow' })] },
              },
            },
            saving: {
              on: { 'settings.saved': 'closed', 'settings.saveFailed': 'open' },
            },
          },
        },
      },
    },
  },
});

export type TableSettingsActor = ActorRefFrom<typeof tableSettingsMachine>;
export type TableSettingsSnapshot = SnapshotFrom<typeof tableSettingsMachine>;

export const selectTableSettings = (snapshot: TableSettingsSnapshot) => snapshot.context.settings;
export const selectColumnWidths = (snapshot: TableSettingsSnapshot) => snapshot.context.settings.columnsWidth;
export const selectSettingsOpen = (snapshot: TableSettingsSnapshot) =>
  snapshot.matches({ ready: { modal: 'open' } }) || snapshot.matches({ ready: { modal: 'saving' } });
export const selectSettingsSaving = (snapshot: TableSettingsSnapshot) => snapshot.matches({ ready: { modal: 'saving' } });
/** The last save's failure ('' without a reason), null once a save went through. */
export const selectSaveFailure = (snapshot: TableSettingsSnapshot) =>
  snapshot.context.saveFailure === null ? null : snapshot.context.saveFailure.message.trim();
export const selectSettingsLoading = (snapshot: TableSettingsSnapshot) => snapshot.matches('loading');
export const selectLocalTableState = (snapshot: TableSettingsSnapshot) => snapshot.context.local;
