import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { FeedbackEntry, FeedbackRequest } from '../../src/api/contract/initiatives-list';
import type { CurrentInitiatives } from '../../src/api/contract/reports-rt-overview';
import { ApiError } from '../../src/api/shared/http';
import { feedbackMachine } from '../../src/machines/feedback/feedback.machine';
import * as select from '../../src/machines/feedback/feedback.selectors';
import { expectEveryStateWritten, walkAndSee } from './support/walk-and-see';
import { describePath } from './support/walk-paths';

type Snapshot = SnapshotFrom<typeof feedbackMachine>;
interface Pending<I, O> {
  input: I;
  resolve(value: O): void;
  reject(error: unknown): void;
}

const input = { pharmacyId: 1 };

function pending<I, O>(list: Array<Pending<I, O>>) {
  return fromPromise<O, I>(({ input: asked }) => new Promise((resolve, reject) => list.push({ input: asked, resolve, reject })));
}

function startFeedback() {
  const lists: Array<Pending<{ pharmacyId: number }, FeedbackEntry[]>> = [];
  const initiativeLoads: Array<Pending<void, CurrentInitiatives>> = [];
  const sends: Array<Pending<FeedbackRequest, FeedbackEntry>> = [];
  const machine = feedbackMachine.provide({
    actors: { loadFeedback: pending(lists), loadInitiatives: pending(initiativeLoads), sendFeedback: pending(sends) },
  });
  const actor = createActor(machine, { input }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, lists, initiativeLoads, sends, settle, snapshot: () => actor.getSnapshot() };
}
type Sut = ReturnType<typeof startFeedback>;

const entry = (id: number, message: string): FeedbackEntry => ({
  id,
  topic: 'order',
  message,
  initiativeId: null,
  initiativeName: null,
  created: '2026-11-20T09:15:00.000Z',
  status: 'NEW',
  answer: null,
});
const earlier = entry(3, 'Когда придёт ответ по заказу?');
const stored = entry(9, 'Не приходит заказ');
const running: CurrentInitiatives = [{ id: 7, name: 'Матрица Q4', type: 'MANDATORY_MATRIX' }];

const good = 'Не приходит заказ';
const blank = '   ';
const tooLong = 'я'.repeat(2001);

type PathEvent = { type: string; text?: string; topic?: string; initiativeId?: number | null; output?: unknown; error?: Error };

const settleWith: Record<string, (sut: Sut, event: PathEvent) => void> = {
  'xstate.done.actor.loadFeedback': (sut, event) => sut.lists.at(-1)!.resolve(event.output as FeedbackEntry[]),
  'xstate.error.actor.loadFeedback': (sut, event) => sut.lists.at(-1)!.reject(event.error),
  'xstate.done.actor.loadInitiatives': (sut, event) => sut.initiativeLoads.at(-1)!.resolve(event.output as CurrentInitiatives),
  'xstate.error.actor.loadInitiatives': (sut, event) => sut.initiativeLoads.at(-1)!.reject(event.error),
  'xstate.done.actor.sendFeedback': (sut, event) => sut.sends.at(-1)!.resolve(event.output as FeedbackEntry),
  'xstate.error.actor.sendFeedback': (sut, event) => sut.sends.at(-1)!.reject(event.error),
};

async function play(sut: Sut, event: PathEvent) {
  const answer = settleWith[event.type];
  if (answer) answer(sut, event);
  else sut.actor.send(event as never);
  await sut.settle();
}

const serializeState = (snapshot: Snapshot) => {
  const { topic, message, initiativeId, entries, initiatives } = snapshot.context;
  return JSON.stringify([snapshot.value, topic, message.length, initiativeId, entries.map((shown) => shown.id), initiatives.length]);
};

