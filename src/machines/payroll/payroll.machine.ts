/*
 * The payrollCalculation tab 'Расчёт зарплаты первостольников' (spec §2.6, §4, §5):
 * a month's parameters as the user edits them, and what the payroll worker computes of them.
 *
 * loading     the month's three GETs (the month from the offset by the clock)
 * failed      the message and 'Повторить'
 * ready       three regions:
 *   changes      saved | dirty: whether the draft differs from what was loaded or last saved
 *   calculation  calculating | calculated | calcFailed: every edit goes to the worker, which
 *                answers the figures, their explanations and §5's validation
 *   work         idle | saving | exporting | askingLeave (another month chosen with unsaved
 *                changes: 'Остаться' or 'Уйти без сохранения') | saveWaiting | exportWaiting
 *                (pressed while the figures of the last edit were being calculated: a box commits
 *                its number as the press takes the focus, so the press always comes during that
 *                calculation; it goes on once the figures are in, or is dropped when they break a
 *                rule or fail, whose message is then on screen)
 * The typed, unsaved figures are kept as a draft (child 'draft', the order screens' draft machine
 * on the drafts extension's screen 'payroll'; payroll.kept.ts): each edit is written on this
 * computer and then on the gateway; a month loaded with a kept draft of its own shows the kept
 * figures over the loaded ones, with a notice; «Сохранить» answered and «Очистить черновик»
 * clear it, and so does leaving the month without saving.
 * Save and export are allowed only when the figures of the current draft are in, §5's rules
 * hold, every figure is within its range, nothing else is under way, and the month
 * loaded is the month asked: a back end that does not take our `?month=` answers the previous
 * month for the current one (its pharmacyStat.fromDate says so), and that month is then neither
 * edited, saved nor exported under the current month's name (answeredOtherMonth). The default
 * month is the back end's own: whichever month it answers for it is the month shown.
 */
import {
  and,
  assertEvent,
  assign,
  enqueueActions,
  not,
  or,
  raise,
  sendTo,
  setup,
  stateIn,
  type ActorRefFrom,
  type SnapshotFrom,
} from 'xstate';
import type { PayrollSaved } from '../../api/contract/payroll';
import type { PayrollResult } from '../../domain/payroll/result';
import { failureOf, type Failure } from '../shared/api-error';
import { payrollActors } from './payroll.actors';
import { applyEdit, draftViolations } from './payroll.edits';
import { draftReplacedText } from '../orders/order-draft.parent';
import { draftContentOf, keptOf, keptTexts, readKept, restoreKept, type KeptPayroll } from './payroll.kept';
import { defaultPayrollOffset, payrollFileName, payrollMonthStart } from './payroll.month';
import { payrollEditTypes, type PayrollContext, type PayrollDraft, type PayrollEvent, type PayrollInput } from './payroll.types';
import type { SnackbarContent } from '../shared/snackbar.machine';

/**
 * The month the back end answered, when it is not the one asked: the spec's GETs name no month
 * (our `?month=` is an extension) and answer the default, the previous one, whatever is asked;
 * pharmacyStat.fromDate (a spec field) says which month the answer is. Null: the month asked.
 */
export const answeredOtherMonth = ({ draft, month }: Pick<PayrollContext, 'draft' | 'month'>): string | null =>
  draft && draft.pharmacyStat.fromDate !== month ? draft.pharmacyStat.fromDate : null;

const monthTaken = (context: PayrollContext) => answeredOtherMonth(context) === null;

/** The kept draft read from the child's news; undefined: the event is no draft news. */
const keptOfNews = (event: PayrollEvent): KeptPayroll | null | undefined =>
  event.type === 'draft.loaded' || event.type === 'draft.replaced' ? readKept(event.draft) : undefined;

/** The month of the other offset the screen offers (the previous month for the current one, and back). */
const otherOffset = (context: PayrollContext) => (context.offset === -1 ? 0 : -1);

