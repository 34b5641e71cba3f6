import { count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callPath } from '../../src/api/contract/call';
import { ErrorBody } from '../../src/api/contract/common';
import { OrderExecuteResult, PulsStockCheck, orderCalls } from '../../src/api/contract/orders';
import { orderPositions, orders } from '../../server/db/schema';
import { productsNoted } from '../../server/seed/forecast-products';
import { startGateway, type TestGateway } from './support/app';
import { signIn } from './support/requests';

let gateway: TestGateway;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  gateway = await startGateway();
  for (const login of ['apteka1', 'apteka2', 'manager', 'owner']) tokens[login] = (await signIn(gateway.app, login)).access_token;
});
afterAll(() => gateway?.close());

const post = (path: string, body: unknown, login: string | null = 'apteka1') =>
  gateway.app.inject({
    method: 'POST',
    url: `/api${path}`,
    headers: { 'content-type': 'application/json', ...(login ? { authorization: `Bearer ${tokens[login]}` } : {}) },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
type Answer = Awaited<ReturnType<typeof post>>;
const expectMessage = (answer: Answer, status: number, message: string | RegExp) => {
  expect(answer.statusCode, answer.body).toBe(status);
  expect(v.parse(ErrorBody, answer.json()).message).toMatch(message);
};
const counts = async () => {
  const { db } = gateway.database;
  return [(await db.select({ n: count() }).from(orders))[0].n, (await db.select({ n: count() }).from(orderPositions))[0].n];
};
/** The newest stored order with its positions in the order stored. */
const newestOrder = async () => {
  const { db } = gateway.database;
  const all = await db.select().from(orders);
  const order = all.reduce((newest, row) => (row.id > newest.id ? row : newest));
  const positions = await db.select().from(orderPositions).where(eq(orderPositions.orderId, order.id)).orderBy(orderPositions.line);
  return { order, positions };
};

const [notStocked] = productsNoted('not stocked');
const [lowStock] = productsNoted('low stock');

describe('POST purchase-order-execute and purchase-order-rg-execute', () => {
  it.each([
    [callPath(orderCalls.purchaseOrderExecute), 'pi'],
    [callPath(orderCalls.purchaseOrderRgExecute), 'rg'],
  ])('%s buys what the Пульс warehouse stocks, skips the rest with reasons, and stores the order as %s', async (path, type) => {
    const answer = await post(path, {
      productsList: [
        { promotionalProductId: 40112, orderAmount: 2 },
        { promotionalProductId: notStocked, orderAmount: 3 },
        { promotionalProductId: 40496, orderAmount: 1 },
        { promotionalProductId: lowStock, orderAmount: 50 },
      ],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const result = v.parse(OrderExecuteResult, answer.json());
    expect(result.positionPurchasedCount).toBe(2);
    expect(result.skippedPositions.map((position) => [position.product.promotionalProductId, position.amount, position.reason])).toEqual([
      [notStocked, 3, 'Товара нет на складе Пульс MSK-01'],
      [lowStock, 50, expect.stringMatching(/^Недостаточно товара на складе Пульс MSK-01: в наличии [12] уп\., заказано 50 уп\.$/u)],
    ]);
    expect(result.skippedPositions[0].product.promotionalProductName).toMatch(/\S/u);
    expect(result.errorMessage).toMatch(
      new RegExp(
        `^Не приняты позиции: «.+» \\(код ${notStocked}, 3 уп\\.\\) — Товара нет на складе Пульс MSK-01; «.+» \\(код ${lowStock}, 50 уп\\.\\) — Недостаточно`,
        'u',
      ),
    );

    const { order, positions } = await newestOrder();
    expect(order).toMatchObject({ system: 'execute', type, pharmacyId: 1, userId: 1, orderNumber: String(order.id) });
    expect(positions.map((position) => [position.productId, position.amount, position.accepted, position.reason])).toEqual([
      [40112, 2, true, null],
      [40496, 1, true, null],
      [notStocked, 3, false, 'Товара нет на складе Пульс MSK-01'],
      [lowStock, 50, false, expect.stringMatching(/^Недостаточно товара/u)],
    ]);
    expect(positions[0].price).toBe(152.4);
  });

  it('answers errorMessage null when everything was bought, and stores an order of which everything was skipped', async () => {
    const bought = v.parse(
      OrderExecuteResult,
      (await post(callPath(orderCalls.purchaseOrderExecute), { productsList: [{ promotionalProductId: 40112, orderAmount: 1 }] })).json(),
    );
    expect(bought).toEqual({ errorMessage: null, positionPurchasedCount: 1, skippedPositions: [] });
    const before = await counts();
    const skipped = v.parse(
      OrderExecuteResult,
      (
        await post(callPath(orderCalls.purchaseOrderRgExecute), { productsList: [{ promotionalProductId: notStocked, orderAmount: 1 }] })
      ).json(),
    );
    expect(skipped.positionPurchasedCount).toBe(0);
    expect(skipped.skippedPositions).toHaveLength(1);
    expect(await counts()).toEqual([before[0] + 1, before[1] + 1]);
  });

  it("lets staff buy for a pharmacy from that pharmacy's warehouse", async () => {
    const answer = await post(
      callPath(orderCalls.purchaseOrderExecute),
      { productsList: [{ promotionalProductId: 41041, orderAmount: 1 }], pharmacyId: 2 },
      'manager',
    );
    const result = v.parse(OrderExecuteResult, answer.json());
    expect(result.skippedPositions[0].reason).toBe('Товара нет на складе Пульс MSK-02');
    expect((await newestOrder()).order).toMatchObject({ system: 'execute', pharmacyId: 2 });
  });
});

describe('POST puls/stock-check', () => {
  it('names what the Пульс warehouse would refuse, as the order would, and stores nothing', async () => {
    const before = await counts();
    const answer = await post(callPath(orderCalls.pulsStockCheck), {
      productsList: [
        { promotionalProductId: 40112, orderAmount: 1 },
        { promotionalProductId: notStocked, orderAmount: 2 },
      ],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const check = v.parse(PulsStockCheck, answer.json());
    expect(check.warehouseCode).toBe('MSK-01');
    expect(check.rejected).toEqual([
      { product: expect.objectContaining({ promotionalProductId: notStocked }), amount: 2, reason: 'Товара нет на складе Пульс MSK-01' },
    ]);
    expect(await counts()).toEqual(before);
  });

  it('checks apteka2 against its own warehouse; staff name the pharmacy', async () => {
    const own = v.parse(
      PulsStockCheck,
      (
        await post(callPath(orderCalls.pulsStockCheck), { productsList: [{ promotionalProductId: 41041, orderAmount: 1 }] }, 'apteka2')
      ).json(),
    );
    expect(own).toMatchObject({ warehouseCode: 'MSK-02', rejected: [{ reason: 'Товара нет на складе Пульс MSK-02' }] });
    const staff = v.parse(
      PulsStockCheck,
      (
        await post(
          callPath(orderCalls.pulsStockCheck),
          { productsList: [{ promotionalProductId: 41041, orderAmount: 1 }], pharmacyId: 1 },
          'manager',
        )
      ).json(),
    );
    expect(staff).toEqual({ warehouseCode: 'MSK-01', rejected: [] });
  });
});

describe('execute and stock check refuse bad input and other pharmacies, storing nothing', () => {
  const paths = [
    callPath(orderCalls.purchaseOrderExecute),
    callPath(orderCalls.purchaseOrderRgExecute),
    callPath(orderCalls.pulsStockCheck),
  ];

  it.each(paths)('%s', async (path) => {
    const before = await counts();
    const line = { promotionalProductId: 40112, orderAmount: 1 };
    expectMessage(await post(path, { productsList: [] }), 400, /^Поле «productsList»: список товаров пуст/u);
    expectMessage(
      await post(path, { productsList: [line, { promotionalProductId: 40496, orderAmount: -1 }] }),
      400,
      'Поле «productsList.1.orderAmount»: Только целое число упаковок',
    );
    expectMessage(
      await post(path, { productsList: [{ promotionalProductId: 'x', orderAmount: 1 }] }),
      400,
      'Поле «productsList.0.promotionalProductId»: код товара должен быть числом',
    );
    expectMessage(
      await post(path, { productsList: [line, { promotionalProductId: 12345678, orderAmount: 1 }] }),
      400,
      /товар с кодом 12345678 не найден/u,
    );
    expectMessage(await post(path, 'not json'), 400, /\S/u);
    expectMessage(await post(path, { productsList: [line], pharmacyId: 1 }, 'apteka2'), 403, 'Нет доступа к данным другой аптеки');
    expectMessage(await post(path, { productsList: [line] }, 'manager'), 400, /^Поле «pharmacyId»/u);
    expectMessage(await post(path, { productsList: [line], pharmacyId: 999 }, 'manager'), 404, 'Аптека №999 не найдена');
    expectMessage(await post(path, { productsList: [line] }, 'owner'), 403, 'Недостаточно прав для этого действия');
    expectMessage(await post(path, { productsList: [line] }, null), 401, 'Требуется вход в систему');
    expect(await counts()).toEqual(before);
  });
});
