import type {
  InitiativeListColumn,
  InitiativeListRow,
  InitiativeTableFilters,
  InitiativeTableMultiFilters,
  InitiativeTablePage,
} from '../../../src/api/contract/initiatives-list';
import { initiativeTypeName } from '../../../src/domain/shared/initiative-types';
import { compareRussian } from '../../../src/domain/shared/russian-order';

/**
 * Filtering, sorting and paging of the list, on the pharmacy's rows (a few hundred at most: one
 * pharmacy's initiatives since 2019). Done here rather than in SQL so names sort and match in the
 * portal's Russian order on PGlite and PostgreSQL alike, whatever their collation.
 */

type Direction = 'asc' | 'desc';

const lower = (text: string) => text.toLocaleLowerCase('ru');
/** An empty or blank filter field filters nothing, as an untouched one. */
const given = (value: string | null | undefined): string | null => (value && value.trim() !== '' ? value.trim() : null);

/** A column's list of values filters when it has any; a row matches one of them. */
const anyOf = (values: readonly string[] | null | undefined, value: string) => !values || values.length === 0 || values.includes(value);

export function filterRows(
  rows: readonly InitiativeListRow[],
  filters: InitiativeTableFilters,
  multiFilters: InitiativeTableMultiFilters = {},
): InitiativeListRow[] {
  const types = multiFilters.type?.map((type) => type.trim().toUpperCase());
  const ids = multiFilters.initiativeId?.map((id) => id.trim());
  const id = given(filters.initiativeId);
  const type = given(filters.type)?.toUpperCase() ?? null;
  const name = given(filters.initiativeName);
  const within = (date: string | null, from: string | null | undefined, to: string | null | undefined) =>
    (!from || (date !== null && date >= from)) && (!to || (date !== null && date <= to));
  return rows.filter(
    (row) =>
      (id === null || String(row.initiativeId).includes(id)) &&
      (type === null || row.type === type) &&
      (name === null || lower(row.initiativeName).includes(lower(name))) &&
      within(row.initiativeStartDate, filters.initiativeStartDateFrom, filters.initiativeStartDateTo) &&
      within(row.initiativeEndDate, filters.initiativeEndDateFrom, filters.initiativeEndDateTo) &&
      (filters.initiativeSent === undefined || filters.initiativeSent === null || row.initiativeSent === filters.initiativeSent) &&
      anyOf(types, row.type) &&
      anyOf(ids, String(row.initiativeId)),
  );
}

/** Empty cells (never exported, never updated) go last whichever way a column is sorted. */
function compareNullable<T>(a: T | null, b: T | null, compare: (x: T, y: T) => number, direction: Direction): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return direction === 'asc' ? compare(a, b) : -compare(a, b);
}

const plain = <T extends string | number>(a: T, b: T) => (a < b ? -1 : a > b ? 1 : 0);

/** How each column compares; the type as the user reads it (its Russian name). */
const comparators: Record<InitiativeListColumn, (a: InitiativeListRow, b: InitiativeListRow, direction: Direction) => number> = {
  initiativeId: (a, b, d) => compareNullable(a.initiativeId, b.initiativeId, plain, d),
  type: (a, b, d) => compareNullable(initiativeTypeName(a.type), initiativeTypeName(b.type), compareRussian, d),
  initiativeName: (a, b, d) => compareNullable(a.initiativeName, b.initiativeName, compareRussian, d),
  initiativeStartDate: (a, b, d) => compareNullable(a.initiativeStartDate, b.initiativeStartDate, plain, d),
  initiativeEndDate: (a, b, d) => compareNullable(a.initiativeEndDate, b.initiativeEndDate, plain, d),
  initiativeSent: (a, b, d) => compareNullable(Number(a.initiativeSent), Number(b.initiativeSent), plain, d),
  initiativeLastExportTime: (a, b, d) => compareNullable(a.initiativeLastExportTime, b.initiativeLastExportTime, plain, d),
  initiativeUpdateDateTime: (a, b, d) => compareNullable(a.initiativeUpdateDateTime, b.initiativeUpdateDateTime, plain, d),
};

/** By the sorts in their key order, then by id, so equal rows never swap between pages. */
export function sortRows(rows: readonly InitiativeListRow[], sorts: Partial<Record<InitiativeListColumn, Direction>>): InitiativeListRow[] {
  const order = Object.entries(sorts) as [InitiativeListColumn, Direction][];
  return [...rows].sort((a, b) => {
    for (const [column, direction] of order) {
      const result = comparators[column](a, b, direction);
      if (result !== 0) return result;
    }
    return a.initiativeId - b.initiativeId;
  });
}

/**
 * One page, 1-based; a page past the end answers no rows and the page asked for. In §7.6's words
 * (total, current) and §3's (totalRows, totalPages, pageNumber, rowCount).
 */
export function pageOf(rows: readonly InitiativeListRow[], pageNumber: number, rowCount: number): InitiativeTablePage {
  const start = (pageNumber - 1) * rowCount;
  return {
    rows: rows.slice(start, start + rowCount),
    total: rows.length,
    current: pageNumber,
    totalRows: rows.length,
    totalPages: Math.ceil(rows.length / rowCount),
    pageNumber,
    rowCount,
  };
}
