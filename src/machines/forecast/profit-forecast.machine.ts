/*
 * The profit forecast tab. The forecast itself lives in the worker; this machine holds what the
 * user chose and what the worker last answered.
 *
 * loading      the worker fetches the forecast page by page (rows read so far in context);
 *   waiting → slow after `slowLoad`: the screen says the load takes longer than usual
 * loadFailed   the load failed: the message and 'retry'; for want of the line, again by itself
 *              once the line is back
 * ready        the forecast is in the worker; four regions run side by side:
 *   view       applying (the worker applies filter, size, weight, type) → shown | failed.
 *              Every choice re-applies at once; the worker answers in order, the last one wins.
 *   edits      idle | saving: a typed quantity goes to the worker, its totals come back.
 *   window     idle | fetching: the rows of the grid's visible positions.
 *              (edits and window are every worker-held grid's: worker-grid.ts)
 *   order      choosing | executing: the chosen action runs through the order-send child
 *              (order-send.parent.ts); 'Выполнить' waits until its file has arrived, the
 *              confirmation was cancelled or the order answered.
 * Children for the whole tab: orderSend (the order-send machine, over the worker's order),
 * prediction, bonuses, pharmacySystems (remote operations), draft.
 * Named actors, actions and guards are in profit-forecast.setup.ts.
 */
import { and, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { failureOf } from '../shared/api-error';
import { orderRegion, orderSendChild, systemsFound } from '../orders/order-send.parent';
import { forecastOrderSource } from './profit-forecast.source';
import { profitForecastSetup } from './profit-forecast.setup';
import { choiceEvents, initialParams, type ProfitForecastContext, type ProfitForecastEvent } from './profit-forecast.types';
import { workerGridRegions } from '../shared/worker-grid';

/**
 * A choice of filter, slider or type: the worker applies the new view at once. Transitions that
 * restart a step sit on the step itself (not on its region): re-entering a region of a parallel
 * state would restart its sibling regions too.
 */
const choices = <T>(transition: T) =>
  Object.fromEntries(choiceEvents.map((type) => [type, transition])) as Record<(typeof choiceEvents)[number], T>;

/** A choice is applied and kept in the draft. */
const chooseAndKeep = ['chooseParams', 'tellDraft'] as const;

export const profitForecastMachine = profitForecastSetup.createMachine({
  id: 'profitForecast',
  context: ({ input }) => ({
    pharmacyId: input.pharmacy.id,
    subdivCode: input.pharmacy.subdivCode,
    config: input.config,
    worker: input.worker,
    snackbar: input.snackbar,
    preselected: input.preselected,
    loadedRows: 0,
    options: null,
    params: initialParams(input.preselected),
    view: null,
    visible: { start: 0, end: 0 },
    windowAsked: null,
    window: null,
    action: null,
    pharmacySystemsCheck: null,
    error: null,
    pendingEdits: null,
    draftNotice: [],
  }),
  invoke: [
    orderSendChild(({ context }: { context: ProfitForecastContext }) => ({
      type: 'mtx' as const,
      pharmacyId: context.pharmacyId,
      snackbar: context.snackbar,
      source: forecastOrderSource(context.worker),
    })),
    { id: 'prediction', src: 'prediction' },
    { id: 'bonuses', src: 'bonuses' },
    {
      id: 'pharmacySystems',
      src: 'pharmacySystems',
      onSnapshot: {
        actions: [
          { type: 'followPharmacySystems', params: systemsFound },
          { type: 'tellPharmacySystems', params: systemsFound },
        ],
      },
    },
    {
      id: 'draft',
      src: 'draft',
      input: ({ context }) => ({
        screen: 'profit-forecast' as const,
        pharmacyId: context.pharmacyId,
        readEdits: () => context.worker.typedEdits(),
      }),
    },
  ],
  entry: 'requestRemote',
  on: {
    // Before the forecast is in, a kept draft's choices and typed rows wait for it.
    'draft.loaded': { guard: 'restoresSomething', actions: { type: 'restoreDraft', params: false } },
    'draft.replaced': { actions: { type: 'restoreDraft', params: true } },
    'draft.discard': { actions: 'discardDraft' },
    'draftNotice.dismiss': { actions: 'dismissDraftNotice' },
  },
  initial: 'loading',
  states: {
    loading: {
      entry: 'startLoad',
      invoke: {
        id: 'loadForecast',
        src: 'loadForecast',
        input: ({ context }) => ({ worker: context.worker, pharmacyId: context.pharmacyId, config: context.config }),
      },
      on: {
        'load.progress': { actions: 'showProgress' },
        'load.done': { target: 'ready', actions: 'keepOptions' },
        'load.failed': { target: 'loadFailed', actions: 'keepLoadFailure' },
      },
      initial: 'waiting',
      states: { waiting: { after: { slowLoad: 'slow' } }, slow: {} },
    },
    loadFailed: {
      invoke: { src: 'lineReturn', input: ({ context }) => ({ failure: context.error }) },
      on: { 'forecast.retry': 'loading', 'line.back': 'loading' },
    },
    ready: {
      type: 'parallel',
      on: { 'forecast.retry': 'loading' },
      states: {
        view: {
          initial: 'applying',
          // A kept draft arriving late, another tab's, or none after «Очистить черновик»: the view is applied anew, then its typed rows.
          on: {
            'draft.loaded': { guard: 'restoresSomething', target: '.applying', actions: { type: 'restoreDraft', params: false } },
            'draft.replaced': { target: '.applying', actions: { type: 'restoreDraft', params: true } },
            'draft.discard': { target: '.applying', actions: 'discardDraft' },
          },
          states: {
            applying: {
              on: choices({ target: 'applying', reenter: true, actions: chooseAndKeep }),
              invoke: {
                id: 'applyView',
                src: 'applyView',
                input: ({ context }) => ({ worker: context.worker, params: context.params }),
                onDone: [
                  { guard: 'editsPending', target: 'restoring', actions: { type: 'keepView', params: ({ event }) => event.output } },
                  { target: 'shown', actions: [{ type: 'keepView', params: ({ event }) => event.output }, 'refreshWindow'] },
                ],
                onError: { target: 'failed', actions: { type: 'keepFailure', params: failureOf } },
              },
            },
            // A restored draft's typed rows go into the worker; what changed under them is noted.
            restoring: {
              on: choices({ target: 'applying', actions: chooseAndKeep }),
              invoke: {
                id: 'restoreEdits',
                src: 'restoreEdits',
                input: ({ context }) => ({ worker: context.worker, edits: context.pendingEdits ?? [] }),
                onDone: { target: 'shown', actions: [{ type: 'keepRestored', params: ({ event }) => event.output }, 'refreshWindow'] },
                onError: { target: 'failed', actions: { type: 'keepFailure', params: failureOf } },
              },
            },
            shown: { on: choices({ target: 'applying', actions: chooseAndKeep }) },
            failed: { on: choices({ target: 'applying', actions: chooseAndKeep }) },
          },
        },
        ...workerGridRegions<{ context: ProfitForecastContext; event: ProfitForecastEvent; edited: 'tellDraft' }>({ edited: 'tellDraft' }),
        // The action settled the typed texts into numbers: the grid re-reads its rows. A sent order ends the draft.
        order: {
          ...orderRegion(and(['actionAvailable', 'viewShown']), ['refreshWindow']),
          on: { 'order.choose': { actions: 'chooseAction' } },
        },
      },
    },
  },
});

export type ProfitForecastActor = ActorRefFrom<typeof profitForecastMachine>;
export type ProfitForecastSnapshot = SnapshotFrom<typeof profitForecastMachine>;
