import type { ColumnSort } from '../../domain/shared/table-settings';

/**
 * What local storage keeps per table and user (reports-and-foundation §3): tableSorts and
 * filtersState.fieldsValues (and whether the filters are open), so staff who
 * share a browser each find their own list. The server keeps the rest (table-settings).
 */
export interface LocalTableState {
  tableSorts: ColumnSort[];
  filtersState: { fieldsValues: Record<string, unknown>; open?: boolean };
}

export const tableStorageKey = (tableName: string, userName: string) => `table.${tableName}.${userName}`;

const empty = (): LocalTableState => ({ tableSorts: [], filtersState: { fieldsValues: {} } });

/** The kept state, or an empty one when nothing (or something unreadable) is kept or nobody is signed in. */
export function readLocalTableState(
  tableName: string,
  userName: string | null,
  storage: Pick<Storage, 'getItem'> = localStorage,
): LocalTableState {
  if (!userName) return empty();
  try {
    const stored: unknown = JSON.parse(storage.getItem(tableStorageKey(tableName, userName)) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return empty();
    const { tableSorts, filtersState } = stored as Record<string, unknown>;
    const sorts = Array.isArray(tableSorts)
      ? tableSorts
          .filter((sort): sort is ColumnSort => typeof sort?.id === 'string' && typeof sort?.desc === 'boolean')
          .map(({ id, desc }) => ({ id, desc }))
      : [];
    const filters = typeof filtersState === 'object' && filtersState !== null ? (filtersState as Record<string, unknown>) : {};
    const values =
      typeof filters.fieldsValues === 'object' && filters.fieldsValues !== null ? (filters.fieldsValues as Record<string, unknown>) : {};
    return {
      tableSorts: sorts,
      filtersState: typeof filters.open === 'boolean' ? { fieldsValues: values, open: filters.open } : { fieldsValues: values },
    };
  } catch {
    return empty();
  }
}

/** Keeps the state; a full or refused storage only loses the convenience, never the screen. */
export function writeLocalTableState(
  tableName: string,
  userName: string | null,
  state: LocalTableState,
  storage: Pick<Storage, 'setItem'> = localStorage,
): void {
  if (!userName) return;
  try {
    storage.setItem(tableStorageKey(tableName, userName), JSON.stringify(state));
  } catch {
    // Quota or privacy mode: the server's settings still hold widths, order and sorts.
  }
}
