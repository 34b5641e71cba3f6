import { inArray } from 'drizzle-orm';
import { ORDER_HISTORY_LIMIT } from '../../server/services/orders/history';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callPath } from '../../src/api/contract/call';
import { ErrorBody } from '../../src/api/contract/common';
import {
  OrderHistory,
  OrderLines,
  PulsPurchaseResult,
  SystemOrderResult,
  orderCalls,
  type OrderHistoryEntry,
} from '../../src/api/contract/orders';
import { orderPositions, orders } from '../../server/db/schema';
import { productsNoted } from '../../server/seed/forecast-products';
import { startGateway, type TestGateway } from './support/app';
import { getWithToken, signIn, urlOf } from './support/requests';

let gateway: TestGateway;
const tokens: Record<string, string> = {};
const sent: Record<string, string> = {};
const [notStocked] = productsNoted('not stocked');
const [noBarcode] = productsNoted('no barcode');

const post = (path: string, body: unknown, login = 'apteka1') =>
  gateway.app.inject({
    method: 'POST',
    url: `/api${path}`,
    headers: { authorization: `Bearer ${tokens[login]}` },
    payload: body as object,
  });
const history = (query = '', login: string | null = 'apteka1') =>
  getWithToken(gateway.app, `${urlOf(orderCalls.orderHistory)}${query}`, login ? tokens[login] : undefined);
type Answer = Awaited<ReturnType<typeof history>>;
const expectMessage = (answer: Answer, status: number, message: string | RegExp) => {
  expect(answer.statusCode, answer.body).toBe(status);
  expect(v.parse(ErrorBody, answer.json()).message).toMatch(message);
};
const entries = async (query = '', login = 'apteka1') => {
  const answer = await history(query, login);
  expect(answer.statusCode, answer.body).toBe(200);
  return v.parse(OrderHistory, answer.json());
};
const byNumber = (list: OrderHistoryEntry[], system: string, orderId: string) =>
  list.find((entry) => entry.system === system && entry.orderId === orderId);

beforeAll(async () => {
  gateway = await startGateway();
  for (const login of ['apteka1', 'apteka2', 'manager', 'owner']) tokens[login] = (await signIn(gateway.app, login)).access_token;
  // Four orders of apteka1, a minute apart, one to each system; one of apteka2.
  const lines = (extra: object) => ({ productsList: [{ promotionalProductId: 40112, orderAmount: 2 }, extra] });
  const puls = v.parse(
    PulsPurchaseResult,
    (await post(callPath(orderCalls.sendToPuls), lines({ promotionalProductId: notStocked, orderAmount: 3 }))).json(),
  );
  sent.puls = puls.orderId;
  gateway.clock.advance(60);
  sent.stu = v.parse(
    SystemOrderResult,
    (await post(callPath(orderCalls.sendToStu, { type: 'pi' }), lines({ promotionalProductId: noBarcode, orderAmount: 1 }))).json(),
  ).orderId!;
  gateway.clock.advance(60);
  sent.pharmsm = v.parse(
    SystemOrderResult,
    (
      await post(callPath(orderCalls.sendToPharmacySystem, { type: 'mtx' }), lines({ promotionalProductId: 40496, orderAmount: 501 }))
    ).json(),
  ).orderId!;
  gateway.clock.advance(60);
  expect(
    (await post(callPath(orderCalls.purchaseOrderRgExecute), lines({ promotionalProductId: notStocked, orderAmount: 1 }))).statusCode,
  ).toBe(200);
  gateway.clock.advance(60);
  sent.apteka2 = v.parse(
    PulsPurchaseResult,
    (await post(callPath(orderCalls.sendToPuls), { productsList: [{ promotionalProductId: 40112, orderAmount: 1 }] }, 'apteka2')).json(),
  ).orderId;
});
afterAll(() => gateway?.close());
afterEach(async () => {
  gateway.clock.reset();
  tokens.apteka1 = (await signIn(gateway.app, 'apteka1')).access_token;
});

