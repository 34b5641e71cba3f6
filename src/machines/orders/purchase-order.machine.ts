/*
 * The purchase order by initiative (spec §2.2, §4): the filter cascade, the
 * product list in the positions worker and the order actions.
 *
 * loadingTypes   the initiative types of the pharmacy are asked (the mandatory matrix is left out)
 * typesFailed    they could not be loaded: the message and 'Повторить'
 * ready          three regions side by side:
 *   filters      starting → idle | loading | failed. `loading` asks both report services for the
 *                filter options of the chosen type and initiatives (merged) and, when exactly one
 *                initiative is chosen, its plan. A new type clears the choice and loads again; new
 *                initiatives clear the other filters and the plan, and closing the initiative menu
 *                loads options and plan for them. The menus wait while options load.
 *   list         none | loading | failed | shown. 'Показать список товаров' (a type chosen, nothing
 *                loading) loads the positions of the type and initiatives into the worker; `shown`
 *                runs the grid (positions-grid.ts: the local filters, the window, quantity edits).
 *                A new type or new initiatives drop the list: it belonged to the old request.
 *   order        choosing | executing: the chosen action runs through the order-send child
 *                (order-send.parent.ts; type 'pi', over the worker's order).
 * The local filters (promoters, suppliers, products, exclusions, the two checkboxes) are kept
 * whatever the state and go to the grid at once.
 * Named actors, actions and guards are in purchase-order.setup.ts.
 */
