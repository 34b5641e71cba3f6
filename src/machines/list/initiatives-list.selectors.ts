import { pageCount, type InitiativesListSnapshot } from './initiatives-list.machine';

/** What the initiatives list screen reads from its machine; each value changes only when what it shows does. */
export type InitiativesListView = 'loading' | 'failed' | 'empty' | 'shown';

export function selectView(snapshot: InitiativesListSnapshot): InitiativesListView {
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('loading')) return 'loading';
  // A filter typed under a failed load: the list loads after the typing pauses; until then its
  // rows are not known, not none.
  if (snapshot.matches('settling') && snapshot.context.error) return 'loading';
  return snapshot.context.rows.length === 0 ? 'empty' : 'shown';
}

/** The spec's fallback when a failure carries no message. */
export const listErrorFallback = 'Ошибка';
export const listLoadFailedTitle = 'Не удалось загрузить инициативы аптеки';

export const selectLoadError = (snapshot: InitiativesListSnapshot): string | null =>
  snapshot.matches('failed') ? snapshot.context.error?.message.trim() || listErrorFallback : null;

/** The failed load itself, for the error modal: a new object on each failure, so each opens it. */
export const selectLoadFailure = (snapshot: InitiativesListSnapshot) => (snapshot.matches('failed') ? snapshot.context.error : null);

export const selectRows = (snapshot: InitiativesListSnapshot) => snapshot.context.rows;
export const selectPageNumber = (snapshot: InitiativesListSnapshot) => snapshot.context.pageNumber;
export const selectPageSize = (snapshot: InitiativesListSnapshot) => snapshot.context.pageSize;
export const selectTotal = (snapshot: InitiativesListSnapshot) => snapshot.context.total;
export const selectPages = (snapshot: InitiativesListSnapshot) => pageCount(snapshot.context.total, snapshot.context.pageSize);
export const selectSelected = (snapshot: InitiativesListSnapshot) => snapshot.context.selected;
export const selectFilters = (snapshot: InitiativesListSnapshot) => snapshot.context.filters;
export const selectFiltersOpen = (snapshot: InitiativesListSnapshot) => snapshot.context.filtersOpen;
export const selectSorts = (snapshot: InitiativesListSnapshot) => snapshot.context.sorts;