/** The month as loaded or last saved, nothing typed over it. */
const loadedAgain = (context: PayrollContext, loaded: PayrollDraft) => ({
  draft: loaded,
  texts: {},
  violations: draftViolations(loaded, {}),
  revision: context.revision + 1,
  keptNotice: [],
});

/**
 * The loaded month with the kept figures put back, when the draft is of this month and the month
 * is the one asked; null: nothing to put back. `replaced`: another tab's newer draft.
 */
function restoredOver(context: PayrollContext, loaded: PayrollDraft, kept: KeptPayroll | null | undefined, replaced = false) {
  if (!kept || kept.month !== context.month || loaded.pharmacyStat.fromDate !== context.month) return null;
  const restored = restoreKept(loaded, kept);
  if (restored.lines.length === 0) return null;
  return {
    draft: restored.draft,
    texts: restored.texts,
    violations: draftViolations(restored.draft, restored.texts),
    revision: context.revision + 1,
    keptNotice: replaced ? [draftReplacedText, keptTexts.restored, ...restored.lines] : [keptTexts.restored, ...restored.lines],
  };
}

/** A save or an export that failed: back to idle, the failure kept and told under what was not done. */
const workFailed = (notDone: string) =>
  ({
    target: 'idle',
    actions: [
      { type: 'keepFailure', params: failureOf },
      { type: 'notifyFailure', params: notDone },
    ],
  }) as const;

/** Ours: §8 names no text for a saved month. */
export const payrollSavedText = 'Расчёт сохранён';

