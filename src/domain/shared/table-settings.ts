/**
 * A user's settings of one table (reports-and-foundation §3, §7): column
 * widths, sorts, the visibility of filters and the visibility and order of columns, as ONE
 * serialisable, versioned state (as AG Grid keeps its column state). Pure: the table-settings
 * machine loads and saves it, the grid settings modal edits it, DataGrid reads widths from it.
 *
 * A saved setting outlives the code that wrote it, so it is merged with the table's current
 * columns, never used as it is: a column added since appears at its default place with its
 * default visibility, a column removed since is dropped (with its width and sort).
 */

/** A column's or filter's visibility, in the order shown. */
export interface GridItem {
  key: string;
  show: boolean;
}

export interface ColumnSort {
  id: string;
  desc: boolean;
}

/** The shape of contract TableSettings (src/api/contract/initiatives-list.ts), structurally. */
export interface TableSettings {
  tableName: string;
  /** Column key → width in px. */
  columnsWidth: Record<string, number>;
  /** Always an array (§3), the first sorts first. */
  sorts: ColumnSort[];
  filtersGrid: GridItem[];
  columnsGrid: GridItem[];
  version: number;
}

/** Grows when the shape changes; a setting of a later version than this code knows is not trusted. */
export const tableSettingsVersion = 1;

/** The contract's bounds on a width; a width outside them is clamped, not refused. */
export const columnWidthBounds = { min: 20, max: 2000 } as const;

/** What a table is by default: its columns and filters in order with their default visibility. */
export interface TableDefaults {
  tableName: string;
  columns: readonly GridItem[];
  filters?: readonly GridItem[];
  sorts?: readonly ColumnSort[];
}

export function defaultTableSettings(defaults: TableDefaults): TableSettings {
  return {
    tableName: defaults.tableName,
    columnsWidth: {},
    sorts: [...(defaults.sorts ?? [])],
    filtersGrid: (defaults.filters ?? []).map((item) => ({ ...item })),
    columnsGrid: defaults.columns.map((item) => ({ ...item })),
    version: tableSettingsVersion,
  };
}

/**
 * The saved order and visibility of the items that still exist, with each new item put at its
 * default position (or last, when fewer items are kept), shown as by default.
 */
export function mergeGridItems(saved: readonly GridItem[] | undefined, defaults: readonly GridItem[]): GridItem[] {
  if (!saved || saved.length === 0) return defaults.map((item) => ({ ...item }));
  const known = new Set(defaults.map((item) => item.key));
  const seen = new Set<string>();
  const merged: GridItem[] = [];
  for (const item of saved) {
    if (!known.has(item.key) || seen.has(item.key)) continue;
    seen.add(item.key);
    merged.push({ key: item.key, show: item.show });
  }
  defaults.forEach((item, index) => {
    if (!seen.has(item.key)) merged.splice(Math.min(index, merged.length), 0, { ...item });
  });
  return merged;
}

/** Anything read from the server or storage: only what fits is taken. */
export type SavedTableSettings = Partial<Omit<TableSettings, 'tableName'>> & { tableName?: string };

/**
 * The settings to use: the saved ones merged with the table's current columns, or the defaults
 * when nothing was saved or it was saved by a later version of the portal.
 */
export function mergeTableSettings(saved: SavedTableSettings | null | undefined, defaults: TableDefaults): TableSettings {
  const base = defaultTableSettings(defaults);
  if (!saved || (saved.version ?? 1) > tableSettingsVersion) return base;
  const columns = new Set(defaults.columns.map((item) => item.key));
  const columnsWidth: Record<string, number> = {};
  for (const [key, width] of Object.entries(saved.columnsWidth ?? {})) {
    if (columns.has(key) && typeof width === 'number' && Number.isFinite(width)) columnsWidth[key] = clampWidth(width);
  }
  const sorts = Array.isArray(saved.sorts)
    ? saved.sorts.filter((sort) => columns.has(sort.id)).map((sort) => ({ id: sort.id, desc: sort.desc }))
    : base.sorts;
  return {
    tableName: defaults.tableName,
    columnsWidth,
    sorts,
    filtersGrid: mergeGridItems(saved.filtersGrid, base.filtersGrid),
    columnsGrid: mergeGridItems(saved.columnsGrid, base.columnsGrid),
    version: tableSettingsVersion,
  };
}

