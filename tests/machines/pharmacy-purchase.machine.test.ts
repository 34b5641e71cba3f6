import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { CurrentPurchase, PharmacyPurchaseSave } from '../../src/api/contract/initiatives-list';
import { ApiError } from '../../src/api/http';
import { pharmacyPurchaseMachine } from '../../src/machines/pharmacy-purchase.machine';
import * as select from '../../src/machines/pharmacy-purchase.selectors';
import { describePath, walkPath } from './support/walk-paths';

type Snapshot = SnapshotFrom<typeof pharmacyPurchaseMachine>;
interface Pending<I, O> { input: I; resolve(value: O): void; reject(error: unknown): void }

const input = { pharmacyId: 1 };

function startPurchase() {
  const loads: Array<Pending<{ pharmacyId: number }, CurrentPurchase>> = [];
  const saves: Array<Pending<PharmacyPurchaseSave, string>> = [];
  const machine = pharmacyPurchaseMachine.provide({
    actors: {
      loadCurrentPurchase: fromPromise<CurrentPurchase, { pharmacyId: number }>(({ input: asked }) => new Promise((resolve, reject) => loads.push({ input: asked, resolve, reject }))),
      savePurchase: fromPromise<string, PharmacyPurchaseSave>(({ input: body }) => new Promise((resolve, reject) => saves.push({ input: body, resolve, reject }))),
    },
  });
  const actor = createActor(machine, { input }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, loads, saves, settle, snapshot: () => actor.getSnapshot() };
}
type Sut = ReturnType<typeof startPurchase>;

const entered = { purchase: 1234.56, date: '2026-11-15' };
const events = [
  { type: 'sum.type', text: '1234,56' },
  { type: 'sum.type', text: '12a' },
  { type: 'sum.type', text: '' },
  { type: 'sum.leave' },
  { type: 'date.type', text: '2026-11-15' },
  { type: 'date.type', text: '' },
  { type: 'date.leave' },
  { type: 'send' },
  { type: 'modal.close' },
  { type: 'current.retry' },
  { type: 'xstate.done.actor.loadCurrentPurchase', output: null },
  { type: 'xstate.done.actor.loadCurrentPurchase', output: entered },
  { type: 'xstate.error.actor.loadCurrentPurchase', error: new ApiError(503, 'Сервис закупок недоступен') },
  { type: 'xstate.done.actor.savePurchase', output: 'OK' },
  { type: 'xstate.error.actor.savePurchase', error: new ApiError(500, 'Ошибка базы') },
] as never[];

type PathEvent = { type: string; text?: string; output?: unknown; error?: Error };

/** What the block shows (§2.8, §4, §5, §8), modelled by hand. */
interface Seen {
  current: 'Загрузка...' | 'нет суммы' | 'сумма' | 'ошибка';
  sum: string;
  date: string;
  touchedSum: boolean;
  touchedDate: boolean;
  form: 'ввод' | 'отправка' | 'сохранено' | 'ошибка';
  loads: number;
  saves: number;
}
const initialSeen: Seen = { current: 'Загрузка...', sum: '', date: '', touchedSum: false, touchedDate: false, form: 'ввод', loads: 1, saves: 0 };

const sumRule = /^\d{0,10}(\.\d{0,2})?$/u;
const sumPresent = (sum: string) => sum !== '' && sum !== '.';

function next(seen: Seen, event: PathEvent): Seen {
  const typing = seen.form === 'ввод';
  switch (event.type) {
    case 'sum.type': {
      if (!typing) return seen;
      const text = event.text!.replace(',', '.');
      return { ...seen, sum: sumRule.test(text) ? text : seen.sum, touchedSum: true };
    }
    case 'sum.leave':
      return typing ? { ...seen, touchedSum: true } : seen;
    case 'date.type':
      return typing ? { ...seen, date: event.text!, touchedDate: true } : seen;
    case 'date.leave':
      return typing ? { ...seen, touchedDate: true } : seen;
    case 'send':
      return typing && sumPresent(seen.sum) && seen.date !== '' ? { ...seen, form: 'отправка', saves: seen.saves + 1 } : seen;
    case 'modal.close':
      return seen.form === 'сохранено' || seen.form === 'ошибка' ? { ...seen, form: 'ввод' } : seen;
    case 'current.retry':
      return seen.current === 'ошибка' ? { ...seen, current: 'Загрузка...', loads: seen.loads + 1 } : seen;
    case 'xstate.done.actor.loadCurrentPurchase':
      return { ...seen, current: event.output === null ? 'нет суммы' : 'сумма' };
    case 'xstate.error.actor.loadCurrentPurchase':
      return { ...seen, current: 'ошибка' };
    // Saved: the form is emptied and the shown sum read again.
    case 'xstate.done.actor.savePurchase':
      return { ...seen, form: 'сохранено', sum: '', date: '', touchedSum: false, touchedDate: false, current: 'Загрузка...', loads: seen.loads + 1 };
    // Failed: what was typed stays.
    case 'xstate.error.actor.savePurchase':
      return { ...seen, form: 'ошибка' };
    default:
      throw new Error(`no model for ${event.type}`);
  }
}

