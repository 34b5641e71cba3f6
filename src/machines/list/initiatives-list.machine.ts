/*
 * The pharmacy's initiatives list (spec §2.9, §4, §7.6): one server page at a
 * time with the sorts and filters asked, the filters' open state and values remembered per user,
 * and the rows the user selected kept across pages.
 *
 * loading    a page is on its way: 'Загрузка...'. A new page, size, sort, filter or refresh while
 *            it comes asks again (the old answer is dropped with its actor).
 * settling   a filter was typed: the list waits `filterDebounce` for the next keystroke, then loads.
 * shown      the page's rows ('Нет данных' when the answer has none).
 * failed     the load failed: its message and 'Повторить', never an empty table.
 *
 * Every change of page size, sort or filter starts again at page 1. The remembered filters and
 * sorts are written by the named `remember` action (local storage in the portal, a fake in tests).
 */
import { assertEvent, assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  defaultPageSize,
  pageSizes,
  type InitiativeListColumn,
  type InitiativeListRow,
  type InitiativeTableFilters,
  type InitiativeTablePage,
  type InitiativeTableRequest,
  initiativesListCalls,
} from '../../api/contract/initiatives-list';
import { http } from '../../api/shared/http';
import { toFailure, type Failure } from '../shared/api-error';
import { lineReturn, type LineBack } from '../session/line-return';
import { writeRememberedList, type ListSorts, type RememberedList } from './initiatives-list.storage';

export type PageSize = 10 | 20 | 50 | 100;
export type FilterField = keyof InitiativeTableFilters;
export type FilterValue = string | boolean | null;

export interface InitiativesListInput {
  userName: string | null;
  pharmacyId: number | null;
  remembered: RememberedList;
}

export interface InitiativesListContext {
  userName: string | null;
  pharmacyId: number | null;
  pageNumber: number;
  pageSize: PageSize;
  sorts: ListSorts;
  filters: InitiativeTableFilters;
  filtersOpen: boolean;
  rows: InitiativeListRow[];
  total: number;
  /** Ids of the selected initiatives, on every page: selection survives paging. */
  selected: number[];
  error: Failure | null;
}

export type InitiativesListEvent =
  | { type: 'list.page'; page: number }
  | { type: 'list.pageSize'; size: PageSize }
  | { type: 'list.sort'; column: InitiativeListColumn }
  /** The user's sorts as the table settings kept them on the server (another browser, a reload). */
  | { type: 'list.restoreSorts'; sorts: ListSorts }
  | { type: 'list.filter'; field: FilterField; value: FilterValue }
  | { type: 'list.clearFilters' }
  | { type: 'list.toggleFilters' }
  | { type: 'list.refresh' }
  | { type: 'list.retry' }
  | { type: 'list.select'; initiativeId: number; selected: boolean }
  | { type: 'list.clearSelection' }
  | LineBack;

/** The page size the answer names, when it is one the chooser offers. */
const answeredPageSize = (rowCount: number | undefined): PageSize | undefined =>
  (pageSizes as readonly number[]).includes(rowCount ?? 0) ? (rowCount as PageSize) : undefined;

/** pages = ceiling(total / size), at least one so that an empty list still has its page 1. */
export const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

/** A header click: none → ascending → descending → none; one column sorts at a time. */
export function nextSorts(sorts: ListSorts, column: InitiativeListColumn): ListSorts {
  const now = sorts[column];
  if (now === undefined) return { [column]: 'asc' };
  if (now === 'asc') return { [column]: 'desc' };
  return {};
}

/** An emptied field leaves the filters, so the request carries only what the user asked. */
export function withFilter(filters: InitiativeTableFilters, field: FilterField, value: FilterValue): InitiativeTableFilters {
  const next: Record<string, unknown> = { ...filters };
  if (value === null || value === '') delete next[field];
  else next[field] = value;
  return next as InitiativeTableFilters;
}

/**
 * The spec's table list parameters (reports-and-foundation §3): the page size as rowCount; a
 * filter that picks values from a list (the type, by its code) in multiFilters, a list of the
 * values chosen; the typed ones (id, name, dates, sent) in filters.
 */
export function pageRequest(context: InitiativesListContext): InitiativeTableRequest {
  const { type, ...filters } = context.filters;
  return {
    ...(context.pharmacyId === null ? {} : { pharmacyId: context.pharmacyId }),
    pageNumber: context.pageNumber,
    rowCount: context.pageSize,
    sorts: context.sorts,
    filters,
    multiFilters: type ? { type: [type] } : {},
  };
}

const remembered = (context: InitiativesListContext): RememberedList => ({
  filtersOpen: context.filtersOpen,
  filters: context.filters,
  sorts: context.sorts,
});

