/*
 * Report detail (spec section 2, "Report detail"): a report's header, then its rows.
 *
 * loadingReport  the header is on its way: the screen shows 'Загрузка..'.
 * loadingRows    the header shows; the table says 'Загрузка' until the rows come from the call of
 *                the report's table (chosen by the header's type).
 * loaded         header and rows show; no rows means 'Нет данных'.
 * withoutTable   the header shows and no rows are asked: the initiative's type has no table of
 *                rows (the overview's internal-page fallback for types with neither a cube link
 *                nor a report layout, spec section 2, "View … otherwise …").
 * failure        the message of whatever failed (default 'Ошибка'); a header already loaded stays.
 *                An id that is not a report number fails here at once, without a request.
 *                `retry` ('Повторить') asks again for what failed: the rows when the header
 *                came, else the header; an address that is not a report number has nothing to retry.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { reportCalls, type Report, type ReportRows } from '../../api/contract/reports';
import { reportRowsOf } from '../../api/reports/report-detail';
import { http } from '../../api/shared/http';
import { reportLayoutOf } from '../../domain/shared/initiative-types';
import { failureOf, type Failure } from '../shared/api-error';
import { lineReturn, type LineBack } from '../session/line-return';

export interface ReportDetailContext {
  /** The report number of the address, or null when the address holds something else. */
  id: number | null;
  rawId: string;
  report: Report | null;
  rows: ReportRows | null;
  error: Failure | null;
}

/** Report numbers are positive whole numbers, as the gateway accepts them. */
export const parseReportId = (text: string): number | null => (/^[1-9]\d{0,14}$/.test(text) ? Number(text) : null);

/** 'Повторить', or the line back after a failure for want of it: the rows when the header came, else the header. */
const retryWhatFailed = [
  { guard: 'hasReport', target: 'loadingRows', actions: 'forgetFailure' },
  { guard: 'hasReportId', target: 'loadingReport', actions: 'forgetFailure' },
] as const;

export const reportDetailMachine = setup({
  types: {} as { input: { reportId: string }; context: ReportDetailContext; events: { type: 'retry' } | LineBack },
  actors: {
    lineReturn,
    loadReport: fromPromise<Report, { id: number }>(({ input, signal }) =>
      http().request(reportCalls.reportById, { params: { id: input.id }, signal }),
    ),
    loadRows: fromPromise<ReportRows, Pick<Report, 'id' | 'type'>>(({ input, signal }) => reportRowsOf(input, signal)),
  },
  actions: {
    rememberFailure: assign({ error: (_, failure: Failure) => failure }),
    forgetFailure: assign({ error: null }),
    refuseId: assign({ error: ({ context }) => ({ status: 0, message: `Ошибка: «${context.rawId}» — не номер отчёта` }) }),
  },
  guards: {
    hasReportId: ({ context }) => context.id !== null,
    hasReport: ({ context }) => context.report !== null,
    // Asking the rows of a type without a table would only fail: the page shows the header alone.
    hasTable: (_, report: Report) => reportLayoutOf(report.type) !== null,
  },
}).createMachine({
  id: 'reportDetail',
  context: ({ input }) => ({ id: parseReportId(input.reportId), rawId: input.reportId, report: null, rows: null, error: null }),
  initial: 'checkingId',
  states: {
    checkingId: {
      always: [{ guard: 'hasReportId', target: 'loadingReport' }, { target: 'failure', actions: 'refuseId' }],
    },
    loadingReport: {
      invoke: {
        id: 'loadReport',
        src: 'loadReport',
        input: ({ context }) => ({ id: context.id! }),
        onDone: [
          { guard: { type: 'hasTable', params: ({ event }) => event.output }, target: 'loadingRows', actions: assign({ report: ({ event }) => event.output }) },
          { target: 'withoutTable', actions: assign({ report: ({ event }) => event.output }) },
        ],
        onError: { target: 'failure', actions: { type: 'rememberFailure', params: failureOf } },
      },
    },
    loadingRows: {
      invoke: {
        id: 'loadRows',
        src: 'loadRows',
        input: ({ context }) => ({ id: context.id!, type: context.report!.type }),
        onDone: { target: 'loaded', actions: assign({ rows: ({ event }) => event.output }) },
        onError: { target: 'failure', actions: { type: 'rememberFailure', params: failureOf } },
      },
    },
    loaded: {},
    withoutTable: {},
    failure: {
      invoke: { src: 'lineReturn', input: ({ context }) => ({ failure: context.error }) },
      on: { retry: retryWhatFailed, 'line.back': retryWhatFailed },
    },
  },
});

type ReportDetailSnapshot = SnapshotFrom<typeof reportDetailMachine>;
export type ReportDetailActor = ActorRefFrom<typeof reportDetailMachine>;

/** The spec's fallback when a failure carries no message. */
export const reportErrorFallback = 'Ошибка';

export const selectReport = (snapshot: ReportDetailSnapshot) => snapshot.context.report;
export const selectReportRows = (snapshot: ReportDetailSnapshot) => snapshot.context.rows;
export const selectLoadingReport = (snapshot: ReportDetailSnapshot) => snapshot.matches('loadingReport');
export const selectLoadingRows = (snapshot: ReportDetailSnapshot) => snapshot.matches('loadingRows');
export const selectWithoutTable = (snapshot: ReportDetailSnapshot) => snapshot.matches('withoutTable');
/** The failure can be retried ('Повторить'): not an address that is not a report number. */
export const selectCanRetry = (snapshot: ReportDetailSnapshot) => snapshot.can({ type: 'retry' });
export const selectReportError = (snapshot: ReportDetailSnapshot): string | null =>
  snapshot.matches('failure') ? failureText(snapshot.context.error) : null;

/** The failure's message; 'Ошибка' when the server gave none (spec section 8, report load failure). */
const failureText = (error: Failure | null) => (error && !error.withoutMessage && error.message.trim()) || reportErrorFallback;
