import { assign, enqueueActions, raise, sendTo, setup } from 'xstate';
import { availableForecastActions } from '../../domain/forecast/actions';
import { type Failure } from '../shared/api-error';
import * as actors from './profit-forecast.actors';
import {
  chosenParams,
  initialParams,
  type ProfitForecastContext,
  type ProfitForecastEvent,
  type ProfitForecastInput,
} from './profit-forecast.types';
import { orderDraftMachine } from '../orders/order-draft.machine';
import { draftNoticeLines, replacedWhole } from '../orders/order-draft.parent';
import { orderSendMachine } from '../orders/order-send.machine';
import { askOrderSend, orderSent, tellPharmacySystems } from '../orders/order-send.parent';
import { orderSendEventOf } from './profit-forecast.source';
import { forecastDraftState, restoredForecastDraft } from './profit-forecast.draft';
import type { ForecastTotals } from '../../domain/forecast/totals';
import { mergeWindow, patchWindowRow } from './profit-forecast.window';
import { visibleIn, windowCovers, windowOf } from '../shared/worker-grid';
import type { ForecastRestored, ForecastViewResult, ForecastWindow } from '../../workers/forecast/forecast-types';
import { lineReturn } from '../session/line-return';
import type { PharmacySystemsCheck } from '../../domain/orders/pharmacy-systems';

/**
 * The named pieces of the profit forecast machine (profit-forecast.machine.ts has the states):
 * its actors, so tests swap them, its actions and guards, and the one delay.
 */
export const profitForecastSetup = setup({
  types: {} as {
    input: ProfitForecastInput;
    context: ProfitForecastContext;
    events: ProfitForecastEvent;
    children: { prediction: 'prediction'; bonuses: 'bonuses'; pharmacySystems: 'pharmacySystems'; draft: 'draft'; orderSend: 'orderSend' };
  },
  actors: {
    prediction: actors.predictionOperation,
    bonuses: actors.bonusesOperation,
    pharmacySystems: actors.pharmacySystemsOperation,
    loadForecast: actors.loadForecast,
    applyView: actors.applyView,
    editQuantity: actors.editQuantity,
    readWindow: actors.readWindow,
    restoreEdits: actors.restoreEdits,
    lineReturn,
    draft: orderDraftMachine,
    orderSend: orderSendMachine,
  },
  delays: { slowLoad: 10_000 },
  actions: {
    requestRemote: enqueueActions(({ context, enqueue }) => {
      enqueue.sendTo('prediction', { type: 'request', params: { pharmacyId: context.pharmacyId } });
      enqueue.sendTo('bonuses', { type: 'request', params: { pharmacyId: context.pharmacyId } });
      if (context.subdivCode) enqueue.sendTo('pharmacySystems', { type: 'request', params: { subdivCode: context.subdivCode } });
    }),
    // What the check of the pharmacy ordering systems said (params: systemsFound of its snapshot).
    followPharmacySystems: assign({ pharmacySystemsCheck: (_, check: PharmacySystemsCheck) => check }),
    tellPharmacySystems: tellPharmacySystems(),
    askOrderSend: askOrderSend(orderSendEventOf),
    startLoad: assign({ loadedRows: 0, options: null, view: null, window: null, windowAsked: null, error: null }),
    showProgress: assign({ loadedRows: ({ event }) => (event.type === 'load.progress' ? event.loadedRows : 0) }),
    keepOptions: assign(({ event }) => (event.type === 'load.done' ? { options: event.options, loadedRows: event.options.length } : {})),
    keepLoadFailure: assign({ error: ({ event }) => (event.type === 'load.failed' ? event.error : null) }),
    chooseParams: assign({ params: ({ context, event }) => ({ ...context.params, ...chosenParams(event) }) }),
    keepView: assign({ view: (_, view: ForecastViewResult) => view }),
    keepTotals: assign({ view: ({ context }, totals: ForecastTotals) => context.view && { ...context.view, totals } }),
    // The cell keeps the typed text while the worker works out the totals.
    patchEditedRow: assign({
      window: ({ context, event }) =>
        event.type === 'quantity.edit' ? patchWindowRow(context.window, event.row, event.text) : context.window,
    }),
    followVisibleRows: assign({ visible: ({ context, event }) => visibleIn(event, context) }),
    askWindow: assign({ windowAsked: ({ context }) => ({ revision: context.view?.revision ?? 0, ...windowOf(context) }) }),
    keepWindow: assign({ window: ({ context }, window: ForecastWindow) => mergeWindow(context.window, window) }),
    refreshWindow: raise({ type: 'window.refresh' }),
    chooseAction: assign({ action: ({ context, event }) => (event.type === 'order.choose' ? event.action : context.action) }),
    keepFailure: assign({ error: (_, failure: Failure) => failure }),
    // The screen changed: the draft machine saves it shortly (the typed rows are the worker's, or a restore's still pending).
    tellDraft: sendTo('draft', ({ context }) => ({
      type: 'draft.changed' as const,
      state: forecastDraftState(context.params),
      edits: context.pendingEdits,
    })),
    // A kept draft (or another tab's newer one): its choices, and its typed rows once the view is applied.
    // A preselection from the overview wins over the draft's initiative (the user just asked for it).
    restoreDraft: assign(({ context, event }, replaced: boolean) => {
      if (event.type !== 'draft.loaded' && event.type !== 'draft.replaced') return {};
      const restored = restoredForecastDraft(event.draft);
      const draftNotice = draftNoticeLines([], replaced && replacedWhole(event));
      if (!restored) return replaced ? { params: initialParams(context.preselected), pendingEdits: [], draftNotice } : {};
      const params = context.preselected ? { ...restored.params, initiativeId: context.preselected.initiativeId } : restored.params;
      return { params, pendingEdits: restored.edits, draftNotice };
    }),
    discardDraft: enqueueActions(({ context, enqueue }) => {
      enqueue.assign({ params: initialParams(context.preselected), pendingEdits: [], draftNotice: [] });
      enqueue.sendTo('draft', { type: 'draft.clear' });
    }),
    // The worker proposed the quantities again under a new revision: the grid's next window is read from it.
    keepRestored: assign(({ context }, { revision, totals, changes }: ForecastRestored) => ({
      view: context.view && { ...context.view, revision, totals },
      pendingEdits: null,
      draftNotice: [...context.draftNotice, ...draftNoticeLines(changes)],
    })),
    clearSentDraft: sendTo('draft', { type: 'draft.clear' as const }),
    dismissDraftNotice: assign({ draftNotice: [] }),
  },
  guards: {
    windowCovers: ({ context, event }) => windowCovers({ ...context, visible: visibleIn(event, context) }),
    actionAvailable: ({ context }) =>
      context.action !== null && availableForecastActions(context.pharmacySystemsCheck).includes(context.action),
    viewShown: ({ context }) => context.view !== null,
    editsPending: ({ context }) => context.pendingEdits !== null,
    orderSent,
    // A draft with nothing in it (none kept yet) changes nothing on screen.
    // Asked only of a draft read at opening ('draft.loaded'): another tab's draft replaces it without asking.
    restoresSomething: ({ event }) => event.type === 'draft.loaded' && restoredForecastDraft(event.draft) !== null,
  },
});
