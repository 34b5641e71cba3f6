import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError, noNetworkText } from '../../src/api/shared/http';
import { pharmacyPurchaseMachine } from '../../src/machines/reports/pharmacy-purchase.machine';
import { selectCanSend, selectCurrentLine, selectDateMessage } from '../../src/machines/reports/pharmacy-purchase.selectors';
import { fakeGateway, json } from './support/fake-server';
import { heldOffline } from './support/offline-connection';

/*
 * The purchase form against the gateway and the line: what it reads and saves, the day it counts
 * from when the page gives none, the date text it accepts, and its read retried when the line is back.
 */

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const isoDay = (day: Date) =>
  `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;

let uninstall = () => {};
afterEach(() => uninstall());

describe('the purchase form against the gateway', () => {
  it('reads the sum of its own pharmacy and saves what was typed, counting the quarter from today', async () => {
    const gateway = fakeGateway((request) => (request.method === 'GET' ? json(null) : new Response('OK')));
    const actor = createActor(pharmacyPurchaseMachine, { input: { pharmacyId: 42 } }).start();
    await waitFor(actor, (s) => s.matches({ current: 'shown' }));
    expect(selectCurrentLine(actor.getSnapshot())).toBe('Сумма закупки за текущий квартал ещё не внесена');
    const today = isoDay(new Date());
    actor.send({ type: 'sum.type', text: '1234,56' });
    actor.send({ type: 'date.type', text: '2000-01-03' });
    expect(selectDateMessage(actor.getSnapshot())).toMatch(/^Дата закупки должна быть в текущем квартале/u);
    actor.send({ type: 'date.type', text: today });
    expect(selectDateMessage(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'send' });
    await waitFor(actor, (s) => s.matches({ form: 'saved' }));
    expect(gateway.asked()).toEqual([
      'GET /api/common/pharmacy_purchase/current?pharmacyId=42',
      'PUT /api/common/pharmacy_purchase/save',
      'GET /api/common/pharmacy_purchase/current?pharmacyId=42',
    ]);
    expect(gateway.bodies()[1]).toEqual({ purchase: 1234.56, date: today, pharmacyId: 42 });
    expect(gateway.signals.every(Boolean)).toBe(true);
  });

  it('only a whole YYYY-MM-DD is a date: text around it is no date to send', () => {
    for (const text of ['x2026-11-15', '2026-11-155', '2026-11-15 ']) {
      const actor = createActor(pharmacyPurchaseMachine, { input: { pharmacyId: 1, now: () => new Date(2026, 10, 19) } });
      actor.start();
      actor.send({ type: 'sum.type', text: '10' });
      actor.send({ type: 'date.type', text });
      expect(selectDateMessage(actor.getSnapshot()), text).toBe('Поле обязательное для заполнения');
      expect(selectCanSend(actor.getSnapshot()), text).toBe(false);
    }
  });

  it('a read of the sum failed for want of the line is read again once the browser is back online', async () => {
    const held = heldOffline();
    uninstall = held.uninstall;
    const { connection } = held;
    let reads = 0;
    const machine = pharmacyPurchaseMachine.provide({
      actors: {
        loadCurrentPurchase: fromPromise(async () => {
          reads += 1;
          if (reads === 1) throw new ApiError(0, noNetworkText, true, { line: 'network' });
          return { purchase: 10, date: '2026-11-15' };
        }) as never,
      },
    });
    const actor = createActor(machine, { input: { pharmacyId: 1, now: () => new Date(2026, 10, 19) } }).start();
    await settle();
    expect(actor.getSnapshot().matches({ current: 'failed' })).toBe(true);
    connection.send({ type: 'browser.online' });
    await settle();
    expect(reads).toBe(2);
    expect(selectCurrentLine(actor.getSnapshot())).toBe('Сумма закупки за текущий квартал: 10,00 руб. на 15.11.2026');
  });
});
