/*
 * The pharmacy purchase form (spec §2.8, §4, §5, §8): the portal's purchase sum
 * of the current quarter with its date, and the form that enters a new one. Two regions, so that a
 * failed read of the sum never keeps the pharmacist from entering the purchase.
 *
 * current         the purchase sum the portal holds for the current quarter
 *   loading       'Загрузка...'
 *   failed        the server's message and 'Повторить'
 *   shown         the sum and the date it was entered for, or that none is entered yet
 *   unavailable   the back end has no call to read it (our extension): no line, no
 *                 error; the form works as the spec's does
 * form
 *   editing       purchasesSum (§5's decimal: up to 10 digits, a comma or a dot, 2 decimals; a
 *                 text that breaks it is kept, marked with its reason, and never sent) and the date (YYYY-MM-DD from the date field, which reads
 *                 дд.мм.гггг); a field left empty once touched says 'Поле обязательное для
 *                 заполнения'; a date outside the current quarter or after today says so in the
 *                 gateway's words; send only when both are present and the date fits
 *   sending       PUT save under way; nothing is typed meanwhile
 *   saved         the modal 'Данные успешно сохранены'; the form is emptied and the shown sum read
 *                 again (the gateway decides which quarter a date belongs to)
 *   failed        the modal of §8; what was typed stays for the next try
 */
import { assertEvent, assign, fromPromise, raise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { commonCalls, type CurrentPurchase, type PharmacyPurchaseSave } from '../../api/contract/initiatives-list';
import { purchaseSumValue } from '../../domain/orders/purchase/purchase-sum';
import { purchaseDateProblem } from '../../domain/orders/purchase/purchase-date';
import { http, isExtensionAbsent } from '../../api/shared/http';
import { toFailure, type Failure } from '../shared/api-error';
import { lineReturn, type LineBack } from '../session/line-return';

export interface PharmacyPurchaseInput {
  pharmacyId: number;
  /** The user's clock: which days a purchase may be entered for (tests fix it). */
  now?: () => Date;
}

export interface PharmacyPurchaseContext {
  pharmacyId: number;
  now: () => Date;
  current: CurrentPurchase;
  loadError: Failure | null;
  /** Why the last save failed: the gateway's own reason is shown when it gave one. */
  saveError: Failure | null;
  /** purchasesSum as the box committed it: a comma or a dot, refused texts too (they are marked, not sent). */
  sumText: string;
  /** The date field's value: YYYY-MM-DD, or '' while empty, half typed or no calendar day. */
  date: string;
  /** Fields the user has typed in or left: only those say that they are required. */
  touched: { sum: boolean; date: boolean };
}

export type PharmacyPurchaseEvent =
  | { type: 'current.retry' }
  | LineBack
  | { type: 'current.reload' }
  | { type: 'sum.type'; text: string }
  | { type: 'sum.leave' }
  | { type: 'date.type'; text: string }
  | { type: 'date.leave' }
  | { type: 'send' }
  | { type: 'modal.close' };

/** The date field answers YYYY-MM-DD or nothing; anything else is not a date to send. */
export const isIsoDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/u.test(text);

/** Why the date cannot be sent now, in the words the gateway would refuse it with; null: it can (or is not there yet). */
export const dateProblem = (context: Pick<PharmacyPurchaseContext, 'date' | 'now'>): string | null =>
  isIsoDate(context.date) ? purchaseDateProblem(context.date, context.now()) : null;

const untouched = { sum: false, date: false };

export const pharmacyPurchaseMachine = setup({
  types: {} as { input: PharmacyPurchaseInput; context: PharmacyPurchaseContext; events: PharmacyPurchaseEvent },
  actors: {
    lineReturn,
    loadCurrentPurchase: fromPromise<CurrentPurchase, { pharmacyId: number }>(({ input, signal }) =>
      http().request(commonCalls.currentPharmacyPurchase, { query: { pharmacyId: input.pharmacyId }, signal }),
    ),
    // The save answers plain text; an empty body is as good an answer as any text.
    savePurchase: fromPromise<string, PharmacyPurchaseSave>(({ input, signal }) =>
      http().requestText(commonCalls.savePharmacyPurchase, { body: input, signal }),
    ),
  },
  actions: {
    typeSum: assign(({ context, event }) => {
      assertEvent(event, 'sum.type');
      return { sumText: event.text, touched: { ...context.touched, sum: true } };
    }),
    typeDate: assign(({ context, event }) => {
      assertEvent(event, 'date.type');
      return { date: event.text, touched: { ...context.touched, date: true } };
    }),
    touchSum: assign({ touched: ({ context }) => ({ ...context.touched, sum: true }) }),
    touchDate: assign({ touched: ({ context }) => ({ ...context.touched, date: true }) }),
    emptyForm: assign({ sumText: '', date: '', touched: untouched }),
  },
  guards: {
    complete: ({ context }) => purchaseSumValue(context.sumText) !== null && isIsoDate(context.date) && dateProblem(context) === null,
  },
}).createMachine({
  id: 'pharmacyPurchase',
  context: ({ input }) => ({ pharmacyId: input.pharmacyId, now: input.now ?? (() => new Date()), current: null, loadError: null, saveError: null, sumText: '', date: '', touched: untouched }),
  type: 'parallel',
  states: {
    current: {
      initial: 'loading',
      // Reloads are handled in each state: one on `current` with reenter would exit the form too.
      states: {
        loading: {
          entry: assign({ loadError: null }),
          on: { 'current.reload': { target: 'loading', reenter: true } },
          invoke: {
            id: 'loadCurrentPurchase',
            src: 'loadCurrentPurchase',
            input: ({ context }) => ({ pharmacyId: context.pharmacyId }),
            onDone: { target: 'shown', actions: assign({ current: ({ event }) => event.output }) },
            onError: [
              { guard: ({ event }) => isExtensionAbsent(event.error), target: 'unavailable' },
              { target: 'failed', actions: assign({ loadError: ({ event }) => toFailure(event.error) }) },
            ],
          },
        },
        unavailable: {},
        failed: {
          invoke: { src: 'lineReturn', input: ({ context }) => ({ failure: context.loadError }) },
          on: { 'current.retry': 'loading', 'current.reload': 'loading', 'line.back': 'loading' },
        },
        shown: { on: { 'current.reload': 'loading' } },
      },
    },
    form: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'sum.type': { actions: 'typeSum' },
            'sum.leave': { actions: 'touchSum' },
            'date.type': { actions: 'typeDate' },
            'date.leave': { actions: 'touchDate' },
            send: { guard: 'complete', target: 'sending' },
          },
        },
        sending: {
          invoke: {
            id: 'savePurchase',
            src: 'savePurchase',
            // §5: the sum travels as a number, the date as YYYY-MM-DD.
            input: ({ context }) => ({ purchase: purchaseSumValue(context.sumText) ?? 0, date: context.date, pharmacyId: context.pharmacyId }),
            onDone: { target: 'saved', actions: ['emptyForm', raise({ type: 'current.reload' })] },
            onError: { target: 'failed', actions: assign({ saveError: ({ event }) => toFailure(event.error) }) },
          },
        },
        saved: { on: { 'modal.close': 'editing' } },
        failed: { on: { 'modal.close': 'editing' } },
      },
    },
  },
});

export type PharmacyPurchaseActor = ActorRefFrom<typeof pharmacyPurchaseMachine>;
export type PharmacyPurchaseSnapshot = SnapshotFrom<typeof pharmacyPurchaseMachine>;
