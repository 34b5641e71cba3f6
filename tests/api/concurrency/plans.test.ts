import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  SalesMotivation,
  SalesMotivationSaved,
  salesMotivationCalls,
  type ProductProperty,
} from '../../../src/api/contract/sales-motivation';
import { CHANGED_ELSEWHERE } from '../../../src/api/contract/common';
import { lastDayOf, previousMonth } from '../../../server/services/sales-motivation/months';
import { PARALLEL, serverErrors, statusCounts, targetKinds, targetsOfFile, type Target } from './support';
import { urlOf } from '../support/requests';

const cashiers = [
  'Иванова Мария Сергеевна',
  'Петров Алексей Викторович',
  'Смирнова Ольга Николаевна',
  'Кузнецова Анна Павловна',
  'Соколов Дмитрий Андреевич',
];
const products = [40112, 40135, 40311, 41023, 40496, 41031, 41042, 40187];

/** The n-th of the parallel plans: its own products, bonuses and cashier plans, so a mix of two shows. */
const planNumber = (n: number): ProductProperty[] =>
  products.slice(0, 1 + (n % products.length)).map((promotionalProductId, index) => ({
    promotionalProductId,
    points: n * 10 + index,
    cashierObjective: cashiers
      .slice(0, 1 + ((n + index) % cashiers.length))
      .map((cashierNameFull, at) => ({ cashierNameFull, plan: n + at })),
  }));

/** The month after, as its first day. */
const nextMonth = (monthStart: string) => {
  const [year, month] = monthStart.split('-').map(Number);
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
};

const planUrl = urlOf(salesMotivationCalls.saveSalesMotivation);
const saveBody = (month: string, productProperties: ProductProperty[], extra: object = {}) => ({
  startDate: month,
  expirationDate: lastDayOf(month),
  pharmacies: [1],
  productProperties,
  ...extra,
});
const readPlan = async (target: Target, month: string) => {
  const answer = await target.get(`${planUrl}?startDate=${month}`);
  expect(answer.status, answer.body).toBe(200);
  return v.parse(SalesMotivation, answer.json());
};

/** The save of the replies answered last: stamps only move forward, so the latest stamp committed last. */
function lastCommitted<T>(bodies: T[], replies: { json(): unknown }[]): { body: T; stamp: string } {
  const stamps = replies.map((reply) => v.parse(SalesMotivationSaved, reply.json()).salesMotivationUpdateDate);
  const last = stamps.reduce((latest, stamp, index) => (Date.parse(stamp) > Date.parse(stamps[latest]) ? index : latest), 0);
  expect(new Set(stamps).size, 'each save its own stamp').toBe(stamps.length);
  return { body: bodies[last], stamp: stamps[last] };
}

const targets = targetsOfFile();