const lines = {
  'Загрузка...': 'Загрузка...',
  'нет суммы': 'Сумма закупки за текущий квартал ещё не внесена',
  сумма: 'Сумма закупки за текущий квартал: 1 234,56 руб. на 15.11.2026',
  ошибка: null,
} as const;

function checkSeen(sut: Sut, seen: Seen) {
  const snapshot = sut.snapshot();
  expect(select.selectCurrentLine(snapshot)).toBe(lines[seen.current]);
  expect(select.selectCurrentError(snapshot)).toBe(seen.current === 'ошибка' ? 'Сервис закупок недоступен' : null);
  expect(select.selectSumText(snapshot)).toBe(seen.sum);
  expect(select.selectDate(snapshot)).toBe(seen.date);
  expect(select.selectSumMessage(snapshot)).toBe(seen.touchedSum && !sumPresent(seen.sum) ? 'Поле обязательное для заполнения' : null);
  expect(select.selectDateMessage(snapshot)).toBe(seen.touchedDate && seen.date === '' ? 'Поле обязательное для заполнения' : null);
  expect(select.selectCanSend(snapshot)).toBe(seen.form === 'ввод' && sumPresent(seen.sum) && seen.date !== '');
  expect(select.selectSending(snapshot)).toBe(seen.form === 'отправка');
  expect(select.selectPurchaseModal(snapshot)).toBe(
    seen.form === 'сохранено' ? 'Данные успешно сохранены'
      : seen.form === 'ошибка' ? 'Во время сохранения произошла ошибка. Попробуйте сохранить ещё раз, при повторной ошибке обратитесь к администратору.'
        : null,
  );
  expect(sut.loads).toHaveLength(seen.loads);
  expect(sut.saves).toHaveLength(seen.saves);
}

async function play(sut: Sut, event: PathEvent) {
  if (event.type === 'xstate.done.actor.loadCurrentPurchase') sut.loads.at(-1)!.resolve(event.output as CurrentPurchase);
  else if (event.type === 'xstate.error.actor.loadCurrentPurchase') sut.loads.at(-1)!.reject(event.error);
  else if (event.type === 'xstate.done.actor.savePurchase') sut.saves.at(-1)!.resolve(event.output as string);
  else if (event.type === 'xstate.error.actor.savePurchase') sut.saves.at(-1)!.reject(event.error);
  else sut.actor.send(event as never);
  await sut.settle();
}

const serializeState = (snapshot: Snapshot) => {
  const { current, sumText, date, touched } = snapshot.context;
  return JSON.stringify([snapshot.value, current, sumText, date, touched]);
};

describe('pharmacy purchase machine, every shortest path', () => {
  const paths = getShortestPaths(pharmacyPurchaseMachine, { events, serializeState: serializeState as never, input });

  it('reaches every state of both regions', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const current of ['loading', 'failed', 'shown']) {
      for (const form of ['editing', 'sending', 'saved', 'failed']) expect(reached).toContain(JSON.stringify({ current, form }));
    }
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const sut = startPurchase();
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

describe('pharmacy purchase machine, by hand', () => {
  it('asks for its own pharmacy and sends the sum as a number with the date as YYYY-MM-DD', async () => {
    const sut = startPurchase();
    expect(sut.loads[0].input).toEqual({ pharmacyId: 1 });
    sut.actor.send({ type: 'sum.type', text: '1234,5' });
    sut.actor.send({ type: 'date.type', text: '2026-11-15' });
    sut.actor.send({ type: 'send' });
    expect(sut.saves[0].input).toEqual({ purchase: 1234.5, date: '2026-11-15', pharmacyId: 1 });
  });

  it('a lone separator is no sum: required, and nothing is sent', () => {
    const sut = startPurchase();
    sut.actor.send({ type: 'sum.type', text: ',' });
    sut.actor.send({ type: 'date.type', text: '2026-11-15' });
    expect(select.selectSumText(sut.snapshot())).toBe('.');
    expect(select.selectSumMessage(sut.snapshot())).toBe('Поле обязательное для заполнения');
    sut.actor.send({ type: 'send' });
    expect(sut.saves).toHaveLength(0);
  });

  it('keeps at most 10 digits and 2 decimals', () => {
    const sut = startPurchase();
    sut.actor.send({ type: 'sum.type', text: '1234567890' });
    sut.actor.send({ type: 'sum.type', text: '12345678901' });
    sut.actor.send({ type: 'sum.type', text: '1234567890,123' });
    expect(select.selectSumText(sut.snapshot())).toBe('1234567890');
  });

  it('after a failed save the same values are sent again', async () => {
    const sut = startPurchase();
    sut.actor.send({ type: 'sum.type', text: '10' });
    sut.actor.send({ type: 'date.type', text: '2026-10-01' });
    sut.actor.send({ type: 'send' });
    sut.saves[0].reject(new ApiError(500, 'Ошибка'));
    await sut.settle();
    sut.actor.send({ type: 'modal.close' });
    sut.actor.send({ type: 'send' });
    expect(sut.saves[1].input).toEqual({ purchase: 10, date: '2026-10-01', pharmacyId: 1 });
  });
});
