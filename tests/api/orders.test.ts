import { count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { read, utils } from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callPath } from '../../src/api/contract/call';
import { ErrorBody } from '../../src/api/contract/common';
import { PharmacySystems } from '../../src/api/contract/forecast';
import { PulsPurchaseResult, orderFileTypes, orderCalls } from '../../src/api/contract/orders';
import { fileNameFromContentDisposition } from '../../src/domain/orders/file-names';
import { orderPositions, orders } from '../../server/db/schema';
import { productsNoted } from '../../server/seed/forecast-products';
import { startGateway, type TestGateway } from './support/app';
import { getWithToken, signIn } from './support/requests';

let gateway: TestGateway;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  gateway = await startGateway();
  for (const login of ['apteka1', 'apteka2', 'manager', 'owner']) tokens[login] = (await signIn(gateway.app, login)).access_token;
});
afterAll(() => gateway?.close());

const get = (path: string, login: string | null = 'apteka1') => getWithToken(gateway.app, `/api${path}`, login ? tokens[login] : undefined);
const post = (path: string, body: unknown, login: string | null = 'apteka1') =>
  gateway.app.inject({
    method: 'POST',
    url: `/api${path}`,
    headers: login ? { authorization: `Bearer ${tokens[login]}` } : {},
    payload: body as object,
  });
type Answer = Awaited<ReturnType<typeof get>>;
const expectMessage = (answer: Answer, status: number, message: string | RegExp) => {
  expect(answer.statusCode, answer.body).toBe(status);
  expect(v.parse(ErrorBody, answer.json()).message).toMatch(message);
};
const purchase = async (productsList: unknown[], login = 'apteka1', pharmacyId?: number) => {
  const answer = await post(callPath(orderCalls.sendToPuls), { productsList, ...(pharmacyId ? { pharmacyId } : {}) }, login);
  expect(answer.statusCode, answer.body).toBe(200);
  return v.parse(PulsPurchaseResult, answer.json());
};
const [notStocked] = productsNoted('not stocked');
const [lowStock] = productsNoted('low stock');
const check = (subdivCode: string, login = 'apteka1') =>
  get(`${callPath(orderCalls.pharmacySystems)}?subdivCode=${encodeURIComponent(subdivCode)}`, login);

describe('GET the pharmacy ordering system check by subdivCode', () => {
  it("answers apteka1's system and an empty list for apteka2's subdivision", async () => {
    const apteka1 = v.parse(PharmacySystems, (await check('0101')).json());
    expect(apteka1).toEqual([{ code: 'APTEKA-SOFT', name: 'Система заказов аптеки «Аптека-Софт»' }]);
    expect(v.parse(PharmacySystems, (await check('0102', 'apteka2')).json())).toEqual([]);
    expect(v.parse(PharmacySystems, (await check('0101', 'manager')).json())).toEqual(apteka1);
  });

  it("refuses a pharmacy user another subdivision's, a missing code, and callers without rights", async () => {
    expectMessage(await check('0102'), 403, 'Нет доступа к данным другой аптеки');
    expectMessage(await check('0101', 'apteka2'), 403, 'Нет доступа к данным другой аптеки');
    expectMessage(await get(callPath(orderCalls.pharmacySystems), 'manager'), 400, /^Поле «subdivCode»/);
    expectMessage(await check('0101', 'owner'), 403, 'Недостаточно прав для этого действия');
    expectMessage(await get(callPath(orderCalls.pharmacySystems), null), 401, 'Требуется вход в систему');
  });
});

