/*
 * Requesting initiatives again (spec section 4, "Re-export of initiatives"): the distributor sends
 * the pharmacy's initiatives to its software once more.
 *
 * idle       the button is enabled.
 * exporting  the request is under way; the button is disabled so it is not sent twice.
 *
 * When the request ends a snackbar tells how: success with the server's message plus the advice
 * to ask no more than once a day, or an error with the message.
 */
import { assign, fromPromise, sendTo, setup, type ActorRefFrom } from 'xstate';
import { reportCalls, type ExportInitiativesResponse } from '../../api/contract/reports';
import { http } from '../../api/shared/http';
import { exportSuccessText } from '../../domain/reports/overview';
import { toFailure } from '../shared/api-error';
import type { snackbarMachine, SnackbarContent } from '../shared/snackbar.machine';

export interface InitiativesExportInput {
  pharmacyId: number;
  /** The app-wide snackbar actor. */
  snackbar: ActorRefFrom<typeof snackbarMachine>;
}

export type InitiativesExportEvent = { type: 'export.request' };

export const exportTitles = { success: 'Инициативы запрошены', failure: 'Не удалось запросить инициативы' } as const;

export const initiativesExportMachine = setup({
  types: {} as {
    input: InitiativesExportInput;
    context: InitiativesExportInput & { message: string | null };
    events: InitiativesExportEvent;
  },
  actors: {
    exportInitiatives: fromPromise<ExportInitiativesResponse, { pharmacyId: number }>(({ input, signal }) =>
      http().request(reportCalls.exportInitiatives, { body: { pharmacyId: input.pharmacyId }, signal }),
    ),
  },
  actions: {
    announce: sendTo(
      ({ context }) => context.snackbar,
      ({ context }, snackbar: SnackbarContent) => ({
        type: 'snackbar.show' as const,
        snackbar: { ...snackbar, description: context.message ?? undefined },
      }),
    ),
  },
}).createMachine({
  id: 'initiativesExport',
  context: ({ input }) => ({ ...input, message: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'export.request': 'exporting' },
    },
    exporting: {
      invoke: {
        src: 'exportInitiatives',
        input: ({ context }) => ({ pharmacyId: context.pharmacyId }),
        onDone: {
          target: 'idle',
          actions: [
            assign({ message: ({ event }) => exportSuccessText(event.output.message) }),
            { type: 'announce', params: { type: 'success', title: exportTitles.success } },
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            assign({ message: ({ event }) => toFailure(event.error).message }),
            { type: 'announce', params: { type: 'error', title: exportTitles.failure } },
          ],
        },
      },
    },
  },
});

export const selectExporting = (snapshot: { matches: (state: 'exporting') => boolean }) => snapshot.matches('exporting');