// The three regions are walked in two parts, so each table stays readable: the two loads (the
// form untouched), then the form (the loads never answer).
describe('feedback machine, the list and the initiatives, every shortest path, checked against what the user sees', () => {
  const events = [
    { type: 'list.retry' },
    { type: 'initiatives.retry' },
    { type: 'xstate.done.actor.loadFeedback', output: [earlier] },
    { type: 'xstate.error.actor.loadFeedback', error: new ApiError(503, 'Сервис обращений недоступен') },
    { type: 'xstate.done.actor.loadInitiatives', output: running },
    { type: 'xstate.error.actor.loadInitiatives', error: new ApiError(503, 'Нет связи') },
  ] as never[];
  const paths = getShortestPaths(feedbackMachine, { events, serializeState: serializeState as never, input });
  const where = (snapshot: Snapshot) => {
    const value = snapshot.value as { list: string; initiatives: string };
    return `list ${value.list}, initiatives ${value.initiatives}`;
  };

  // By hand: the list (loading, its error with 'Повторить', or the earlier message), and the
  // initiatives offered (none while loading; none and 'Повторить' when they failed; Матрица Q4).
  const list = {
    loading: { list: 'loading', listError: '', entries: [] },
    failed: { list: 'failed', listError: 'Сервис обращений недоступен', entries: [] },
    shown: { list: 'shown', listError: '', entries: [3] },
  };
  const initiatives = {
    loading: { initiatives: [], initiativesRetry: false },
    failed: { initiatives: [], initiativesRetry: true },
    shown: { initiatives: ['Матрица Q4'], initiativesRetry: false },
  };
  const expected: Record<string, unknown> = {};
  for (const [listState, listSeen] of Object.entries(list)) {
    for (const [initiativesState, initiativesSeen] of Object.entries(initiatives)) {
      expected[`list ${listState}, initiatives ${initiativesState}`] = { ...listSeen, ...initiativesSeen };
    }
  }

  it('reaches exactly the states written by hand', () => expectEveryStateWritten(paths, where as never, expected));

  for (const path of paths) {
    it(
      describePath(path, (state) => where(state as Snapshot)),
      async () => {
        const sut = startFeedback();
        await walkAndSee(path, {
          play: (event: PathEvent) => play(sut, event),
          current: () => sut.snapshot(),
          where: where as never,
          see: (): unknown => {
            const snapshot = sut.snapshot();
            return {
              list: select.selectListView(snapshot),
              listError: select.selectListError(snapshot),
              entries: select.selectEntries(snapshot).map((shown) => shown.id),
              initiatives: select.selectInitiatives(snapshot).map((shown) => shown.name),
              initiativesRetry: select.selectInitiativesFailed(snapshot),
            };
          },
          expected,
        });
      },
    );
  }
});

