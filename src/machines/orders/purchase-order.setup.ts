import { and, assign, enqueueActions, not, sendTo, setup, stateIn } from 'xstate';
import type { InitiativeTypeOptions } from '../../api/contract/purchase-order';
import { initiativeTypeId } from '../../domain/shared/initiative-types';
import type { PositionsLoaded } from '../../workers/orders/positions-types';
import { toFailure, type Failure } from '../shared/api-error';
import { pharmacySystemsOperation } from '../forecast/profit-forecast.actors';
import { availablePurchaseOrderActions } from './purchase-order.actions';
import * as actors from './purchase-order.actors';
import {
  chosenFilter,
  noChoice,
  positionFilterOf,
  type FiltersLoaded,
  type PurchaseOrderChoice,
  type PurchaseOrderContext,
  type PurchaseOrderEvent,
  type PurchaseOrderInput,
} from './purchase-order.types';
import { positionsGridMachine } from './positions-grid';
import { orderDraftMachine } from './order-draft.machine';
import { draftNoticeLines } from './order-draft.parent';
import { orderSendMachine } from './order-send.machine';
import { askOrderSend, orderSent, tellPharmacySystems } from './order-send.parent';
import { orderSendEventOf } from './positions-order-actions';
import { purchaseDraftState, restoredPurchaseDraft } from './purchase-order.draft';
import { lineReturn } from '../session/line-return';

/**
 * The named pieces of the purchase-order machine (purchase-order.machine.ts has the states): its
 * actors, so tests swap them, its actions and guards.
 */
const mandatoryMatrix = 'MANDATORY_MATRIX';
const filtersLoading = stateIn('#purchaseOrder.ready.filters.loading');
const listShown = stateIn('#purchaseOrder.ready.list.shown');

const sameIds = (a: readonly number[] | null, b: readonly number[]) =>
  a !== null && a.length === b.length && a.every((id) => b.includes(id));

/** Nothing chosen, no list: where «Очистить черновик» (or a draft cleared in another tab) leaves the screen. */
const startOver = {
  choice: noChoice,
  options: null,
  optionsFor: null,
  planSum: null,
  listInitiatives: [],
  listWanted: false,
  restoreList: false,
  pendingEdits: null,
} satisfies Partial<PurchaseOrderContext>;

/** The preselected initiative's type id, when that type is among the types offered. */
export function offeredPreselection(context: PurchaseOrderContext, types: InitiativeTypeOptions): number | null {
  if (!context.preselected || context.preselected.type === mandatoryMatrix) return null;
  const id = initiativeTypeId(context.preselected.type);
  return id !== null && types.some((type) => type.id === id) ? id : null;
}

/** The plan is asked only when exactly one initiative is chosen (§4). */
export const planOf = (choice: PurchaseOrderChoice): number | null => (choice.initiatives.length === 1 ? choice.initiatives[0] : null);

/** Which of the screen's loads failed, and how. */
interface FailureOf {
  which: keyof PurchaseOrderContext['failures'];
  failure: Failure;
}

/** A failed load kept as the failure of its part of the screen (an action of the load's onError). */
export const keepFailureOf = (which: FailureOf['which']) =>
  ({
    type: 'keepFailure',
    params: ({ event }: { event: { error: unknown } }): FailureOf => ({ which, failure: toFailure(event.error) }),
  }) as const;