export const payrollSetup = setup({
  types: {} as { input: PayrollInput; context: PayrollContext; events: PayrollEvent },
  actors: payrollActors,
  actions: {
    takeMonth: assign({
      month: ({ context }) => payrollMonthStart(context.offset, context.now()),
      draft: null,
      result: null,
      texts: {},
      violations: [],
      error: null,
      planUnsaved: false,
      loaded: null,
      keptNotice: [],
    }),
    followPlanEditor: assign({
      planUnsaved: ({ context, event }) => (event.type === 'plan.unsavedChanged' ? event.unsaved : context.planUnsaved),
    }),
    takePendingMonth: assign({ offset: ({ context }) => context.pendingOffset ?? context.offset, pendingOffset: null }),
    takeChosenMonth: assign({ offset: ({ context, event }) => (event.type === 'month.choose' ? event.offset : context.offset) }),
    askAboutMonth: assign({ pendingOffset: ({ event }) => (event.type === 'month.choose' ? event.offset : null) }),
    stay: assign({ pendingOffset: null }),
    // A month saved before the figures had ranges may hold one out of range: it is marked at once.
    // A kept draft of this month is put back over it; the figures then differ from the saved month.
    // The default month is the back end's to say (the spec's GETs name none): a back end whose clock
    // has not turned the month yet answers the month before, and that is the month shown and saved.
    keepLoaded: enqueueActions(({ context, enqueue }, draft: PayrollDraft) => {
      const month = context.offset === defaultPayrollOffset ? draft.pharmacyStat.fromDate : context.month;
      enqueue.assign({ month, draft, loaded: draft, violations: draftViolations(draft, {}), revision: 0, savingRevision: 0 });
      const restored = restoredOver({ ...context, month, revision: 0 }, draft, context.kept);
      if (!restored) return;
      enqueue.assign(restored);
      enqueue.raise({ type: 'draft.changed' });
    }),
    takeKept: assign({
      kept: ({ context, event }) => {
        const kept = keptOfNews(event);
        return kept === undefined ? context.kept : kept;
      },
    }),
    takeKeptMonth: assign({ offset: ({ context }) => otherOffset(context) }),
    /** The kept draft arrived after the month (or another tab's replaced it): put back over the month as loaded. */
    restoreKept: enqueueActions(({ context, event, enqueue }) => {
      const kept = keptOfNews(event);
      const restored = context.loaded && restoredOver(context, context.loaded, kept, event.type === 'draft.replaced');
      if (restored) {
        enqueue.assign(restored);
        enqueue.raise({ type: 'draft.changed' });
      } else if (event.type === 'draft.replaced' && context.loaded) {
        // Another tab cleared the draft (or kept another month's): the month as saved, and the notice says why.
        enqueue.assign({ ...loadedAgain(context, context.loaded), keptNotice: [draftReplacedText] });
        enqueue.raise({ type: 'draft.reset' });
      }
    }),
    /** The figures as loaded (or last saved) again: nothing typed is left. */
    backToLoaded: enqueueActions(({ context, enqueue }) => {
      if (!context.loaded) return;
      enqueue.assign(loadedAgain(context, context.loaded));
      enqueue.raise({ type: 'draft.reset' });
    }),
    /** Every edit goes to the draft: what is typed is kept on this computer at once and on the gateway shortly. */
    tellDraft: enqueueActions(({ context, enqueue }) => {
      if (!context.draft || !context.loaded) return;
      const kept = keptOf(context.month, context.loaded, context.draft, context.texts);
      enqueue.assign({ kept });
      enqueue.sendTo('draft', {
        type: 'draft.changed',
        ...draftContentOf(kept),
      });
    }),
    /** Saved, left or cleared: nothing typed is kept any more. */
    clearKept: enqueueActions(({ context, enqueue }) => {
      if (context.kept === null) return;
      enqueue.assign({ kept: null });
      enqueue.sendTo('draft', { type: 'draft.clear' });
    }),
    dismissKeptNotice: assign({ keptNotice: [] }),
    keepSent: assign({ loaded: ({ context }) => context.sending ?? context.loaded, sending: null }),
    keepFailure: assign({ error: (_, failure: Failure) => failure }),
    keepResult: assign({ result: (_, result: PayrollResult) => result, error: null }),
    edit: assign(({ context, event }) => {
      assertEvent(event, payrollEditTypes);
      if (!context.draft) return {};
      const outcome = applyEdit(context.draft, context.texts, event);
      return outcome ? { ...outcome, violations: draftViolations(outcome.draft, outcome.texts), revision: context.revision + 1 } : {};
    }),
    announceChange: raise({ type: 'draft.changed' as const }),
    announceSaved: raise({ type: 'draft.saved' as const }),
    startSaving: assign({ savingRevision: ({ context }) => context.revision, sending: ({ context }) => context.draft, error: null }),
    // The month's revision the save answered is what the next save is based on.
    keepSavedRevision: assign({
      draft: ({ context }, { revision }: PayrollSaved) =>
        context.draft && revision !== undefined ? { ...context.draft, monthRevision: revision } : context.draft,
    }),
    notify: sendTo(
      ({ context }) => context.snackbar,
      (_, snackbar: SnackbarContent) => ({ type: 'snackbar.show' as const, snackbar }),
    ),
    notifyFailure: sendTo(
      ({ context }) => context.snackbar,
      ({ context }, title: string) => ({
        type: 'snackbar.show' as const,
        snackbar: { type: 'error' as const, title, description: context.error?.message },
      }),
    ),
    /** The screen provides it (the browser's download); the name is the gateway's, else the same built here. */
    saveFile: (_, _file: { blob: Blob; fileName: string }): void => {
      throw new Error('saveFile is not provided');
    },
  },
  guards: {
    editAccepted: ({ context, event }) => {
      assertEvent(event, payrollEditTypes);
      return context.draft !== null && monthTaken(context) && applyEdit(context.draft, context.texts, event) !== null;
    },
    monthTaken: ({ context }) => monthTaken(context),
    isDirty: stateIn({ ready: { changes: 'dirty' } }),
    planUnsaved: ({ context }) => context.planUnsaved,
    sameMonth: ({ context, event }) => event.type === 'month.choose' && event.offset === context.offset,
    draftUnchangedSinceSave: ({ context }) => context.revision === context.savingRevision,
    // §5's KPI rules and every figure's range: Save and export wait while any is broken.
    figuresValid: ({ context }) =>
      context.result !== null && context.result.validation.problems.length === 0 && context.violations.length === 0,
    typedValid: ({ context }) => context.violations.length === 0,
    keptOtherMonth: ({ context, event }) => {
      const kept = keptOfNews(event);
      return !!kept && kept.month !== context.month && kept.month === payrollMonthStart(otherOffset(context), context.now());
    },
  },
});