/**
 * Whether two sets of kept widths are the same: the settings' load brings a new record even when
 * nothing was saved, and a grid given a new one draws every visible cell again.
 */
export function sameColumnWidths(a: Readonly<Record<string, number>>, b: Readonly<Record<string, number>>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

export function clampWidth(width: number): number {
  return Math.min(columnWidthBounds.max, Math.max(columnWidthBounds.min, Math.round(width)));
}

export function withColumnWidth(settings: TableSettings, key: string, width: number): TableSettings {
  const clamped = clampWidth(width);
  if (settings.columnsWidth[key] === clamped) return settings;
  return { ...settings, columnsWidth: { ...settings.columnsWidth, [key]: clamped } };
}

/**
 * What the user changed in a table's settings since they were last read or saved: put on the
 * saved settings when those could not be read at first, so a save never writes the defaults over
 * them.
 */
export interface TableChanges {
  widths: Readonly<Record<string, number>>;
  /** The sorts chosen, or null: not changed. */
  sorts: readonly ColumnSort[] | null;
  /** The columns and filters chosen in 'Настройки', or null: not changed. */
  grids: { columnsGrid: readonly GridItem[]; filtersGrid: readonly GridItem[] } | null;
}

export const noTableChanges: TableChanges = { widths: {}, sorts: null, grids: null };

export function withChanges(settings: TableSettings, changes: TableChanges): TableSettings {
  let changed = settings;
  for (const [key, width] of Object.entries(changes.widths)) changed = withColumnWidth(changed, key, width);
  if (changes.sorts) changed = { ...changed, sorts: [...changes.sorts] };
  if (changes.grids) changed = { ...changed, columnsGrid: [...changes.grids.columnsGrid], filtersGrid: [...changes.grids.filtersGrid] };
  return changed;
}

export type MoveDirection = 'up' | 'down';

/** The item one place earlier or later; at the edge nothing changes (the same array back). */
export function moveGridItem(items: readonly GridItem[], key: string, direction: MoveDirection): readonly GridItem[] {
  const from = items.findIndex((item) => item.key === key);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= items.length) return items;
  const moved = [...items];
  [moved[from], moved[to]] = [moved[to], moved[from]];
  return moved;
}

export function canMove(items: readonly GridItem[], key: string, direction: MoveDirection): boolean {
  const index = items.findIndex((item) => item.key === key);
  return index >= 0 && (direction === 'up' ? index > 0 : index < items.length - 1);
}

export function setItemShown(items: readonly GridItem[], key: string, show: boolean): GridItem[] {
  return items.map((item) => (item.key === key ? { ...item, show } : item));
}

/** The 'Показать все' checkbox: checked when all are shown, unchecked when none, mixed otherwise. */
export type ShowAllState = 'checked' | 'unchecked' | 'mixed';

export function showAllState(items: readonly GridItem[]): ShowAllState {
  const shown = items.filter((item) => item.show).length;
  if (items.length > 0 && shown === items.length) return 'checked';
  return shown === 0 ? 'unchecked' : 'mixed';
}

/** Clicking 'Показать все': a checked group hides all, an unchecked or mixed one shows all (as a native tri-state does). */
export function toggleShowAll(items: readonly GridItem[]): GridItem[] {
  const show = showAllState(items) !== 'checked';
  return items.map((item) => ({ ...item, show }));
}

/** The keys of the shown columns in their order: what a grid renders. */
export function shownKeys(items: readonly GridItem[]): string[] {
  return items.filter((item) => item.show).map((item) => item.key);
}

/** The same visibility and order: whether Save has anything to save. */
export function sameGridItems(a: readonly GridItem[], b: readonly GridItem[]): boolean {
  return a.length === b.length && a.every((item, index) => item.key === b[index].key && item.show === b[index].show);
}