export const purchaseOrderSetup = setup({
  types: {} as {
    input: PurchaseOrderInput;
    context: PurchaseOrderContext;
    events: PurchaseOrderEvent;
    children: { pharmacySystems: 'pharmacySystems'; grid: 'grid'; draft: 'draft'; orderSend: 'orderSend' };
  },
  actors: {
    pharmacySystems: pharmacySystemsOperation,
    loadTypes: actors.loadTypes,
    lineReturn,
    loadFilters: actors.loadFilters,
    loadPositions: actors.loadPositions,
    grid: positionsGridMachine,
    draft: orderDraftMachine,
    orderSend: orderSendMachine,
  },
  actions: {
    requestPharmacySystems: enqueueActions(({ context, enqueue }) => {
      if (context.subdivCode) enqueue.sendTo('pharmacySystems', { type: 'request', params: { subdivCode: context.subdivCode } });
    }),
    // How many pharmacy ordering systems the check found (params: systemsFound of its snapshot; null: not known).
    followPharmacySystems: assign({ pharmacySystemCount: (_, count: number | null) => count }),
    tellPharmacySystems: tellPharmacySystems(),
    askOrderSend: askOrderSend(orderSendEventOf),
    keepTypes: assign({ types: (_, types: InitiativeTypeOptions) => types.filter((type) => type.type !== mandatoryMatrix) }),
    // The overview's initiative: its type chosen and the initiative ticked, as if the user had.
    preselect: assign({
      choice: ({ context }, types: InitiativeTypeOptions) => ({
        ...noChoice,
        typeId: offeredPreselection(context, types),
        initiatives: [context.preselected!.initiativeId],
      }),
    }),
    keepFailure: assign({
      failures: ({ context }, { which, failure }: FailureOf) => ({ ...context.failures, [which]: failure }),
    }),
    // §4: a new type clears initiatives, promoters, suppliers, products, the plan and the exclusions.
    chooseType: assign(({ context, event }) => ({
      choice: {
        ...noChoice,
        zeroBalance: context.choice.zeroBalance,
        planNotFulfilled: context.choice.planNotFulfilled,
        typeId: event.type === 'type.choose' ? event.typeId : context.choice.typeId,
      },
      options: null,
      optionsFor: null,
      planSum: null,
      listInitiatives: [],
      listWanted: false,
      pendingEdits: null,
    })),
    // §4: new initiatives clear the other filters, the two checkboxes («Нулевой остаток», «План не
    // выполнен») included; the plan belongs to the old choice until the menu closes.
    chooseInitiatives: assign(({ context, event }) => ({
      choice: {
        ...noChoice,
        typeId: context.choice.typeId,
        initiatives: event.type === 'initiatives.choose' ? event.initiatives : context.choice.initiatives,
      },
      planSum: null,
      listInitiatives: [],
      listWanted: false,
      pendingEdits: null,
    })),
    keepFilters: assign(({ context }, { options, planSum }: FiltersLoaded) => ({
      options,
      optionsFor: context.choice.initiatives,
      planSum: planOf(context.choice) === null ? null : planSum,
    })),
    keepList: assign(({ context }, loaded: PositionsLoaded) => {
      // The notice of a restore stays; a list loaded without a draft's lines brings none.
      const draftNotice = context.pendingEdits ? [...context.draftNotice, ...draftNoticeLines(loaded.draftChanges)] : context.draftNotice;
      return { listInitiatives: loaded.options?.otherInitiatives ?? [], pendingEdits: null, draftNotice };
    }),
    // The list was asked for: the draft remembers it.
    wantList: assign({ listWanted: true, restoreList: false }),
    // The screen changed: the draft machine saves it shortly (the typed lines are the worker's, or a restore's still pending).
    tellDraft: sendTo('draft', ({ context }) => ({
      type: 'draft.changed' as const,
      state: purchaseDraftState(context),
      edits: context.pendingEdits,
    })),
    // A kept draft (or another tab's newer one): its filters, its list and its typed lines, as left. A
    // preselection from the overview wins over the draft's filters (the user just asked for that initiative).
    restoreDraft: assign(({ event }, replaced: boolean) => {
      if (event.type !== 'draft.loaded' && event.type !== 'draft.replaced') return {};
      const restored = restoredPurchaseDraft(event.draft);
      const notice = replaced ? draftNoticeLines([], true) : [];
      if (!restored) return replaced ? { ...startOver, draftNotice: notice } : {};
      return {
        choice: restored.choice,
        options: null,
        optionsFor: null,
        planSum: null,
        listInitiatives: [],
        listWanted: restored.listShown,
        restoreList: restored.listShown,
        pendingEdits: restored.listShown ? restored.edits : null,
        draftNotice: notice,
      };
    }),
    // «Очистить черновик»: the filters and the list start over, and the kept draft goes.
    discardDraft: enqueueActions(({ enqueue }) => {
      enqueue.assign({ ...startOver, draftNotice: [] });
      enqueue.sendTo('draft', { type: 'draft.clear' });
    }),
    // An order left: its draft is done.
    clearSentDraft: sendTo('draft', { type: 'draft.clear' as const }),
    dismissDraftNotice: assign({ draftNotice: [] }),
    // A local filter: kept, and applied at once by the list shown.
    chooseFilter: enqueueActions(({ context, event, enqueue, check }) => {
      const choice = { ...context.choice, ...chosenFilter(event) };
      enqueue.assign({ choice });
      if (check(listShown)) enqueue.sendTo('grid', { type: 'grid.filter', filter: positionFilterOf(choice) });
    }),
    chooseAction: assign({ action: ({ context, event }) => (event.type === 'order.choose' ? event.action : context.action) }),
    // A send or a download settled the typed texts: the grid reads its rows again.
    refreshGrid: enqueueActions(({ enqueue, check }) => {
      if (check(listShown)) enqueue.sendTo('grid', { type: 'window.refresh' });
    }),
  },
  guards: {
    typeChosen: ({ context }) => context.choice.typeId !== null,
    choosesType: ({ event }) => event.type === 'type.choose' && event.typeId !== null,
    /** The initiatives chosen differ from those the options were loaded for. */
    optionsStale: ({ context }) => context.choice.typeId !== null && !sameIds(context.optionsFor, context.choice.initiatives),
    filtersSettled: not(filtersLoading),
    /** 'Показать список товаров': a type is chosen and nothing loads (the list's own load has no such transition). */
    canShow: and([({ context }) => context.choice.typeId !== null, not(filtersLoading)]),
    actionAvailable: ({ context }) =>
      context.action !== null && availablePurchaseOrderActions(context.pharmacySystemCount ?? 0).includes(context.action),
    listShown,
    /** The list of a restored draft waits to be loaded. */
    listRestored: ({ context }) => context.restoreList && context.choice.typeId !== null,
    /** The overview's preselection wins over a kept draft's filters. */
    draftApplies: ({ context }) => context.preselected === null,
    orderSent,
  },
});