describe('GET v1/orders (the order history)', () => {
  it('lists every order of the pharmacy, newest first, with what was sent, accepted and refused', async () => {
    const list = await entries();
    const ours = list.filter((entry) => [sent.puls, sent.stu, sent.pharmsm].includes(entry.orderId) || entry.system === 'execute');
    expect(ours.map((entry) => [entry.system, entry.type])).toEqual([
      ['execute', 'rg'],
      ['pharmsm', 'mtx'],
      ['stu', 'pi'],
      ['puls', null],
    ]);
    const times = list.map((entry) => Date.parse(entry.created));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const puls = byNumber(list, 'puls', sent.puls)!;
    expect(puls.created).toBe('2026-11-19T07:30:00.000Z');
    expect(puls).toMatchObject({ positionsSent: 2, packsSent: 5, positionsAccepted: 1, sumAccepted: 304.8 });
    expect(puls.sumSent).toBeCloseTo(304.8 + 3 * 298.5, 2);
    expect(puls.refused).toEqual([
      {
        product: {
          promotionalProductId: notStocked,
          promotionalProductName: 'Нурофен Экспресс Форте, капсулы 400 мг №10',
          barcodes: expect.any(Array),
        },
        amount: 3,
        reason: 'Товара нет на складе Пульс MSK-01',
      },
    ]);
    expect(byNumber(list, 'stu', sent.stu)!.refused.map((line) => [line.product.promotionalProductId, line.reason])).toEqual([
      [noBarcode, 'нет штрихкода'],
    ]);
    expect(byNumber(list, 'pharmsm', sent.pharmsm)).toMatchObject({
      positionsSent: 2,
      packsSent: 503,
      positionsAccepted: 1,
      refused: [{ amount: 501, reason: 'больше 500 уп. на позицию' }],
    });
    const execute = ours[0];
    expect(execute.orderId).toMatch(/^\d+$/u);
    expect(execute).toMatchObject({
      positionsSent: 2,
      positionsAccepted: 1,
      sumAccepted: 304.8,
      refused: [{ amount: 1, reason: 'Товара нет на складе Пульс MSK-01' }],
    });
  });

  it("shows a pharmacy only its own orders: never apteka2's in apteka1's history, 403 for another pharmacy's id", async () => {
    const list = await entries();
    expect(byNumber(list, 'puls', sent.apteka2)).toBeUndefined();
    const ids = await gateway.database.db
      .select({ pharmacyId: orders.pharmacyId })
      .from(orders)
      .where(
        inArray(
          orders.orderNumber,
          list.map((entry) => entry.orderId),
        ),
      );
    expect(new Set(ids.map((row) => row.pharmacyId))).toEqual(new Set([1]));
    const apteka2 = await entries('', 'apteka2');
    expect(apteka2.map((entry) => entry.orderId)).toContain(sent.apteka2);
    expect(apteka2.map((entry) => entry.orderId)).not.toContain(sent.puls);
    expectMessage(await history('?pharmacyId=1', 'apteka2'), 403, 'Нет доступа к данным другой аптеки');
    expect(await entries('?pharmacyId=2', 'apteka2')).toEqual(apteka2);
  });

  it('keeps the last 90 days by default, up to 366 when asked', async () => {
    // Tokens expire as the clock moves: sign in again after each move.
    const later = async (days: number) => {
      gateway.clock.advance(days * 86_400);
      tokens.apteka1 = (await signIn(gateway.app, 'apteka1')).access_token;
    };
    await later(89);
    expect(byNumber(await entries(), 'puls', sent.puls)).toBeDefined();
    await later(2);
    expect(byNumber(await entries(), 'puls', sent.puls)).toBeUndefined();
    expect(byNumber(await entries('?days=91'), 'puls', sent.puls)).toBeDefined();
    await later(300);
    expect(byNumber(await entries('?days=366'), 'puls', sent.puls)).toBeUndefined();
    expect(await entries('?days=366')).toEqual([]);
  });

  it('lets staff read a pharmacy they name; they must name one', async () => {
    const staff = await entries('?pharmacyId=1', 'manager');
    expect(staff).toEqual(await entries());
    expectMessage(await history('', 'manager'), 400, /^Поле «pharmacyId»/u);
    expectMessage(await history('?pharmacyId=999', 'manager'), 404, 'Аптека №999 не найдена');
  });

  it('refuses bad days and ids with a Russian 400, callers without rights and without sign-in', async () => {
    expectMessage(await history('?days=0'), 400, 'Поле «days»: не меньше 1');
    expectMessage(await history('?days=367'), 400, 'Поле «days»: не больше 366');
    expectMessage(await history('?days=abc'), 400, /^Поле «days»/u);
    expectMessage(await history('?days=1.5'), 400, /^Поле «days»/u);
    expectMessage(await history('?days=1&days=2'), 400, /^Поле «days»/u);
    expectMessage(await history('?days=%00'), 400, /^Поле «days»/u);
    expectMessage(await history('?pharmacyId=0', 'manager'), 400, /^Поле «pharmacyId»/u);
    expectMessage(await history('?pharmacyId=x'), 400, /^Поле «pharmacyId»/u);
    expectMessage(await history('?pharmacyId=99999999999', 'manager'), 400, /^Поле «pharmacyId»/u);
    expectMessage(await history('', 'owner'), 403, 'Недостаточно прав для этого действия');
    expectMessage(await history('', null), 401, 'Требуется вход в систему');
  });
});

