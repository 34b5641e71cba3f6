import { count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callPath } from '../../src/api/contract/call';
import { ErrorBody } from '../../src/api/contract/common';
import { SystemOrderResult, orderCalls, type OrderType } from '../../src/api/contract/orders';
import { pharmacySystemOrderSent, stuOrderSent } from '../../src/domain/orders/messages';
import { orderPositions, orders } from '../../server/db/schema';
import { productsNoted } from '../../server/seed/forecast-products';
import { startGateway, type TestGateway } from './support/app';
import { signIn } from './support/requests';

let gateway: TestGateway;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  gateway = await startGateway();
  for (const login of ['apteka1', 'apteka2', 'manager']) tokens[login] = (await signIn(gateway.app, login)).access_token;
});
afterAll(() => gateway?.close());

const post = (path: string, body: unknown, login = 'apteka1') =>
  gateway.app.inject({
    method: 'POST',
    url: `/api${path}`,
    headers: { authorization: `Bearer ${tokens[login]}` },
    payload: body as object,
  });
const send = async (path: string, productsList: unknown[], login = 'apteka1') => {
  const answer = await post(path, { productsList }, login);
  expect(answer.statusCode, answer.body).toBe(200);
  // The gateway answers the plain form: no `data` wrapper, no `err`.
  expect(Object.keys(answer.json() as object).sort()).toEqual(['errorMessage', 'orderId']);
  return v.parse(SystemOrderResult, answer.json());
};
const storedOf = async (orderNumber: string) => {
  const { db } = gateway.database;
  const [order] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  return { order, positions: await db.select().from(orderPositions).where(eq(orderPositions.orderId, order.id)) };
};
const orderCount = async () => (await gateway.database.db.select({ n: count() }).from(orders))[0].n;
const [noBarcode] = productsNoted('no barcode');

describe('POST stu/v1/{type}/purchase/ (trade-unit system СТУ)', () => {
  it('takes products with a barcode, refuses the rest in errorMessage, and stores the order with its type', async () => {
    const result = await send(callPath(orderCalls.sendToStu, { type: 'mtx' }), [
      { promotionalProductId: 40112, orderAmount: 2 },
      { promotionalProductId: noBarcode, orderAmount: 1 },
    ]);
    expect(result.orderId).toMatch(/^СТУ-\d+$/);
    expect(result.errorMessage).toMatch(new RegExp(`^Не приняты позиции: «.+» \\(код ${noBarcode}, 1 уп\\.\\) — нет штрихкода$`));
    expect(stuOrderSent(result)[0]).toBe(`Заказ отправлен в СТУ, номер заказа: ${result.orderId}`);
    const { order, positions } = await storedOf(String(result.orderId));
    expect(order).toMatchObject({ system: 'stu', type: 'mtx', pharmacyId: 1 });
    expect(positions.map((position) => [position.productId, position.accepted, position.reason])).toEqual([
      [40112, true, null],
      [noBarcode, false, 'нет штрихкода'],
    ]);
  });

  it.each(['pi', 'rg'] as OrderType[])('answers errorMessage null when it takes everything (type %s)', async (type) => {
    const result = await send(callPath(orderCalls.sendToStu, { type }), [{ promotionalProductId: 40135, orderAmount: 3 }]);
    expect(result.errorMessage).toBeNull();
    expect(stuOrderSent(result)[1]).toBe('Ошибки при заказе: отсутствуют');
    expect((await storedOf(String(result.orderId))).order.type).toBe(type);
  });
});

describe('POST v1/pharmsm/{type}/purchase/ (pharmacy ordering system)', () => {
  it('refuses a position above 500 packs in errorMessage and takes the rest', async () => {
    const result = await send(callPath(orderCalls.sendToPharmacySystem, { type: 'mtx' }), [
      { promotionalProductId: 40112, orderAmount: 2 },
      { promotionalProductId: 40135, orderAmount: 501 },
    ]);
    expect(result.orderId).toMatch(/^АС-\d+$/);
    expect(result.errorMessage).toContain('(код 40135, 501 уп.) — больше 500 уп. на позицию');
    expect(pharmacySystemOrderSent(result)[0]).toBe(`Заказ отправлен в систему заказов аптеки, номер заказа: ${result.orderId}`);
    const { positions } = await storedOf(String(result.orderId));
    expect(positions.map((position) => position.accepted)).toEqual([true, false]);
  });

  it('refuses a pharmacy whose subdivision has no ordering system, storing nothing', async () => {
    const before = await orderCount();
    const answer = await post(
      callPath(orderCalls.sendToPharmacySystem, { type: 'mtx' }),
      { productsList: [{ promotionalProductId: 40112, orderAmount: 1 }] },
      'apteka2',
    );
    expect(answer.statusCode).toBe(400);
    expect(v.parse(ErrorBody, answer.json()).message).toBe('К подразделению аптеки не подключена система заказов аптеки');
    expect(await orderCount()).toBe(before);
  });

  it.each([orderCalls.sendToPharmacySystem, orderCalls.sendToStu])('answers 400 for an order type it does not know (%#)', async (call) => {
    const answer = await post(callPath(call, { type: 'xyz' }), { productsList: [{ promotionalProductId: 40112, orderAmount: 1 }] });
    expect(answer.statusCode).toBe(400);
    expect(v.parse(ErrorBody, answer.json()).message).toBe('Поле «type»: допустимые значения: mtx, pi, rg');
  });
});
