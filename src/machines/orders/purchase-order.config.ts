import { and, assign, not, stateIn, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { InitiativeTypeOptions } from '../../api/contract/purchase-order';
import { initiativeTypeId } from '../../domain/shared/initiative-types';
import { draftNoticeLines } from './order-draft.parent';
import { keepFailureOf, positionsOrderMachine } from './positions-order.machine';
import type { OrderScreenEvent, PositionsOrderScreen } from './positions-order.types';
import { availablePurchaseOrderActions } from './purchase-order.actions';
import { loadFilters, loadTypes } from './purchase-order.actors';
import { purchaseDraftState, restoredPurchaseDraft } from './purchase-order.draft';
import { purchaseOrderSource } from './purchase-order.source';
import { chosenFilter, noChoice, positionFilterOf } from './purchase-order.types';
import type {
  FiltersLoaded,
  PurchaseOrderChoice,
  PurchaseOrderContext,
  PurchaseOrderEvent,
  PurchaseOrderInput,
} from './purchase-order.types';

const mandatoryMatrix = 'MANDATORY_MATRIX';
const filtersLoading = stateIn('#purchaseOrder.ready.filters.loading');

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
export function offeredPreselection(context: Pick<PurchaseOrderContext, 'preselected'>, types: InitiativeTypeOptions): number | null {
  if (!context.preselected || context.preselected.type === mandatoryMatrix) return null;
  const id = initiativeTypeId(context.preselected.type);
  return id !== null && types.some((type) => type.id === id) ? id : null;
}

/** The plan is asked only when exactly one initiative is chosen (§4). */
export const planOf = (choice: PurchaseOrderChoice): number | null => (choice.initiatives.length === 1 ? choice.initiatives[0] : null);

/** §4: a type chosen loads its options; a type cleared leaves the filters empty. */
const chooseType = [
  { guard: 'choosesType', target: '#purchaseOrder.ready.filters.loading', reenter: true, actions: ['chooseType', 'tellDraft'] },
  { target: '#purchaseOrder.ready.filters.idle', actions: ['chooseType', 'tellDraft'] },
] as const;
const chooseInitiatives = ['chooseInitiatives', 'tellDraft'] as const;

/**
 * The filter options region: starting → idle | loading | failed. `loading` asks both report
 * services for the options of the chosen type and initiatives (merged) and, when exactly one
 * initiative is chosen, its plan. A new type clears the choice and loads again; new initiatives
 * clear the other filters and the plan, and closing the initiative menu loads options and plan
 * for them. The menus wait while options load.
 */
const filtersRegion = {
  initial: 'starting',
  states: {
    // A preselected type (or a restored draft's) loads its options at once.
    starting: { always: [{ guard: 'typeChosen', target: 'loading' }, { target: 'idle' }] },
    idle: {
      on: {
        'type.choose': chooseType,
        'initiatives.choose': { guard: 'typeChosen', actions: chooseInitiatives },
        'initiatives.close': { guard: 'optionsStale', target: 'loading' },
      },
    },
    loading: {
      on: { 'type.choose': chooseType },
      invoke: {
        id: 'loadFilters',
        src: 'loadFilters',
        input: ({ context }: { context: PurchaseOrderContext }) => ({
          pharmacyId: context.pharmacyId,
          typeId: context.choice.typeId!,
          initiatives: context.choice.initiatives,
          planOf: planOf(context.choice),
        }),
        onDone: {
          target: 'idle',
          actions: { type: 'keepFilters', params: ({ event }: { event: { output: FiltersLoaded } }) => event.output },
        },
        onError: { target: 'failed', actions: keepFailureOf('options') },
      },
    },
    failed: {
      invoke: { src: 'lineReturn', input: ({ context }: { context: PurchaseOrderContext }) => ({ failure: context.failures.filters }) },
      on: {
        'type.choose': chooseType,
        'filters.retry': 'loading',
        'line.back': 'loading',
        'initiatives.choose': { actions: chooseInitiatives },
        'initiatives.close': { guard: 'typeChosen', target: 'loading' },
      },
    },
  },
};

type Change = { context: PurchaseOrderContext; event: PurchaseOrderEvent };
const failureKey = { opening: 'types', options: 'filters', list: 'list' } as const;

const actors = { loadTypes, loadFilters };
type PurchaseOrderScreen = PositionsOrderScreen<PurchaseOrderInput, PurchaseOrderContext, PurchaseOrderEvent, typeof actors>;

/**
 * The purchase order by initiative (spec §2.2, §4), 'Расчёт заказа по видам инициатив'. It opens
 * once the pharmacy's initiative types are in (the mandatory matrix left out; 'Повторить' on a
 * failure); then the filter options of the chosen type load in a region of their own, and the
 * positions of the type and initiatives load into the worker only on 'Показать список товаров'
 * (a new type or new initiatives drop the list: it belonged to the old request). The local
 * filters (promoters, suppliers, products, exclusions, the two checkboxes) are kept whatever the
 * state and go to the list shown at once. Its order goes out as type 'pi'; the pharmacy ordering
 * system's action is offered when the check found one or failed (pharmacy-systems.ts).
 */
export const purchaseOrderScreen: PurchaseOrderScreen = {
  id: 'purchaseOrder',
  draftScreen: 'purchase-order',
  order: (context) => ({ type: 'pi', source: purchaseOrderSource(context.worker) }),
  offers: (context) => availablePurchaseOrderActions(context.pharmacySystemsCheck),
  shared: (input) => ({
    pharmacyId: input.pharmacy.id,
    subdivCode: input.pharmacy.subdivCode,
    config: input.config,
    worker: input.worker,
    snackbar: input.snackbar,
  }),
  fields: (input) => ({
    preselected: input.preselected,
    types: null,
    choice: noChoice,
    options: null,
    optionsFor: null,
    planSum: null,
    listInitiatives: [],
    pharmacySystemsCheck: null,
    failures: { types: null, filters: null, list: null },
    listWanted: false,
    restoreList: false,
  }),
  actors,
  events: {
    apply: ['promoters.choose', 'suppliers.choose', 'products.choose', 'excluded.choose', 'zeroBalance.set', 'planNotFulfilled.set'],
  },
  choose: (context, event) => ({ choice: { ...context.choice, ...chosenFilter(event as PurchaseOrderEvent) } }),
  source: (context) => ({
    kind: 'purchaseOrder',
    request: { initiativeTypeId: context.choice.typeId!, selectedInitiatives: context.choice.initiatives },
  }),
  gridFilter: (context) => positionFilterOf(context.choice),
  keepLoaded: (_, loaded) => ({ listInitiatives: loaded.options?.otherInitiatives ?? [] }),
  keepFailure: (context, part, failure) => ({ failures: { ...context.failures, [failureKey[part]]: failure } }),
  failureOf: (context, part) => context.failures[failureKey[part]],
  keepSystems: (_, check) => ({ pharmacySystemsCheck: check }),
  opening: {
    id: 'loadTypes',
    loading: 'loadingTypes',
    failed: 'typesFailed',
    retry: 'types.retry',
    input: (context) => ({ pharmacyId: context.pharmacyId }),
    // The overview's initiative, of a type offered: its type chosen and the initiative ticked, as if the user had.
    keep: (context, offered: InitiativeTypeOptions) => {
      const typeId = offeredPreselection(context, offered);
      return {
        types: offered.filter((type) => type.type !== mandatoryMatrix),
        ...(typeId !== null && { choice: { ...noChoice, typeId, initiatives: [context.preselected!.initiativeId] } }),
      };
    },
  },
  regions: { filters: filtersRegion },
  actions: {
    // §4: a new type clears initiatives, promoters, suppliers, products, the plan and the exclusions.
    chooseType: assign(({ context, event }: Change) => ({
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
    chooseInitiatives: assign(({ context, event }: Change) => ({
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
    keepFilters: assign(({ context }: Change, { options, planSum }: FiltersLoaded) => ({
      options,
      optionsFor: context.choice.initiatives,
      planSum: planOf(context.choice) === null ? null : planSum,
    })),
  },
  guards: {
    typeChosen: ({ context }: Change) => context.choice.typeId !== null,
    choosesType: ({ event }: Change) => event.type === 'type.choose' && event.typeId !== null,
    /** The initiatives chosen differ from those the options were loaded for. */
    optionsStale: ({ context }: Change) => context.choice.typeId !== null && !sameIds(context.optionsFor, context.choice.initiatives),
    filtersSettled: not(filtersLoading),
    /** 'Показать список товаров': a type is chosen and nothing loads (the list's own load has no such transition). */
    canShow: and([({ context }: Change) => context.choice.typeId !== null, not(filtersLoading)]),
    /** The list of a restored draft waits to be loaded. */
    restoresList: ({ context }: Change) => context.restoreList && context.choice.typeId !== null,
  },
  onRequest: {
    region: 'list',
    failed: 'failed',
    shown: 'shown',
    show: 'list.show',
    drop: { 'type.choose': null, 'initiatives.choose': 'filtersSettled' },
    // The list was asked for: the draft remembers it.
    wantList: () => ({ listWanted: true, restoreList: false }),
  },
  refreshAfterOrder: true,
  draft: {
    state: purchaseDraftState,
    startOver,
    // The overview's preselection wins over a kept draft's filters (the user just asked for that initiative).
    applies: (context) => context.preselected === null,
    // A kept draft (or another tab's newer one): its filters, its list and its typed lines, as left.
    restore: (_, draft, replaced) => {
      const restored = restoredPurchaseDraft(draft);
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
    },
  },
};

export const purchaseOrderMachine = positionsOrderMachine<
  PurchaseOrderScreen,
  | 'loadingTypes'
  | 'typesFailed'
  | {
      ready: {
        filters: 'starting' | 'idle' | 'loading' | 'failed';
        list: 'none' | 'loading' | 'failed' | 'shown';
        order: 'choosing' | 'executing';
      };
    },
  OrderScreenEvent
>(purchaseOrderScreen);

export type PurchaseOrderActor = ActorRefFrom<typeof purchaseOrderMachine>;
export type PurchaseOrderSnapshot = SnapshotFrom<typeof purchaseOrderMachine>;