import { and, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { orderRegion, orderSendChild, systemsFound } from './order-send.parent';
import { keepFailureOf, offeredPreselection, planOf, purchaseOrderSetup } from './purchase-order.setup';
import { purchaseOrderSource } from './purchase-order.source';
import { noChoice, positionFilterOf, type PurchaseOrderContext } from './purchase-order.types';

/** §4: a type chosen loads its options; a type cleared leaves the filters empty. */
const chooseType = [
  { guard: 'choosesType', target: '#purchaseOrder.ready.filters.loading', reenter: true, actions: ['chooseType', 'tellDraft'] },
  { target: '#purchaseOrder.ready.filters.idle', actions: ['chooseType', 'tellDraft'] },
] as const;
const chooseInitiatives = ['chooseInitiatives', 'tellDraft'] as const;

const chooseFilter = { actions: ['chooseFilter', 'tellDraft'] } as const;
const localFilters = {
  'promoters.choose': chooseFilter,
  'suppliers.choose': chooseFilter,
  'products.choose': chooseFilter,
  'excluded.choose': chooseFilter,
  'zeroBalance.set': chooseFilter,
  'planNotFulfilled.set': chooseFilter,
} as const;

/** The list asked for: it loads, and the draft remembers that it was. */
const showList = { guard: 'canShow', target: 'loading', actions: ['wantList', 'tellDraft'] } as const;

/** A kept draft arrives (or another tab's replaces it): before the types are in it is only kept; once ready, the screen starts over from it. */
const keepDraft = {
  'draft.loaded': { guard: 'draftApplies', actions: { type: 'restoreDraft', params: false } },
  'draft.replaced': { actions: { type: 'restoreDraft', params: true } },
} as const;
const restartFromDraft = {
  'draft.loaded': {
    guard: 'draftApplies',
    target: '#purchaseOrder.ready',
    reenter: true,
    actions: { type: 'restoreDraft', params: false },
  },
  'draft.replaced': { target: '#purchaseOrder.ready', reenter: true, actions: { type: 'restoreDraft', params: true } },
  'draft.discard': { target: '#purchaseOrder.ready', reenter: true, actions: 'discardDraft' },
} as const;

export const purchaseOrderMachine = purchaseOrderSetup.createMachine({
  id: 'purchaseOrder',
  context: ({ input }) => ({
    pharmacyId: input.pharmacy.id,
    subdivCode: input.pharmacy.subdivCode,
    config: input.config,
    worker: input.worker,
    snackbar: input.snackbar,
    preselected: input.preselected,
    types: null,
    choice: noChoice,
    options: null,
    optionsFor: null,
    planSum: null,
    listInitiatives: [],
    action: null,
    pharmacySystemCount: null,
    failures: { types: null, filters: null, list: null },
    listWanted: false,
    restoreList: false,
    pendingEdits: null,
    draftNotice: [],
  }),
  invoke: [
    orderSendChild(({ context }: { context: PurchaseOrderContext }) => ({
      type: 'pi' as const,
      pharmacyId: context.pharmacyId,
      snackbar: context.snackbar,
      source: purchaseOrderSource(context.worker),
    })),
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
        screen: 'purchase-order' as const,
        pharmacyId: context.pharmacyId,
        readEdits: () => context.worker.typedEdits(),
      }),
    },
  ],
  entry: 'requestPharmacySystems',
  on: {
    ...keepDraft,
    'draft.discard': { actions: 'discardDraft' },
    'draftNotice.dismiss': { actions: 'dismissDraftNotice' },
  },
  initial: 'loadingTypes',
  states: {
    loadingTypes: {
      on: keepDraft,
      invoke: {
        id: 'loadTypes',
        src: 'loadTypes',
        input: ({ context }) => ({ pharmacyId: context.pharmacyId }),
        onDone: [
          {
            // The overview's initiative is of a type offered (an inline guard: it reads the types just loaded).
            guard: ({ context, event }) => offeredPreselection(context, event.output) !== null,
            target: 'ready',
            actions: [
              { type: 'keepTypes', params: ({ event }) => event.output },
              { type: 'preselect', params: ({ event }) => event.output },
            ],
          },
          { target: 'ready', actions: { type: 'keepTypes', params: ({ event }) => event.output } },
        ],
        onError: { target: 'typesFailed', actions: keepFailureOf('types') },
      },
    },
    typesFailed: {
      invoke: { src: 'lineReturn', input: ({ context }) => ({ failure: context.failures.types }) },
      on: { 'types.retry': 'loadingTypes', 'line.back': 'loadingTypes', ...keepDraft },
    },
    ready: {
      type: 'parallel',
      on: { ...localFilters, ...restartFromDraft, 'grid.edited': { actions: 'tellDraft' } },
      states: {
        filters: {
          initial: 'starting',
          states: {
            // A preselected type loads its options at once.
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
                input: ({ context }) => ({
                  pharmacyId: context.pharmacyId,
                  typeId: context.choice.typeId!,
                  initiatives: context.choice.initiatives,
                  planOf: planOf(context.choice),
                }),
                onDone: { target: 'idle', actions: { type: 'keepFilters', params: ({ event }) => event.output } },
                onError: { target: 'failed', actions: keepFailureOf('filters') },
              },
            },
            failed: {
              invoke: { src: 'lineReturn', input: ({ context }) => ({ failure: context.failures.filters }) },
              on: {
                'type.choose': chooseType,
                'filters.retry': 'loading',
                'line.back': 'loading',
                'initiatives.choose': { actions: chooseInitiatives },
                'initiatives.close': { guard: 'typeChosen', target: 'loading' },
              },
            },
          },
        },
        list: {
          initial: 'none',
          on: {
            'type.choose': '.none',
            'initiatives.choose': { guard: 'filtersSettled', target: '.none' },
          },
          states: {
            none: {
              // A restored draft showed its list: it loads again, with the lines typed in it.
              always: { guard: 'listRestored', target: 'loading', actions: 'wantList' },
              on: { 'list.show': showList },
            },
            loading: {
              invoke: {
                id: 'loadPositions',
                src: 'loadPositions',
                input: ({ context }) => ({
                  worker: context.worker,
                  config: context.config,
                  typeId: context.choice.typeId!,
                  initiatives: context.choice.initiatives,
                  ...(context.pendingEdits ? { edits: context.pendingEdits } : {}),
                }),
                onDone: { target: 'shown', actions: { type: 'keepList', params: ({ event }) => event.output } },
                onError: { target: 'failed', actions: keepFailureOf('list') },
              },
            },
            failed: {
              invoke: { src: 'lineReturn', input: ({ context }) => ({ failure: context.failures.list }) },
              on: { 'list.show': showList, 'line.back': { guard: 'canShow', target: 'loading' } },
            },
            shown: {
              invoke: {
                id: 'grid',
                src: 'grid',
                input: ({ context }) => ({ worker: context.worker, filter: positionFilterOf(context.choice) }),
              },
              on: { 'list.show': showList },
            },
          },
        },
        order: {
          ...orderRegion(and(['actionAvailable', 'listShown']), ['refreshGrid']),
          on: { 'order.choose': { actions: 'chooseAction' } },
        },
      },
    },
  },
});

export type PurchaseOrderActor = ActorRefFrom<typeof purchaseOrderMachine>;
export type PurchaseOrderSnapshot = SnapshotFrom<typeof purchaseOrderMachine>;
