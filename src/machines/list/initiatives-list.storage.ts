import type { InitiativeListColumn, InitiativeTableFilters } from '../../api/contract/initiatives-list';
import { initiativeListColumns } from '../../api/contract/initiatives-list';

/**
 * What the initiatives list remembers per user in local storage under the alias
 * 'pharmacy_initiatives' (spec §4): whether the filters are open, their values
 * (filtersState.fieldsValues, reports-and-foundation §3) and the sorts (tableSorts).
 * Other keys someone else keeps in the same entry are left as they are.
 */
export const listAlias = 'pharmacy_initiatives';
export const listStorageKey = (userName: string) => `${listAlias}.${userName}`;

export type ListSorts = Partial<Record<InitiativeListColumn, 'asc' | 'desc'>>;

export interface RememberedList {
  filtersOpen: boolean;
  filters: InitiativeTableFilters;
  sorts: ListSorts;
}

export const nothingRemembered: RememberedList = { filtersOpen: false, filters: {}, sorts: {} };

/** The text filters and the longest text each may hold (the request's limits, api/contract/initiatives-list.ts). */
const textLimits = { initiativeId: 20, type: 60, initiativeName: 200 } as const;
const dateKeys = ['initiativeStartDateFrom', 'initiativeStartDateTo', 'initiativeEndDateFrom', 'initiativeEndDateTo'] as const;
const isoDate = /^\d{4}-\d{2}-\d{2}$/u;

/** Only what a filter can hold survives: a hand-edited or older entry never breaks the list. */
function cleanFilters(value: unknown): InitiativeTableFilters {
  if (typeof value !== 'object' || value === null) return {};
  const stored = value as Record<string, unknown>;
  const filters: InitiativeTableFilters = {};
  for (const [key, limit] of Object.entries(textLimits) as Array<[keyof typeof textLimits, number]>) {
    const text = stored[key];
    if (typeof text === 'string' && text !== '') filters[key] = text.slice(0, limit);
  }
  for (const key of dateKeys) {
    const text = stored[key];
    if (typeof text === 'string' && isoDate.test(text)) filters[key] = text;
  }
  if (typeof stored.initiativeSent === 'boolean') filters.initiativeSent = stored.initiativeSent;
  return filters;
}

function cleanSorts(value: unknown): ListSorts {
  if (typeof value !== 'object' || value === null) return {};
  const sorts: ListSorts = {};
  for (const [column, direction] of Object.entries(value)) {
    if ((initiativeListColumns as readonly string[]).includes(column) && (direction === 'asc' || direction === 'desc')) {
      sorts[column as InitiativeListColumn] = direction;
    }
  }
  return sorts;
}

function readEntry(userName: string, storage: Pick<Storage, 'getItem'>): Record<string, unknown> {
  try {
    const stored: unknown = JSON.parse(storage.getItem(listStorageKey(userName)) ?? 'null');
    return typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function readRememberedList(userName: string | null, storage: Pick<Storage, 'getItem'> = localStorage): RememberedList {
  if (!userName) return nothingRemembered;
  const entry = readEntry(userName, storage);
  const filtersState = entry.filtersState as { fieldsValues?: unknown } | undefined;
  return {
    filtersOpen: entry.filtersOpen === true,
    filters: cleanFilters(filtersState?.fieldsValues),
    sorts: cleanSorts(entry.tableSorts),
  };
}

export function writeRememberedList(
  userName: string | null,
  list: RememberedList,
  storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage,
): void {
  if (!userName) return;
  const entry = readEntry(userName, storage);
  const filtersState = typeof entry.filtersState === 'object' && entry.filtersState !== null ? entry.filtersState : {};
  storage.setItem(
    listStorageKey(userName),
    JSON.stringify({
      ...entry,
      filtersOpen: list.filtersOpen,
      filtersState: { ...filtersState, fieldsValues: list.filters },
      tableSorts: list.sorts,
    }),
  );
}
