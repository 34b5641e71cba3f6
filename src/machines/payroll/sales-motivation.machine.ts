/*
 * The sales-motivation plan editor (spec §2.7, §4): one pharmacy's plan of one
 * month, product by product: the bonus per pack and each cashier's plan.
 *
 * loading          the month's plan and its products' figures (enrich-product) are on their way
 * failed           the load failed: its message and 'Повторить', never an empty table
 * ready.saved      what the table shows is what the gateway holds: Save is disabled
 * ready.unsaved    an edit, a delete or an addition the gateway does not hold yet: Save is enabled
 *                  (only in the current month; the previous month is read-only but for prolong)
 *                  unless a cell holds a refused figure: every typed text is
 *                  kept as typed, a refused one is marked on its cell and keeps Save disabled
 * ready.adding     products chosen in the picker wait for their figures, then join as unsaved;
 *                  figures that did not come are said above the table with 'Повторить'
 * ready.enrichingFigures  those figures asked again; they fill their rows' cells when they come
 * ready.saving     the save call, naming the save date the rows were loaded with: a success
 *                  stamps every row with the new date and says 'Инициатива сохранена.'; a failure
 *                  says 'Ошибка сохранения инициативы.' (a 409, another tab saved first, adds the
 *                  gateway's «Изменено в другом окне — обновите…») and the edits stay, unsaved
 * ready.checkingNext   prolong (offset -1 only) first reads the next month's plan: prolonging
 *                  replaces it whole, so a saved one must not go without a word
 * ready.confirmingProlong  the next month holds a saved plan (or it could not be read): the
 *                  question names what it replaces against what it brings; Cancel changes nothing
 * ready.prolonging the previous month's plan is copied into the current month (offset -1 only)
 *
 * The current month's unsaved plan is kept as a draft (child 'draft', the order screens' draft
 * machine on the drafts extension's screen 'sales-motivation'; sales-motivation.kept.ts): each
 * change is written on this computer and then on the gateway; a plan opened with a kept draft of
 * its month shows the kept rows, unsaved, with a notice; a save and «Очистить черновик» clear it.
 */
