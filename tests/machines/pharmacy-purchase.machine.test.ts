import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { CurrentPurchase, PharmacyPurchaseSave } from '../../src/api/contract/initiatives-list';
import { ApiError, ExtensionAbsent } from '../../src/api/shared/http';
import { pharmacyPurchaseMachine } from '../../src/machines/reports/pharmacy-purchase.machine';
import * as select from '../../src/machines/reports/pharmacy-purchase.selectors';
import { expectEveryStateWritten, walkAndSee } from './support/walk-and-see';
import { describePath } from './support/walk-paths';

type Snapshot = SnapshotFrom<typeof pharmacyPurchaseMachine>;
interface Pending<I, O> {
  input: I;
  resolve(value: O): void;
  reject(error: unknown): void;
}

/** The user's clock: 19.11.2026, so a purchase may be dated 01.10.2026–19.11.2026. */
const input = { pharmacyId: 1, now: () => new Date(2026, 10, 19, 10, 0) };
const outOfBounds = 'Дата закупки должна быть в текущем квартале и не позже сегодняшнего дня: с 01.10.2026 по 19.11.2026';

function startPurchase() {
  const loads: Array<Pending<{ pharmacyId: number }, CurrentPurchase>> = [];
  const saves: Array<Pending<PharmacyPurchaseSave, string>> = [];
  const machine = pharmacyPurchaseMachine.provide({
    actors: {
      loadCurrentPurchase: fromPromise<CurrentPurchase, { pharmacyId: number }>(
        ({ input: asked }) => new Promise((resolve, reject) => loads.push({ input: asked, resolve, reject })),
      ),
      savePurchase: fromPromise<string, PharmacyPurchaseSave>(
        ({ input: body }) => new Promise((resolve, reject) => saves.push({ input: body, resolve, reject })),
      ),
    },
  });
  const actor = createActor(machine, { input }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, loads, saves, settle, snapshot: () => actor.getSnapshot() };
}
type Sut = ReturnType<typeof startPurchase>;

const entered = { purchase: 1234.56, date: '2026-11-15' };

type PathEvent = { type: string; text?: string; output?: unknown; error?: Error };

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

// The two regions are walked apart, so each table stays readable: the line with the current sum
// (the form untouched), then the form (the current sum never answers).
describe('pharmacy purchase machine, the current sum, every shortest path, checked against what the user sees', () => {
  const events = [
    { type: 'current.retry' },
    { type: 'xstate.done.actor.loadCurrentPurchase', output: null },
    { type: 'xstate.done.actor.loadCurrentPurchase', output: entered },
    { type: 'xstate.error.actor.loadCurrentPurchase', error: new ApiError(503, 'Сервис закупок недоступен') },
    { type: 'xstate.error.actor.loadCurrentPurchase', error: new ExtensionAbsent('currentPharmacyPurchase') },
  ] as never[];
  const paths = getShortestPaths(pharmacyPurchaseMachine, { events, serializeState: serializeState as never, input });
  const where = (snapshot: Snapshot) => {
    const current = (snapshot.value as { current: string }).current;
    return current === 'shown' ? (snapshot.context.current ? 'a sum entered' : 'no sum yet') : current;
  };

  // By hand: the line above the form, or the error with 'Повторить'.
  const expected = {
    loading: { line: 'Загрузка...', error: null },
    'no sum yet': { line: 'Сумма закупки за текущий квартал ещё не внесена', error: null },
    'a sum entered': { line: 'Сумма закупки за текущий квартал: 1 234,56 руб. на 15.11.2026', error: null },
    failed: { line: null, error: 'Сервис закупок недоступен' },
    // A back end without the call to read it (our extension): no line and no error.
    unavailable: { line: null, error: null },
  };

  it('reaches exactly the states written by hand', () => expectEveryStateWritten(paths, where as never, expected));

  for (const path of paths) {
    it(
      describePath(path, (state) => where(state as Snapshot)),
      async () => {
        const sut = startPurchase();
        await walkAndSee(path, {
          play: (event: PathEvent) => play(sut, event),
          current: () => sut.snapshot(),
          where: where as never,
          see: (): unknown => ({ line: select.selectCurrentLine(sut.snapshot()), error: select.selectCurrentError(sut.snapshot()) }),
          expected,
        });
      },
    );
  }
});

