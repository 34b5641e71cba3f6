import * as v from 'valibot';
import { read, utils } from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Call } from '../../src/api/contract/call';
import { ErrorBody } from '../../src/api/contract/common';
import { ForecastRows, forecastFileTypes, forecastCalls, type ForecastRow } from '../../src/api/contract/forecast';
import { fileNameFromContentDisposition } from '../../src/domain/orders/file-names';
import { readXml } from '../unit/orders/xml-reader';
import { startGateway, type TestGateway } from './support/app';
import { getWithToken, signIn, urlOf } from './support/requests';

let gateway: TestGateway;
const tokens: Record<string, string> = {};
let rows: ForecastRow[];
beforeAll(async () => {
  gateway = await startGateway();
  for (const login of ['apteka1', 'apteka2', 'manager', 'owner']) tokens[login] = (await signIn(gateway.app, login)).access_token;
  rows = v.parse(
    ForecastRows,
    (await getWithToken(gateway.app, `${urlOf(forecastCalls.forecastRows)}?pharmacyId=1`, tokens.apteka1)).json(),
  );
});
afterAll(() => gateway?.close());

/** A POST as the portal sends it: JSON (a string body is sent as is, to test broken JSON). */
const post = (call: Call, body: unknown, login: string | null = 'apteka1', query = '') =>
  gateway.app.inject({
    method: 'POST',
    url: `${urlOf(call)}${query}`,
    headers: { 'content-type': 'application/json', ...(login ? { authorization: `Bearer ${tokens[login]}` } : {}) },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
type Answer = Awaited<ReturnType<typeof post>>;
const expectMessage = (answer: Answer, status: number, message: string | RegExp) => {
  expect(answer.statusCode, answer.body).toBe(status);
  expect(v.parse(ErrorBody, answer.json()).message).toMatch(message);
};
const fileName = (answer: Answer) => fileNameFromContentDisposition(String(answer.headers['content-disposition']));
const sheetLines = (answer: Answer) => {
  const book = read(answer.rawPayload, { type: 'buffer' });
  return utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
};

/** The first 20 rows, three of them ordered (the user's quantities), the rest at 0. */
const order = () => rows.slice(0, 20).map((row, k) => ({ ...row, quantityForOrder: k < 3 ? k + 2 : 0 }));

describe('POST profit-forecast-as-file and profit-forecast-products-as-file', () => {
  it('answers the whole forecast sent as xlsx, with Russian headers, numbers as numbers and a Russian file name', async () => {
    const answer = await post(forecastCalls.forecastAsFile, { productsList: order() });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe(forecastFileTypes.xlsx);
    expect(fileName(answer)).toBe('Прогноз прибыли 19.11.2026.xlsx');
    expect(answer.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('Прогноз прибыли')}`);
    const lines = sheetLines(answer);
    expect(lines[0]).toEqual(expect.arrayContaining(['Инициатива', 'Товар', 'Штрихкоды', 'Количество к заказу, уп.']));
    expect(lines).toHaveLength(21);
    const product = lines[0].indexOf('Код промо-товара');
    expect(lines[1][product]).toBe(rows[0].promotionalProductId);
    expect(lines[1][lines[0].indexOf('Количество к заказу, уп.')]).toBe(2);
  });

  it('answers only the ordered rows in the products file', async () => {
    const answer = await post(forecastCalls.forecastProductsAsFile, { productsList: order() });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(fileName(answer)).toBe('Товары заказа 19.11.2026.xlsx');
    const lines = sheetLines(answer);
    expect(lines).toHaveLength(4);
    expect(lines.slice(1).map((line) => line[0])).toEqual(rows.slice(0, 3).map((row) => row.promotionalProductId));
  });
});

describe('POST profit-forecast-for-ordering-systems', () => {
  it('answers a well-formed XML order of the rows above 0', async () => {
    const answer = await post(forecastCalls.forecastForOrderingSystems, { productsList: order() });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe(forecastFileTypes.xml);
    expect(fileName(answer)).toBe('Заказ для систем заказа 19.11.2026.xml');
    // The project's strict reader throws on anything not well-formed.
    const { declaration, root } = readXml(answer.body);
    expect(declaration.encoding).toBe('UTF-8');
    expect(root.attributes).toMatchObject({ type: 'mtx', pharmacyId: '1', created: '2026-11-19' });
    const positions = root.children.filter((child) => child.name === 'position');
    const ordered = new Set(rows.slice(0, 3).map((row) => row.promotionalProductId));
    expect(positions).toHaveLength(ordered.size);
    expect(root.attributes.positions).toBe(String(ordered.size));
    const field = (name: string) => positions[0].children.find((child) => child.name === name)?.text;
    expect(field('productId')).toBe(String(rows[0].promotionalProductId));
    expect(field('name')).toBe(rows[0].promotionalProductName);
    expect(field('quantity')).toBe('2');
  });

  it('names the pharmacy a manager asks for, and none when it names none', async () => {
    const named = await post(forecastCalls.forecastForOrderingSystems, { productsList: order() }, 'manager', '?pharmacyId=2');
    expect(named.body).toContain('pharmacyId="2"');
    const unnamed = await post(forecastCalls.forecastForOrderingSystems, { productsList: order() }, 'manager');
    expect(unnamed.statusCode).toBe(200);
    expect(unnamed.body).not.toContain('pharmacyId=');
  });
});

describe('refusals of the file calls', () => {
  const { forecastAsFile, forecastProductsAsFile, forecastForOrderingSystems } = forecastCalls;
  const calls = [forecastAsFile, forecastProductsAsFile, forecastForOrderingSystems].map((call) => [call.path, call] as const);

  it.each(calls)(
    '%s: 403 for a pharmacy user naming another pharmacy, 401 without a token, 403 without READ_REPORTS',
    async (_path, call) => {
      expectMessage(await post(call, { productsList: order() }, 'apteka2', '?pharmacyId=1'), 403, 'Нет доступа к данным другой аптеки');
      expectMessage(await post(call, { productsList: order() }, null), 401, 'Требуется вход в систему');
      expectMessage(await post(call, { productsList: order() }, 'owner'), 403, 'Недостаточно прав для этого действия');
    },
  );

  it.each(calls)('%s: 400 naming the field for a malformed body', async (_path, call) => {
    expectMessage(
      await post(call, { productsList: [{ ...rows[0], quantityForOrder: 'три' }] }),
      400,
      'Поле «productsList.0.quantityForOrder»: ожидается число',
    );
    expectMessage(await post(call, {}), 400, /^Поле «productsList»/);
    expectMessage(await post(call, '[1'), 400, /JSON/);
  });

  it('400 when nothing is ordered, for the two files of the order', async () => {
    const nothing = { productsList: rows.slice(0, 5).map((row) => ({ ...row, quantityForOrder: 0 })) };
    expectMessage(await post(forecastCalls.forecastProductsAsFile, nothing), 400, 'В заказе нет позиций с количеством больше нуля');
    expectMessage(await post(forecastCalls.forecastForOrderingSystems, nothing), 400, 'В заказе нет позиций с количеством больше нуля');
    expect((await post(forecastCalls.forecastAsFile, nothing)).statusCode).toBe(200);
  });
});