import { assign, enqueueActions, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { draftReplacedText } from '../orders/order-draft.parent';
import { orderDraftMachine, type OrderDraftNews } from '../orders/order-draft.machine';
import { keptPlanApplies, keptPlanOf, readKeptPlan, restorePlan, type KeptPlan } from './sales-motivation.kept';
import type { EnrichedProducts, SalesMotivationSaved } from '../../api/contract/sales-motivation';
import { toFailure, type Failure } from '../shared/api-error';
import { lineReturn, type LineBack } from '../session/line-return';
import { enrichAdded, loadPlan, prolongPlan, savePlan } from './sales-motivation.actors';
import {
  loadedStamp,
  newProductIds,
  planViolations,
  withFigures,
  savePayload,
  withAddedProducts,
  type AddedProduct,
  type PlanRow,
} from './sales-motivation.rows';
import type { SnackbarContent, snackbarMachine } from '../shared/snackbar.machine';

export interface SalesMotivationInput {
  pharmacyId: number;
  /** YYYY-MM-01. */
  monthStart: string;
  offset: -1 | 0;
  cashierNames: string[];
  /** The app-wide snackbar actor. */
  snackbar: ActorRefFrom<typeof snackbarMachine>;
}

export interface SalesMotivationContext extends SalesMotivationInput {
  rows: PlanRow[];
  loadError: Failure | null;
  /** Products chosen in the picker while their figures are asked for. */
  adding: AddedProduct[];
  /** Products that joined without their sales and price, and why: 'Повторить' asks for them again. */
  missingFigures: { productIds: number[]; failure: Failure } | null;
  /**
   * While prolong asks: the next month's saved rows it would replace, or the failure that kept
   * them unknown. Null otherwise.
   */
  nextMonth: { rows: PlanRow[] } | { failure: Failure } | null;
  /** The unsaved plan the draft keeps: undefined until it is read, null when none. */
  kept: KeptPlan | null | undefined;
  /** The notice after a restore; empty once «Понятно». */
  keptNotice: string[];
}

export type SalesMotivationEvent =
  | { type: 'plan.retry' }
  | LineBack
  | { type: 'plan.editBonus'; id: number; text: string }
  | { type: 'plan.editPlan'; id: number; cashier: number; text: string }
  | { type: 'plan.toggle'; id: number }
  | { type: 'plan.toggleAll'; selected: boolean }
  | { type: 'plan.deleteSelected' }
  | { type: 'products.add'; products: AddedProduct[] }
  /** 'Повторить' under figures of added products that did not come. */
  | { type: 'figures.retry' }
  | { type: 'plan.save' }
  | { type: 'plan.prolong' }
  | { type: 'prolong.confirm' }
  | { type: 'prolong.cancel' }
  /** «Очистить черновик», confirmed: the saved plan again. */
  | { type: 'plan.discard' }
  | { type: 'keptNotice.dismiss' }
  | OrderDraftNews;

const saveFailed: SnackbarContent = { type: 'error', title: 'Ошибка сохранения инициативы.' };

/** The snackbar texts of spec §8, verbatim. */
export const planNotices = {
  saved: { type: 'success', title: 'Инициатива сохранена.' },
  saveFailed,
  prolonged: { type: 'success', title: 'Инициатива продлена.' },
  prolongFailed: (message: string): SnackbarContent => ({ type: 'error', title: `Ошибка сохранения инициативы: ${message}` }),
  /** A save refused because another tab saved first (409) also says so, with the gateway's words. */
  saveFailedWith: (failure: Failure): SnackbarContent =>
    failure.status === 409 ? { ...saveFailed, description: failure.message } : saveFailed,
} as const satisfies Record<string, SnackbarContent | ((message: string) => SnackbarContent) | ((failure: Failure) => SnackbarContent)>;

/** The month after a YYYY-MM-01: the month prolong writes into. */
export const nextMonthStart = (monthStart: string): string => {
  const [year, month] = monthStart.split('-').map(Number);
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
};

/** The kept plan of the draft's news; undefined: no news. */
const keptOfNews = (event: SalesMotivationEvent) =>
  event.type === 'draft.loaded' || event.type === 'draft.replaced' ? readKeptPlan(event.draft) : undefined;

/** The kept plan (of the news, else the one known) is of this month, its columns and an editable month. */
const keptApplies = (context: SalesMotivationContext, kept: KeptPlan | null | undefined) =>
  context.offset === 0 && keptPlanApplies(kept, context.monthStart, context.cashierNames);

const updateRow = (rows: PlanRow[], id: number, change: (row: PlanRow) => PlanRow) =>
  rows.map((row) => (row.id === id ? change(row) : row));

const salesMotivationSetup = setup({
  types: {} as { input: SalesMotivationInput; context: SalesMotivationContext; events: SalesMotivationEvent },
  actors: { loadPlan, enrichAdded, savePlan, prolongPlan, lineReturn, draft: orderDraftMachine },
  actions: {
    notify: sendTo(
      ({ context }) => context.snackbar,
      (_, snackbar: SnackbarContent) => ({ type: 'snackbar.show' as const, snackbar }),
    ),
    editBonus: assign({
      rows: ({ context, event }) =>
        event.type === 'plan.editBonus' ? updateRow(context.rows, event.id, (row) => ({ ...row, bonus: event.text })) : context.rows,
    }),
    editPlan: assign({
      rows: ({ context, event }) =>
        event.type === 'plan.editPlan'
          ? updateRow(context.rows, event.id, (row) => ({
              ...row,
              plans: row.plans.map((plan, index) => (index === event.cashier ? event.text : plan)),
            }))
          : context.rows,
    }),
    toggle: assign({
      rows: ({ context, event }) =>
        event.type === 'plan.toggle' ? updateRow(context.rows, event.id, (row) => ({ ...row, selected: !row.selected })) : context.rows,
    }),
    toggleAll: assign({
      rows: ({ context, event }) =>
        event.type === 'plan.toggleAll' ? context.rows.map((row) => ({ ...row, selected: event.selected })) : context.rows,
    }),
    deleteSelected: assign({ rows: ({ context }) => context.rows.filter((row) => !row.selected) }),
    rememberAdding: assign({ adding: ({ context, event }) => (event.type === 'products.add' ? event.products : context.adding) }),
    addProducts: assign(({ context }, enriched: EnrichedProducts) => ({
      rows: withAddedProducts(context.rows, context.adding, enriched, context.cashierNames),
      adding: [],
    })),
    keepNextMonth: assign({ nextMonth: (_, nextMonth: SalesMotivationContext['nextMonth']) => nextMonth }),
    takeKept: assign({
      kept: ({ context, event }) => {
        const kept = keptOfNews(event);
        return kept === undefined ? context.kept : kept;
      },
    }),
    /** The kept rows in place of `loaded` (the plan as read), with the notice. */
    restoreKept: assign(({ context, event }, loaded: PlanRow[]) => {
      if (!context.kept || !keptApplies(context, context.kept)) return { rows: loaded };
      const { rows, notice } = restorePlan(loaded, context.kept);
      return { rows, keptNotice: event.type === 'draft.replaced' ? [draftReplacedText, ...notice] : notice };
    }),
    /** Every change of the current month's plan goes to the draft. */
    tellDraft: enqueueActions(({ context, enqueue }) => {
      const content = keptPlanOf(context.monthStart, context.cashierNames, context.rows);
      enqueue.assign({ kept: content.state });
      enqueue.sendTo('draft', { type: 'draft.changed', ...content });
    }),
    clearKept: enqueueActions(({ context, enqueue }) => {
      if (!context.kept) return;
      enqueue.assign({ kept: null, keptNotice: [] });
      enqueue.sendTo('draft', { type: 'draft.clear' });
    }),
    dismissKeptNotice: assign({ keptNotice: [] }),
    stampSaved: assign({
      rows: ({ context }, saved: SalesMotivationSaved) => context.rows.map((row) => ({ ...row, savedAt: saved.salesMotivationUpdateDate })),
    }),
  },
  guards: {
    currentMonth: ({ context }) => context.offset === 0,
    /** The current month's plan with no refused cell. */
    savable: ({ context }) => context.offset === 0 && planViolations(context.rows, context.cashierNames).length === 0,
    previousMonth: ({ context }) => context.offset === -1,
    holdsProducts: (_, rows: PlanRow[]) => rows.length > 0,
    bonusAccepted: ({ context, event }) =>
      context.offset === 0 && event.type === 'plan.editBonus' && context.rows.some((row) => row.id === event.id),
    planAccepted: ({ context, event }) =>
      context.offset === 0 &&
      event.type === 'plan.editPlan' &&
      context.rows.some((row) => row.id === event.id && event.cashier >= 0 && event.cashier < row.plans.length),
    keptApplies: ({ context, event }) => keptApplies(context, keptOfNews(event) ?? context.kept),
    someSelected: ({ context }) => context.offset === 0 && context.rows.some((row) => row.selected),
    somethingNew: ({ context, event }) =>
      context.offset === 0 && event.type === 'products.add' && newProductIds(context.rows, event.products).length > 0,
  },
});

/** Edits, taken only while no call runs (adding, saving and prolonging leave the table as it is). */
const edits = {
  'plan.editBonus': { guard: 'bonusAccepted', target: 'unsaved', actions: ['editBonus', 'tellDraft'] },
  'plan.editPlan': { guard: 'planAccepted', target: 'unsaved', actions: ['editPlan', 'tellDraft'] },
  'plan.deleteSelected': { guard: 'someSelected', target: 'unsaved', actions: ['deleteSelected', 'tellDraft'] },
  'products.add': { guard: 'somethingNew', target: 'adding', actions: 'rememberAdding' },
  'plan.toggle': { guard: 'currentMonth', actions: 'toggle' },
  'plan.toggleAll': { guard: 'currentMonth', actions: 'toggleAll' },
} as const;

export const salesMotivationMachine = salesMotivationSetup.createMachine({
  id: 'salesMotivation',
  context: ({ input }) => ({
    ...input,
    rows: [],
    loadError: null,
    adding: [],
    missingFigures: null,
    nextMonth: null,
    kept: undefined,
    keptNotice: [],
  }),
  invoke: {
    id: 'draft',
    src: 'draft',
    // Every change names its plan (keptPlanOf): nothing is read back from the screen.
    input: ({ context }) => ({ screen: 'sales-motivation' as const, pharmacyId: context.pharmacyId, readEdits: () => Promise.resolve([]) }),
  },
  on: {
    'draft.loaded': { actions: 'takeKept' },
    'draft.replaced': { actions: 'takeKept' },
    'keptNotice.dismiss': { actions: 'dismissKeptNotice' },
    // «Очистить черновик», confirmed: the kept plan goes and the saved one loads again, whatever
    // the plan was doing (its bar is there while it loads, after a failed load, while it saves).
    'plan.discard': { guard: 'currentMonth', target: '.loading', actions: 'clearKept' },
  },
  initial: 'loading',
  states: {
    loading: {
      // The plan as read brings every product's figures.
      entry: assign({ loadError: null, missingFigures: null }),
      invoke: {
        src: 'loadPlan',
        input: ({ context }) => ({ pharmacyId: context.pharmacyId, monthStart: context.monthStart, cashierNames: context.cashierNames }),
        onDone: [
          {
            guard: ({ context }) => keptApplies(context, context.kept),
            target: 'ready.unsaved',
            actions: { type: 'restoreKept', params: ({ event }) => event.output },
          },
          { target: 'ready', actions: assign({ rows: ({ event }) => event.output }) },
        ],
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => toFailure(event.error) }) },
      },
    },
    failed: {
      invoke: { src: 'lineReturn', input: ({ context }) => ({ failure: context.loadError }) },
      on: { 'plan.retry': 'loading', 'line.back': 'loading' },
    },
    ready: {
      initial: 'saved',
      on: {
        // Another tab saved a newer draft: shown instead (none, or not of this plan: the saved plan again).
        'draft.replaced': [
          {
            guard: 'keptApplies',
            target: '.unsaved',
            actions: ['takeKept', { type: 'restoreKept', params: ({ context }) => context.rows }],
          },
          { target: '#salesMotivation.loading', actions: 'takeKept' },
        ],
      },
      states: {
        saved: {
          on: {
            ...edits,
            'plan.prolong': { guard: 'previousMonth', target: 'checkingNext' },
            // The kept plan read after the saved one: put back.
            'draft.loaded': {
              guard: 'keptApplies',
              target: 'unsaved',
              actions: ['takeKept', { type: 'restoreKept', params: ({ context }) => context.rows }],
            },
          },
        },
        unsaved: {
          on: {
            ...edits,
            'plan.save': { guard: 'savable', target: 'saving' },
            'figures.retry': { guard: ({ context }) => context.missingFigures !== null, target: 'enrichingFigures' },
          },
        },
        enrichingFigures: {
          invoke: {
            src: 'enrichAdded',
            input: ({ context }) => ({ productIds: context.missingFigures?.productIds ?? [] }),
            onDone: {
              target: 'unsaved',
              actions: [
                assign({ rows: ({ context, event }) => withFigures(context.rows, event.output), missingFigures: null }),
                'tellDraft',
              ],
            },
            onError: {
              target: 'unsaved',
              actions: assign({
                missingFigures: ({ context, event }) => ({
                  productIds: context.missingFigures?.productIds ?? [],
                  failure: toFailure(event.error),
                }),
              }),
            },
          },
        },
        adding: {
          invoke: {
            src: 'enrichAdded',
            input: ({ context }) => ({ productIds: newProductIds(context.rows, context.adding) }),
            onDone: { target: 'unsaved', actions: [{ type: 'addProducts', params: ({ event }) => event.output }, 'tellDraft'] },
            // The products still join (the user chose them); only their figures are missing.
            onError: {
              target: 'unsaved',
              actions: [
                assign({
                  missingFigures: ({ context, event }) => ({
                    productIds: [...(context.missingFigures?.productIds ?? []), ...newProductIds(context.rows, context.adding)],
                    failure: toFailure(event.error),
                  }),
                }),
                { type: 'addProducts', params: [] },
                'tellDraft',
                {
                  type: 'notify',
                  params: ({ event }) => ({
                    type: 'warning',
                    title: 'Не удалось загрузить продажи и цены добавленных товаров',
                    description: toFailure(event.error).message,
                  }),
                },
              ],
            },
          },
        },
        saving: {
          invoke: {
            src: 'savePlan',
            input: ({ context }) => ({
              ...savePayload(context.rows, context.monthStart, context.pharmacyId, context.cashierNames),
              ...loadedStamp(context.rows),
            }),
            onDone: {
              target: 'saved',
              actions: [
                { type: 'stampSaved', params: ({ event }) => event.output },
                // Figures still missing come with the plan when it is next read.
                assign({ missingFigures: null }),
                'clearKept',
                { type: 'notify', params: planNotices.saved },
              ],
            },
            onError: {
              target: 'unsaved',
              actions: { type: 'notify', params: ({ event }) => planNotices.saveFailedWith(toFailure(event.error)) },
            },
          },
        },
        checkingNext: {
          invoke: {
            src: 'loadPlan',
            input: ({ context }) => ({
              pharmacyId: context.pharmacyId,
              monthStart: nextMonthStart(context.monthStart),
              cashierNames: context.cashierNames,
            }),
            onDone: [
              {
                guard: { type: 'holdsProducts', params: ({ event }) => event.output },
                target: 'confirmingProlong',
                actions: { type: 'keepNextMonth', params: ({ event }) => ({ rows: event.output }) },
              },
              { target: 'prolonging' },
            ],
            // Unknown is not empty: ask, and say the next month could not be read.
            onError: {
              target: 'confirmingProlong',
              actions: { type: 'keepNextMonth', params: ({ event }) => ({ failure: toFailure(event.error) }) },
            },
          },
        },
        confirmingProlong: {
          exit: { type: 'keepNextMonth', params: null },
          on: { 'prolong.confirm': 'prolonging', 'prolong.cancel': 'saved' },
        },
        prolonging: {
          invoke: {
            src: 'prolongPlan',
            // Shown on the previous month: its plan goes into the month after it, the one checked above.
            input: ({ context }) => ({ pharmacyId: context.pharmacyId, month: nextMonthStart(context.monthStart) }),
            onDone: { target: 'saved', actions: { type: 'notify', params: planNotices.prolonged } },
            onError: {
              target: 'saved',
              actions: { type: 'notify', params: ({ event }) => planNotices.prolongFailed(toFailure(event.error).message) },
            },
          },
        },
      },
    },
  },
});

export type SalesMotivationActor = ActorRefFrom<typeof salesMotivationMachine>;
export type SalesMotivationSnapshot = SnapshotFrom<typeof salesMotivationMachine>;