describe('POST v1/puls/purchase', () => {
  it('rejects a product the warehouse does not stock and one it holds too few of, with reasons, and stores the order', async () => {
    const result = await purchase([
      { promotionalProductId: 40112, orderAmount: 2 },
      { promotionalProductId: notStocked, orderAmount: 3 },
      { promotionalProductId: lowStock, orderAmount: 5 },
    ]);
    expect(result.orderId).toMatch(/^\d+$/);
    expect(result.rejected.map((position) => [position.product.promotionalProductId, position.amount])).toEqual([
      [notStocked, 3],
      [lowStock, 5],
    ]);
    expect(result.rejected[0].reason).toBe('Товара нет на складе Пульс MSK-01');
    expect(result.rejected[1].reason).toMatch(/^Недостаточно товара на складе Пульс MSK-01: в наличии [12] уп\., заказано 5 уп\.$/);
    expect(result.rejected[0].product.promotionalProductName).toMatch(/\S/);

    const { db } = gateway.database;
    const [order] = await db.select().from(orders).where(eq(orders.orderNumber, result.orderId));
    expect(order).toMatchObject({ system: 'puls', pharmacyId: 1, userId: 1 });
    const positions = await db.select().from(orderPositions).where(eq(orderPositions.orderId, order.id));
    expect(positions.map((position) => [position.productId, position.accepted])).toEqual([
      [40112, true],
      [notStocked, false],
      [lowStock, false],
    ]);
    expect(positions[0].price).toBe(152.4);
  });

  it('numbers an order even when every position is rejected, and accepts one that is all in stock', async () => {
    expect((await purchase([{ promotionalProductId: notStocked, orderAmount: 1 }])).rejected).toHaveLength(1);
    expect((await purchase([{ promotionalProductId: 40112, orderAmount: 1 }])).rejected).toEqual([]);
  });

  it("lets staff order for a pharmacy from that pharmacy's warehouse; a pharmacy user cannot name another", async () => {
    // MSK-02 of apteka2 does not carry every seventh product (41041 is one).
    const result = await purchase([{ promotionalProductId: 41041, orderAmount: 1 }], 'manager', 2);
    expect(result.rejected[0].reason).toBe('Товара нет на складе Пульс MSK-02');
    expectMessage(
      await post(callPath(orderCalls.sendToPuls), { productsList: [{ promotionalProductId: 40112, orderAmount: 1 }] }, 'manager'),
      400,
      /^Поле «pharmacyId»/,
    );
    const before = await gateway.database.db.select({ n: count() }).from(orders);
    const other = { productsList: [{ promotionalProductId: 40112, orderAmount: 1 }], pharmacyId: 1 };
    expectMessage(await post(callPath(orderCalls.sendToPuls), other, 'apteka2'), 403, 'Нет доступа к данным другой аптеки');
    expect(await gateway.database.db.select({ n: count() }).from(orders)).toEqual(before);
  });
});

describe('GET v1/puls/purchase/{id}/rejected.xlsx', () => {
  it('lists the rejected positions of the order with their reasons, under a Russian name', async () => {
    const { orderId } = await purchase([
      { promotionalProductId: 40112, orderAmount: 1 },
      { promotionalProductId: notStocked, orderAmount: 4 },
    ]);
    const answer = await get(callPath(orderCalls.rejectedXlsx, { orderId }));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe(orderFileTypes.xlsx);
    expect(fileNameFromContentDisposition(String(answer.headers['content-disposition']))).toBe(
      `Отклонённые позиции заказа ${orderId}.xlsx`,
    );
    const book = read(answer.rawPayload, { type: 'buffer' });
    const lines = utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
    expect(lines[0]).toEqual(['Код товара', 'Товар', 'Штрихкоды', 'Количество, уп.', 'Причина отказа']);
    expect(lines).toHaveLength(2);
    expect(lines[1][0]).toBe(notStocked);
    expect(lines[1][3]).toBe(4);
    expect(lines[1][4]).toBe('Товара нет на складе Пульс MSK-01');
  });

  it("answers 403 for another pharmacy's order, 404 for an unknown one, 400 for a malformed number", async () => {
    const { orderId } = await purchase([{ promotionalProductId: notStocked, orderAmount: 1 }]);
    expectMessage(await get(callPath(orderCalls.rejectedXlsx, { orderId }), 'apteka2'), 403, 'Нет доступа к данным другой аптеки');
    expect((await get(callPath(orderCalls.rejectedXlsx, { orderId }), 'manager')).statusCode).toBe(200);
    expectMessage(await get(callPath(orderCalls.rejectedXlsx, { orderId: '99999999' })), 404, 'Заказ №99999999 не найден');
    expectMessage(await get(callPath(orderCalls.rejectedXlsx, { orderId: 'abc' })), 400, 'Поле «orderId»: ожидается номер заказа');
    expectMessage(await get(callPath(orderCalls.rejectedXlsx, { orderId }), null), 401, 'Требуется вход в систему');
  });
});
