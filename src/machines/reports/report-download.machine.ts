/*
 * Report file download (spec section 4): a blocking overlay while the file is prepared, then an
 * automatic download. One actor serves a whole screen, so "any file being prepared" is one state.
 *
 * idle        nothing is being prepared; a request that is waiting starts at once.
 * preparing   the overlay 'Подготовка файла...' shows; requests that come meanwhile wait their turn.
 *   fetching  the report's rows are asked for as JSON.
 *   building  the xlsx worker turns the rows into the file's bytes.
 *   saving    the browser saves the bytes under the report's Russian name.
 * failed      passing through: the error snackbar tells what went wrong, then back to idle. The
 *             failure stays as `lastFailure` (a new object each time), which the tab screen's
 *             error modal follows like every other failing call's (spec section 2).
 */
import { assertEvent, assign, sendTo, setup, type ActorRefFrom } from 'xstate';
import { reportFileName } from '../../domain/reports/files/file-name';
import type { ReportDownload } from '../../domain/reports/files/rows';
import { workbookLayouts } from '../../domain/reports/files/layouts';
import { failureOf, type Failure } from '../shared/api-error';
import { reportDownloadActors, type ReportDownloadRequest } from './report-download.actors';
import type { snackbarMachine } from '../shared/snackbar.machine';

export type { ReportDownloadRequest } from './report-download.actors';

export interface ReportDownloadContext {
  /** The app-wide snackbar actor, which shows the failures. */
  snackbar: ActorRefFrom<typeof snackbarMachine>;
  waiting: ReportDownloadRequest[];
  current: ReportDownloadRequest | null;
  download: ReportDownload | null;
  bytes: ArrayBuffer | null;
  error: Failure | null;
  /** The last download that failed, kept after the machine is idle again: the error modal shows it. */
  lastFailure: Failure | null;
}

export type ReportDownloadEvent = { type: 'download.request'; request: ReportDownloadRequest };

export const reportDownloadMachine = setup({
  types: {} as {
    input: { snackbar: ReportDownloadContext['snackbar'] };
    context: ReportDownloadContext;
    events: ReportDownloadEvent;
  },
  actors: reportDownloadActors,
  actions: {
    enqueue: assign({
      waiting: ({ context, event }) => {
        assertEvent(event, 'download.request');
        return [...context.waiting, event.request];
      },
    }),
    takeNext: assign({ current: ({ context }) => context.waiting[0], waiting: ({ context }) => context.waiting.slice(1) }),
    forgetCurrent: assign({ current: null, download: null, bytes: null, error: null }),
    rememberFailure: assign({ error: (_, failure: Failure) => failure, lastFailure: (_, failure: Failure) => failure }),
    showFailure: sendTo(
      ({ context }) => context.snackbar,
      ({ context }) => ({
        type: 'snackbar.show' as const,
        snackbar: {
          type: 'error' as const,
          title: `Не удалось скачать отчёт «${context.current ? workbookLayouts[context.current.kind].title : ''}»`,
          description: context.error?.message,
        },
      }),
    ),
  },
  guards: {
    hasWaiting: ({ context }) => context.waiting.length > 0,
  },
}).createMachine({
  id: 'reportDownload',
  context: ({ input }) => ({ snackbar: input.snackbar, waiting: [], current: null, download: null, bytes: null, error: null, lastFailure: null }),
  initial: 'idle',
  on: { 'download.request': { actions: 'enqueue' } },
  states: {
    idle: {
      always: { guard: 'hasWaiting', target: 'preparing', actions: 'takeNext' },
    },
    preparing: {
      initial: 'fetching',
      states: {
        fetching: {
          invoke: {
            id: 'fetchRows',
            src: 'fetchRows',
            input: ({ context }) => context.current!,
            onDone: { target: 'building', actions: assign({ download: ({ event }) => event.output }) },
            onError: { target: '#reportDownload.failed', actions: { type: 'rememberFailure', params: failureOf } },
          },
        },
        building: {
          invoke: {
            id: 'buildWorkbook',
            src: 'buildWorkbook',
            input: ({ context }) => ({ kind: context.current!.kind, rows: context.download!.rows }),
            onDone: { target: 'saving', actions: assign({ bytes: ({ event }) => event.output }) },
            onError: { target: '#reportDownload.failed', actions: { type: 'rememberFailure', params: failureOf } },
          },
        },
        saving: {
          invoke: {
            id: 'saveFile',
            src: 'saveFile',
            input: ({ context }) => ({
              // The gateway's name of the initiative is the one the file is about; the row's name is the fallback.
              name: reportFileName(context.current!.kind, context.download!.initiativeName || context.current!.initiativeName),
              bytes: context.bytes!,
            }),
            onDone: { target: '#reportDownload.idle', actions: 'forgetCurrent' },
            onError: { target: '#reportDownload.failed', actions: { type: 'rememberFailure', params: failureOf } },
          },
        },
      },
    },
    failed: {
      entry: 'showFailure',
      always: { target: 'idle', actions: 'forgetCurrent' },
    },
  },
});

export type ReportDownloadActor = ActorRefFrom<typeof reportDownloadMachine>;

/** The last failed download's error, for the error modal; null until one fails. */
export const selectLastDownloadFailure = (snapshot: { context: Pick<ReportDownloadContext, 'lastFailure'> }): Failure | null => snapshot.context.lastFailure;

/** Whether the overlay shows: a file is being prepared. */
export const selectPreparingFile = (snapshot: { matches: (state: 'preparing') => boolean }): boolean => snapshot.matches('preparing');
