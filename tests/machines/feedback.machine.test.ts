import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { FeedbackEntry, FeedbackRequest } from '../../src/api/contract/initiatives-list';
import type { CurrentInitiatives } from '../../src/api/contract/reports-rt-overview';
import { ApiError } from '../../src/api/http';
import { feedbackMachine } from '../../src/machines/feedback.machine';
import * as select from '../../src/machines/feedback.selectors';
import { describePath, walkPath } from './support/walk-paths';

type Snapshot = SnapshotFrom<typeof feedbackMachine>;
interface Pending<I, O> { input: I; resolve(value: O): void; reject(error: unknown): void }

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
  id, topic: 'order', message, initiativeId: null, initiativeName: null, created: '2026-11-20T09:15:00.000Z', status: 'NEW', answer: null,
});
const earlier = entry(3, 'Когда придёт ответ по заказу?');
const stored = entry(9, 'Не приходит заказ');
const running: CurrentInitiatives = [{ id: 7, name: 'Матрица Q4', type: 'MANDATORY_MATRIX' }];

const good = 'Не приходит заказ';
const blank = '   ';
const tooLong = 'я'.repeat(2001);

const events = [
  { type: 'topic.choose', topic: 'order' },
  { type: 'message.type', text: good },
  { type: 'message.type', text: blank },
  { type: 'message.type', text: tooLong },
  { type: 'initiative.choose', initiativeId: 7 },
  { type: 'send' },
  { type: 'list.retry' },
  { type: 'initiatives.retry' },
  { type: 'xstate.done.actor.loadFeedback', output: [earlier] },
  { type: 'xstate.error.actor.loadFeedback', error: new ApiError(503, 'Сервис обращений недоступен') },
  { type: 'xstate.done.actor.loadInitiatives', output: running },
  { type: 'xstate.error.actor.loadInitiatives', error: new ApiError(503, 'Нет связи') },
  { type: 'xstate.done.actor.sendFeedback', output: stored },
  { type: 'xstate.error.actor.sendFeedback', error: new ApiError(500, 'Сообщение не сохранено') },
] as never[];

type PathEvent = { type: string; text?: string; topic?: string; initiativeId?: number | null; output?: unknown; error?: Error };

/** What the tab shows, modelled by hand. */
interface Seen {
  list: 'Загрузка...' | 'ошибка' | 'показан';
  entries: number[];
  initiatives: 'загрузка' | 'ошибка' | 'есть';
  topic: string;
  message: string;
  initiativeId: number | null;
  form: 'ввод' | 'отправка' | 'отправлено' | 'ошибка';
  listLoads: number;
  initiativeLoads: number;
  sends: number;
}
const initialSeen: Seen = {
  list: 'Загрузка...', entries: [], initiatives: 'загрузка', topic: '', message: '', initiativeId: null, form: 'ввод', listLoads: 1, initiativeLoads: 1, sends: 0,
};

/** The counter and the over-limit message of each text typed, written out. */
const hints: Record<string, { left: string | null; over: string | null; sendable: boolean }> = {
  '': { left: 'Осталось 2000 символов', over: null, sendable: false },
  [good]: { left: 'Осталось 1983 символа', over: null, sendable: true },
  [blank]: { left: 'Осталось 1997 символов', over: null, sendable: false },
  [tooLong]: { left: null, over: 'Сообщение длиннее 2000 символов на 1 символ: сократите его, чтобы отправить.', sendable: false },
};

