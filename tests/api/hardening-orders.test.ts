import { Writable } from 'node:stream';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '../../src/api/contract/common';
import { maxOrderPositions, OrderHistory, orderCalls, SystemOrderResult } from '../../src/api/contract/orders';
import { buildApp } from '../../server/app';
import { orderPositions, orders, products } from '../../server/db/schema';
import { loggerOptions } from '../../server/http/logging';
import { startGateway, type TestGateway } from './support/app';
import { signIn, urlOf } from './support/requests';

/**
 * Orders of up to maxOrderPositions positions. An order may name a product in several positions
 * (the gateway stores positions as sent; only the portal merges repeats), so the ~100 products
 * of the demo catalogue, repeated, make an order of any size.
 */
let gateway: TestGateway;
let token: string;
let barcoded: { id: number; price: number }[];
beforeAll(async () => {
  gateway = await startGateway();
  token = (await signIn(gateway.app, 'apteka1')).access_token;
  // СТУ takes every product with a barcode: an order of those is stored whole, all taken.
  const rows = await gateway.database.db
    .select({ id: products.id, price: products.nominalPrice, barcodes: products.barcodes })
    .from(products);
  barcoded = rows.filter((row) => row.barcodes.some((code) => code.trim() !== '')).map(({ id, price }) => ({ id, price }));
});
afterAll(() => gateway?.close());

const orderOf = (positions: number) =>
  Array.from({ length: positions }, (_, index) => ({
    promotionalProductId: barcoded[index % barcoded.length].id,
    orderAmount: (index % 7) + 1,
  }));

const postOrder = (app: FastifyInstance, productsList: unknown[]) =>
  app.inject({
    method: 'POST',
    url: urlOf(orderCalls.sendToStu, { type: 'pi' }),
    headers: { authorization: `Bearer ${token}` },
    payload: { productsList },
  });

const storedOrders = async () => (await gateway.database.db.select({ n: count() }).from(orders))[0].n;

describe('an order of the largest size', () => {
  it(`stores ${maxOrderPositions} positions and reads them back whole`, async () => {
    const lines = orderOf(maxOrderPositions);
    const answer = await postOrder(gateway.app, lines);
    expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
    const { orderId, errorMessage } = v.parse(SystemOrderResult, answer.json());
    expect(errorMessage).toBeNull();

    const history = await gateway.app.inject({
      method: 'GET',
      url: urlOf(orderCalls.orderHistory),
      headers: { authorization: `Bearer ${token}` },
    });
    const order = v.parse(OrderHistory, history.json()).find((entry) => entry.orderId === orderId && entry.system === 'stu');
    const kopecks = lines.reduce(
      (sum, line, index) => sum + line.orderAmount * Math.round(barcoded[index % barcoded.length].price * 100),
      0,
    );
    expect(order).toMatchObject({
      positionsSent: maxOrderPositions,
      positionsAccepted: maxOrderPositions,
      packsSent: lines.reduce((sum, line) => sum + line.orderAmount, 0),
      sumSent: kopecks / 100,
      refused: [],
    });

    // Each position in its place: line numbers 0…99 999, products and amounts as sent.
    const [stored] = await gateway.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.orderNumber, String(orderId)));
    const positions = await gateway.database.db
      .select({ line: orderPositions.line, productId: orderPositions.productId, amount: orderPositions.amount })
      .from(orderPositions)
      .where(eq(orderPositions.orderId, stored.id))
      .orderBy(orderPositions.line);
    expect(positions).toEqual(
      lines.map((line, index) => ({ line: index, productId: line.promotionalProductId, amount: line.orderAmount })),
    );
  }, 60_000);

  it('refuses one position more in Russian and stores nothing', async () => {
    const before = await storedOrders();
    const answer = await postOrder(gateway.app, orderOf(maxOrderPositions + 1));
    expect(answer.statusCode).toBe(400);
    expect(v.parse(ErrorBody, answer.json()).message).toBe(
      'Поле «productsList»: в заказе не больше 100 000 позиций: разделите его на несколько заказов',
    );
    expect(await storedOrders()).toBe(before);
  }, 30_000);
});

describe('a failed order', () => {
  it('logs the route, the status and a short cause: under 4 KB, no SQL parameters', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    const logged = await buildApp({
      db: gateway.database.db,
      clock: gateway.clock.now,
      config: gateway.config,
      logger: { ...loggerOptions('info'), stream },
    });
    const { db } = gateway.database;
    // Every position insert now fails inside the database (a check no amount passes).
    await db.execute(sql`ALTER TABLE order_positions ADD CONSTRAINT forced_failure CHECK (amount < 0) NOT VALID`);
    try {
      const before = await storedOrders();
      const answer = await postOrder(logged, orderOf(20_000));
      expect(answer.statusCode).toBe(500);
      expect(v.parse(ErrorBody, answer.json()).message).toBe('Внутренняя ошибка сервера. Попробуйте позже.');
      expect(await storedOrders()).toBe(before);
    } finally {
      await db.execute(sql`ALTER TABLE order_positions DROP CONSTRAINT forced_failure`);
      await logged.close();
    }
    const failure = lines.find((line) => line.includes('request failed'));
    expect(failure).toBeDefined();
    expect(failure).toContain('POST /api/pharmacy-cabinet-purchase-service/stu/v1/:type/purchase/');
    expect(failure).toContain('"statusCode":500');
    expect(failure).toContain('forced_failure');
    const all = lines.join('\n');
    expect(Buffer.byteLength(all)).toBeLessThan(4096);
    expect(all).not.toMatch(/params/i);
    expect(all).not.toMatch(/(\d+,){20}/);
  }, 30_000);
});