const editTransition = { guard: 'editAccepted', actions: ['edit', 'announceChange', 'tellDraft'] } as const;
// A month the back end did not answer is neither saved (it would land under the answered month) nor exported.
const canSendMonth = and([stateIn({ ready: { calculation: 'calculated' } }), 'figuresValid', 'monthTaken']);
// Pressed before the figures are in: waits for them, unless what is typed is already refused.
// 'changed' counts: it is the step between an edit and its calculation.
const figuresPending = or([stateIn({ ready: { calculation: 'calculating' } }), stateIn({ ready: { calculation: 'changed' } })]);
const canWaitForFigures = and([figuresPending, 'typedValid', 'monthTaken']);

export const payrollMachine = payrollSetup.createMachine({
  id: 'payroll',
  context: ({ input }) => {
    const now = input.now ?? (() => new Date());
    const offset = input.offset ?? defaultPayrollOffset;
    return {
      pharmacyId: input.pharmacyId,
      now,
      worker: input.worker,
      snackbar: input.snackbar,
      offset,
      month: payrollMonthStart(offset, now()),
      draft: null,
      texts: {},
      violations: [],
      result: null,
      revision: 0,
      savingRevision: 0,
      pendingOffset: null,
      error: null,
      planUnsaved: false,
      loaded: null,
      sending: null,
      kept: undefined,
      keptNotice: [],
    };
  },
  invoke: {
    id: 'draft',
    src: 'draft',
    // Every change names its typed figures (draftContentOf): nothing is read back from the screen.
    input: ({ context }) => ({ screen: 'payroll' as const, pharmacyId: context.pharmacyId, readEdits: () => Promise.resolve([]) }),
  },
  on: {
    'plan.unsavedChanged': { actions: 'followPlanEditor' },
    'draft.loaded': { actions: 'takeKept' },
    'draft.replaced': { actions: 'takeKept' },
    'keptNotice.dismiss': { actions: 'dismissKeptNotice' },
  },
  initial: 'loading',
  states: {
    loading: {
      entry: 'takeMonth',
      on: {
        'month.choose': { guard: not('sameMonth'), target: 'loading', reenter: true, actions: 'takeChosenMonth' },
        // The kept figures are of the other month the screen offers: it opens on that month.
        'draft.loaded': { guard: 'keptOtherMonth', target: 'loading', reenter: true, actions: ['takeKept', 'takeKeptMonth'] },
      },
      invoke: {
        id: 'loadMonth',
        src: 'loadMonth',
        input: ({ context }) => ({ pharmacyId: context.pharmacyId, month: context.month, offset: context.offset }),
        onDone: { target: 'ready', actions: { type: 'keepLoaded', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'keepFailure', params: failureOf } },
      },
    },
    failed: {
      invoke: { src: 'lineReturn', input: ({ context }) => ({ failure: context.error }) },
      on: {
        retry: 'loading',
        'line.back': 'loading',
        'month.choose': { target: 'loading', actions: 'takeChosenMonth' },
      },
    },
    ready: {
      type: 'parallel',
      on: {
        'cashier.edit': editTransition,
        'param.edit': editTransition,
        'param.add': editTransition,
        'param.remove': editTransition,
        'stat.edit': editTransition,
        // Typed before the kept draft arrived: what is typed wins (and saves over it).
        'draft.loaded': [
          { guard: and([not('isDirty'), 'keptOtherMonth']), target: '#payroll.loading', actions: ['takeKept', 'takeKeptMonth'] },
          { guard: not('isDirty'), actions: ['takeKept', 'restoreKept'] },
          { actions: 'takeKept' },
        ],
        'draft.replaced': { actions: ['takeKept', 'restoreKept'] },
        'draft.discard': { actions: ['backToLoaded', 'clearKept'] },
      },
      states: {
        changes: {
          initial: 'saved',
          states: {
            saved: { on: { 'draft.changed': 'dirty' } },
            dirty: { on: { 'draft.saved': 'saved', 'draft.reset': 'saved' } },
          },
        },
        calculation: {
          initial: 'calculating',
          // Through 'changed', so that the calculation under way is stopped before the next one starts.
          on: { 'draft.changed': '.changed', 'draft.reset': '.changed' },
          states: {
            changed: { always: 'calculating' },
            calculating: {
              invoke: {
                id: 'calculate',
                src: 'calculate',
                input: ({ context }) => ({ worker: context.worker, draft: context.draft! }),
                onDone: { target: 'calculated', actions: { type: 'keepResult', params: ({ event }) => event.output } },
                onError: { target: 'calcFailed', actions: { type: 'keepFailure', params: failureOf } },
              },
            },
            calculated: {},
            calcFailed: { on: { 'calculation.retry': 'calculating' } },
          },
        },
        work: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                save: [
                  { guard: canSendMonth, target: 'saving' },
                  { guard: canWaitForFigures, target: 'saveWaiting' },
                ],
                export: [
                  { guard: canSendMonth, target: 'exporting' },
                  { guard: canWaitForFigures, target: 'exportWaiting' },
                ],
                'month.choose': [
                  { guard: 'sameMonth' },
                  { guard: or(['isDirty', 'planUnsaved']), target: 'askingLeave', actions: 'askAboutMonth' },
                  { target: '#payroll.loading', actions: 'takeChosenMonth' },
                ],
              },
            },
            saveWaiting: {
              always: [
                { guard: canSendMonth, target: 'saving' },
                { guard: not(figuresPending), target: 'idle' },
              ],
            },
            exportWaiting: {
              always: [
                { guard: canSendMonth, target: 'exporting' },
                { guard: not(figuresPending), target: 'idle' },
              ],
            },
            saving: {
              entry: 'startSaving',
              invoke: {
                id: 'savePayroll',
                src: 'savePayroll',
                input: ({ context }) => ({ pharmacyId: context.pharmacyId, month: context.month, draft: context.draft! }),
                onDone: [
                  // Edited while the save was under way: what is on screen is not what was saved.
                  {
                    guard: 'draftUnchangedSinceSave',
                    target: 'idle',
                    actions: [
                      { type: 'keepSavedRevision', params: ({ event }) => event.output },
                      'keepSent',
                      'announceSaved',
                      'clearKept',
                      { type: 'notify', params: { type: 'success', title: payrollSavedText } },
                    ],
                  },
                  {
                    target: 'idle',
                    actions: [
                      { type: 'keepSavedRevision', params: ({ event }) => event.output },
                      'keepSent',
                      { type: 'notify', params: { type: 'success', title: payrollSavedText } },
                    ],
                  },
                ],
                // A 409 (another tab saved the month since) says so in the gateway's words.
                onError: workFailed('Расчёт не сохранён'),
              },
            },
            exporting: {
              invoke: {
                id: 'exportPayroll',
                src: 'exportPayroll',
                input: ({ context }) => ({ pharmacyId: context.pharmacyId, month: context.month, draft: context.draft! }),
                onDone: {
                  target: 'idle',
                  actions: {
                    type: 'saveFile',
                    // Named by the user's own clock: the gateway's name carries its time zone's time (UTC on a server).
                    params: ({ context, event }) => ({ blob: event.output.blob, fileName: payrollFileName(context.now()) }),
                  },
                },
                onError: workFailed('Расчёт не выгружен'),
              },
            },
            askingLeave: {
              on: {
                'leave.stay': { target: 'idle', actions: 'stay' },
                // Left without saving: the month's typed figures are dropped, as the question said.
                'leave.confirm': { target: '#payroll.loading', actions: ['takePendingMonth', 'clearKept'] },
              },
            },
          },
        },
      },
    },
  },
});

export type PayrollActor = ActorRefFrom<typeof payrollMachine>;
export type PayrollSnapshot = SnapshotFrom<typeof payrollMachine>;