describe('pharmacy purchase machine, the form, every shortest path, checked against what the user sees', () => {
  const events = [
    { type: 'sum.type', text: '1234,56' },
    { type: 'sum.type', text: '12a' },
    { type: 'sum.type', text: '' },
    { type: 'sum.leave' },
    { type: 'date.type', text: '2026-11-15' },
    { type: 'date.type', text: '2030-01-15' },
    { type: 'date.type', text: '' },
    { type: 'date.leave' },
    { type: 'send' },
    { type: 'modal.close' },
    { type: 'xstate.done.actor.savePurchase', output: 'OK' },
    { type: 'xstate.error.actor.savePurchase', error: new ApiError(500, 'Ошибка базы') },
  ] as never[];
  const paths = getShortestPaths(pharmacyPurchaseMachine, { events, serializeState: serializeState as never, input });
  /** e.g. 'editing, sum — left, date 2026-11-15': a field typed, or empty and left (touched), or untouched. */
  const where = (snapshot: Snapshot) => {
    const { sumText, date, touched } = snapshot.context;
    const field = (text: string, left: boolean) => text || (left ? '— left' : '—');
    return `${(snapshot.value as { form: string }).form}, sum ${field(sumText, touched.sum)}, date ${field(date, touched.date)}`;
  };

  // By hand: the two fields, 'Поле обязательное для заполнения' under an empty field once left,
  // 'Сохранить' enabled only with both, the spinner with the body sent, and the modal after the save.
  const required = 'Поле обязательное для заполнения';
  const notNumber = 'Ожидается число, например 1 234,56';
  const blank = { sum: '', date: '', sumMessage: null, dateMessage: null, canSend: false, sending: null, modal: null };
  const full = { ...blank, sum: '1234,56', date: '2026-11-15', canSend: true };
  const expected = {
    'editing, sum —, date —': blank,
    'editing, sum — left, date —': { ...blank, sumMessage: required },
    'editing, sum —, date — left': { ...blank, dateMessage: required },
    'editing, sum — left, date — left': { ...blank, sumMessage: required, dateMessage: required },
    'editing, sum 1234,56, date —': { ...blank, sum: '1234,56' },
    'editing, sum 1234,56, date — left': { ...blank, sum: '1234,56', dateMessage: required },
    'editing, sum —, date 2026-11-15': { ...blank, date: '2026-11-15' },
    'editing, sum — left, date 2026-11-15': { ...blank, date: '2026-11-15', sumMessage: required },
    'editing, sum 1234,56, date 2026-11-15': full,
    // A day outside the current quarter or after today: said under the field in the gateway's words, nothing to send.
    'editing, sum —, date 2030-01-15': { ...blank, date: '2030-01-15', dateMessage: outOfBounds },
    'editing, sum — left, date 2030-01-15': { ...blank, date: '2030-01-15', dateMessage: outOfBounds, sumMessage: required },
    'editing, sum 1234,56, date 2030-01-15': { ...blank, sum: '1234,56', date: '2030-01-15', dateMessage: outOfBounds },
    // A refused sum stays as typed with its reason and is never sent.
    'editing, sum 12a, date —': { ...blank, sum: '12a', sumMessage: notNumber },
    'editing, sum 12a, date — left': { ...blank, sum: '12a', sumMessage: notNumber, dateMessage: required },
    'editing, sum 12a, date 2026-11-15': { ...blank, sum: '12a', date: '2026-11-15', sumMessage: notNumber },
    'editing, sum 12a, date 2030-01-15': { ...blank, sum: '12a', date: '2030-01-15', sumMessage: notNumber, dateMessage: outOfBounds },
    'sending, sum 1234,56, date 2026-11-15': { ...full, canSend: false, sending: { purchase: 1234.56, date: '2026-11-15', pharmacyId: 1 } },
    // Saved: the form is emptied (untouched) under 'Данные успешно сохранены'.
    'saved, sum —, date —': { ...blank, modal: 'Данные успешно сохранены' },
    // Failed: everything typed stays under the failure modal; sending waits for the modal to close.
    'failed, sum 1234,56, date 2026-11-15': {
      ...full,
      canSend: false,
      modal: 'Во время сохранения произошла ошибка. Попробуйте сохранить ещё раз, при повторной ошибке обратитесь к администратору.',
    },
  };

  it('reaches exactly the states written by hand', () => expectEveryStateWritten(paths, where as never, expected));

  for (const path of paths) {
    it(
      describePath(path, (state) => where(state as Snapshot)),
      async () => {
        const sut = startPurchase();
        await walkAndSee(path, {
          play: (event: PathEvent) => play(sut, event),
          current: () => sut.snapshot(),
          where: where as never,
          see: (): unknown => {
            const snapshot = sut.snapshot();
            return {
              sum: select.selectSumText(snapshot),
              date: select.selectDate(snapshot),
              sumMessage: select.selectSumMessage(snapshot),
              dateMessage: select.selectDateMessage(snapshot),
              canSend: select.selectCanSend(snapshot),
              sending: select.selectSending(snapshot) ? sut.saves.at(-1)!.input : null,
              modal: select.selectPurchaseModal(snapshot),
            };
          },
          expected,
        });
      },
    );
  }
});