describe('GET v1/orders, a pharmacy with more orders than one answer holds', () => {
  it(`answers the newest ${ORDER_HISTORY_LIMIT}`, async () => {
    const { db } = gateway.database;
    const start = gateway.clock.now().getTime();
    // One order a minute before the clock's start, going back: the first inserted is the newest.
    const stored = await db
      .insert(orders)
      .values(
        Array.from({ length: ORDER_HISTORY_LIMIT + 20 }, (_, k) => ({
          system: 'stu',
          type: 'pi',
          pharmacyId: 1,
          userId: 1,
          created: new Date(start - (k + 1) * 60_000),
        })),
      )
      .returning({ id: orders.id, orderNumber: orders.orderNumber });
    await db
      .insert(orderPositions)
      .values(stored.map(({ id }) => ({ orderId: id, line: 0, productId: 40112, amount: 1, price: 152.4, accepted: true, reason: null })));
    const list = await entries();
    expect(list).toHaveLength(ORDER_HISTORY_LIMIT);
    // The four orders sent at or after the start come first, then the newest inserted.
    expect(list.slice(4).map((entry) => entry.orderId)).toEqual(stored.slice(0, ORDER_HISTORY_LIMIT - 4).map((row) => row.orderNumber));
    expect(list[4]).toMatchObject({
      system: 'stu',
      positionsSent: 1,
      packsSent: 1,
      sumSent: 152.4,
      positionsAccepted: 1,
      sumAccepted: 152.4,
      refused: [],
    });
  });
});

describe('the screen an order comes from (orderType, optional in the body)', () => {
  it("keeps a Пульс order's type when the body names it, and refuses an unknown one storing nothing", async () => {
    const body = { productsList: [{ promotionalProductId: 40112, orderAmount: 1 }] };
    const named = v.parse(PulsPurchaseResult, (await post(callPath(orderCalls.sendToPuls), { ...body, orderType: 'pi' })).json());
    expect(byNumber(await entries(), 'puls', named.orderId)?.type).toBe('pi');

    const before = (await entries()).length;
    const refused = await post(callPath(orderCalls.sendToPuls), { ...body, orderType: 'forecast' });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(v.parse(ErrorBody, refused.json()).message).toMatch(/orderType/u);
    expect((await entries()).length).toBe(before);
  });
});

