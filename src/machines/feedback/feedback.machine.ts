/*
 * The feedback tab 'Обратная связь': a message to the distributor — a topic, the
 * text, optionally the initiative it is about — and the pharmacy's earlier messages with their
 * status and answer. Three regions, so a failed list never keeps a message from being written.
 *
 * list            'Мои обращения'
 *   loading       'Загрузка...'
 *   failed        the server's message and 'Повторить' (never an empty list)
 *   shown         the messages, newest first ('Нет данных' when there are none)
 * initiatives     the pharmacy's running initiatives, offered for 'Инициатива'
 *   loading | failed (only 'Без инициативы' is offered, with 'Повторить') | shown
 * form
 *   editing       topic, text and initiative are chosen; 'Отправить' needs a topic and a text of
 *                 1 to 2000 characters; a longer text is kept and refused with a clear message
 *   sending       POST under way; nothing is typed meanwhile
 *   sent          the form is empty again and the message heads the list
 *   failed        what was typed stays, with the server's message, until the next edit or send
 */
import { assertEvent, assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { FeedbackEntry, FeedbackRequest, FeedbackTopic } from '../../api/contract/initiatives-list';
import { commonCalls, feedbackLimits } from '../../api/contract/initiatives-list';
import { reportsRtCalls, type CurrentInitiatives } from '../../api/contract/reports-rt-overview';
import { http } from '../../api/shared/http';
import { initiativeTypes } from '../../domain/shared/initiative-types';
import { toFailure, type Failure } from '../shared/api-error';
import { failedCallOf, lineReturn, type LineBack } from '../session/line-return';

export interface FeedbackInput {
  pharmacyId: number;
}

export interface FeedbackContext {
  pharmacyId: number;
  entries: FeedbackEntry[];
  listError: Failure | null;
  initiatives: CurrentInitiatives;
  /** '' until the user chooses one. */
  topic: FeedbackTopic | '';
  message: string;
  initiativeId: number | null;
  sendError: Failure | null;
}

export type FeedbackEvent =
  | { type: 'list.retry' }
  | { type: 'initiatives.retry' }
  | { type: 'topic.choose'; topic: FeedbackTopic | '' }
  | { type: 'message.type'; text: string }
  | { type: 'initiative.choose'; initiativeId: number | null }
  | { type: 'send' }
  | LineBack;

/** Every running initiative may be written about; PULSAR_BONUS rows are never shown to a pharmacy. */
const initiativeTypesOffered = initiativeTypes.filter((type) => type !== 'PULSAR_BONUS');

/** The text is sent trimmed, as the gateway keeps it; its length counts as typed. */
export const messageFits = (message: string) => message.trim() !== '' && message.length <= feedbackLimits.message;

const edits = {
  'topic.choose': { target: 'editing', actions: 'chooseTopic' },
  'message.type': { target: 'editing', actions: 'typeMessage' },
  'initiative.choose': { target: 'editing', actions: 'chooseInitiative' },
  send: { guard: 'complete', target: 'sending' },
} as const;

export const feedbackMachine = setup({
  types: {} as { input: FeedbackInput; context: FeedbackContext; events: FeedbackEvent },
  actors: {
    lineReturn,
    // The pharmacy's own messages, as the gateway orders them (newest first).
    loadFeedback: fromPromise<FeedbackEntry[], { pharmacyId: number }>(({ input, signal }) =>
      http().request(commonCalls.pharmacyFeedback, { query: { pharmacyId: input.pharmacyId }, signal }),
    ),
    loadInitiatives: fromPromise<CurrentInitiatives, void>(({ signal }) =>
      http().request(reportsRtCalls.findCurrentByTypes, { body: { types: initiativeTypesOffered }, signal }),
    ),
    // Answers the message as stored: its id, date and status 'NEW'.
    sendFeedback: fromPromise<FeedbackEntry, FeedbackRequest>(({ input, signal }) =>
      http().request(commonCalls.sendFeedback, { body: input, signal }),
    ),
  },
  actions: {
    chooseTopic: assign({ topic: ({ event }) => (assertEvent(event, 'topic.choose'), event.topic), sendError: null }),
    typeMessage: assign({ message: ({ event }) => (assertEvent(event, 'message.type'), event.text), sendError: null }),
    chooseInitiative: assign({
      initiativeId: ({ event }) => (assertEvent(event, 'initiative.choose'), event.initiativeId),
      sendError: null,
    }),
  },
  guards: {
    complete: ({ context }) => context.topic !== '' && messageFits(context.message),
  },
}).createMachine({
  id: 'feedback',
  context: ({ input }) => ({
    pharmacyId: input.pharmacyId,
    entries: [],
    listError: null,
    initiatives: [],
    topic: '',
    message: '',
    initiativeId: null,
    sendError: null,
  }),
  type: 'parallel',
  states: {
    list: {
      initial: 'loading',
      states: {
        loading: {
          entry: assign({ listError: null }),
          invoke: {
            id: 'loadFeedback',
            src: 'loadFeedback',
            input: ({ context }) => ({ pharmacyId: context.pharmacyId }),
            onDone: { target: 'shown', actions: assign({ entries: ({ event }) => event.output }) },
            onError: { target: 'failed', actions: assign({ listError: ({ event }) => toFailure(event.error) }) },
          },
        },
        failed: {
          invoke: { src: 'lineReturn', input: ({ context }) => ({ failure: context.listError }) },
          on: { 'list.retry': 'loading', 'line.back': 'loading' },
        },
        shown: {},
      },
    },
    initiatives: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadInitiatives',
            src: 'loadInitiatives',
            onDone: { target: 'shown', actions: assign({ initiatives: ({ event }) => event.output }) },
            onError: 'failed',
          },
        },
        failed: {
          invoke: { src: 'lineReturn', input: failedCallOf },
          on: { 'initiatives.retry': 'loading', 'line.back': 'loading' },
        },
        shown: {},
      },
    },
    form: {
      initial: 'editing',
      states: {
        editing: { on: edits },
        sending: {
          invoke: {
            id: 'sendFeedback',
            src: 'sendFeedback',
            input: ({ context }) => ({
              pharmacyId: context.pharmacyId,
              topic: context.topic as FeedbackTopic,
              message: context.message.trim(),
              initiativeId: context.initiativeId,
            }),
            onDone: {
              target: 'sent',
              actions: assign({
                // The new message heads 'Мои обращения' at once, whatever the list was doing.
                entries: ({ context, event }) => [event.output, ...context.entries.filter((entry) => entry.id !== event.output.id)],
                topic: '',
                message: '',
                initiativeId: null,
              }),
            },
            onError: { target: 'failed', actions: assign({ sendError: ({ event }) => toFailure(event.error) }) },
          },
        },
        sent: { on: edits },
        failed: { on: edits },
      },
    },
  },
});

export type FeedbackActor = ActorRefFrom<typeof feedbackMachine>;
export type FeedbackSnapshot = SnapshotFrom<typeof feedbackMachine>;
