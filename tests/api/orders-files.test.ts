import { count } from 'drizzle-orm';
import * as v from 'valibot';
import { read, utils } from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callPath } from '../../src/api/contract/call';
import { ErrorBody } from '../../src/api/contract/common';
import { orderFileTypes, orderCalls } from '../../src/api/contract/orders';
import { fileNameFromContentDisposition } from '../../src/domain/orders/file-names';
import { orders } from '../../server/db/schema';
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
const fileName = (answer: Answer) => fileNameFromContentDisposition(String(answer.headers['content-disposition']));
const sheetOf = (answer: Answer) => {
  const book = read(answer.rawPayload, { type: 'buffer' });
  return { name: book.SheetNames[0], lines: utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1 }) };
};
const csvLines = (answer: Answer) =>
  answer.rawPayload
    .toString('utf8')
    .replace(/^\uFEFF/u, '')
    .split('\r\n')
    .filter(Boolean);
const ordersStored = async () => (await gateway.database.db.select({ n: count() }).from(orders))[0].n;

const [noBarcode] = productsNoted('no barcode');
// Нурофен 152,40 ×2 (twice in the list: one line of 3), Стрепсилс 389,90 ×1, a product without a barcode ×4.
const productsList = [
  { promotionalProductId: 40112, orderAmount: 2 },
  { promotionalProductId: 40496, orderAmount: 1 },
  { promotionalProductId: 40112, orderAmount: 1 },
  { promotionalProductId: noBarcode, orderAmount: 4 },
];

describe('POST purchase-order-for-puls and purchase-order-rg-for-puls', () => {
  it.each([
    [callPath(orderCalls.purchaseOrderForPuls), 'Заказ 19.11.2026.csv'],
    [callPath(orderCalls.purchaseOrderRgForPuls), 'Заказ РГ 19.11.2026.csv'],
  ])('%s answers the csv for the wholesale information system, one line per product', async (path, name) => {
    const answer = await post(path, { productsList });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe(orderFileTypes.csv);
    expect(fileName(answer)).toBe(name);
    const lines = csvLines(answer);
    expect(lines[0]).toBe('Код товара;Штрихкод;Наименование;Количество, уп.;Цена, руб.;Сумма, руб.');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^40112;\d{13};Нурофен, таблетки 200 мг №20;3;152,40;457,20$/u);
    expect(lines[2]).toMatch(/^40496;\d{13};Стрепсилс, таблетки для рассасывания №24;1;389,90;389,90$/u);
    expect(lines[3]).toMatch(new RegExp(`^${noBarcode};;.+;4;`, 'u'));
  });
});

describe('POST purchase-order-initiative, purchase-order-rg-simple and order-compose', () => {
  it.each([
    [callPath(orderCalls.purchaseOrderInitiative), 'Заказ по инициативам 19.11.2026.xlsx', 'Заказ по инициативам'],
    [callPath(orderCalls.purchaseOrderRgSimple), 'Заказ РГ 19.11.2026.xlsx', 'Заказ РГ'],
    [callPath(orderCalls.orderCompose), 'Рекомендованный заказ 19.11.2026.xlsx', 'Рекомендованный заказ'],
  ])('%s answers the xlsx of the rows above 0 with a total line, under its Russian name', async (path, name, sheetName) => {
    const answer = await post(path, { productsList });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe(orderFileTypes.xlsx);
    expect(fileName(answer)).toBe(name);
    const sheet = sheetOf(answer);
    expect(sheet.name).toBe(sheetName);
    expect(sheet.lines[0]).toEqual(['Код товара', 'Товар', 'Штрихкод', 'Количество, уп.', 'Цена, руб.', 'Сумма, руб.']);
    expect(sheet.lines[1]).toEqual([40112, 'Нурофен, таблетки 200 мг №20', expect.stringMatching(/^\d{13}$/u), 3, 152.4, 457.2]);
    expect(sheet.lines[2]).toEqual([
      40496,
      'Стрепсилс, таблетки для рассасывания №24',
      expect.stringMatching(/^\d{13}$/u),
      1,
      389.9,
      389.9,
    ]);
    expect(sheet.lines[3][0]).toBe(noBarcode);
    expect(sheet.lines[3][2]).toBeUndefined();
    expect(sheet.lines[3][3]).toBe(4);
    const noBarcodeSum = sheet.lines[3][5] as number;
    expect(sheet.lines).toHaveLength(5);
    // The total line: no code, 'Итого', the packs and the sum of the lines' sums.
    expect(sheet.lines[4]).toEqual([undefined, 'Итого', undefined, 8, undefined, Math.round((457.2 + 389.9 + noBarcodeSum) * 100) / 100]);
  });
});

describe('the order files refuse what they cannot build, and store nothing', () => {
  const paths = [
    callPath(orderCalls.purchaseOrderForPuls),
    callPath(orderCalls.purchaseOrderRgForPuls),
    callPath(orderCalls.purchaseOrderInitiative),
    callPath(orderCalls.purchaseOrderRgSimple),
    callPath(orderCalls.orderCompose),
  ];

  it.each(paths)('%s: bad bodies get a Russian 400', async (path) => {
    const before = await ordersStored();
    expectMessage(await post(path, { productsList: [] }), 400, /^Поле «productsList»: список товаров пуст/u);
    expectMessage(
      await post(path, { productsList: [{ promotionalProductId: 40112, orderAmount: 0 }] }),
      400,
      'Поле «productsList.0.orderAmount»: количество должно быть больше нуля',
    );
    expectMessage(
      await post(path, { productsList: [{ promotionalProductId: 40112, orderAmount: 1.5 }] }),
      400,
      /^Поле «productsList.0.orderAmount»/u,
    );
    expectMessage(
      await post(path, { productsList: [{ promotionalProductId: 99999999, orderAmount: 1 }] }),
      400,
      'Поле «productsList.0.promotionalProductId»: товар с кодом 99999999 не найден',
    );
    expectMessage(await post(path, {}), 400, /^Поле «productsList»/u);
    expectMessage(await post(path, '{"productsList": ['), 400, /\S/u);
    expect(await ordersStored()).toBe(before);
  });

  it.each(paths)("%s: another pharmacy's id, staff without a pharmacy, no rights, no sign-in", async (path) => {
    const body = { productsList: [{ promotionalProductId: 40112, orderAmount: 1 }] };
    expectMessage(await post(path, { ...body, pharmacyId: 1 }, 'apteka2'), 403, 'Нет доступа к данным другой аптеки');
    expectMessage(await post(path, body, 'manager'), 400, /^Поле «pharmacyId»/u);
    expect((await post(path, { ...body, pharmacyId: 2 }, 'manager')).statusCode).toBe(200);
    expectMessage(await post(path, body, 'owner'), 403, 'Недостаточно прав для этого действия');
    expectMessage(await post(path, body, null), 401, 'Требуется вход в систему');
  });
});