describe('feedback machine, the form, every shortest path, checked against what the user sees', () => {
  const events = [
    { type: 'topic.choose', topic: 'order' },
    { type: 'message.type', text: good },
    { type: 'message.type', text: blank },
    { type: 'message.type', text: tooLong },
    { type: 'send' },
    { type: 'xstate.done.actor.sendFeedback', output: stored },
    { type: 'xstate.error.actor.sendFeedback', error: new ApiError(500, 'Сообщение не сохранено') },
  ] as never[];
  const paths = getShortestPaths(feedbackMachine, { events, serializeState: serializeState as never, input });
  const textName: Record<string, string> = { '': 'no text', [good]: 'a text', [blank]: 'spaces', [tooLong]: '2001 chars' };
  const where = (snapshot: Snapshot) => {
    const { topic, message, entries } = snapshot.context;
    const form = (snapshot.value as { form: string }).form;
    return `${form}, ${topic || 'no topic'}, ${textName[message]}${entries.length ? `, list ${entries.map((shown) => shown.id).join(',')}` : ''}`;
  };

  // By hand: the counter under the text, the over-limit message, 'Отправить' enabled, the sending
  // spinner, 'sent', the send error (everything typed stays), and the list (the sent message on top).
  const form = {
    topic: '',
    length: 0,
    left: 'Осталось 2 000 символов',
    over: null,
    canSend: false,
    sending: false,
    sent: false,
    sendError: null,
    entries: [],
  };
  const withText = {
    '': {},
    [good]: { length: 17, left: 'Осталось 1 983 символа' },
    [blank]: { length: 3, left: 'Осталось 1 997 символов' },
    [tooLong]: { length: 2001, left: null, over: 'Сообщение длиннее 2 000 символов на 1 символ: сократите его, чтобы отправить.' },
  };
  const complete = { topic: 'order', ...withText[good] };
  const expected: Record<string, unknown> = {
    'editing, no topic, no text': form,
    'editing, no topic, a text': { ...form, ...withText[good] },
    'editing, no topic, spaces': { ...form, ...withText[blank] },
    'editing, no topic, 2001 chars': { ...form, ...withText[tooLong] },
    'editing, order, no text': { ...form, topic: 'order' },
    'editing, order, a text': { ...form, ...complete, canSend: true },
    'editing, order, spaces': { ...form, topic: 'order', ...withText[blank] },
    'editing, order, 2001 chars': { ...form, topic: 'order', ...withText[tooLong] },
    'sending, order, a text': { ...form, ...complete, sending: true },
    'failed, order, a text': { ...form, ...complete, canSend: true, sendError: 'Не удалось отправить сообщение: Сообщение не сохранено' },
    'sent, no topic, no text, list 9': { ...form, sent: true, entries: [9] },
    // (No 'editing, no topic, no text, list 9': no event here empties the form again.)
    'editing, no topic, a text, list 9': { ...form, ...withText[good], entries: [9] },
    'editing, no topic, spaces, list 9': { ...form, ...withText[blank], entries: [9] },
    'editing, no topic, 2001 chars, list 9': { ...form, ...withText[tooLong], entries: [9] },
    'editing, order, no text, list 9': { ...form, topic: 'order', entries: [9] },
    'editing, order, a text, list 9': { ...form, ...complete, canSend: true, entries: [9] },
    'editing, order, spaces, list 9': { ...form, topic: 'order', ...withText[blank], entries: [9] },
    'editing, order, 2001 chars, list 9': { ...form, topic: 'order', ...withText[tooLong], entries: [9] },
    'sending, order, a text, list 9': { ...form, ...complete, sending: true, entries: [9] },
    'failed, order, a text, list 9': {
      ...form,
      ...complete,
      canSend: true,
      sendError: 'Не удалось отправить сообщение: Сообщение не сохранено',
      entries: [9],
    },
  };

  it('reaches exactly the states written by hand', () => expectEveryStateWritten(paths, where as never, expected));

  for (const path of paths) {
    it(
      describePath(path, (state) => where(state as Snapshot)),
      async () => {
        const sut = startFeedback();
        await walkAndSee(path, {
          play: (event: PathEvent) => play(sut, event),
          current: () => sut.snapshot(),
          where: where as never,
          see: (): unknown => {
            const snapshot = sut.snapshot();
            return {
              topic: select.selectTopic(snapshot),
              length: select.selectMessage(snapshot).length,
              left: select.selectCharactersLeft(snapshot),
              over: select.selectOverLimit(snapshot),
              canSend: select.selectCanSend(snapshot),
              sending: select.selectSending(snapshot),
              sent: select.selectSent(snapshot),
              sendError: select.selectSendError(snapshot),
              entries: select.selectEntries(snapshot).map((shown) => shown.id),
            };
          },
          expected,
        });
      },
    );
  }
});