export const initiativesListMachine = setup({
  types: {} as { context: InitiativesListContext; events: InitiativesListEvent; input: InitiativesListInput },
  actors: {
    lineReturn,
    loadPage: fromPromise<InitiativeTablePage, InitiativeTableRequest>(({ input, signal }) =>
      http().request(initiativesListCalls.initiativesPage, { body: input, signal }),
    ),
  },
  actions: {
    /** Local storage in the portal; tests provide a fake. */
    remember: (_, { userName, list }: { userName: string | null; list: RememberedList }) => writeRememberedList(userName, list),
    toggleSelection: assign({
      selected: ({ context, event }) => {
        assertEvent(event, 'list.select');
        const others = context.selected.filter((id) => id !== event.initiativeId);
        return event.selected ? [...others, event.initiativeId] : others;
      },
    }),
  },
  guards: {
    isOtherPage: ({ context, event }) => {
      assertEvent(event, 'list.page');
      return (
        Number.isInteger(event.page) &&
        event.page >= 1 &&
        event.page <= pageCount(context.total, context.pageSize) &&
        event.page !== context.pageNumber
      );
    },
    otherSorts: ({ context, event }) => {
      assertEvent(event, 'list.restoreSorts');
      return JSON.stringify(Object.entries(event.sorts)) !== JSON.stringify(Object.entries(context.sorts));
    },
  },
  delays: {
    /** Spec §9: search debounce 500 ms. */
    filterDebounce: 500,
  },
}).createMachine({
  id: 'initiativesList',
  context: ({ input }) => ({
    userName: input.userName,
    pharmacyId: input.pharmacyId,
    pageNumber: 1,
    pageSize: defaultPageSize as PageSize,
    sorts: input.remembered.sorts,
    filters: input.remembered.filters,
    filtersOpen: input.remembered.filtersOpen,
    rows: [],
    total: 0,
    selected: [],
    error: null,
  }),
  initial: 'loading',
  on: {
    'list.page': { guard: 'isOtherPage', target: '.loading', actions: assign({ pageNumber: ({ event }) => event.page }) },
    'list.pageSize': { target: '.loading', actions: assign({ pageSize: ({ event }) => event.size, pageNumber: 1 }) },
    'list.restoreSorts': {
      guard: 'otherSorts',
      target: '.loading',
      actions: [
        assign({ sorts: ({ event }) => event.sorts, pageNumber: 1 }),
        { type: 'remember', params: ({ context }) => ({ userName: context.userName, list: remembered(context) }) },
      ],
    },
    'list.sort': {
      target: '.loading',
      actions: [
        assign({ sorts: ({ context, event }) => nextSorts(context.sorts, event.column), pageNumber: 1 }),
        { type: 'remember', params: ({ context }) => ({ userName: context.userName, list: remembered(context) }) },
      ],
    },
    'list.filter': {
      target: '.settling',
      reenter: true,
      actions: [
        assign({ filters: ({ context, event }) => withFilter(context.filters, event.field, event.value), pageNumber: 1 }),
        { type: 'remember', params: ({ context }) => ({ userName: context.userName, list: remembered(context) }) },
      ],
    },
    'list.clearFilters': {
      target: '.loading',
      actions: [
        assign({ filters: {}, pageNumber: 1 }),
        { type: 'remember', params: ({ context }) => ({ userName: context.userName, list: remembered(context) }) },
      ],
    },
    'list.toggleFilters': {
      actions: [
        assign({ filtersOpen: ({ context }) => !context.filtersOpen }),
        { type: 'remember', params: ({ context }) => ({ userName: context.userName, list: remembered(context) }) },
      ],
    },
    'list.refresh': { target: '.loading' },
    'list.select': { actions: 'toggleSelection' },
    'list.clearSelection': { actions: assign({ selected: [] }) },
  },
  states: {
    loading: {
      entry: assign({ error: null }),
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => pageRequest(context),
        onDone: {
          target: 'shown',
          actions: assign({
            rows: ({ event }) => event.output.rows,
            // §3's names when the back end gives them, else §7.6's.
            total: ({ event }) => event.output.totalRows ?? event.output.total,
            pageNumber: ({ event }) => event.output.pageNumber ?? event.output.current,
            // A back end that pages by another size than asked says so in §3's rowCount: the
            // chooser and the page count follow what is shown.
            pageSize: ({ context, event }) => answeredPageSize(event.output.rowCount) ?? context.pageSize,
          }),
        },
        onError: { target: 'failed', actions: assign({ rows: [], error: ({ event }) => toFailure(event.error) }) },
      },
    },
    settling: {
      after: { filterDebounce: 'loading' },
    },
    shown: {},
    failed: {
      invoke: { src: 'lineReturn', input: ({ context }) => ({ failure: context.error }) },
      on: { 'list.retry': 'loading', 'line.back': 'loading' },
    },
  },
});

export type InitiativesListActor = ActorRefFrom<typeof initiativesListMachine>;
export type InitiativesListSnapshot = SnapshotFrom<typeof initiativesListMachine>;
