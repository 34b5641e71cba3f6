import { count } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callPath } from '../../src/api/contract/call';
import { ErrorBody } from '../../src/api/contract/common';
import { orderFileTypes, orderCalls } from '../../src/api/contract/orders';
import { orderCsvHeaders } from '../../src/domain/orders/order-csv';
import { fileNameFromContentDisposition } from '../../src/domain/orders/file-names';
import { orderPositions, orders } from '../../server/db/schema';
import { startGateway, type TestGateway } from './support/app';
import { signIn } from './support/requests';

let gateway: TestGateway;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  gateway = await startGateway();
  for (const login of ['apteka1', 'owner']) tokens[login] = (await signIn(gateway.app, login)).access_token;
});
afterAll(() => gateway?.close());

/** A raw POST: the body is sent as given, JSON by default. */
const post = (path: string, payload: string, login: string | null = 'apteka1', contentType = 'application/json') =>
  gateway.app.inject({
    method: 'POST',
    url: `/api${path}`,
    headers: { 'content-type': contentType, ...(login ? { authorization: `Bearer ${tokens[login]}` } : {}) },
    payload,
  });
const stored = async () => {
  const { db } = gateway.database;
  return [(await db.select({ n: count() }).from(orders))[0].n, (await db.select({ n: count() }).from(orderPositions))[0].n];
};
const line = (promotionalProductId: unknown, orderAmount: unknown) => ({ promotionalProductId, orderAmount });
const body = (...lines: unknown[]) => JSON.stringify({ productsList: lines });

const routes = [
  callPath(orderCalls.profitForecastForPuls),
  callPath(orderCalls.sendToPuls),
  callPath(orderCalls.sendToPharmacySystem, { type: 'mtx' }),
  callPath(orderCalls.sendToStu, { type: 'mtx' }),
];

const refused: [string, string, string][] = [
  ['an empty list', body(), 'Поле «productsList»: список товаров пуст: добавьте хотя бы одну позицию с количеством больше нуля'],
  ['amount 0', body(line(40112, 0)), 'Поле «productsList.0.orderAmount»: количество должно быть больше нуля'],
  ['amount -1', body(line(40112, 2), line(40135, -1)), 'Поле «productsList.1.orderAmount»: Только целое число упаковок'],
  ["amount 'abc'", body(line(40112, 'abc')), 'Поле «productsList.0.orderAmount»: количество должно быть числом'],
  ['amount 1.5', body(line(40112, 1.5)), 'Поле «productsList.0.orderAmount»: Только целое число упаковок'],
  // The screens' per-line bound, in their words.
  [
    'amount 10 001',
    body(line(40112, 10_000), line(40135, 10_001)),
    'Поле «productsList.1.orderAmount»: Не больше 10 000 упаковок в строке',
  ],
  ['amount 599 999 999 999', body(line(40112, 599_999_999_999)), 'Поле «productsList.0.orderAmount»: Не больше 10 000 упаковок в строке'],
  ['amount 1e307', body(line(40112, 1e307)), 'Поле «productsList.0.orderAmount»: Не больше 10 000 упаковок в строке'],
  ["amount '1,5'", body(line(40112, '1,5')), 'Поле «productsList.0.orderAmount»: количество должно быть числом'],
  [
    'an unknown product',
    body(line(40112, 1), line(999_999, 1)),
    'Поле «productsList.1.promotionalProductId»: товар с кодом 999999 не найден',
  ],
  [
    'a product id beyond any integer column',
    body(line(1e12, 1)),
    'Поле «productsList.0.promotionalProductId»: товар с кодом 1000000000000 не найден',
  ],
  ['a line without an amount', body({ promotionalProductId: 40112 }), 'Поле «productsList.0.orderAmount»: не указано количество'],
  ['no list', '{}', 'Поле «productsList»: не указан список товаров'],
  ['a list that is not one', JSON.stringify({ productsList: 'все' }), 'Поле «productsList»: ожидается список товаров'],
  ['JSON null', 'null', 'Запрос: ожидается объект с полем productsList'],
  ['broken JSON', '{"productsList": [', 'Тело запроса не является корректным JSON'],
];

describe('order calls refuse bad orders with 400 in Russian and store nothing', () => {
  for (const route of routes) {
    it.each(refused)(`${route}: %s`, async (_case, payload, message) => {
      const before = await stored();
      const answer = await post(route, payload);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(v.parse(ErrorBody, answer.json()).message).toBe(message);
      expect(await stored()).toEqual(before);
    });
  }

  it.each(routes)('%s: 401 without a token, 403 without READ_REPORTS, never a 500 for junk', async (route) => {
    expect((await post(route, body(line(40112, 1)), null)).statusCode).toBe(401);
    expect((await post(route, body(line(40112, 1)), 'owner')).statusCode).toBe(403);
    for (const [payload, type] of [
      ['<order/>', 'application/xml'],
      ['productsList=1', 'application/x-www-form-urlencoded'],
      ['{"__proto__":{"productsList":[]},"productsList":[{"promotionalProductId":40112,"orderAmount":1e400}]}', 'application/json'],
      [JSON.stringify({ productsList: [line('4\u00000112', 1)] }), 'application/json'],
    ]) {
      const answer = await post(route, payload, 'apteka1', type);
      expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, answer.body).toBeLessThan(500);
    }
  });
});

describe('POST v1/profit-forecast-for-puls', () => {
  it('answers the csv for the wholesale information system, one line per product, and stores nothing', async () => {
    const before = await stored();
    const answer = await post(callPath(orderCalls.profitForecastForPuls), body(line(40112, 2), line(40135, 1), line(40112, 3)));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe(orderFileTypes.csv);
    expect(fileNameFromContentDisposition(String(answer.headers['content-disposition']))).toBe('Заказ 19.11.2026.csv');
    const text = answer.body;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(orderCsvHeaders.join(';'));
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^40112;\d{13};Нурофен, таблетки 200 мг №20;5;152,40;762,00$/);
    expect(await stored()).toEqual(before);
  });
});