describe('feedback machine, the initiative a message is about, every shortest path, checked against what the user sees', () => {
  const aboutMatrix: FeedbackEntry = { ...stored, topic: 'initiative', initiativeId: 7, initiativeName: 'Матрица Q4' };
  const events = [
    { type: 'topic.choose', topic: 'initiative' },
    { type: 'initiative.choose', initiativeId: 7 },
    { type: 'initiative.choose', initiativeId: null },
    { type: 'message.type', text: good },
    { type: 'send' },
    { type: 'xstate.done.actor.sendFeedback', output: aboutMatrix },
    { type: 'xstate.error.actor.sendFeedback', error: new ApiError(500, 'Сообщение не сохранено') },
  ] as never[];
  const paths = getShortestPaths(feedbackMachine, { events, serializeState: serializeState as never, input });
  const where = (snapshot: Snapshot) => {
    const { topic, message, initiativeId, entries } = snapshot.context;
    const form = (snapshot.value as { form: string }).form;
    return [
      form,
      topic || 'no topic',
      initiativeId === null ? 'no initiative' : `initiative ${initiativeId}`,
      message ? 'a text' : 'no text',
      ...(entries.length ? ['list 9'] : []),
    ].join(', ');
  };

  // By hand: the initiative chosen in the form, 'Отправить' enabled (a topic and a text, the
  // initiative optional), the request while sending (the initiative chosen, or none), the error,
  // and the list once sent (the form empties, the initiative too).
  const expected: Record<string, unknown> = {};
  const requestOf = (initiativeId: number | null) => ({ pharmacyId: 1, topic: 'initiative', message: good, initiativeId });
  for (const list of [[], [9]]) {
    const listName = list.length ? ', list 9' : '';
    for (const topic of ['', 'initiative']) {
      for (const initiativeId of [null, 7]) {
        for (const text of ['', good]) {
          const name = `editing, ${topic || 'no topic'}, ${initiativeId === null ? 'no initiative' : 'initiative 7'}, ${text ? 'a text' : 'no text'}${listName}`;
          expected[name] = {
            initiativeId,
            canSend: topic !== '' && text !== '',
            sending: false,
            request: null,
            sendError: null,
            entries: list,
          };
        }
      }
    }
    for (const initiativeId of [null, 7]) {
      const chosen = initiativeId === null ? 'no initiative' : 'initiative 7';
      expected[`sending, initiative, ${chosen}, a text${listName}`] = {
        initiativeId,
        canSend: false,
        sending: true,
        request: requestOf(initiativeId),
        sendError: null,
        entries: list,
      };
      expected[`failed, initiative, ${chosen}, a text${listName}`] = {
        initiativeId,
        canSend: true,
        sending: false,
        request: null,
        sendError: 'Не удалось отправить сообщение: Сообщение не сохранено',
        entries: list,
      };
    }
  }
  expected['sent, no topic, no initiative, no text, list 9'] = {
    initiativeId: null,
    canSend: false,
    sending: false,
    request: null,
    sendError: null,
    entries: [9],
  };
  // (Choosing 'Без инициативы' after a send is an edit of the emptied form: 'editing' with nothing in it.)

  it('reaches exactly the states written by hand', () => expectEveryStateWritten(paths, where as never, expected));

  for (const path of paths) {
    it(
      describePath(path, (state) => where(state as Snapshot)),
      async () => {
        const sut = startFeedback();
        await walkAndSee(path, {
          play: (event: PathEvent) => play(sut, event),
          current: () => sut.snapshot(),
          where: where as never,
          see: (): unknown => {
            const snapshot = sut.snapshot();
            const sending = select.selectSending(snapshot);
            return {
              initiativeId: select.selectInitiativeId(snapshot),
              canSend: select.selectCanSend(snapshot),
              sending,
              request: sending ? sut.sends.at(-1)!.input : null,
              sendError: select.selectSendError(snapshot),
              entries: select.selectEntries(snapshot).map((shown) => shown.id),
            };
          },
          expected,
        });
      },
    );
  }
});

describe('feedback machine, by hand', () => {
  it('sends the topic, the trimmed text and the initiative for its own pharmacy', () => {
    const sut = startFeedback();
    expect(sut.lists[0].input).toEqual({ pharmacyId: 1 });
    sut.actor.send({ type: 'topic.choose', topic: 'initiative' });
    sut.actor.send({ type: 'initiative.choose', initiativeId: 7 });
    sut.actor.send({ type: 'message.type', text: '  Бонус не начислен \n' });
    sut.actor.send({ type: 'send' });
    expect(sut.sends[0].input).toEqual({ pharmacyId: 1, topic: 'initiative', message: 'Бонус не начислен', initiativeId: 7 });
  });

  it('counts in Russian: 1 символ, 2 символа, 5 символов; exactly 2000 fits', () => {
    const sut = startFeedback();
    const left = (text: string) => {
      sut.actor.send({ type: 'message.type', text });
      return select.selectCharactersLeft(sut.snapshot());
    };
    expect(left('я'.repeat(1999))).toBe('Остался 1 символ');
    expect(left('я'.repeat(1998))).toBe('Осталось 2 символа');
    expect(left('я'.repeat(1989))).toBe('Осталось 11 символов');
    expect(left('я'.repeat(2000))).toBe('Осталось 0 символов');
    sut.actor.send({ type: 'topic.choose', topic: 'other' });
    expect(select.selectCanSend(sut.snapshot())).toBe(true);
    sut.actor.send({ type: 'message.type', text: 'я'.repeat(2005) });
    expect(select.selectOverLimit(sut.snapshot())).toBe('Сообщение длиннее 2 000 символов на 5 символов: сократите его, чтобы отправить.');
    expect(select.selectCanSend(sut.snapshot())).toBe(false);
  });
});