describe('pharmacy purchase machine, by hand', () => {
  it('reads the current sum again after a save, and shows the new one', async () => {
    const sut = startPurchase();
    sut.loads[0].resolve(null);
    await sut.settle();
    sut.actor.send({ type: 'sum.type', text: '1234,56' });
    sut.actor.send({ type: 'date.type', text: '2026-11-15' });
    sut.actor.send({ type: 'send' });
    sut.saves[0].resolve('OK');
    await sut.settle();
    expect(sut.loads).toHaveLength(2);
    expect(select.selectCurrentLine(sut.snapshot())).toBe('Загрузка...');
    sut.loads[1].resolve(entered);
    await sut.settle();
    expect(select.selectCurrentLine(sut.snapshot())).toBe('Сумма закупки за текущий квартал: 1 234,56 руб. на 15.11.2026');
  });

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
    expect(select.selectSumText(sut.snapshot())).toBe(',');
    expect(select.selectSumMessage(sut.snapshot())).toBe('Поле обязательное для заполнения');
    sut.actor.send({ type: 'send' });
    expect(sut.saves).toHaveLength(0);
  });

  it('refuses an eleventh digit, a third decimal and a minus in words, keeps the text as typed and sends nothing', () => {
    for (const [text, reason] of [
      ['12345678901', 'Не больше 10 цифр до запятой'],
      ['1234567890,123', 'Не больше 2 знаков после запятой'],
      ['-100', 'Сумма закупки не может быть отрицательной'],
      ['1e5', 'Ожидается число, например 1 234,56'],
    ]) {
      const sut = startPurchase();
      sut.actor.send({ type: 'sum.type', text });
      sut.actor.send({ type: 'date.type', text: '2026-11-15' });
      expect(select.selectSumText(sut.snapshot())).toBe(text);
      expect(select.selectSumMessage(sut.snapshot())).toBe(reason);
      sut.actor.send({ type: 'send' });
      expect(sut.saves).toHaveLength(0);
    }
  });

  it('a purchase date from the first day of the quarter up to today is sent; 1999, 2030, the day before the quarter and tomorrow are not', () => {
    for (const date of ['1999-12-31', '2030-01-15', '2026-09-30', '2026-11-20']) {
      const sut = startPurchase();
      sut.actor.send({ type: 'sum.type', text: '10' });
      sut.actor.send({ type: 'date.type', text: date });
      expect(select.selectDateMessage(sut.snapshot())).toBe(outOfBounds);
      sut.actor.send({ type: 'send' });
      expect(sut.saves).toHaveLength(0);
    }
    for (const date of ['2026-10-01', '2026-11-19']) {
      const sut = startPurchase();
      sut.actor.send({ type: 'sum.type', text: '10' });
      sut.actor.send({ type: 'date.type', text: date });
      expect(select.selectDateMessage(sut.snapshot())).toBeNull();
      sut.actor.send({ type: 'send' });
      expect(sut.saves[0].input).toEqual({ purchase: 10, date, pharmacyId: 1 });
    }
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