describe('the kind of an order (orderKind, optional in the body)', () => {
  const body = { productsList: [{ promotionalProductId: 40112, orderAmount: 1 }] };

  it('records a recommended order sent to Пульс as recommended, where its type says only pi', async () => {
    const recommended = v.parse(
      PulsPurchaseResult,
      (await post(callPath(orderCalls.sendToPuls), { ...body, orderType: 'pi', orderKind: 'recommended' })).json(),
    );
    expect(byNumber(await entries(), 'puls', recommended.orderId)).toMatchObject({ type: 'pi', kind: 'recommended' });
    const byInitiative = v.parse(PulsPurchaseResult, (await post(callPath(orderCalls.sendToPuls), { ...body, orderType: 'pi' })).json());
    expect(byNumber(await entries(), 'puls', byInitiative.orderId)).toMatchObject({ type: 'pi', kind: 'pi' });
  });

  it("keeps the path's type when the body's kind does not refine it; an unknown kind is refused, nothing stored", async () => {
    const stu = v.parse(
      SystemOrderResult,
      (await post(callPath(orderCalls.sendToStu, { type: 'rg' }), { ...body, orderKind: 'mtx' })).json(),
    );
    expect(byNumber(await entries(), 'stu', stu.orderId!)).toMatchObject({ type: 'rg', kind: 'rg' });
    const before = (await entries()).length;
    const refused = await post(callPath(orderCalls.sendToPuls), { ...body, orderKind: 'прогноз' });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(v.parse(ErrorBody, refused.json()).message).toMatch(/orderKind/u);
    expect((await entries()).length).toBe(before);
  });

  it('names older orders (no kind recorded) by their type', async () => {
    expect(byNumber(await entries(), 'pharmsm', sent.pharmsm)).toMatchObject({ type: 'mtx', kind: 'mtx' });
    expect(byNumber(await entries(), 'puls', sent.puls)).toMatchObject({ type: null, kind: null });
  });
});

describe('GET v1/orders/{system}/{orderId}/lines (every line of an order)', () => {
  const lines = (system: string, orderId: string, login: string | null = 'apteka1') =>
    getWithToken(gateway.app, urlOf(orderCalls.orderLines, { system, orderId }), login ? tokens[login] : undefined);

  it('answers every line in the order sent, taken or refused with its reason, at the price of the day', async () => {
    const answer = await lines('puls', sent.puls);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(v.parse(OrderLines, answer.json())).toEqual([
      { productId: 40112, productName: 'Нурофен, таблетки 200 мг №20', amount: 2, price: 152.4, accepted: true, reason: null },
      {
        productId: notStocked,
        productName: 'Нурофен Экспресс Форте, капсулы 400 мг №10',
        amount: 3,
        price: 298.5,
        accepted: false,
        reason: 'Товара нет на складе Пульс MSK-01',
      },
    ]);
    const pharmsm = v.parse(OrderLines, (await lines('pharmsm', sent.pharmsm)).json());
    expect(pharmsm.map((line) => [line.productId, line.amount, line.accepted, line.reason])).toEqual([
      [40112, 2, true, null],
      [40496, 501, false, 'больше 500 уп. на позицию'],
    ]);
  });

  it("refuses another pharmacy's order, lets staff read any, and says when there is no such order", async () => {
    expectMessage(await lines('puls', sent.puls, 'apteka2'), 403, 'Нет доступа к данным другой аптеки');
    expect((await lines('puls', sent.puls, 'manager')).statusCode).toBe(200);
    expectMessage(await lines('puls', '999999'), 404, 'Заказ №999999 не найден');
    // A number of another system is not this system's order.
    expectMessage(await lines('stu', sent.puls), 404, `Заказ №${sent.puls} не найден`);
  });

  it('refuses a bad system or number with a Russian 400, callers without rights or sign-in', async () => {
    expectMessage(await lines('fax', sent.puls), 400, /^Поле «system»/u);
    expectMessage(await lines('puls', 'a b'), 400, /^Поле «orderId»/u);
    expectMessage(await lines('puls', '1'.repeat(40)), 400, /^Поле «orderId»/u);
    expectMessage(await lines('puls', sent.puls, 'owner'), 403, 'Недостаточно прав для этого действия');
    expectMessage(await lines('puls', sent.puls, null), 401, 'Требуется вход в систему');
  });
});