describe.each(targetKinds)('sales-motivation plans written at once, %s', (kind) => {
  const target = targets[kind];

  it(`answers ${PARALLEL} parallel saves of one month without a 5xx and keeps the last committed whole`, { timeout: 60_000 }, async () => {
    const { month } = target.current;
    const bodies = Array.from({ length: PARALLEL }, (_, n) => saveBody(month, planNumber(n + 1)));
    const replies = await Promise.all(bodies.map((body) => target.current.post(planUrl, body)));
    expect(serverErrors(replies), JSON.stringify(statusCounts(replies))).toEqual([]);
    expect(statusCounts(replies)).toEqual({ 200: PARALLEL });
    const last = lastCommitted(bodies, replies);
    const stored = await readPlan(target.current, month);
    expect(stored).toEqual({
      startDate: month,
      expirationDate: lastDayOf(month),
      salesMotivationUpdateDate: last.stamp,
      productProperties: last.body.productProperties,
    });
  });

  it(`answers ${PARALLEL} parallel prolongs without a 5xx, the month holding the previous one's plan`, { timeout: 60_000 }, async () => {
    const { month } = target.current;
    const previous = await readPlan(target.current, previousMonth(month));
    expect(previous.productProperties.length).toBeGreaterThan(0);
    const replies = await Promise.all(
      Array.from({ length: PARALLEL }, () => target.current.post(urlOf(salesMotivationCalls.prolongSalesMotivation), undefined)),
    );
    expect(serverErrors(replies), JSON.stringify(statusCounts(replies))).toEqual([]);
    expect(statusCounts(replies)).toEqual({ 200: PARALLEL });
    const last = lastCommitted(replies, replies);
    expect(await readPlan(target.current, month)).toMatchObject({
      salesMotivationUpdateDate: last.stamp,
      productProperties: previous.productProperties,
    });
  });

  it(`answers saves and prolongs mixed, ${PARALLEL} at once, without a 5xx and keeps one of them whole`, { timeout: 60_000 }, async () => {
    const { month } = target.current;
    const previous = await readPlan(target.current, previousMonth(month));
    const writes = Array.from({ length: PARALLEL }, (_, n) => (n % 2 === 0 ? planNumber(n + 1) : previous.productProperties));
    const replies = await Promise.all(
      writes.map((properties, n) =>
        n % 2 === 0
          ? target.current.post(planUrl, saveBody(month, properties))
          : target.current.post(urlOf(salesMotivationCalls.prolongSalesMotivation), undefined),
      ),
    );
    expect(serverErrors(replies), JSON.stringify(statusCounts(replies))).toEqual([]);
    expect(statusCounts(replies)).toEqual({ 200: PARALLEL });
    const last = lastCommitted(writes, replies);
    expect(await readPlan(target.current, month)).toMatchObject({ salesMotivationUpdateDate: last.stamp, productProperties: last.body });
  });

  it(
    `lets one of ${PARALLEL} saves based on the same loaded plan through and answers the others 409, storing nothing of theirs`,
    { timeout: 60_000 },
    async () => {
      const { month } = target.current;
      const loaded = await readPlan(target.current, month);
      const bodies = Array.from({ length: PARALLEL }, (_, n) =>
        saveBody(month, planNumber(n + 3), { salesMotivationUpdateDate: loaded.salesMotivationUpdateDate }),
      );
      const replies = await Promise.all(bodies.map((body) => target.current.post(planUrl, body)));
      expect(statusCounts(replies)).toEqual({ 200: 1, 409: PARALLEL - 1 });
      for (const reply of replies.filter((answer) => answer.status === 409)) expect(reply.json()).toEqual({ message: CHANGED_ELSEWHERE });
      const winner = replies.findIndex((reply) => reply.status === 200);
      expect(await readPlan(target.current, month)).toMatchObject({
        salesMotivationUpdateDate: v.parse(SalesMotivationSaved, replies[winner].json()).salesMotivationUpdateDate,
        productProperties: bodies[winner].productProperties,
      });
    },
  );
});

describe.each(targetKinds)('a plan saved from a stale editor, %s', (kind) => {
  const target = targets[kind];

  it('answers 409 with the message the screen shows when another tab saved since, and keeps that save', async () => {
    const { month } = target.current;
    const loaded = await readPlan(target.current, month);
    const first = await target.current.post(
      planUrl,
      saveBody(month, planNumber(1), { salesMotivationUpdateDate: loaded.salesMotivationUpdateDate }),
    );
    expect(first.status, first.body).toBe(200);
    const stale = await target.current.post(
      planUrl,
      saveBody(month, planNumber(2), { salesMotivationUpdateDate: loaded.salesMotivationUpdateDate }),
    );
    expect(stale.status, stale.body).toBe(409);
    expect(stale.json()).toEqual({ message: 'Изменено в другом окне — обновите страницу, чтобы увидеть последние данные' });
    expect((await readPlan(target.current, month)).productProperties).toEqual(planNumber(1));

    // Reloaded, the same editor saves.
    const reloaded = await readPlan(target.current, month);
    const again = await target.current.post(
      planUrl,
      saveBody(month, planNumber(2), { salesMotivationUpdateDate: reloaded.salesMotivationUpdateDate }),
    );
    expect(again.status, again.body).toBe(200);
    expect((await readPlan(target.current, month)).productProperties).toEqual(planNumber(2));
  });

  it('answers 409 to an editor that loaded no plan when one was saved since; saves when none was', async () => {
    const next = nextMonth(target.current.month);
    const empty = await readPlan(target.current, next);
    expect(empty.salesMotivationUpdateDate).toBeNull();
    const first = await target.current.post(planUrl, saveBody(next, planNumber(4), { salesMotivationUpdateDate: null }));
    expect(first.status, first.body).toBe(200);
    const stale = await target.current.post(planUrl, saveBody(next, planNumber(5), { salesMotivationUpdateDate: null }));
    expect(stale.status, stale.body).toBe(409);
    expect((await readPlan(target.current, next)).productProperties).toEqual(planNumber(4));
  });

  it('refuses a loaded date that is no date with a Russian 400', async () => {
    const answer = await target.current.post(planUrl, saveBody(target.current.month, [], { salesMotivationUpdateDate: 'вчера' }));
    expect(answer.status, answer.body).toBe(400);
    expect(answer.json()).toEqual({ message: 'Поле «salesMotivationUpdateDate»: ожидается дата и время в формате ISO 8601' });
  });
});