function next(seen: Seen, event: PathEvent): Seen {
  const sending = seen.form === 'отправка';
  const edit = (changed: Partial<Seen>): Seen => (sending ? seen : { ...seen, ...changed, form: 'ввод' });
  switch (event.type) {
    case 'topic.choose':
      return edit({ topic: event.topic! });
    case 'message.type':
      return edit({ message: event.text! });
    case 'initiative.choose':
      return edit({ initiativeId: event.initiativeId! });
    case 'send':
      return !sending && seen.topic !== '' && hints[seen.message].sendable ? { ...seen, form: 'отправка', sends: seen.sends + 1 } : seen;
    case 'list.retry':
      return seen.list === 'ошибка' ? { ...seen, list: 'Загрузка...', listLoads: seen.listLoads + 1 } : seen;
    case 'initiatives.retry':
      return seen.initiatives === 'ошибка' ? { ...seen, initiatives: 'загрузка', initiativeLoads: seen.initiativeLoads + 1 } : seen;
    case 'xstate.done.actor.loadFeedback':
      return { ...seen, list: 'показан', entries: [earlier.id] };
    case 'xstate.error.actor.loadFeedback':
      return { ...seen, list: 'ошибка' };
    case 'xstate.done.actor.loadInitiatives':
      return { ...seen, initiatives: 'есть' };
    case 'xstate.error.actor.loadInitiatives':
      return { ...seen, initiatives: 'ошибка' };
    // Sent: the form empties and the message heads the list.
    case 'xstate.done.actor.sendFeedback':
      return { ...seen, form: 'отправлено', topic: '', message: '', initiativeId: null, entries: [stored.id, ...seen.entries.filter((id) => id !== stored.id)] };
    // Failed: everything typed stays.
    case 'xstate.error.actor.sendFeedback':
      return { ...seen, form: 'ошибка' };
    default:
      throw new Error(`no model for ${event.type}`);
  }
}

function checkSeen(sut: Sut, seen: Seen) {
  const snapshot = sut.snapshot();
  expect(select.selectListView(snapshot)).toBe({ 'Загрузка...': 'loading', ошибка: 'failed', показан: 'shown' }[seen.list]);
  expect(select.selectListError(snapshot)).toBe(seen.list === 'ошибка' ? 'Сервис обращений недоступен' : '');
  expect(select.selectEntries(snapshot).map((shown) => shown.id)).toEqual(seen.entries);
  expect(select.selectInitiatives(snapshot).map((shown) => shown.id)).toEqual(seen.initiatives === 'есть' ? [7] : []);
  expect(select.selectInitiativesFailed(snapshot)).toBe(seen.initiatives === 'ошибка');
  expect(select.selectTopic(snapshot)).toBe(seen.topic);
  expect(select.selectMessage(snapshot)).toBe(seen.message);
  expect(select.selectInitiativeId(snapshot)).toBe(seen.initiativeId);
  expect(select.selectCharactersLeft(snapshot)).toBe(hints[seen.message].left);
  expect(select.selectOverLimit(snapshot)).toBe(hints[seen.message].over);
  expect(select.selectCanSend(snapshot)).toBe(seen.form !== 'отправка' && seen.topic !== '' && hints[seen.message].sendable);
  expect(select.selectSending(snapshot)).toBe(seen.form === 'отправка');
  expect(select.selectSent(snapshot)).toBe(seen.form === 'отправлено');
  expect(select.selectSendError(snapshot)).toBe(seen.form === 'ошибка' ? 'Не удалось отправить сообщение: Сообщение не сохранено' : null);
  expect(sut.lists).toHaveLength(seen.listLoads);
  expect(sut.initiativeLoads).toHaveLength(seen.initiativeLoads);
  expect(sut.sends).toHaveLength(seen.sends);
}

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

describe('feedback machine, every shortest path', () => {
  const paths = getShortestPaths(feedbackMachine, { events, serializeState: serializeState as never, input });

  it('reaches every state of the three regions', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const list of ['loading', 'failed', 'shown']) {
      for (const form of ['editing', 'sending', 'sent', 'failed']) expect(reached).toContain(JSON.stringify({ list, initiatives: 'loading', form }));
    }
    for (const initiatives of ['failed', 'shown']) expect(reached).toContain(JSON.stringify({ list: 'loading', initiatives, form: 'editing' }));
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const sut = startFeedback();
      let seen = initialSeen;
      checkSeen(sut, seen);
      await walkPath(path, {
        play: async (event: PathEvent) => {
          seen = next(seen, event);
          await play(sut, event);
        },
        check: (expected) => {
          expect(serializeState(sut.snapshot())).toBe(serializeState(expected as Snapshot));
          checkSeen(sut, seen);
        },
      });
    });
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
    expect(select.selectOverLimit(sut.snapshot())).toBe('Сообщение длиннее 2000 символов на 5 символов: сократите его, чтобы отправить.');
    expect(select.selectCanSend(sut.snapshot())).toBe(false);
  });
});
